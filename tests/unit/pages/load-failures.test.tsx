/**
 * A call that fails while a page loads says so where its content would be, with 重试, and 重试
 * brings the whole page back; a page whose content waits on slow calls shows that it is loading.
 * Faults are injected into the sandbox (HTTP 500 answers `服务异常！`, spec/calls.md §6).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { getUserInfo } from '@/session';

const sandbox = setupSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const LONG = { timeout: 8000 };
const HTTP500 = '服务异常！';

startEachTestFresh(sandbox, { resetStore: true });

const fail = (id: string): void => sandbox.faults.set({ id, kind: 'http500', once: false });

/** The alert that holds `text`, and its 重试 button. */
async function alertWith(text: string): Promise<HTMLElement> {
  const alerts = await screen.findAllByRole('alert', {}, LONG);
  const alert = alerts.find((a) => a.textContent?.includes(text));
  if (!alert) throw new Error(`no alert with ${text}: ${alerts.map((a) => a.textContent).join(' | ')}`);
  return alert;
}

describe('a select whose options failed to load', () => {
  it('create-group/reviewer-config-add: says the institutions failed (not the bare code), and 重试 shows the name', async () => {
    fail('multipleComCodesFilter');
    await openSandboxPage(sandbox, 'create-group/reviewer-config-add', { persona: 'reviewer', comId: COM, query: { comCode: '11010800' } });
    const alert = await alertWith(HTTP500);
    expect(screen.queryByText('11010800')).toBeNull();
    sandbox.faults.clear();
    await userEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('北京市海淀支公司', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('alert').filter((a) => a.textContent?.includes(HTTP500))).toEqual([]));
  });

  it('custcare-msg/custcare-msg-send: the customer picker says its list failed without being opened', async () => {
    fail('weixinCustMainQuery');
    await openSandboxPage(sandbox, 'custcare-msg/custcare-msg-send', { comId: COM });
    const alert = await alertWith(HTTP500);
    expect(within(alert).getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});

describe('a section whose call failed', () => {
  it('customer-info/account-info: the marketing account says it failed instead of showing —, and 重试 shows the phone', async () => {
    fail('getUserInfo');
    await openSandboxPage(sandbox, 'customer-info/account-info', { comId: COM });
    const alert = await alertWith(HTTP500);
    sandbox.faults.clear();
    await userEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(screen.queryByText(HTTP500)).toBeNull(), LONG);
    expect(screen.getAllByText(/^1\d{2}\*{4}\d{4}$/).length).toBeGreaterThanOrEqual(2);
  });

  it('robot/chat-room-add-relation: says the chat could not be read instead of a nameless group, and 重试 names it', async () => {
    const relation = sandbox.store.state.chatRoomRelations.find((r) => !!r.chatName);
    if (!relation) throw new Error('seed: a chat-room relation with a name');
    fail('whiteQueryChatRoomRelation');
    await openSandboxPage(sandbox, 'robot/chat-room-add-relation', { persona: 'anonymous', comId: COM, query: { chatId: relation.chatId } });
    const alert = await alertWith(HTTP500);
    sandbox.faults.clear();
    await userEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText(`${relation.chatName}：`, { exact: false }, LONG)).toBeInTheDocument();
  });
});

describe('重试 after every call failed brings back the whole page', () => {
  it('customer-info/assistant: the suggested questions come back with the rest', async () => {
    for (const id of ['showAssistantByUser', 'generateSessionId', 'queryAssistantConfigInfo']) fail(id);
    await openSandboxPage(sandbox, 'customer-info/assistant', { comId: COM });
    expect(await screen.findByText('加载失败', {}, LONG)).toBeInTheDocument();
    sandbox.faults.clear();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('智能助手 · 大模型', {}, LONG)).toBeInTheDocument();
    const { assistantConfigs, faqs } = sandbox.store.state;
    const own = assistantConfigs.find((c) => c.userCode === getUserInfo()?.userCode);
    const questions = own ? own.quickQuestions : faqs.filter((f) => f.hot).map((f) => f.question);
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions.slice(0, 2)) expect(await screen.findByText(q, {}, LONG)).toBeInTheDocument();
  });

  it('news/news-detail: the sharer card and the mini-program notice come back with the article', async () => {
    const article = sandbox.store.state.articles.find((a) => a.hasMiniProLink);
    const sharer = sandbox.store.state.staff.find((s) => s.comId === COM);
    if (!article || !sharer) throw new Error('seed: an article with a mini-program link, a staff member');
    for (const id of ['whiteQueryNewsContent', 'whiteCheckNewsHaveMiniProLink', 'whiteQueryShareManagerInfo', 'whiteSaveNewsAccess']) fail(id);
    await openSandboxPage(sandbox, 'news/news-detail', { persona: 'anonymous', comId: COM, query: { newsId: article.newsId, shareUserCode: sharer.userCode } });
    expect(await screen.findByText('加载失败', {}, LONG)).toBeInTheDocument();
    sandbox.faults.clear();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findAllByText(sharer.userName, { exact: false }, LONG)).length).toBeGreaterThan(0);
    expect(await screen.findByText('该文章包含小程序链接，仅支持在企业微信内打开', {}, LONG)).toBeInTheDocument();
  });
});

describe('a page whose content waits on slow calls', () => {
  it('robot/chat-room-add-relation shows a loading bar meanwhile, gone when the answers arrive', async () => {
    const relation = sandbox.store.state.chatRoomRelations.find((r) => !!r.chatName);
    if (!relation) throw new Error('seed: a chat-room relation with a name');
    sandbox.faults.set({ id: '*', kind: 'slow', once: false, delayMs: 1500 });
    await openSandboxPage(sandbox, 'robot/chat-room-add-relation', { persona: 'anonymous', comId: COM, query: { chatId: relation.chatId } });
    expect(await screen.findByRole('progressbar', { name: '页面数据加载中' }, LONG)).toBeInTheDocument();
    expect(await screen.findByText(`${relation.chatName}：`, { exact: false }, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: '页面数据加载中' })).toBeNull(), LONG);
  });
});
