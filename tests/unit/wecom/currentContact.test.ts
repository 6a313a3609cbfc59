/**
 * readCurrentContact (the currentContact action's service): whom WeCom opened a page for, through
 * the simulator bridge as the client answers: the contact of a single chat or a contact profile,
 * the group of a group chat, no one from the workbench or when the client fails.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulatorBridge, createSimulatorStore, readCurrentContact, type SimulatorStore, type WecomBridge } from '@/wecom';

let store: SimulatorStore;
let bridge: WecomBridge;

beforeEach(() => {
  sessionStorage.clear();
  store = createSimulatorStore(sessionStorage);
  bridge = createSimulatorBridge(store, { toast: vi.fn() });
});

describe('readCurrentContact', () => {
  it("names the contact of a single chat's toolbar and of a contact profile", async () => {
    store.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust002' });
    expect(await readCurrentContact(bridge)).toEqual({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust002', chatId: '' });
    store.setContext({ entry: 'contact_profile', externalUserId: 'wmSandboxCust003' });
    expect(await readCurrentContact(bridge)).toEqual({ entry: 'contact_profile', externalUserId: 'wmSandboxCust003', chatId: '' });
  });

  it("names the group of a group chat's toolbar, and no one from the workbench", async () => {
    store.setContext({ entry: 'group_chat_tools', chatId: 'wrSandboxGroup001' });
    expect(await readCurrentContact(bridge)).toEqual({ entry: 'group_chat_tools', externalUserId: '', chatId: 'wrSandboxGroup001' });
    store.setContext({ entry: 'normal' });
    expect(await readCurrentContact(bridge)).toEqual({ entry: 'normal', externalUserId: '', chatId: '' });
  });

  it('answers no one when the client fails', async () => {
    store.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' });
    store.failNext('getCurExternalContact', 'getCurExternalContact:fail no permission');
    expect(await readCurrentContact(bridge)).toEqual({ entry: 'single_chat_tools', externalUserId: '', chatId: '' });
  });
});
