// @vitest-environment node
/** Open calls of issue 26's public pages: they answer only what the link's own key names. */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
import { ePolicyFileCode, renewalTaskCode, serviceManagerCode } from './publicLinks';
import { withinRenewalWindow } from '@sandbox/seed/renewal';
import { CAR_MALLS } from '@sandbox/seed/carMalls';

describe('confirmQRCodeLoginPC', () => {
  it('confirms or refuses for the user the OAuth code names, without a login', async () => {
    const sb = createTestSandbox();
    const yes = dataOf((await sb.call('confirmQRCodeLoginPC', { key: 'pcqr7f3a9c21', code: 'manager', confirm: '1', comId: '11000000' })).json);
    expect(yes).toMatchObject({ confirmed: true, qrCodeKey: 'pcqr7f3a9c21' });
    expect(String((yes as { userName: string }).userName)).not.toBe('');
    const no = dataOf((await sb.call('confirmQRCodeLoginPC', { key: 'pcqr7f3a9c21', code: 'manager', confirm: '0', comId: '11000000' })).json);
    expect(no).toMatchObject({ confirmed: false });
  });

  it('refuses a key that is no QR login attempt', async () => {
    const sb = createTestSandbox();
    expect((await sb.call('confirmQRCodeLoginPC', { key: 'x', code: 'manager' })).json).toMatchObject({ status: 1, statusText: '二维码已失效，请在电脑端刷新二维码后重新扫码' });
  });
});

describe('open e-policy downloads', () => {
  const text = (bytes: Uint8Array | undefined): unknown => JSON.parse(new TextDecoder().decode(bytes));

  it('whiteDownloadEPolicy: the PDF for the right check code, text/plain status 0 for an expired policy, -1 for a surrendered one', async () => {
    const sb = createTestSandbox();
    const { policies } = sb.store.state;
    const live = policies.find((p) => p.status === '1')!;
    const ok = await sb.call('whiteDownloadEPolicy', { policyNo: live.policyNo, code: live.verifyCode });
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    expect(ok.headers.get('content-disposition')).toContain(encodeURIComponent(live.policyNo));
    expect((await sb.call('whiteDownloadEPolicy', { policyNo: live.policyNo, code: 'nope' })).json).toMatchObject({ status: 1 });
    const expired = policies.find((p) => p.status === '2')!;
    const notice = await sb.call('whiteDownloadEPolicy', { policyNo: expired.policyNo, code: expired.verifyCode });
    expect(notice.headers.get('content-type')).toContain('text/plain');
    expect(text(notice.bytes)).toMatchObject({ status: 0 });
    const surrendered = policies.find((p) => p.status === '3');
    if (surrendered) {
      const refusal = await sb.call('whiteDownloadEPolicy', { policyNo: surrendered.policyNo, code: surrendered.verifyCode });
      expect(text(refusal.bytes)).toMatchObject({ status: -1 });
    }
  });

  it('whiteQueryShareFile / whiteDownloadFile: the customer the code names, only their policies in force; an unknown code is refused', async () => {
    const sb = createTestSandbox();
    const { customers, policies } = sb.store.state;
    const c = customers.find((x) => policies.some((p) => p.custId === x.custId && p.status === '1'))!;
    const info = dataOf((await sb.call('whiteQueryShareFile', { fileCode: ePolicyFileCode(c.custId) })).json) as { policies: Array<{ policyNo: string }> };
    expect(info.policies.map((p) => p.policyNo).sort()).toEqual(policies.filter((p) => p.custId === c.custId && p.status === '1').map((p) => p.policyNo).sort());
    const file = await sb.call('whiteDownloadFile', { fileCode: ePolicyFileCode(c.custId) });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await sb.call('whiteQueryShareFile', { fileCode: '0123456789ABCDEF0123' })).json).toMatchObject({ status: 1 });
    expect(text((await sb.call('whiteDownloadFile', { fileCode: '0123456789ABCDEF0123' })).bytes)).toMatchObject({ status: -1 });
  });
});

