import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  CLOSE_WINDOW_FAILED_MESSAGE,
  createSimulatorBridge,
  createSimulatorStore,
  isInWecom,
  SANDBOX_CUSTOMERS,
  SIMULATOR_STORAGE_KEY,
  type SimulatorStore,
  type UiPort,
  type WecomBridge,
} from '@/wecom';
import { installSimulatorHandle } from '@/wecom/simulator/globalHandle';

let store: SimulatorStore;
let ui: UiPort & { toast: Mock<(message: string) => void> };
let bridge: WecomBridge;

beforeEach(() => {
  sessionStorage.clear();
  store = createSimulatorStore(sessionStorage);
  ui = { toast: vi.fn<(message: string) => void>() };
  bridge = createSimulatorBridge(store, ui);
});

afterEach(() => {
  vi.useRealTimers();
  delete window.__wecomSimulator;
});

describe('isInWecom', () => {
  it('is true only for a user agent carrying wxwork', () => {
    expect(isInWecom('Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0 wxwork/4.1.22 MicroMessenger/7.0.1')).toBe(true);
    expect(isInWecom('Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.40')).toBe(false);
    expect(isInWecom('Mozilla/5.0 Chrome/120')).toBe(false);
  });
});

describe('simulator context', () => {
  it('starts with no chat; contact lookups and sends fail like the client does', async () => {
    expect(await bridge.getContext()).toEqual({ entry: 'normal' });
    await expect(bridge.getCurExternalContact()).rejects.toMatchObject({
      name: 'WecomError',
      message: 'getCurExternalContact:fail without context of external contact',
    });
    await expect(bridge.sendChatMessage({ msgtype: 'text', text: { content: '你好' } })).rejects.toMatchObject({
      message: 'sendChatMessage:fail without context of external contact',
    });
  });

  it('answers for the chosen single chat, group chat and contact profile', async () => {
    store.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust002' });
    expect(await bridge.getContext()).toEqual({ entry: 'single_chat_tools' });
    expect(await bridge.getCurExternalContact()).toBe('wmSandboxCust002');
    await expect(bridge.getCurExternalChat()).rejects.toThrow('getCurExternalChat:fail');

    store.setContext({ entry: 'group_chat_tools', chatId: 'wrSandboxGroup001' });
    expect(await bridge.getCurExternalChat()).toBe('wrSandboxGroup001');
    await expect(bridge.getCurExternalContact()).rejects.toThrow();
    await bridge.sendChatMessage({ msgtype: 'text', text: { content: '群消息' } });

    store.setContext({ entry: 'contact_profile', externalUserId: 'wmSandboxCust003' });
    expect(await bridge.getCurExternalContact()).toBe('wmSandboxCust003');
    await expect(bridge.sendChatMessage({ msgtype: 'text', text: { content: 'x' } })).rejects.toThrow();
  });

  it('rejects an invalid context', () => {
    expect(() => store.setContext({ entry: 'single_chat_tools' } as never)).toThrow();
  });

  it('defines sandbox customers with Chinese names', () => {
    expect(SANDBOX_CUSTOMERS[0]).toEqual({ externalUserId: 'wmSandboxCust001', name: '张伟' });
    expect(SANDBOX_CUSTOMERS.length).toBeGreaterThanOrEqual(3);
  });
});

