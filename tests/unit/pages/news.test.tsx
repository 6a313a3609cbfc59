/**
 * news pages against the sandbox: the library lists articles and opens the send page; the send
 * page sends the article to the chat as a news card linking to the public article page, then
 * records the send (sendMpNews). The public article page reads without a login, shows the
 * sharer's card and records the read, which the sender's 发送记录 and 客户访问记录 then show.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { LOCAL_KEYS, removeToken } from '@/session';
import { appServices } from '@/app/services';
import { getMediaQueue, MEDIA_VALID_MS, reloadMediaQueue } from '@/state';
import { getSimulatorStore } from '@/wecom';
import type { ConfirmOptions } from '@/core/actions';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type RecordedRequest, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { fmtDate } from '@sandbox/util/dates';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const CONFIG = (): Record<string, unknown> => ({ wecomComId: COM, userComId: COM, frontUrl: 'https://wecom.example.cn/' });

type Harness = SandboxPage;

const open = (pageId: string, query: Record<string, string> = {}): Promise<Harness> =>
  openSandboxPage(sandbox, pageId, { query, comId: COM, overrides: { config: CONFIG } });

const called = (h: Harness, api: string): RecordedRequest[] => h.called(api);

/** The company's customers in seed order (the first ones are the WeCom simulator's contacts). */
const customers = () => sandbox.store.state.customers.filter((c) => c.comId === COM);
/** Opens the page as if from the toolbar of the single chat with this customer. */
const inChatWith = (c: { externalUserId: string }): void => inChat({ entry: 'single_chat_tools', externalUserId: c.externalUserId });

startEachTestFresh(sandbox);

describe('news/articles', () => {
  it('lists the library and opens the send page of a tapped article', async () => {
    const h = await open('news/articles');
    const title = await screen.findByText('关于调整部分网点营业时间的公告', {}, { timeout: 8000 });
    expect(screen.getByText(/共 \d+ 篇文章/)).toBeInTheDocument();
    await userEvent.click(title);
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/news/send-graphic-msg', { newsId: 'N20260448' }, false]);
  });
});

describe('news/articles: 分类', () => {
  it('lists the categories without an empty state above them, and offers 查看全部分类 once one is picked', async () => {
    await open('news/articles');
    await userEvent.click(await screen.findByText('分类', {}, { timeout: 8000 }));
    const section = screen.getByText('分类').closest('.w-section') as HTMLElement;
    const categories = sandbox.store.state.newsCategories.filter((c) => c.categoryFlag === '1');
    const first = await within(section).findByText(categories[0].categoryName);
    for (const c of categories) expect(within(section).getByText(c.categoryName)).toBeInTheDocument();
    expect(within(section).queryByText('暂无数据')).toBeNull();
    expect(within(section).queryByText('查看全部分类')).toBeNull();
    await userEvent.click(first);
    await userEvent.click(await within(section).findByText('查看全部分类'));
    await waitFor(() => expect(within(section).queryByText('查看全部分类')).toBeNull());
    expect(within(section).queryByText('暂无数据')).toBeNull();
  });
});

describe('news/send-graphic-msg', () => {
  it('sends the article to the chat as a news card and records the send', async () => {
    inChatWith(customers()[0]);
    const h = await open('news/send-graphic-msg', { newsId: 'N20260448' });
    await screen.findByText('客户将收到', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(called(h, 'sendMpNews')).toHaveLength(1));
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; news: Record<string, string> }];
    expect(message.msgtype).toBe('news');
    expect(message.news).toMatchObject({
      title: '关于调整部分网点营业时间的公告',
      link: 'https://wecom.example.cn/news/news-detail?newsId=N20260448&shareUserCode=11016688',
    });
    expect(message.news.imgUrl).toMatch(/^https:\/\/wecom\.example\.cn\/.*news-N20260448/);
    expect(called(h, 'sendMpNews')[0][1]).toEqual({ newsId: 'N20260448' });
  });

  it('copies the public article link', async () => {
    const h = await open('news/send-graphic-msg', { newsId: 'N20260448' });
    await screen.findByText('客户将收到', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toEqual([['https://wecom.example.cn/news/news-detail?newsId=N20260448&shareUserCode=11016688']]));
  });
});

