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