describe('restful links', () => {
  it('whiteGetInsureUrl: the product and its order page on the insurer\'s host; an unknown code fails instead of another product', async () => {
    const sb = createTestSandbox();
    const product = sb.store.state.products[2];
    const answer = dataOf((await sb.call('whiteGetInsureUrl', { code: product.productCode, userCode: 'nobody' })).json) as { productName: string; insureUrl: string };
    expect(answer.productName).toBe(product.productName);
    const url = new URL(answer.insureUrl);
    expect(url.host).toBe('m.epicc.com.cn');
    expect(url.searchParams.has('shareUserCode')).toBe(false);
    expect((await sb.call('whiteGetInsureUrl', { code: 'PRDNONE' })).json).toMatchObject({ status: 1, statusText: '投保链接无效或产品已下架' });
  });

  it('whiteQueryServiceManagerCard: the card the encrypted code names, without the user code; a clear user code is refused', async () => {
    const sb = createTestSandbox();
    const staff = sb.store.state.staff.find((s) => s.managerRecord)!;
    const card = dataOf((await sb.call('whiteQueryServiceManagerCard', { code: serviceManagerCode(staff.userCode) })).json) as Record<string, unknown>;
    expect(card).toMatchObject({ userName: staff.userName, mobile: staff.mobile });
    expect(card).not.toHaveProperty('userCode');
    expect((await sb.call('whiteQueryServiceManagerCard', { code: staff.userCode })).json).toMatchObject({ status: 1 });
  });
});

describe('whiteQueryDuplicateRelations', () => {
  /** Without a session: the public filing pages' case. */
  const ANON = { token: '' };

  it('answers the company\'s customer files holding the plate, masked, and none for a new plate or another company', async () => {
    const sb = createTestSandbox();
    const { chatRoomRelations, customers, cars } = sb.store.state;
    const filed = chatRoomRelations.find((r) => r.comId === '11000000' && r.licenseNo)!;
    const owner = customers.find((c) => c.custId === cars.find((x) => x.licenseNo === filed.licenseNo)?.custId)!;
    const other = chatRoomRelations.find((r) => r.comId === '11000000' && r.chatId !== filed.chatId)!;
    const rows = dataOf((await sb.call('whiteQueryDuplicateRelations', { chatId: other.chatId, licenseNo: filed.licenseNo, comId: '11000000' }, ANON)).json) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ custId: owner.custId, licenseNo: filed.licenseNo, filedHere: false });
    expect(rows[0].custName).not.toBe(owner.custName);
    expect(String(rows[0].mobile)).toContain('****');
    const own = dataOf((await sb.call('whiteQueryDuplicateRelations', { chatId: filed.chatId, licenseNo: filed.licenseNo, comId: '11000000' }, ANON)).json) as Array<Record<string, unknown>>;
    expect(own[0]).toMatchObject({ filedHere: true });
    expect(dataOf((await sb.call('whiteQueryDuplicateRelations', { chatId: other.chatId, licenseNo: '京Z99999', comId: '11000000' }, ANON)).json)).toEqual([]);
    expect(dataOf((await sb.call('whiteQueryDuplicateRelations', { chatId: other.chatId, licenseNo: filed.licenseNo, comId: '51000000' }, ANON)).json)).toEqual([]);
  });
});

describe('whiteQueryCarUsePlace / whiteSaveCarUsePlace', () => {
  it('stores the names of the white lists\' codes for the unionId\'s customer and answers the codes back', async () => {
    const sb = createTestSandbox();
    const c = sb.store.state.customers.find((x) => x.comId === '11000000' && x.unionId)!;
    const saved = dataOf((await sb.call('whiteSaveCarUsePlace', { unionId: c.unionId, comId: '11000000', provinceCode: '110000', cityCode: '110100', areaCode: '110108' }, { token: '' })).json);
    expect(saved).toEqual({ carUsePlace: '北京市海淀区' });
    expect(c.carUsePlace).toBe('北京市海淀区');
    const place = dataOf((await sb.call('whiteQueryCarUsePlace', { unionId: c.unionId, comId: '11000000' }, { token: '' })).json);
    expect(place).toMatchObject({ carUsePlace: '北京市海淀区', provinceCode: '110000', cityCode: '110100', areaCode: '110108' });
    expect((place as { custName: string }).custName).not.toBe(c.custName);
    expect((await sb.call('whiteSaveCarUsePlace', { unionId: c.unionId, comId: '11000000', provinceCode: '110000' }, { token: '' })).json).toMatchObject({ status: 1, statusText: '请选择实际用车的省份和城市' });
    expect((await sb.call('whiteQueryCarUsePlace', { unionId: c.unionId, comId: '51000000' }, { token: '' })).json).toMatchObject({ status: 1 });
  });
});