describe('news content cache on the article pages (issue 21 rule 4)', () => {
  /** The URLs of the requests that reached the sandbox (the request layer sends with XMLHttpRequest). */
  let sent: string[] = [];
  const xhrOpen = XMLHttpRequest.prototype.open;
  beforeEach(() => {
    sandbox.store.reset();
    sent = [];
    vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (this: XMLHttpRequest, ...args: unknown[]) {
      sent.push(String(args[1]));
      return (xhrOpen as (...a: unknown[]) => void).apply(this, args);
    });
  });
  afterEach(() => vi.restoreAllMocks());
  /** The requests for the article's content that reached the sandbox since `from` (queryNewsById carries the content too). */
  const contentCalls = (from = 0): string[] => sent.slice(from).filter((url) => /\/(queryNewsContent|queryNewsById|whiteQueryNewsContent)(\.do)?\b/.test(url));
  const favourite = (): boolean => sandbox.store.state.favorites.some((f) => f.favoriteType === 'news' && f.targetId === 'N20260448');

  it("opens an article seen a moment ago without asking for its content, and reads the user's 收藏 flag fresh each time", async () => {
    expect(favourite()).toBe(false);
    await open('news/send-graphic-msg', { newsId: 'N20260448' });
    await screen.findByText('客户将收到', {}, { timeout: 8000 });
    expect(await screen.findByRole('button', { name: '收藏' })).toBeInTheDocument();
    expect(contentCalls()).toHaveLength(1);
    const mark = sent.length;
    // Favoured meanwhile elsewhere (another page, another device): the flag is not part of the cached article.
    sandbox.store.state.favorites.unshift({ favoriteId: 'FV-ELSEWHERE', userCode: '11016688', favoriteType: 'news', targetId: 'N20260448', createTime: '2026-01-01 00:00:00' });

    cleanup();
    const again = await open('news/send-graphic-msg', { newsId: 'N20260448' });
    expect(await screen.findByRole('button', { name: '已收藏' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByText('关于调整部分网点营业时间的公告').length).toBeGreaterThan(0);
    expect(contentCalls(mark)).toEqual([]);
    expect(sent.slice(mark).filter((url) => url.includes('queryNewsFavorite'))).toHaveLength(1);
    expect(again.called('queryNewsFavorite').map(([, p]) => p)).toEqual([{ newsId: 'N20260448' }]);
  });

  it('toggles 收藏 by reading the flag again, not the article', async () => {
    const h = await open('news/send-graphic-msg', { newsId: 'N20260448' });
    await userEvent.click(await screen.findByRole('button', { name: '收藏' }, { timeout: 8000 }));
    expect(await screen.findByRole('button', { name: '已收藏' })).toBeInTheDocument();
    expect(favourite()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '已收藏' }));
    expect(await screen.findByRole('button', { name: '收藏' })).toBeInTheDocument();
    expect(favourite()).toBe(false);
    expect(h.rt.callsOf('toast')).toEqual([['已收藏', 'success'], ['已取消收藏', 'success']]);
    expect(contentCalls()).toHaveLength(1);
    expect(h.called('queryNewsFavorite')).toHaveLength(3);
  });

  it('an article read in the reader a moment ago opens on the send and group-send pages without asking for its content', async () => {
    removeToken();
    await openSandboxPage(sandbox, 'news/news-detail', { persona: 'anonymous', query: { newsId: 'N20260448', shareUserCode: '11016688' }, comId: COM, overrides: { config: CONFIG } });
    expect((await screen.findAllByText('关于调整部分网点营业时间的公告', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(contentCalls()).toHaveLength(1);
    for (const pageId of ['news/send-graphic-msg', 'news/send-person-news-group-msg', 'news/send-person-news-batch']) {
      cleanup();
      const mark = sent.length;
      await open(pageId, { newsId: 'N20260448' });
      expect((await screen.findAllByText('关于调整部分网点营业时间的公告', {}, { timeout: 8000 })).length, pageId).toBeGreaterThan(0);
      expect(contentCalls(mark), pageId).toEqual([]);
    }
  });
});

describe('news/news-history', () => {
  const FIRST = '车主增值服务包焕新，免费洗车、代驾等你来领';
  const openHistory = (overrides: Record<string, unknown> = {}): Promise<Harness> =>
    openSandboxPage(sandbox, 'news/news-history', { comId: COM, overrides: { config: CONFIG, ...overrides } });

  beforeEach(() => sandbox.store.reset());

  it('lists the articles I sent, newest send first, with who of my customers read them', async () => {
    const h = await openHistory();
    expect(await screen.findByText(FIRST, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('共发送 30 篇文章，点文章查看读过的客户或再次发送')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(FIRST);
    expect(screen.getAllByText('冯倩 已读').length).toBeGreaterThan(0);
    // The newest send is today's (the seed is generated around the test clock).
    expect(screen.getAllByText(fmtDate(Date.now())).length).toBeGreaterThan(0);
    expect(called(h, 'queryWxTMpNewsAccessHistory')[0][1]).toMatchObject({ groupBy: 'news', pageNo: 1, pageSize: 10 });
  });

  it('shows who read a tapped article, opens a reader, and goes back to all reads', async () => {
    const h = await openHistory();
    await userEvent.click(await screen.findByText(FIRST, {}, { timeout: 8000 }));
    expect(h.rt.callsOf('actionSheet')[0]).toEqual([FIRST, [{ label: '查看读过的客户', danger: undefined }, { label: '打开文章再次发送', danger: undefined }]]);
    await waitFor(() => expect(called(h, 'queryWxTMpNewsAccessHistory').at(-1)?.[1]).toMatchObject({ newsId: 'N20260399' }));
    expect(await screen.findByText(`《${FIRST}》 · 1 次阅读`)).toBeInTheDocument();
    expect(screen.getByText('阅读时长 3分59秒')).toBeInTheDocument();
    await userEvent.click(screen.getByText('阅读时长 3分59秒'));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/customerInfo-detail', { custId: '1138635950451318', encryptCustId: 'A44A8885DD43033AA5C264A3BE80BFC1' }, false]);

    await userEvent.click(screen.getByText('看全部'));
    expect(await screen.findByText('全部文章 · 36 次阅读', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(called(h, 'queryWxTMpNewsAccessHistory').at(-1)?.[1]).toMatchObject({ newsId: '' });
  });

  it('opens a tapped article to send it again', async () => {
    const h = await openHistory({ actionSheet: async () => 1 });
    await userEvent.click(await screen.findByText(FIRST, {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/news/send-graphic-msg', { newsId: 'N20260399' }, false]);
  });

  it('an article sent from the send page comes first, not yet read', async () => {
    inChatWith(customers()[0]);
    await open('news/send-graphic-msg', { newsId: 'N20260448' });
    await screen.findByText('客户将收到', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(sandbox.store.state.sends.filter((s) => s.kind === 'news')).toHaveLength(1));

    cleanup();
    await openHistory();
    expect(await screen.findByText('共发送 31 篇文章，点文章查看读过的客户或再次发送', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('关于调整部分网点营业时间的公告');
    expect(screen.getAllByText('暂无客户阅读').length).toBeGreaterThan(0);
  });
});

describe('news/articles: reading an article', () => {
  it('阅读全文 opens the public article page with my card, and a tap elsewhere on the row still opens the send page', async () => {
    const h = await open('news/articles');
    await screen.findByText('关于调整部分网点营业时间的公告', {}, { timeout: 8000 });
    await userEvent.click(screen.getAllByRole('button', { name: '阅读全文' })[0]);
    expect(h.rt.callsOf('navigate')).toEqual([['/news/news-detail', { newsId: 'N20260448', shareUserCode: '11016688' }, false]]);
    await userEvent.click(screen.getByText('关于调整部分网点营业时间的公告'));
    expect(h.rt.callsOf('navigate')[1]).toEqual(['/news/send-graphic-msg', { newsId: 'N20260448' }, false]);
  });
});

describe('news/news-detail', () => {
  const TITLE = '关于调整部分网点营业时间的公告';
  const openDetail = (persona: string, query: Record<string, string> = { newsId: 'N20260448', shareUserCode: '11016688' }): Promise<Harness> =>
    openSandboxPage(sandbox, 'news/news-detail', { persona, query, comId: COM, overrides: { config: CONFIG } });

  beforeEach(() => sandbox.store.reset());

  it('shows the article and the sharer\'s card to a customer without a login, using only open calls', async () => {
    const h = await openDetail('anonymous');
    expect((await screen.findAllByText(TITLE, {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(screen.getByText('公司动态')).toBeInTheDocument();
    const published = sandbox.store.state.articles.find((a) => a.newsId === 'N20260448')?.publishTime ?? 'none';
    expect(screen.getByText(published.slice(0, 16))).toBeInTheDocument();
    expect(await screen.findByText('赵立新 · 客户经理', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('北京市朝阳支公司')).toBeInTheDocument();
    expect(screen.getByText('电话 13911028866')).toBeInTheDocument();
    expect(screen.getByText(/长按识别二维码，添加我为企业微信好友/)).toBeInTheDocument();
    expect(screen.queryByText('查看名片')).not.toBeInTheDocument();
    await waitFor(() => expect(called(h, 'whiteSaveNewsAccess')).toHaveLength(1));
    expect(h.requests.map(([api]) => api).every((api) => api.startsWith('white'))).toBe(true);
    expect(called(h, 'whiteSaveNewsAccess')[0][1]).toMatchObject({ newsId: 'N20260448', shareUserCode: '11016688' });

    await userEvent.click(screen.getByRole('button', { name: '拨打电话' }));
    expect(h.rt.callsOf('openUrl')).toEqual([['tel:13911028866', false]]);
    await userEvent.click(screen.getByRole('button', { name: '复制号码' }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toEqual([['13911028866']]));
  });

  it('shows an article read a moment ago again without asking the server (news content cache)', async () => {
    await openDetail('anonymous');
    expect((await screen.findAllByText(TITLE, {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    cleanup();
    // Were the article asked for again, this answer would fail the page.
    sandbox.faults.set({ id: 'whiteQueryNewsContent', kind: 'http500', once: true });
    const h = await openDetail('anonymous');
    expect((await screen.findAllByText(TITLE, {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(screen.getByText('公司动态')).toBeInTheDocument();
    await waitFor(() => expect(called(h, 'whiteSaveNewsAccess')).toHaveLength(1));
    expect(sandbox.faults.list()).toEqual([{ id: 'whiteQueryNewsContent', kind: 'http500', once: true }]);
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('records the read, which the sharer then sees in 发送记录', async () => {
    const reads = sandbox.store.state.newsAccess.length;
    const h = await openDetail('anonymous');
    await waitFor(() => expect(called(h, 'whiteSaveNewsAccess')).toHaveLength(1));
    await waitFor(() => expect(sandbox.store.state.newsAccess).toHaveLength(reads + 1));
    expect(sandbox.store.state.newsAccess[0]).toMatchObject({ newsId: 'N20260448', userCode: '11016688', visitorName: '微信用户', custId: '' });

    cleanup();
    removeToken();
    const history = await openSandboxPage(sandbox, 'news/news-history', { comId: COM, overrides: { config: CONFIG } });
    expect(await screen.findByText(TITLE, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(TITLE);
    expect(screen.getByText('微信用户 已读')).toBeInTheDocument();
    await userEvent.click(screen.getByText('客户阅读'));
    expect(await screen.findByText('阅读时长 未统计', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByText('阅读时长 未统计'));
    expect(history.rt.callsOf('navigate')[0]).toEqual(['/news/news-detail', { newsId: 'N20260448', shareUserCode: '11016688' }, false]);
  });

  it('shows the article content sanitised: no scripts or inline handlers from the server HTML', async () => {
    const article = sandbox.store.state.articles.find((a) => a.newsId === 'N20260448');
    if (!article) throw new Error('no seeded article N20260448');
    article.content = '<p>理赔服务升级</p><script>window.__hacked = true</script><img src="x.png" onerror="window.__hacked = true">';
    await openDetail('anonymous');
    expect(await screen.findByText('理赔服务升级', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('does not count a staff member\'s own reading, and offers them the full card', async () => {
    const h = await openDetail('manager', { newsId: 'N20260399', shareUserCode: '11016688' });
    expect(await screen.findByText('赵立新 · 客户经理', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByText('查看名片'));
    expect(h.rt.callsOf('navigate')).toEqual([['/business-card/business-card-detail', { userCode: '11016688' }, false]]);
    expect(called(h, 'whiteSaveNewsAccess')).toHaveLength(0);
  });

  it('says the article does not exist when the link has no article', async () => {
    const h = await openDetail('anonymous', {});
    expect(await screen.findByText('文章不存在', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.requests).toEqual([]);
  });

  it('shows the server\'s reason with 重试 for an article taken down, and no card', async () => {
    await openDetail('anonymous', { newsId: 'N00000000', shareUserCode: '11016688' });
    expect(await screen.findByText('文章不存在或已下架', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    expect(screen.queryByText('赵立新 · 客户经理')).not.toBeInTheDocument();
  });
});

describe('news/customer-access-history', () => {
  const openAccess = (overrides: Record<string, unknown> = {}): Promise<Harness> =>
    openSandboxPage(sandbox, 'news/customer-access-history', { comId: COM, overrides: { config: CONFIG, ...overrides } });

  beforeEach(() => sandbox.store.reset());

  it('lists my customers\' reads, newest first, and opens the interaction of a read', async () => {
    const h = await openAccess();
    expect(await screen.findByText('共 36 次阅读，点记录查看客户或阅读文章', {}, { timeout: 8000 })).toBeInTheDocument();
    const newest = sandbox.store.state.newsAccess.filter((a) => a.userCode === '11016688').map((a) => a.visitTime).sort().at(-1) ?? 'none';
    expect(screen.getByText(newest.slice(0, 16))).toBeInTheDocument();
    const first = screen.getByText('阅读《车主增值服务包焕新，免费洗车、代驾等你来领》');
    await userEvent.click(first);
    expect(h.rt.callsOf('actionSheet')[0]).toEqual([
      '冯倩 · 《车主增值服务包焕新，免费洗车、代驾等你来领》',
      [
        { label: '查看互动详情', danger: undefined },
        { label: '查看客户详情', danger: undefined },
        { label: '阅读文章', danger: undefined },
        { label: '只看该客户的阅读记录', danger: undefined },
        { label: '公众号身份', danger: undefined },
      ],
    ]);
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    const [to, query] = h.rt.callsOf('navigate')[0] as [string, Record<string, string>];
    expect(to).toBe('/interact/interact-details');
    expect(query).toMatchObject({ newsId: 'N20260399', custId: '1138635950451318' });
    expect(query.accessId).toBeTruthy();
  });

  it('opens the customer of a read', async () => {
    const h = await openAccess({ actionSheet: async () => 1 });
    await userEvent.click(await screen.findByText('阅读《车主增值服务包焕新，免费洗车、代驾等你来领》', {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/customerInfo-detail', { custId: '1138635950451318', encryptCustId: 'A44A8885DD43033AA5C264A3BE80BFC1' }, false]);
  });

  it('opens the article of a read', async () => {
    const h = await openAccess({ actionSheet: async () => 2 });
    await userEvent.click(await screen.findByText('阅读《车主增值服务包焕新，免费洗车、代驾等你来领》', {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/news/news-detail', { newsId: 'N20260399', shareUserCode: '11016688' }, false]);
  });

  it('groups reads by customer and shows one customer\'s reads, then all again', async () => {
    const h = await openAccess();
    await screen.findByText(/共 36 次阅读/, {}, { timeout: 8000 });
    await userEvent.click(screen.getByText('按客户'));
    expect(await screen.findByText(/^共 \d+ 位客户读过你分享的文章/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(called(h, 'queryWxTMpNewsAccessHistory').at(-1)?.[1]).toMatchObject({ groupBy: 'customer' });
    const reads = sandbox.store.state.newsAccess.filter((a) => a.userCode === '11016688' && a.custId === '1138635950451318');
    const seconds = reads.reduce((sum, r) => sum + r.duration, 0);
    const shared = reads.filter((r) => r.shared).length;
    const summary = `阅读 ${reads.length} 次 · ${new Set(reads.map((r) => r.newsId)).size} 篇文章 · 累计 ${Math.floor(seconds / 60)}分${seconds % 60}秒${shared ? ` · 转发 ${shared} 次` : ''}`;
    expect(summary).toBe('阅读 3 次 · 3 篇文章 · 累计 13分59秒 · 转发 1 次');
    expect(screen.getByText(summary)).toBeInTheDocument();

    await userEvent.click(screen.getAllByText('冯倩')[0]);
    expect(h.rt.callsOf('actionSheet')[0]).toEqual(['冯倩', [{ label: '查看阅读明细', danger: undefined }, { label: '查看客户详情', danger: undefined }]]);
    expect(await screen.findByText(`冯倩 的阅读记录 · ${reads.length} 次`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(called(h, 'queryWxTMpNewsAccessHistory').at(-1)?.[1]).toMatchObject({ custId: '1138635950451318' });
    expect(screen.getAllByText('冯倩')).toHaveLength(reads.length);

    await userEvent.click(screen.getByText('看全部'));
    expect(await screen.findByText('共 36 次阅读，点记录查看客户或阅读文章', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('searches by customer name or article title, and says so when nothing matches', async () => {
    const h = await openAccess();
    await screen.findByText(/共 36 次阅读/, {}, { timeout: 8000 });
    await userEvent.type(screen.getByPlaceholderText('搜索客户姓名或文章标题'), '不存在的文章{Enter}');
    expect(await screen.findByText('没有找到相关的阅读记录，换个关键词试试', {}, { timeout: 8000 })).toBeTruthy();
    expect(called(h, 'queryWxTMpNewsAccessHistory').at(-1)?.[1]).toMatchObject({ keyword: '不存在的文章' });
  });

  it('is reached from 发送记录', async () => {
    const h = await openSandboxPage(sandbox, 'news/news-history', { comId: COM, overrides: { config: CONFIG } });
    await screen.findByText(/共发送 \d+ 篇文章/, {}, { timeout: 8000 });
    await userEvent.click(screen.getByText('访问记录'));
    expect(h.rt.callsOf('navigate')).toEqual([['/news/customer-access-history', {}, false]]);
  });
});

describe('news/send-person-news-group-msg', () => {
  beforeEach(() => sandbox.store.reset());

  it('group-sends the article as a link card to the filtered customers and records the send', async () => {
    const h = await open('news/send-person-news-group-msg', { newsId: 'N20260448' });
    await screen.findByText(/共 \d+ 位客户/, {}, { timeout: 8000 });
    const total = Number(/共 (\d+) 位客户/.exec(document.body.textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(screen.getByText('关于调整部分网点营业时间的公告')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '群发给客户' }));
    await waitFor(() => expect(called(h, 'sendMpNews')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: `确认把《关于调整部分网点营业时间的公告》群发给 ${total} 位客户？筛选：全部客户（未设置筛选条件）` });
    const [, params] = called(h, 'sendTaskGroupMsg')[0];
    expect(params).toMatchObject({ msgType: '0', newsId: 'N20260448', title: '关于调整部分网点营业时间的公告' });
    expect(params.custIds).toHaveLength(total);
    expect((params.attachments as Array<Record<string, string>>)[0]).toMatchObject({
      msgtype: 'link',
      url: 'https://wecom.example.cn/news/news-detail?newsId=N20260448&shareUserCode=11016688',
    });
    expect(called(h, 'sendMpNews')[0][1]).toMatchObject({ newsId: 'N20260448', custIds: params.custIds });
    const msg = sandbox.store.state.groupMsgs[0];
    // Customers not bound to the manager cannot be reached on WeCom: the send fails for them.
    const unbound = msg.custIds.filter((id) => !sandbox.store.state.bindings.some((x) => x.custId === id && x.userCode === '11016688'));
    expect(msg).toMatchObject({ title: '关于调整部分网点营业时间的公告', status: unbound.length ? '2' : '1', failures: unbound.map((custId) => ({ custId, reason: '客户未绑定企业微信' })) });
    expect(h.rt.callsOf('toast')).toContainEqual([unbound.length ? `图文群发已提交，${unbound.length} 位客户未能送达` : '图文群发已提交', 'success']);
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/group-msg/group-msg-customer-list', { msgId: msg.msgId }, true]);
  });

  it('names the filter and the count it matches in the confirmation', async () => {
    const { customers, bindings } = sandbox.store.state;
    const bound = new Set(bindings.filter((b) => b.userCode === '11016688').map((b) => b.custId));
    const n = customers.filter((c) => (c.managerUserCode === '11016688' || bound.has(c.custId)) && c.insuredFlag === '1' && c.gender === '1').length;
    expect(n).toBeGreaterThan(0);
    // The confirmation is the point: answered 取消, nothing is sent.
    const asked: ConfirmOptions[] = [];
    const h = await openSandboxPage(sandbox, 'news/send-person-news-group-msg', {
      query: { newsId: 'N20260448' },
      comId: COM,
      overrides: { config: CONFIG, confirm: async (o) => (asked.push(o), false) },
    });
    await screen.findByText(/共 \d+ 位客户/, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: /筛选/ }));
    const sheet = await screen.findByRole('dialog');
    await userEvent.click(within(sheet).getByRole('button', { name: '已投保' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '男' }));
    await userEvent.click(within(sheet).getByRole('button', { name: /确\s?定/ }));
    await screen.findByText(`共 ${n} 位客户`, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '群发给客户' }));
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 8000 });
    expect(asked[0]).toMatchObject({ content: `确认把《关于调整部分网点营业时间的公告》群发给 ${n} 位客户？筛选：已投保 · 男性` });
    expect(called(h, 'sendTaskGroupMsg')).toHaveLength(0);
  });

  it('without an article asks to pick one from the library', async () => {
    const h = await open('news/send-person-news-group-msg');
    expect(await screen.findByText('未选择文章', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(called(h, 'weixinCustMainQuery')).toHaveLength(0);
  });
});

describe('news/send-person-news-batch', () => {
  beforeEach(() => sandbox.store.reset());

  it('asks for customers first, then sends the article to the picked ones', async () => {
    const h = await open('news/send-person-news-batch', { newsId: 'N20260448' });
    await screen.findByText('选择客户', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给所选客户' }));
    expect(await screen.findByText(/请选择客户|该字段是必填字段|必填/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(called(h, 'sendTaskGroupMsg')).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('张伟', {}, { timeout: 8000 }));
    await userEvent.click(await screen.findByTitle('李娜'));
    await userEvent.click(screen.getByRole('button', { name: '发送给所选客户' }));
    await waitFor(() => expect(called(h, 'sendMpNews')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: '确认把《关于调整部分网点营业时间的公告》发送给所选的 2 位客户？' });
    const [, params] = called(h, 'sendTaskGroupMsg')[0];
    expect(params.custIds).toEqual(['1160261336876265', '1102798464713138']);
    expect(sandbox.store.state.groupMsgs[0].custIds).toEqual(['1160261336876265', '1102798464713138']);
  });
});

describe('news/send-person-news-batch: validation', () => {
  it('with no customer picked shows only the field\'s message: no confirm, no send, no 操作失败', async () => {
    const h = await open('news/send-person-news-batch', { newsId: 'N20260448' });
    await screen.findByText('选择客户', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给所选客户' }));
    expect(await screen.findByText('请选择发送对象', {}, { timeout: 8000 })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(h.rt.callsOf('toast')).toEqual([]);
    expect(h.rt.callsOf('confirm')).toHaveLength(0);
    expect(called(h, 'sendTaskGroupMsg')).toHaveLength(0);
    expect(called(h, 'sendMpNews')).toHaveLength(0);
  });
});

describe('news/send-graphic-msg links', () => {
  it('offers group and batch sending of the article', async () => {
    const h = await open('news/send-graphic-msg', { newsId: 'N20260448' });
    await userEvent.click(await screen.findByText('图文群发', {}, { timeout: 8000 }));
    await userEvent.click(screen.getByText('批量发送'));
    expect(h.rt.callsOf('navigate')).toEqual([
      ['/news/send-person-news-group-msg', { newsId: 'N20260448' }, false],
      ['/news/send-person-news-batch', { newsId: 'N20260448' }, false],
    ]);
  });

  it('shows the two entries without a stray empty dash beside them', async () => {
    await open('news/send-graphic-msg', { newsId: 'N20260448' });
    const group = (await screen.findByText('发给更多客户', {}, { timeout: 8000 })).closest('.w-cellgroup') as HTMLElement;
    expect(group).toHaveTextContent('图文群发');
    expect(group).toHaveTextContent('批量发送');
    expect(group).not.toHaveTextContent('—');
  });
});

describe('news/send-poster-msg', () => {
  it('uploads the poster by its URL and sends it to the chat as an image', async () => {
    inChatWith(customers()[0]);
    const h = await open('news/send-poster-msg', { posterId: 'PT5011' });
    expect(await screen.findByText('续保季 · 老客户专享礼遇', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    expect(called(h, 'uploadPosterWithPosterUrl')[0][1]).toMatchObject({ posterId: 'PT5011', posterUrl: '/__sandbox/assets/poster-PT5011.svg' });
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; image: { mediaid: string } }];
    expect(message.msgtype).toBe('image');
    expect(message.image.mediaid).toMatch(/^[0-9a-f]{20,}$/);
    expect(h.rt.callsOf('enqueueMedia')).toHaveLength(0);
  });

  it('queues the poster for the given customer chat through the media send queue', async () => {
    inChatWith({ externalUserId: 'wmSandboxCust001' });
    const h = await open('news/send-poster-msg', { posterId: 'PT5011', externalUserId: 'wmSandboxCust001' });
    await screen.findByText('续保季 · 老客户专享礼遇', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('enqueueMedia')).toHaveLength(1));
    const [task, sendNow] = h.rt.callsOf('enqueueMedia')[0] as [{ mediaId: string; externalUserId: string; type: string }, boolean];
    expect(task).toMatchObject({ externalUserId: 'wmSandboxCust001', type: 'image' });
    expect(task.mediaId).toMatch(/^[0-9a-f]{20,}$/);
    expect(sendNow).toBe(true);
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
  });

  it('drops a queued poster whose media expired (3 days) and sends the one just uploaded, not the expired id', async () => {
    // Queued for this customer 3 days and a minute ago (WeCom temporary media lives 3 days).
    const stale = { mediaId: 'EXPIRED0MEDIA0ID0000000', externalUserId: 'wmSandboxCust001', type: 'image', createdAt: Date.now() - MEDIA_VALID_MS - 60_000 };
    localStorage.setItem(LOCAL_KEYS.mediaSendQueue, JSON.stringify([stale]));
    reloadMediaQueue();
    inChatWith({ externalUserId: 'wmSandboxCust001' });
    const h = await openSandboxPage(sandbox, 'news/send-poster-msg', {
      query: { posterId: 'PT5011', externalUserId: 'wmSandboxCust001' },
      comId: COM,
      overrides: { config: CONFIG, enqueueMedia: appServices.enqueueMedia },
    });
    await screen.findByText('续保季 · 老客户专享礼遇', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    const sends = () => getSimulatorStore().get().log.filter((e) => e.api === 'sendChatMessage');
    await waitFor(() => expect(sends()).toHaveLength(1), { timeout: 8000 });
    const sent = sends()[0].params as { msgtype: string; image: { mediaid: string } };
    const upload = called(h, 'uploadPosterWithPosterUrl');
    expect(upload).toHaveLength(1);
    expect(sent.msgtype).toBe('image');
    expect(sent.image.mediaid).not.toBe(stale.mediaId);
    expect(sent.image.mediaid).toMatch(/^[0-9a-f]{20,}$/);
    // The fresh task was sent and removed; the expired one is gone, not waiting to be sent later.
    expect(getMediaQueue()).toEqual([]);
  });

  it("neither queues nor sends the poster for a customer in another customer's chat, and offers the right chat", async () => {
    const [customer, other] = customers();
    inChatWith(other);
    const h = await open('news/send-poster-msg', { posterId: 'PT5011', externalUserId: customer.externalUserId });
    await screen.findByText('续保季 · 老客户专享礼遇', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({
      content: `当前会话不是${customer.custName}（当前是${other.custName}），未发送。请打开与${customer.custName}的会话后再发送。`,
      okText: `打开与${customer.custName}的会话`,
    });
    await waitFor(() => expect(h.rt.callsOf('openEnterpriseChat')).toEqual([[{ externalUserIds: [customer.externalUserId] }]]));
    expect(h.rt.callsOf('enqueueMedia')).toHaveLength(0);
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
  });

  it('without a poster asks to pick one from the gallery', async () => {
    const h = await open('news/send-poster-msg');
    expect(await screen.findByText('未选择海报', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去海报库' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/poster/index', {}, true]);
  });
});
