import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

vi.mock('@/request', () => ({ request: vi.fn() }));

import { request } from '@/request';
import { LOCAL_KEYS } from '@/session/keys';
import {
  MEDIA_VALID_MS,
  clearMediaQueue,
  configureState,
  enqueueMedia,
  getMediaQueue,
  reloadMediaQueue,
  sendFirstMedia,
  sendFirstMediaToCurrentChat,
  uploadAndEnqueueMedia,
} from '@/state';
import { createSimulatorBridge, createSimulatorStore, WecomError } from '@/wecom';
import { fakeBridge } from './fakeBridge';

let bridge: ReturnType<typeof fakeBridge>;
let ui: { toast: Mock<(message: string) => void>; alert: Mock<(message: string) => void> };

beforeEach(() => {
  localStorage.clear();
  clearMediaQueue();
  bridge = fakeBridge();
  ui = { toast: vi.fn<(message: string) => void>(), alert: vi.fn<(message: string) => void>() };
  configureState({ ui, bridge: () => bridge });
  vi.mocked(request).mockReset();
});

describe('enqueueMedia', () => {
  it('adds a task only if none has the same mediaId and externalUserId', () => {
    expect(enqueueMedia({ mediaId: 'M1', externalUserId: 'wmA', type: 'image' })).toBe(true);
    expect(enqueueMedia({ mediaId: 'M1', externalUserId: 'wmA', type: 'image' })).toBe(false);
    expect(enqueueMedia({ mediaId: 'M1', externalUserId: 'wmA', type: 'file' })).toBe(false);
    expect(enqueueMedia({ mediaId: 'M1', externalUserId: 'wmB', type: 'image' })).toBe(true);
    expect(enqueueMedia({ mediaId: 'M2', externalUserId: 'wmA', type: 'image' })).toBe(true);
    expect(getMediaQueue().map((t) => `${t.mediaId}/${t.externalUserId}`)).toEqual(['M1/wmA', 'M1/wmB', 'M2/wmA']);
  });

  it('persists the queue in local storage', () => {
    enqueueMedia({ mediaId: 'M1', externalUserId: 'wmA', type: 'video' });
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.mediaSendQueue) ?? 'null')).toEqual([
      { mediaId: 'M1', externalUserId: 'wmA', type: 'video', createdAt: expect.any(Number) },
    ]);
    const createdAt = Date.now() - 60_000;
    localStorage.setItem(
      LOCAL_KEYS.mediaSendQueue,
      // A task without its upload time (an older version's) cannot be told valid and is dropped.
      JSON.stringify([{ mediaId: 'M9', externalUserId: 'wmZ', type: 'image', createdAt }, { bogus: true }, { mediaId: 'M8', externalUserId: 'wmZ', type: 'image' }]),
    );
    reloadMediaQueue();
    expect(getMediaQueue()).toEqual([{ mediaId: 'M9', externalUserId: 'wmZ', type: 'image', createdAt }]);
  });

  it('drops tasks whose media was uploaded 3 days ago or more, and lets the same media be queued again', () => {
    const now = Date.now();
    enqueueMedia({ mediaId: 'OLD', externalUserId: 'wmA', type: 'image', createdAt: now - MEDIA_VALID_MS });
    enqueueMedia({ mediaId: 'NEW', externalUserId: 'wmA', type: 'image', createdAt: now - MEDIA_VALID_MS + 60_000 });
    expect(getMediaQueue().map((t) => t.mediaId)).toEqual(['NEW']);
    expect(enqueueMedia({ mediaId: 'OLD', externalUserId: 'wmA', type: 'image' })).toBe(true);
    expect(getMediaQueue().map((t) => t.mediaId)).toEqual(['NEW', 'OLD']);
  });
});

