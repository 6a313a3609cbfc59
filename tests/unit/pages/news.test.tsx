/**
 * news pages against the sandbox: the library lists articles and opens the send page; the send
 * page sends the article to the chat as a news card linking to the public article page, then
 * records the send (sendMpNews).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { removeToken } from '@/session';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';

const sandbox = startSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const CONFIG = (): Record<string, unknown> => ({ wecomComId: COM, userComId: COM, frontUrl: 'https://wecom.example.cn/' });

type Harness = SandboxPage;

const open = (pageId: string, query: Record<string, string> = {}): Promise<Harness> =>
  openSandboxPage(sandbox, pageId, { query, comId: COM, overrides: { config: CONFIG } });

const called = (h: Harness, api: string): RecordedRequest[] => h.called(api);

beforeEach(() => {
  cleanup();
  localStorage.clear();
  removeToken();
});

describe('news/articles', () => {
  it('lists the library and opens the send page of a tapped article', async () => {
    const h = await open('news/articles');
    const title = await screen.findByText('关于调整部分网点营业时间的公告', {}, { timeout: 8000 });
    expect(screen.getByText(/共 \d+ 篇文章/)).toBeInTheDocument();
    await userEvent.click(title);
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/news/send-graphic-msg', { newsId: 'N20260448' }, false]);
  });
});

describe('news/send-graphic-msg', () => {
  it('sends the article to the chat as a news card and records the send', async () => {
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
    expect(screen.getAllByText('2026-11-15').length).toBeGreaterThan(0);
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
    expect(await screen.findByText('全部文章 · 36 次阅读', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(called(h, 'queryWxTMpNewsAccessHistory').at(-1)?.[1]).toMatchObject({ newsId: '' });
  });

  it('opens a tapped article to send it again', async () => {
    const h = await openHistory({ actionSheet: async () => 1 });
    await userEvent.click(await screen.findByText(FIRST, {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/news/send-graphic-msg', { newsId: 'N20260399' }, false]);
  });

  it('an article sent from the send page comes first, not yet read', async () => {
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
