/**
 * 助手事项, 事项配置 and 首页配置 against the sandbox: the assistant's items with the user's
 * settings; switching one item off and onto the home page; choosing the home shortcuts. Each save
 * keeps the other settings and shows when coming back.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';

const open = (pageId: string, query: Record<string, string> = {}): Promise<SandboxPage> => openSandboxPage(sandbox, pageId, { persona: 'manager', comId: COM, query });
const saved = () => sandbox.store.state.assistantConfigs.find((c) => c.userCode === MANAGER);
const switchOf = (label: string): HTMLElement => {
  const sw = screen.getByText(label).closest('.ant-formily-item')?.querySelector<HTMLElement>('button[role="switch"]');
  if (!sw) throw new Error(`no switch for ${label}`);
  return sw;
};

startEachTestFresh(sandbox, { resetStore: true });

describe('home/assistant-item-list', () => {
  it("lists the assistant's items with the user's settings and opens one", async () => {
    sandbox.store.write((s) => {
      s.assistantConfigs.unshift({ userCode: MANAGER, defaultModel: 'knowledgeBase', welcome: '你好', quickQuestions: [], disabledNavIds: ['NAV2'], homeNavIds: ['NAV5', 'NAV1'], updateTime: '2026-01-01 10:00:00' });
    });
    const h = await open('home/assistant-item-list');
    const nav = sandbox.store.state.navigation;
    expect(await screen.findByText(nav[0].title, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByText('已开启 ›')).toHaveLength(nav.length - 1);
    expect(screen.getAllByText('已关闭 ›')).toHaveLength(1);
    expect(screen.getByText('首页第 1 个常用功能')).toBeInTheDocument();
    expect(screen.getByText('首页第 2 个常用功能')).toBeInTheDocument();
    await userEvent.click(screen.getByText(nav[6].title));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/home/assistant-item-config', { navId: nav[6].navId }, false]);
  });
});

describe('home/assistant-item-config', () => {
  it('switches the item off and puts it on the home page, keeping the other settings', async () => {
    sandbox.store.write((s) => {
      s.assistantConfigs.unshift({ userCode: MANAGER, defaultModel: 'bigModel', welcome: '早上好', quickQuestions: ['交强险保额是多少？'], disabledNavIds: [], homeNavIds: ['NAV1'], updateTime: '2026-01-01 10:00:00' });
    });
    const h = await open('home/assistant-item-config', { navId: 'NAV7' });
    expect(await screen.findByText('在智能助手中推荐', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(switchOf('在智能助手中推荐')).toHaveAttribute('aria-checked', 'true'), { timeout: 8000 });
    expect(switchOf('放在首页常用功能')).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(switchOf('在智能助手中推荐'));
    await userEvent.click(switchOf('放在首页常用功能'));
    await userEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(h.called('saveAssistantConfigInfo')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('saveAssistantConfigInfo')[0][1]).toEqual({ navId: 'NAV7', enabled: false, showOnHome: true });
    expect(saved()).toMatchObject({ defaultModel: 'bigModel', welcome: '早上好', quickQuestions: ['交强险保额是多少？'], disabledNavIds: ['NAV7'], homeNavIds: ['NAV1', 'NAV7'] });
    await waitFor(() => expect(h.rt.callsOf('back')).toHaveLength(1));
  });

  it('says so for an item that does not exist', async () => {
    await open('home/assistant-item-config', { navId: 'NAV0' });
    expect(await screen.findByText('该事项不存在', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /保\s?存/ })).toBeNull();
  });
});

describe('home/configuration', () => {
  it('shows the home shortcuts and saves a new choice without touching the other settings', async () => {
    const h = await open('home/configuration');
    const nav = sandbox.store.state.navigation;
    expect(await screen.findByText(nav[0].title, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(nav[3].title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle(nav[7].title, {}, { timeout: 8000 }));
    await userEvent.click(screen.getByRole('button', { name: '保存配置' }));
    await waitFor(() => expect(h.called('saveAssistantConfigInfo')).toHaveLength(1), { timeout: 8000 });
    const ids = nav.slice(0, 4).map((n) => n.navId);
    expect(h.called('saveAssistantConfigInfo')[0][1]).toEqual({ homeNavIds: [...ids, nav[7].navId] });
    expect(saved()?.homeNavIds).toEqual([...ids, nav[7].navId]);
    expect(saved()?.welcome).toBe('您好，我是您的智能助手，可以帮您查保单、查理赔、找话术。');
    expect(h.rt.callsOf('toast')).toContainEqual(['首页配置已保存', 'success']);
  });
});
