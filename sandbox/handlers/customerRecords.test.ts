// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
import { OCR_NO_IMAGE, PAY_LINK_INVALID } from './customerRecords';

interface PayUrl {
  payUrl: string;
  proposalNo: string;
}
interface OpenPay {
  proposalNo: string;
  applicantName: string;
  premium: number;
  ePayUrl: string;
}

describe('the open payment page call (whiteQueryEPayUrlInfo)', () => {
  it('answers, without a session, the proposal the payUrl of queryEPayUrlInfo names, with the name masked', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const policy = sb.store.state.policies.find((p) => p.userCode === sb.store.state.staff.find((s) => s.comId === '11000000')?.userCode) ?? sb.store.state.policies[0];
    const pay = dataOf((await sb.call('queryEPayUrlInfo', { proposalNo: policy.proposalNo }, { token })).json) as PayUrl;
    const url = new URL(pay.payUrl);
    expect(url.pathname).toBe('/customer-info/public-pay-qrCode');
    const open = dataOf((await sb.call('whiteQueryEPayUrlInfo', { proposalNo: url.searchParams.get('proposalNo'), code: url.searchParams.get('code') })).json) as OpenPay;
    expect(open.proposalNo).toBe(policy.proposalNo);
    expect(open.premium).toBe(policy.premium);
    expect(open.applicantName).not.toBe(policy.applicantName);
    expect(open.applicantName.startsWith([...policy.applicantName][0])).toBe(true);
    expect(new URL(open.ePayUrl).hostname).toBe('epay.epicc.com.cn');
  });

  it('refuses a wrong or missing code, so proposal numbers cannot be walked', async () => {
    const sb = createTestSandbox();
    const policy = sb.store.state.policies[0];
    for (const code of ['', 'ABCDEF0123456789']) {
      const res = await sb.call('whiteQueryEPayUrlInfo', { proposalNo: policy.proposalNo, code });
      expect(() => dataOf(res.json)).toThrow(PAY_LINK_INVALID);
    }
  });
});

describe('task follow-up records (saveTaskFollow)', () => {
  const setup = () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const manager = sb.store.state.staff.find((s) => s.comId === '11000000' && s.userName === '赵立新')?.userCode;
    const own = sb.store.state.customers.filter((c) => c.managerUserCode === manager);
    return { sb, token, own };
  };

  it('keeps a to-do task open while following up and finishes it on success', async () => {
    const { sb, token, own } = setup();
    const c = own.find((x) => x.taskType === '2');
    if (!c) throw new Error('seed: a to-do task');
    const follow = dataOf((await sb.call('saveTaskFollow', { custId: c.custId, followStatus: 'mu001', reasonType: 'note-follow', reasonCode: '03', remark: '周五再联系' }, { token })).json) as Record<string, string>;
    expect(follow).toMatchObject({ followStatus: 'mu001', followRemark: '约定再次联系：周五再联系', taskStatus: 'todo' });
    expect(c.taskType).toBe('2');
    const done = dataOf((await sb.call('saveTaskFollow', { custId: c.custId, followStatus: 'mu002', reasonType: 'note-success', reasonCode: '01' }, { token })).json) as Record<string, string>;
    expect(done).toMatchObject({ followStatus: 'mu002', followRemark: '已续保', taskStatus: 'done' });
    expect(c.taskType).toBe('3');
  });

  it('refuses a reason of another type, an unknown reason and another manager\'s customer', async () => {
    const { sb, token, own } = setup();
    const c = own[0];
    const fail = async (params: Record<string, string>): Promise<string> => {
      const r = await sb.call('saveTaskFollow', params, { token });
      try {
        dataOf(r.json);
        return 'accepted';
      } catch (e) {
        return String(e);
      }
    };
    expect(await fail({ custId: c.custId, followStatus: 'mu002', reasonType: 'note-fail', reasonCode: '01' })).toContain('跟进结果与原因不符');
    expect(await fail({ custId: c.custId, followStatus: 'mu003', reasonType: 'note-fail', reasonCode: '99' })).toContain('请选择跟进原因');
    const other = sb.store.state.customers.find((x) => x.comId === '11000000' && x.managerUserCode !== c.managerUserCode && !sb.store.state.bindings.some((b) => b.custId === x.custId && b.userCode === c.managerUserCode));
    if (!other) throw new Error('seed: another manager\'s customer');
    const before = other.followStatus;
    expect(await fail({ custId: other.custId, followStatus: 'mu003', reasonType: 'note-fail', reasonCode: '01' })).toContain('未查询到客户信息');
    expect(other.followStatus).toBe(before);
  });

  it('narrows the trade-status reasons to one code type', async () => {
    const { sb, token } = setup();
    const all = dataOf((await sb.call('tradeStatusReason', {}, { token })).json) as Array<{ id: { codeType: string } }>;
    const success = dataOf((await sb.call('tradeStatusReason', { codeType: 'note-success' }, { token })).json) as Array<{ id: { codeType: string } }>;
    expect(new Set(all.map((r) => r.id.codeType))).toEqual(new Set(['note-follow', 'note-success', 'note-fail']));
    expect(success.length).toBeGreaterThan(0);
    expect(success.every((r) => r.id.codeType === 'note-success')).toBe(true);
  });
});

