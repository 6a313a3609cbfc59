// @vitest-environment node
/**
 * The shared-article calls: the open article page records a read (whiteSaveNewsAccess) that the
 * sharer's access history then shows, and reads the sharer's card without a login
 * (whiteQueryShareManagerInfo); the history groups reads by customer and searches them.
 */
import { describe, expect, it } from 'vitest';
import { beijingManager } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

type Row = Record<string, unknown>;
interface Page {
  list: Row[];
  total: number;
}

const MANAGER = '11016688';
const NEWS_ID = 'N20260448';


describe('whiteSaveNewsAccess', () => {
  it('records an anonymous read for the sharer, once a minute, and counts it on the article', async () => {
    const { sb, token } = beijingManager();
    const article = sb.store.state.articles.find((a) => a.newsId === NEWS_ID);
    const reads = article?.readCount ?? 0;
    const before = dataOf((await sb.call('queryWxTMpNewsAccessHistory', { newsId: NEWS_ID, pageSize: 100 }, { token })).json) as Page;

    const saved = await sb.call('whiteSaveNewsAccess', { newsId: NEWS_ID, shareUserCode: MANAGER }, { token: '' });
    expect(saved.json).toMatchObject({ status: 0, data: { recorded: true, newsId: NEWS_ID, visitorName: '微信用户' } });
    const again = dataOf((await sb.call('whiteSaveNewsAccess', { newsId: NEWS_ID, shareUserCode: MANAGER }, { token: '' })).json) as Row;
    expect(again.accessId).toBe((dataOf(saved.json) as Row).accessId);
    expect(article?.readCount).toBe(reads + 1);

    const after = dataOf((await sb.call('queryWxTMpNewsAccessHistory', { newsId: NEWS_ID, pageSize: 100 }, { token })).json) as Page;
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ custName: '微信用户', custId: '', encryptCustId: '', durationText: '未统计', title: '关于调整部分网点营业时间的公告' });
    const sent = dataOf((await sb.call('queryWxTMpNewsAccessHistory', { groupBy: 'news' }, { token })).json) as Page;
    expect(sent.list.find((r) => r.newsId === NEWS_ID)).toMatchObject({ readerNames: expect.arrayContaining(['微信用户']) });
  });

  it('names the customer from the link or the external login, and does not record staff', async () => {
    const { sb } = beijingManager();
    const customer = sb.store.state.customers.find((c) => c.managerUserCode === MANAGER && c.unionId);
    if (!customer) throw new Error('no customer of the manager with a unionId');
    const byUnion = dataOf((await sb.call('whiteSaveNewsAccess', { newsId: NEWS_ID, shareUserCode: MANAGER, unionId: customer.unionId }, { token: '' })).json) as Row;
    expect(byUnion).toMatchObject({ recorded: true, visitorName: customer.custName });
    expect(sb.store.state.newsAccess[0]).toMatchObject({ custId: customer.custId, userCode: MANAGER, newsId: NEWS_ID, duration: 0 });

    const external = dataOf((await sb.call('whiteSaveNewsAccess', { newsId: NEWS_ID, shareUserCode: MANAGER }, { token: sb.login('external', '11000000') })).json) as Row;
    expect(external).toMatchObject({ recorded: true, visitorName: '李娜' });

    const count = sb.store.state.newsAccess.length;
    const staff = dataOf((await sb.call('whiteSaveNewsAccess', { newsId: NEWS_ID, shareUserCode: MANAGER }, { token: sb.login('manager', '11000000') })).json) as Row;
    expect(staff).toMatchObject({ recorded: false });
    expect(sb.store.state.newsAccess).toHaveLength(count);

    expect((await sb.call('whiteSaveNewsAccess', { newsId: 'N00000000' }, { token: '' })).json).toMatchObject({ status: 1, statusText: '文章不存在或已下架' });
  });
});

describe('whiteQueryNewsContent', () => {
  it('answers the article with its category, digest and reads, without a login', async () => {
    const { sb } = beijingManager();
    const content = dataOf((await sb.call('whiteQueryNewsContent', { newsId: NEWS_ID }, { token: '' })).json) as Row;
    expect(content).toMatchObject({ newsId: NEWS_ID, title: '关于调整部分网点营业时间的公告', categoryName: expect.stringMatching(/.+/), readCount: expect.any(Number) });
    expect(content.content as string).toContain('<');
  });
});

describe('whiteQueryShareManagerInfo', () => {
  it('answers the named staff member\'s card with the full number for dialling, without a login', async () => {
    const { sb } = beijingManager();
    const staff = sb.store.state.staff.find((s) => s.userCode === MANAGER);
    const info = dataOf((await sb.call('whiteQueryShareManagerInfo', { userCode: MANAGER }, { token: '' })).json) as { manager: Row; shareConfig: Row };
    expect(info.manager).toMatchObject({ userCode: MANAGER, userName: '赵立新', phone: staff?.mobile, qrCodeUrl: expect.stringMatching(/qrcode/) });
    expect(info.manager.mobile).toContain('****');
    expect((await sb.call('whiteQueryShareManagerInfo', {}, { token: '' })).json).toMatchObject({ status: 1, statusText: '分享人信息不存在' });
  });
});

describe('queryWxTMpNewsAccessHistory', () => {
  it('groupBy customer: one row per reader, latest read first, with counts that add up to the reads', async () => {
    const { sb, token } = beijingManager();
    const reads = sb.store.state.newsAccess.filter((a) => a.userCode === MANAGER);
    const rows = dataOf((await sb.call('queryWxTMpNewsAccessHistory', { groupBy: 'customer', pageSize: 100 }, { token })).json) as Page;
    expect(rows.total).toBe(new Set(reads.map((r) => r.custId)).size);
    expect(rows.list.reduce((sum, r) => sum + (r.readCount as number), 0)).toBe(reads.length);
    const times = rows.list.map((r) => r.lastVisitTime as string);
    expect(times).toEqual([...times].sort().reverse());
    const first = rows.list[0];
    const mine = reads.filter((r) => r.custId === first.custId);
    expect(first).toMatchObject({ readCount: mine.length, articleCount: new Set(mine.map((r) => r.newsId)).size, encryptCustId: expect.stringMatching(/.+/) });
    expect(first.lastTitle).toBe(sb.store.state.articles.find((a) => a.newsId === first.lastNewsId)?.title);
  });

  it('searches reads by customer name or article title', async () => {
    const { sb, token } = beijingManager();
    const reads = sb.store.state.newsAccess.filter((a) => a.userCode === MANAGER);
    const name = reads[0].visitorName;
    const byName = dataOf((await sb.call('queryWxTMpNewsAccessHistory', { keyword: name, pageSize: 100 }, { token })).json) as Page;
    expect(byName.total).toBe(reads.filter((r) => r.visitorName.includes(name)).length);
    expect(byName.list.every((r) => r.custName === name)).toBe(true);
    const none = dataOf((await sb.call('queryWxTMpNewsAccessHistory', { keyword: '不存在的关键词' }, { token })).json) as Page;
    expect(none.total).toBe(0);
  });
});
