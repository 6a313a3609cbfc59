/**
 * mine/index against the sandbox: who is logged in, the shortcut cells (智能助手设置 opens the
 * assistant's settings, not the chat), the back arrow only when there is a page to go back to, and
 * 退出登录 (the server's logout call, then the logout action, which ends the session on the device
 * and shows the login page of the user's company). customer-info/assistant-config: the settings
 * the chat then starts with.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { pageOpener, startEachTestFresh } from '../../utils/sandboxPage';
import { appServices } from '@/app/services';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const open = pageOpener(sandbox, COM);

const backArrow = (): Element | null => document.querySelector('.shell-navbar__arrow');
/** Replaces a text field's text in one paste (typing key by key re-renders the form per key). */
async function replaceText(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  (field as HTMLTextAreaElement).select();
  await userEvent.paste(text);
}

startEachTestFresh(sandbox, { resetStore: true });

describe('mine/index', () => {
  it('shows the user and logs out: the server call, then the session ends and the login page of the company replaces this one', async () => {
    const h = await open('mine/index', 'manager');
    expect(await screen.findByText('赵立新', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('名片已注册')).toBeInTheDocument();
    await userEvent.click(screen.getByText('我的收藏'));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/favorites/favorite-list', {}, false]);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(h.rt.callsOf('logout')).toEqual([[{ comId: COM }]]));
    expect(h.called('logout')).toHaveLength(1);
    expect(h.rt.callsOf('navigate')).toHaveLength(1);
  });

  it('ends the session on the device even when the server\'s logout fails', async () => {
    const h = await open('mine/index', 'manager', {}, {
      request: (api, params, data) => (api === 'logout' ? Promise.reject(new Error('network down')) : appServices.request(api, params, data)),
    });
    await screen.findByText('赵立新', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(h.rt.callsOf('logout')).toEqual([[{ comId: COM }]]));
  });

  it('智能助手设置 opens the assistant\'s settings, not the chat', async () => {
    const h = await open('mine/index', 'manager');
    await userEvent.click(await screen.findByText('智能助手设置', {}, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')).toEqual([['/customer-info/assistant-config', {}, false]]);
  });

  it('has a back arrow when it was reached from another page of the app, and none when opened first', async () => {
    const first = await open('mine/index', 'manager', {}, { canGoBack: () => false });
    await screen.findByText('赵立新', {}, { timeout: 8000 });
    expect(backArrow()).toBeNull();
    cleanup();
    const linked = await open('mine/index', 'manager', {}, { canGoBack: () => true });
    await screen.findByText('赵立新', {}, { timeout: 8000 });
    expect(backArrow()).not.toBeNull();
    await userEvent.click(backArrow()?.closest('button') as HTMLElement);
    expect(linked.rt.callsOf('back')).toEqual([[1]]);
    expect(first.rt.callsOf('back')).toEqual([]);
  });
});

describe('customer-info/assistant-config', () => {
  const MANAGER = '11016688';

  it('shows the current model and welcome, saves the settings, switches the model and goes back', async () => {
    const h = await open('customer-info/assistant-config', 'manager');
    // The Beijing manager has 大模型 on.
    expect(await screen.findByLabelText('大模型', {}, { timeout: 8000 })).toBeChecked();
    const welcome = await screen.findByPlaceholderText('打开智能助手时显示的第一句话');
    expect(welcome).toHaveValue('您好，我是您的智能助手，可以帮您查保单、查理赔、找话术。');
    await userEvent.click(screen.getByLabelText('知识库'));
    await replaceText(welcome, '您好，我是赵立新的助手，续保问题都可以问我。');
    await userEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(h.called('saveAssistantConfigInfo')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('saveAssistantConfigInfo')[0][1]).toMatchObject({ defaultModel: 'knowledgeBase', welcome: '您好，我是赵立新的助手，续保问题都可以问我。' });
    await waitFor(() => expect(h.rt.callsOf('back')).toEqual([[1]]));
    expect(h.rt.callsOf('setAiModel')).toEqual([['knowledgeBase']]);
    expect(h.rt.callsOf('toast')).toContainEqual(['设置已保存', 'success']);
    expect(sandbox.store.state.assistantConfigs.find((c) => c.userCode === MANAGER)).toMatchObject({ defaultModel: 'knowledgeBase', welcome: '您好，我是赵立新的助手，续保问题都可以问我。' });
  }, 40000);

  it('asks for a welcome text instead of saving an empty one', async () => {
    const h = await open('customer-info/assistant-config', 'manager');
    const welcome = await screen.findByPlaceholderText('打开智能助手时显示的第一句话', {}, { timeout: 8000 });
    await waitFor(() => expect(welcome).not.toHaveValue(''));
    await replaceText(welcome, '   ');
    await userEvent.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText(/请输入欢迎语|请填写欢迎语|欢迎语.*必填/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('saveAssistantConfigInfo')).toHaveLength(0);
  }, 40000);

  it('the chat starts with the saved welcome and frequent questions', async () => {
    sandbox.store.state.assistantConfigs.unshift({ userCode: MANAGER, defaultModel: 'bigModel', welcome: '您好，我是赵立新的助手。', quickQuestions: ['理赔需要哪些资料？', '交强险保额是多少？'], updateTime: new Date().toISOString() });
    await open('customer-info/assistant', 'manager');
    expect(await screen.findByText('您好，我是赵立新的助手。', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('理赔需要哪些资料？')).toBeInTheDocument();
    expect(screen.getByText('交强险保额是多少？')).toBeInTheDocument();
    expect(screen.queryByText('车辆过户后保险怎么处理？')).toBeNull();
  });
});
