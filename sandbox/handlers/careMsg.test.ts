// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { beijingManager } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

interface Msg {
  careId: string;
  careType: string;
  sendFlag: string;
  sendTime: string;
  content: string;
  custName: string;
  mobile: string;
  licenseNo: string;
  edited: boolean;
}
interface Page {
  list: Msg[];
  total: number;
}
interface Numbers {
  total: number;
  byType: Record<string, number>;
}

const BEIJING_MANAGER = '11016688';


describe('care messages of the Beijing manager (seed)', () => {
  it('mix messages to send and sent ones, of several kinds, with their customer and car', async () => {
    const { sb, token } = beijingManager();
    const all = dataOf((await sb.call('queryCustcareMsgList', { pageNo: 1, pageSize: 100 }, { token })).json) as Page;
    const own = sb.store.state.careMsgs.filter((m) => m.userCode === BEIJING_MANAGER);
    expect(all.total).toBe(own.length);
    const toSend = all.list.filter((m) => m.sendFlag === '0');
    const sent = all.list.filter((m) => m.sendFlag === '1');
    expect(toSend.length).toBeGreaterThanOrEqual(3);
    expect(sent.length).toBeGreaterThanOrEqual(5);
    expect(new Set(toSend.map((m) => m.careType)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(all.list.map((m) => m.careType)).size).toBeGreaterThanOrEqual(4);
    expect(sent.every((m) => /^\d{4}-\d{2}-\d{2} (09|1\d|20):/.test(m.sendTime))).toBe(true);
    expect(all.list.every((m) => /^1[3-9]\d{9}$/.test(m.mobile) && m.custName && m.content.includes(m.custName))).toBe(true);
    // Claim care and inspection reminders name their car, and the car is the customer's.
    const aboutCars = all.list.filter((m) => m.careType === '3' || m.careType === '1');
    expect(aboutCars.length).toBeGreaterThan(0);
    for (const m of aboutCars) {
      expect(m.licenseNo).not.toBe('');
      expect(m.content).toContain(m.licenseNo);
      const car = sb.store.state.cars.find((x) => x.licenseNo === m.licenseNo);
      expect(car?.custId).toBe(own.find((x) => x.careId === m.careId)?.custId);
    }

    const numbers = dataOf((await sb.call('queryCustCareNumbers', {}, { token })).json) as Numbers;
    expect(numbers.total).toBe(toSend.length);
    const filtered = dataOf((await sb.call('queryCustcareMsgList', { sendFlag: '0', careType: toSend[0].careType }, { token })).json) as Page;
    expect(filtered.total).toBe(numbers.byType[toSend[0].careType]);
  });
});

describe('care message writes', () => {
  it('marking a message sent moves it from to-send to sent and logs the send', async () => {
    const { sb, token } = beijingManager();
    const before = dataOf((await sb.call('queryCustCareNumbers', {}, { token })).json) as Numbers;
    const msg = sb.store.state.careMsgs.find((m) => m.userCode === BEIJING_MANAGER && m.sendFlag === '0');
    if (!msg) throw new Error('no message to send');
    await sb.call('updateCustcareMsgSendFlag', { careId: msg.careId, sendFlag: '1' }, { token });
    const after = dataOf((await sb.call('queryCustCareNumbers', {}, { token })).json) as Numbers;
    expect(after.total).toBe(before.total - 1);
    const read = dataOf((await sb.call('queryCustcareMsgById', { careId: msg.careId }, { token })).json) as Msg;
    expect(read.sendFlag).toBe('1');
    expect(read.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sb.store.state.sends[0]).toMatchObject({ kind: 'care', targetId: msg.careId, custIds: [msg.custId], userCode: BEIJING_MANAGER });
  });

  it('editing changes the text and marks it edited; refreshing restores the generated text', async () => {
    const { sb, token } = beijingManager();
    const msg = sb.store.state.careMsgs.find((m) => m.userCode === BEIJING_MANAGER && m.sendFlag === '0');
    if (!msg) throw new Error('no message to send');
    const original = msg.content;
    const edited = dataOf((await sb.call('modifyCustcareMsg', { careId: msg.careId, content: '  王先生您好，祝您生日快乐！  ' }, { token })).json) as Msg;
    expect(edited).toMatchObject({ content: '王先生您好，祝您生日快乐！', edited: true });
    expect((await sb.call('modifyCustcareMsg', { careId: msg.careId, content: '   ' }, { token })).json).toMatchObject({ status: 1, statusText: '消息内容不能为空' });
    expect((await sb.call('modifyCustcareMsg', { careId: msg.careId, content: '好'.repeat(501) }, { token })).json).toMatchObject({ status: 1, statusText: '消息内容不能超过500字' });
    const restored = dataOf((await sb.call('refreshCustcareMsg', { careId: msg.careId }, { token })).json) as Msg;
    expect(restored).toMatchObject({ content: original, edited: false });
  });

  it('a sent message can no longer be edited', async () => {
    const { sb, token } = beijingManager();
    const msg = sb.store.state.careMsgs.find((m) => m.userCode === BEIJING_MANAGER && m.sendFlag === '1');
    if (!msg) throw new Error('no sent message');
    expect((await sb.call('modifyCustcareMsg', { careId: msg.careId, content: '改过的内容' }, { token })).json).toMatchObject({ status: 1, statusText: '消息已发送，不能再修改' });
    expect(msg.content).toBe(msg.generatedContent);
  });
});

describe('care messages for the service-message pages and the compose page', () => {
  it('lists several care types at once (comma-separated careType)', async () => {
    const { sb, token } = beijingManager();
    const page = dataOf((await sb.call('queryCustcareMsgList', { careType: '1,5', pageSize: 100 }, { token })).json) as Page;
    const own = sb.store.state.careMsgs.filter((m) => m.userCode === BEIJING_MANAGER && (m.careType === '1' || m.careType === '5'));
    expect(page.total).toBe(own.length);
    expect(page.list.every((m) => m.careType === '1' || m.careType === '5')).toBe(true);
    // Service-package reminders name the date the package runs out.
    expect(page.list.filter((m) => m.careType === '5').every((m) => /增值服务包将于\d{4}-\d{2}-\d{2}到期/.test(m.content))).toBe(true);
  });

  it('sending without a careId records the written message as sent, for a customer of the manager only', async () => {
    const { sb, token } = beijingManager();
    const blocked = new Set(sb.store.state.blacklist.map((b) => b.custId));
    const c = sb.store.state.customers.find((x) => x.managerUserCode === BEIJING_MANAGER && !blocked.has(x.custId));
    if (!c) throw new Error('no customer');
    const before = sb.store.state.careMsgs.length;
    const sent = dataOf((await sb.call('sendCustcareMsg', { custId: c.custId, careType: '0', content: '生日快乐！' }, { token })).json) as Msg;
    expect(sent).toMatchObject({ careType: '0', sendFlag: '1', content: '生日快乐！', custName: c.custName, edited: false });
    expect(sb.store.state.careMsgs).toHaveLength(before + 1);
    expect(new Set(sb.store.state.careMsgs.map((m) => m.careId)).size).toBe(before + 1);
    expect(sb.store.state.sends[0]).toMatchObject({ kind: 'care', targetId: sent.careId, custIds: [c.custId] });
    const other = sb.store.state.customers.find((x) => x.comId !== '11000000');
    if (!other) throw new Error('no customer elsewhere');
    expect((await sb.call('sendCustcareMsg', { custId: other.custId, careType: '0', content: '你好' }, { token })).json).toMatchObject({ status: 1 });
    expect((await sb.call('sendCustcareMsg', { custId: c.custId, careType: '0', content: ' ' }, { token })).json).toMatchObject({ status: 1, statusText: '消息内容不能为空' });
    expect(sb.store.state.careMsgs).toHaveLength(before + 1);
  });

  it('disaster warnings link to the public page of their prevention guide and are published in the daytime', () => {
    const { sb } = beijingManager();
    for (const w of sb.store.state.disasterWarnings) {
      const guide = sb.store.state.articles.find((a) => a.newsId === w.newsId);
      expect(guide?.categoryId, w.warningId).toBe(sb.store.state.newsCategories.find((c) => c.categoryName === '防灾减损')?.categoryId);
      expect(w.linkUrl).toBe(`/news/news-detail?newsId=${w.newsId}`);
      expect(w.publishTime).toMatch(/ (0[7-9]|1[0-8]):/);
    }
  });

  it('notifies a warning by text, or with a link as a link card, and logs which', async () => {
    const { sb, token } = beijingManager();
    const [a, b] = sb.store.state.disasterWarnings.filter((w) => w.comCode.startsWith('11'));
    const text = await sb.call('sendDisasterWarningMsg', { warningId: a.warningId }, { token });
    expect(text.json).toMatchObject({ status: 0, data: { msgType: 'text', linkUrl: '' } });
    expect(sb.store.state.sends[0]).toMatchObject({ kind: 'disaster', targetId: a.warningId });
    const link = `https://wecom.example.cn/news/news-detail?newsId=${b.newsId}`;
    expect((await sb.call('sendDisasterWarningMsg', { warningId: b.warningId, linkUrl: link }, { token })).json).toMatchObject({ status: 0, data: { msgType: 'link', linkUrl: link } });
    expect(sb.store.state.sends[0]).toMatchObject({ kind: 'disaster-link', targetId: b.warningId });
    expect((await sb.call('sendDisasterWarningMsg', { warningId: b.warningId, linkUrl: 'javascript:alert(1)' }, { token })).json).toMatchObject({ status: 1, statusText: '预警链接无效' });
    expect((await sb.call('sendDisasterWarningMsg', { warningId: 'DW0' }, { token })).json).toMatchObject({ status: 1, statusText: '灾害预警不存在' });
  });
});