describe('sendFirstMedia', () => {
  it('does nothing when the queue is empty', async () => {
    expect(await sendFirstMedia('wmA')).toBe('empty');
    expect(bridge.sendChatMessage).not.toHaveBeenCalled();
  });

  it('sends only when the first task is for the current chat', async () => {
    enqueueMedia({ mediaId: 'M1', externalUserId: 'wmA', type: 'image' });
    enqueueMedia({ mediaId: 'M2', externalUserId: 'wmB', type: 'image' });
    // wmB has a task, but it is not the first one: nothing is sent.
    expect(await sendFirstMedia('wmB')).toBe('otherChat');
    expect(await sendFirstMedia('')).toBe('otherChat');
    expect(bridge.sendChatMessage).not.toHaveBeenCalled();
    expect(getMediaQueue()).toHaveLength(2);
  });

  it('on success sends the first task with enterChat false, removes it, says 发送成功 and closes the window', async () => {
    enqueueMedia({ mediaId: 'M1', externalUserId: 'wmA', type: 'image' });
    enqueueMedia({ mediaId: 'M2', externalUserId: 'wmA', type: 'image' });
    expect(await sendFirstMedia('wmA')).toBe('sent');
    expect(bridge.sendChatMessage).toHaveBeenCalledTimes(1);
    expect(bridge.sendChatMessage).toHaveBeenCalledWith({ msgtype: 'image', image: { mediaid: 'M1' }, enterChat: false });
    expect(getMediaQueue().map((t) => t.mediaId)).toEqual(['M2']);
    expect(ui.toast).toHaveBeenCalledWith('发送成功');
    expect(bridge.closeWindow).toHaveBeenCalledTimes(1);
  });

  it('uses the task type as msgtype', async () => {
    enqueueMedia({ mediaId: 'V1', externalUserId: 'wmA', type: 'video' });
    enqueueMedia({ mediaId: 'F1', externalUserId: 'wmA', type: 'file' });
    await sendFirstMedia('wmA');
    await sendFirstMedia('wmA');
    expect(bridge.sendChatMessage.mock.calls.map((c) => c[0])).toEqual([
      { msgtype: 'video', video: { mediaid: 'V1' }, enterChat: false },
      { msgtype: 'file', file: { mediaid: 'F1' }, enterChat: false },
    ]);
  });

  it('on failure removes the task, shows the client error and keeps the window open', async () => {
    bridge.sendChatMessage.mockRejectedValueOnce(new WecomError('sendChatMessage', 'sendChatMessage:fail no permission'));
    enqueueMedia({ mediaId: 'M1', externalUserId: 'wmA', type: 'image' });
    expect(await sendFirstMedia('wmA')).toBe('failed');
    expect(getMediaQueue()).toEqual([]);
    expect(ui.alert).toHaveBeenCalledWith('sendChatMessage:fail no permission');
    expect(ui.toast).not.toHaveBeenCalledWith('发送成功');
    expect(bridge.closeWindow).not.toHaveBeenCalled();
  });

  it('falls back to toast for the error when the shell gives no alert', async () => {
    const toastOnly = { toast: vi.fn<(message: string) => void>() };
    configureState({ ui: toastOnly });
    bridge.sendChatMessage.mockRejectedValueOnce(new WecomError('sendChatMessage', 'sendChatMessage:fail'));
    enqueueMedia({ mediaId: 'M1', externalUserId: 'wmA', type: 'image' });
    await sendFirstMedia('wmA');
    expect(toastOnly.toast).toHaveBeenCalledWith('sendChatMessage:fail');
  });

  it('does not send the same task twice when called again while sending', async () => {
    let finish: () => void = () => undefined;
    bridge.sendChatMessage.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    enqueueMedia({ mediaId: 'M1', externalUserId: 'wmA', type: 'image' });
    const first = sendFirstMedia('wmA');
    expect(await sendFirstMedia('wmA')).toBe('busy');
    finish();
    expect(await first).toBe('sent');
    expect(bridge.sendChatMessage).toHaveBeenCalledTimes(1);
  });

  it('sendFirstMediaToCurrentChat asks the bridge for the current customer', async () => {
    enqueueMedia({ mediaId: 'M1', externalUserId: 'wmSandboxCust001', type: 'image' });
    expect(await sendFirstMediaToCurrentChat()).toBe('sent');
    bridge.getCurExternalContact.mockRejectedValueOnce(new WecomError('getCurExternalContact', 'getCurExternalContact:fail'));
    enqueueMedia({ mediaId: 'M2', externalUserId: 'wmSandboxCust001', type: 'image' });
    expect(await sendFirstMediaToCurrentChat()).toBe('noChat');
    expect(getMediaQueue()).toHaveLength(1);
  });
});

