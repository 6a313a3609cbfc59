/**
 * root/news-tool against the sandbox: an article made from a title and text (kept on an error),
 * then its share link, a signed link and the send page.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const CONFIG = (): Record<string, unknown> => ({ wecomComId: COM, userComId: COM, frontUrl: 'https://wecom.example.cn/' });
const open = (): Promise<SandboxPage> => openSandboxPage(sandbox, 'root/news-tool', { persona: 'manager', comId: COM, overrides: { config: CONFIG } });

startEachTestFresh(sandbox, { resetStore: true });

describe('root/news-tool', () => {
  it('asks for the text, keeping the title; then makes the article and offers its links and the send page', { timeout: 60_000 }, async () => {
    const h = await open();
    await userEvent.type(await screen.findByPlaceholderText('如：续保季老客户专享礼遇', {}, { timeout: 8000 }), '冬季用车安全提示');
    await userEvent.click(screen.getByRole('button', { name: '生成图文' }));
    expect(await screen.findByText(/请输入正文|正文.*必填|该字段是必填字段/)).toBeInTheDocument();
    expect(h.called('createMpNews')).toHaveLength(0);
    expect(screen.getByPlaceholderText('如：续保季老客户专享礼遇')).toHaveValue('冬季用车安全提示');

    await userEvent.type(screen.getByPlaceholderText('输入文章正文'), '雪天路滑，请减速慢行。');
    await userEvent.click(screen.getByRole('button', { name: '生成图文' }));
    await waitFor(() => expect(h.called('createMpNews')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('createMpNews')[0][1]).toMatchObject({ title: '冬季用车安全提示', content: '雪天路滑，请减速慢行。' });
    const article = sandbox.store.state.articles[0];
    expect(article).toMatchObject({ title: '冬季用车安全提示', createUserCode: '11016688' });
    const link = `https://wecom.example.cn/news/news-detail?newsId=${article.newsId}&shareUserCode=11016688`;
    expect(await screen.findByText(link, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '加密链接' }));
    expect(await screen.findByText(new RegExp(`^加密链接：.*&sign=\\w+$`), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('getEncryptUrl')[0][1]).toEqual({ url: link });
    await userEvent.click(screen.getByRole('button', { name: '去发送' }));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/news/send-graphic-msg', { newsId: article.newsId }, false]);
  });
});