describe('renewal-task open calls', () => {
  it('list the code\'s own renewal tasks, keep a note on one, and move it to done on success; another code is refused', async () => {
    const sb = createTestSandbox();
    const { staff, customers, policies } = sb.store.state;
    const owner = staff.find((s) => policies.some((p) => p.status === '1' && withinRenewalWindow(p.endDate, Date.now()) && customers.some((c) => c.custId === p.custId && c.managerUserCode === s.userCode)))!;
    const code = renewalTaskCode(owner.userCode);
    const page = dataOf((await sb.call('whiteQueryRenewalTasks', { code, status: 'todo' }, { token: '' })).json) as { list: Array<{ policyNo: string; custName: string }>; total: number; doneCount: number };
    expect(page.total).toBeGreaterThan(0);
    const own = new Set(customers.filter((c) => c.managerUserCode === owner.userCode).map((c) => c.custName));
    expect(page.list.every((t) => own.has(t.custName))).toBe(true);
    const policyNo = page.list[0].policyNo;
    const note = dataOf((await sb.call('whiteSaveFollowUpNote', { code, policyNo, followStatus: 'mu002', content: '客户已续保' }, { token: '' })).json);
    expect(note).toMatchObject({ policyNo, followStatus: 'mu002', content: '客户已续保' });
    const done = dataOf((await sb.call('whiteQueryRenewalTasks', { code, status: 'done' }, { token: '' })).json) as { list: Array<{ policyNo: string }> };
    expect(done.list.map((t) => t.policyNo)).toEqual([policyNo]);
    const notes = dataOf((await sb.call('whiteQueryFollowUpNotes', { code, policyNo }, { token: '' })).json) as { notes: Array<{ followStatusName: string }> };
    expect(notes.notes.map((n) => n.followStatusName)).toEqual(['跟进成功']);
    expect((await sb.call('whiteSaveFollowUpNote', { code, policyNo, followStatus: 'mu002', content: ' ' }, { token: '' })).json).toMatchObject({ status: 1, statusText: '请填写跟进内容' });
    expect((await sb.call('whiteQueryRenewalTasks', { code: owner.userCode }, { token: '' })).json).toMatchObject({ status: 1 });
  });
});

describe('whiteQueryCarMallCustomer', () => {
  it('answers a plate of the mall\'s company, owner masked; another company\'s plate and an unknown mall are refused', async () => {
    const sb = createTestSandbox();
    const { cars, customers } = sb.store.state;
    const bj = CAR_MALLS.find((m) => m.comId === '11000000')!;
    const sc = CAR_MALLS.find((m) => m.comId === '51000000')!;
    const car = cars.find((c) => c.licenseNo && customers.some((x) => x.custId === c.custId && x.comId === '11000000'))!;
    const owner = customers.find((x) => x.custId === car.custId)!;
    const answer = dataOf((await sb.call('whiteQueryCarMallCustomer', { mallCode: bj.mallCode, licenseNo: car.licenseNo }, { token: '' })).json) as Record<string, unknown>;
    expect(answer).toMatchObject({ licenseNo: car.licenseNo, brandModel: car.brandModel, mallName: bj.mallName });
    expect(answer.custName).not.toBe(owner.custName);
    expect((await sb.call('whiteQueryCarMallCustomer', { mallCode: sc.mallCode, licenseNo: car.licenseNo }, { token: '' })).json).toMatchObject({ status: 1, statusText: '未查询到该车牌的投保信息' });
    expect((await sb.call('whiteQueryCarMallCustomer', { mallCode: 'nope', licenseNo: car.licenseNo }, { token: '' })).json).toMatchObject({ status: 1 });
  });
});

describe('whiteBindChatRoomUser', () => {
  it('binds the chat user who gives the file\'s mobile; another mobile is refused', async () => {
    const sb = createTestSandbox();
    const relation = sb.store.state.chatRoomRelations.find((r) => r.comId === '11000000' && r.custId)!;
    const customer = sb.store.state.customers.find((c) => c.custId === relation.custId)!;
    expect((await sb.call('whiteBindChatRoomUser', { chatId: relation.chatId, comId: '11000000', mobile: '13900000000', externalUserId: 'wmX' }, { token: '' })).json).toMatchObject({ status: 1 });
    expect(relation.externalUserId).not.toBe('wmX');
    const ok = dataOf((await sb.call('whiteBindChatRoomUser', { chatId: relation.chatId, comId: '11000000', mobile: customer.mobile, externalUserId: 'wmX' }, { token: '' })).json);
    expect(ok).toMatchObject({ bound: true, externalUserId: 'wmX' });
    expect(relation.externalUserId).toBe('wmX');
  });
});