describe('ID-card recognition (ocrIdCard)', () => {
  it("answers one of the caller's own customers for a photo, the same for the same photo, and asks for a photo without one", async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const first = dataOf((await sb.call('ocrIdCard', { imageUrl: '/__sandbox/files/attachment/F1' }, { token })).json) as { idNo: string; name: string };
    const again = dataOf((await sb.call('ocrIdCard', { imageUrl: '/__sandbox/files/attachment/F1' }, { token })).json) as { idNo: string };
    expect(again.idNo).toBe(first.idNo);
    const c = sb.store.state.customers.find((x) => x.idNumber === first.idNo);
    expect(c?.custName).toBe(first.name);
    expect(sb.store.state.staff.find((s) => s.userCode === c?.managerUserCode)?.comId).toBe('11000000');
    const none = await sb.call('ocrIdCard', {}, { token });
    expect(() => dataOf(none.json)).toThrow(OCR_NO_IMAGE);
  });
});

describe("a customer's photos (saveCustomerAttachments, queryCustomerAttachments)", () => {
  it("files photos under the caller's customer, lists them newest first, and refuses empty saves and others' customers", async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const manager = sb.store.state.staff.find((s) => s.comId === '11000000' && s.userName === '赵立新')?.userCode;
    const c = sb.store.state.customers.find((x) => x.managerUserCode === manager);
    if (!c) throw new Error('seed: a customer of the manager');
    const files = [{ fileId: 'F1', fileName: 'a.jpg', fileSize: 3, url: '/__sandbox/files/attachment/F1' }];
    const saved = dataOf((await sb.call('saveCustomerAttachments', { custId: c.custId, category: 'car', remark: '车头', files }, { token })).json) as { savedCount: number };
    expect(saved.savedCount).toBe(1);
    const list = dataOf((await sb.call('queryCustomerAttachments', { custId: c.custId }, { token })).json) as { list: Array<{ fileName: string; categoryName: string; remark: string }>; total: number };
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ fileName: 'a.jpg', categoryName: '车辆照片', remark: '车头' });
    const empty = await sb.call('saveCustomerAttachments', { custId: c.custId, files: [] }, { token });
    expect(() => dataOf(empty.json)).toThrow('请先上传图片');
    const other = sb.store.state.customers.find((x) => x.comId === '11000000' && x.managerUserCode !== manager && !sb.store.state.bindings.some((b) => b.custId === x.custId && b.userCode === manager));
    const refused = await sb.call('saveCustomerAttachments', { custId: other?.custId ?? '', files }, { token });
    expect(() => dataOf(refused.json)).toThrow('未查询到客户信息');
  });
});