describe('simulator: opening a chat', () => {
  it('takes the page into the single chat or customer group openEnterpriseChat opens, logged from where it was called', async () => {
    store.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust002' });
    await bridge.openEnterpriseChat({ externalUserIds: ['wmSandboxCust001'] });
    expect(store.get().context).toEqual({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' });
    expect(await bridge.getCurExternalContact()).toBe('wmSandboxCust001');
    expect(store.get().log[0]).toMatchObject({ api: 'openEnterpriseChat', context: { externalUserId: 'wmSandboxCust002' } });

    await bridge.openEnterpriseChat({ chatId: 'wrSandboxGroup002' });
    expect(store.get().context).toEqual({ entry: 'group_chat_tools', chatId: 'wrSandboxGroup002' });
  });

  it('stays where it is for a new chat with several people or with colleagues, and when the client fails', async () => {
    store.setContext({ entry: 'normal' });
    await bridge.openEnterpriseChat({ externalUserIds: ['wmSandboxCust001', 'wmSandboxCust002'] });
    await bridge.openEnterpriseChat({ userIds: ['11016688'], externalUserIds: ['wmSandboxCust001'] });
    store.failNext('openEnterpriseChat');
    await expect(bridge.openEnterpriseChat({ externalUserIds: ['wmSandboxCust001'] })).rejects.toThrow('openEnterpriseChat:fail simulated');
    expect(store.get().context).toEqual({ entry: 'normal' });
  });
});

describe('simulator log', () => {
  it('records every call with its params, context and outcome', async () => {
    store.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' });
    await bridge.sendChatMessage({ msgtype: 'image', image: { mediaid: 'M1' }, enterChat: false });
    await bridge.openUserProfile({ type: 'external', userid: 'wmSandboxCust001' });
    store.setContext({ entry: 'normal' });
    await bridge.getCurExternalContact().catch(() => undefined);

    const log = store.get().log;
    expect(log.map((e) => [e.seq, e.api, e.ok])).toEqual([
      [1, 'sendChatMessage', true],
      [2, 'openUserProfile', true],
      [3, 'getCurExternalContact', false],
    ]);
    expect(log[0]).toMatchObject({
      params: { msgtype: 'image', image: { mediaid: 'M1' }, enterChat: false },
      context: { entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' },
    });
    expect(log[2].errMsg).toBe('getCurExternalContact:fail without context of external contact');
  });

  it('persists context and log in session storage across a reload', async () => {
    store.setContext({ entry: 'group_chat_tools', chatId: 'wrSandboxGroup002' });
    await bridge.sendChatMessage({ msgtype: 'text', text: { content: '保留' } });
    expect(sessionStorage.getItem(SIMULATOR_STORAGE_KEY)).toContain('保留');

    const reloaded = createSimulatorStore(sessionStorage);
    expect(reloaded.get().context).toEqual({ entry: 'group_chat_tools', chatId: 'wrSandboxGroup002' });
    expect(reloaded.get().log).toHaveLength(1);
  });

  it('ignores corrupt session storage', () => {
    sessionStorage.setItem(SIMULATOR_STORAGE_KEY, '{not json');
    expect(createSimulatorStore(sessionStorage).get().context).toEqual({ entry: 'normal' });
  });

  it('clear() empties the log but keeps the context', async () => {
    store.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' });
    await bridge.getContext();
    store.clear();
    expect(store.get().log).toEqual([]);
    expect(store.get().context.entry).toBe('single_chat_tools');
  });

  it('failNext makes exactly one call fail with the given errMsg', async () => {
    store.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' });
    store.failNext('sendChatMessage', 'sendChatMessage:fail no permission');
    await expect(bridge.sendChatMessage({ msgtype: 'text', text: { content: 'a' } })).rejects.toThrow('sendChatMessage:fail no permission');
    await bridge.sendChatMessage({ msgtype: 'text', text: { content: 'b' } });
    expect(store.get().log.map((e) => e.ok)).toEqual([false, true]);
  });

  it('closeWindow failure shows the manual-close message after 1 s', async () => {
    vi.useFakeTimers();
    store.failNext('closeWindow');
    const result = await bridge.closeWindow();
    expect(result.closed).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(ui.toast).toHaveBeenCalledWith(CLOSE_WINDOW_FAILED_MESSAGE);
  });
});

describe('window.__wecomSimulator', () => {
  it('exposes live context and log, setContext and clear', async () => {
    const handle = installSimulatorHandle(store);
    expect(window.__wecomSimulator).toBe(handle);

    window.__wecomSimulator!.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust004' });
    expect(await bridge.getCurExternalContact()).toBe('wmSandboxCust004');
    expect(window.__wecomSimulator!.context).toEqual({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust004' });
    expect(window.__wecomSimulator!.log).toHaveLength(1);

    window.__wecomSimulator!.clear();
    expect(window.__wecomSimulator!.log).toHaveLength(0);
  });
});