describe('sendFirstMediaToCurrentChat in the WeCom simulator', () => {
  const simulated = () => {
    sessionStorage.clear();
    const store = createSimulatorStore(sessionStorage);
    const simulator = createSimulatorBridge(store, ui);
    configureState({ ui, bridge: () => simulator });
    const sends = () => store.get().log.filter((e) => e.api === 'sendChatMessage');
    return { store, sends };
  };

  it("sends the first task only in its customer's single chat", async () => {
    const { store, sends } = simulated();
    enqueueMedia({ mediaId: 'M1', externalUserId: 'wmSandboxCust001', type: 'image' });
    store.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust002' });
    expect(await sendFirstMediaToCurrentChat()).toBe('otherChat');
    expect(sends()).toEqual([]);
    expect(getMediaQueue()).toHaveLength(1);

    store.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' });
    expect(await sendFirstMediaToCurrentChat()).toBe('sent');
    expect(sends()).toMatchObject([{ ok: true, context: { entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' } }]);
    expect(ui.toast).toHaveBeenCalledWith('发送成功');
    expect(getMediaQueue()).toEqual([]);
  });

  it("sends nothing from the customer's profile: it names the customer but is no chat", async () => {
    const { store, sends } = simulated();
    enqueueMedia({ mediaId: 'M1', externalUserId: 'wmSandboxCust001', type: 'image' });
    store.setContext({ entry: 'contact_profile', externalUserId: 'wmSandboxCust001' });
    expect(await sendFirstMediaToCurrentChat()).toBe('noChat');
    expect(sends()).toEqual([]);
    expect(ui.alert).not.toHaveBeenCalled();
    expect(getMediaQueue()).toHaveLength(1);
  });

  it('sends nothing in a customer group', async () => {
    const { store, sends } = simulated();
    enqueueMedia({ mediaId: 'M1', externalUserId: 'wmSandboxCust001', type: 'image' });
    store.setContext({ entry: 'group_chat_tools', chatId: 'wrSandboxGroup001' });
    expect(await sendFirstMediaToCurrentChat()).toBe('noChat');
    expect(sends()).toEqual([]);
    expect(getMediaQueue()).toHaveLength(1);
  });
});

describe('uploadAndEnqueueMedia', () => {
  it('uploads through uploadMedia and queues the returned media_id', async () => {
    vi.mocked(request).mockResolvedValueOnce({ media_id: 'UPLOADED1' });
    const file = new Blob(['x'], { type: 'image/png' });
    const task = await uploadAndEnqueueMedia({ file, type: 'image', externalUserId: 'wmA' });
    expect(request).toHaveBeenCalledWith('uploadMedia', { file, type: 'image' });
    expect(task).toEqual({ mediaId: 'UPLOADED1', externalUserId: 'wmA', type: 'image', createdAt: expect.any(Number) });
    expect(getMediaQueue()).toEqual([task]);
  });

  it('rejects when the answer has no media id', async () => {
    vi.mocked(request).mockResolvedValueOnce({});
    await expect(uploadAndEnqueueMedia({ file: new Blob(['x']), type: 'file', externalUserId: 'wmA' })).rejects.toThrow('素材上传失败');
    expect(getMediaQueue()).toEqual([]);
  });
});
