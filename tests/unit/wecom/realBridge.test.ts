import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { RegisterOptions } from '@wecom/jssdk';

vi.mock('@wecom/jssdk', () => ({
  register: vi.fn(),
  getContext: vi.fn(),
  getCurExternalContact: vi.fn(),
  getCurExternalChat: vi.fn(),
  sendChatMessage: vi.fn(),
  openEnterpriseChat: vi.fn(),
  selectExternalContact: vi.fn(),
  shareAppMessage: vi.fn(),
  shareToExternalMoments: vi.fn(),
  openUserProfile: vi.fn(),
  closeWindow: vi.fn(),
}));
vi.mock('@/request', () => ({ request: vi.fn() }));

import * as ww from '@wecom/jssdk';
import { request } from '@/request';
import {
  CLOSE_WINDOW_FAILED_MESSAGE,
  createRealBridge,
  getBridge,
  setBridgeForTesting,
  WecomError,
  WECOM_JS_API_LIST,
  type UiPort,
} from '@/wecom';

const requestMock = vi.mocked(request);
const registerMock = vi.mocked(ww.register);

function signAnswer(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const agent = params?.type === 'agent';
  return {
    corpId: 'wwSandboxCorp',
    ...(agent ? { agentId: '1000002' } : {}),
    timestamp: 1700000000,
    nonceStr: agent ? 'agentNonce' : 'corpNonce',
    signature: agent ? 'agentSig' : 'corpSig',
  };
}

function makeUi(): UiPort & { toast: Mock<(message: string) => void> } {
  return { toast: vi.fn<(message: string) => void>() };
}

function registeredOptions(): RegisterOptions {
  expect(registerMock).toHaveBeenCalledTimes(1);
  return registerMock.mock.calls[0][0];
}

beforeEach(() => {
  vi.clearAllMocks();
  requestMock.mockImplementation(async (_id, params) => signAnswer(params));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('real bridge: registration', () => {
  it('registers with corpId/agentId from configSign and signature callbacks that call configSign', async () => {
    const bridge = createRealBridge({ ui: makeUi(), pageUrl: () => 'https://app.example/customer?x=1' });
    await bridge.ready();

    const options = registeredOptions();
    expect(options.corpId).toBe('wwSandboxCorp');
    expect(options.agentId).toBe('1000002');
    expect(options.jsApiList).toEqual(expect.arrayContaining(['sendChatMessage', 'getCurExternalContact', 'getContext']));
    expect(requestMock).toHaveBeenCalledWith('configSign', { url: 'https://app.example/customer?x=1', type: 'agent' });

    const corp = await options.getConfigSignature!('https://app.example/other');
    expect(requestMock).toHaveBeenCalledWith('configSign', { url: 'https://app.example/other' });
    expect(corp).toEqual({ timestamp: 1700000000, nonceStr: 'corpNonce', signature: 'corpSig' });

    const agent = await options.getAgentConfigSignature!('https://app.example/other');
    expect(requestMock).toHaveBeenCalledWith('configSign', { url: 'https://app.example/other', type: 'agent' });
    expect(agent).toEqual({ timestamp: 1700000000, nonceStr: 'agentNonce', signature: 'agentSig' });
  });

  it('reuses the registration signature for the SDK’s first agent request of the same URL', async () => {
    const bridge = createRealBridge({ ui: makeUi(), pageUrl: () => 'https://app.example/a' });
    await bridge.ready();
    await registeredOptions().getAgentConfigSignature!('https://app.example/a');
    expect(requestMock).toHaveBeenCalledTimes(1);
  });

  it('registers once however many calls are made', async () => {
    vi.mocked(ww.getContext).mockResolvedValue({ errMsg: 'getContext:ok', errCode: 0, entry: 'single_chat_tools' as ww.EntryType });
    const bridge = createRealBridge({ ui: makeUi(), pageUrl: () => 'https://app.example/a' });
    await Promise.all([bridge.getContext(), bridge.getContext(), bridge.ready()]);
    expect(registerMock).toHaveBeenCalledTimes(1);
  });

  it('rejects with a WecomError and retries later when the signature cannot be fetched', async () => {
    requestMock.mockRejectedValueOnce(Object.assign(new Error('服务异常！'), { userMessage: '服务异常！' }));
    const bridge = createRealBridge({ ui: makeUi(), pageUrl: () => 'https://app.example/a' });
    await expect(bridge.ready()).rejects.toMatchObject({ name: 'WecomError', api: 'register', message: '服务异常！' });
    await bridge.ready();
    expect(registerMock).toHaveBeenCalledTimes(1);
  });

  it('rejects a malformed configSign answer instead of registering a bad signature', async () => {
    requestMock.mockResolvedValueOnce({ corpId: 'ww1', timestamp: 1, nonceStr: 'n', signature: 's' });
    const bridge = createRealBridge({ ui: makeUi(), pageUrl: () => 'https://app.example/a' });
    await expect(bridge.ready()).rejects.toMatchObject({ message: '企业微信签名获取失败' });
    expect(registerMock).not.toHaveBeenCalled();
  });
});

describe('real bridge: calls', () => {
  it('sendChatMessage passes the message and enterChat through', async () => {
    vi.mocked(ww.sendChatMessage).mockResolvedValue({ errMsg: 'sendChatMessage:ok', errCode: 0 });
    const bridge = createRealBridge({ ui: makeUi() });
    await bridge.sendChatMessage({ msgtype: 'image', image: { mediaid: 'MEDIA1' }, enterChat: false });
    await bridge.sendChatMessage({ msgtype: 'news', news: { link: 'https://l', title: '标题', desc: '摘要', imgUrl: 'https://i' } });
    await bridge.sendChatMessage({ msgtype: 'text', text: { content: '您好' }, enterChat: true });
    expect(vi.mocked(ww.sendChatMessage).mock.calls.map((c) => c[0])).toEqual([
      { msgtype: 'image', image: { mediaid: 'MEDIA1' }, enterChat: false },
      { msgtype: 'news', news: { link: 'https://l', title: '标题', desc: '摘要', imgUrl: 'https://i' } },
      { msgtype: 'text', text: { content: '您好' }, enterChat: true },
    ]);
  });

  it('rejects with a WecomError carrying the client errMsg', async () => {
    vi.mocked(ww.sendChatMessage).mockRejectedValue({ errMsg: 'sendChatMessage:fail no permission', errCode: 40093 });
    const bridge = createRealBridge({ ui: makeUi() });
    const error = await bridge.sendChatMessage({ msgtype: 'text', text: { content: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WecomError);
    expect(error).toMatchObject({ message: 'sendChatMessage:fail no permission', errCode: 40093, api: 'sendChatMessage' });
  });

  it('maps the context, contact and chat answers to plain values', async () => {
    vi.mocked(ww.getContext).mockResolvedValue({ errMsg: 'getContext:ok', errCode: 0, entry: 'group_chat_tools' as ww.EntryType });
    vi.mocked(ww.getCurExternalContact).mockResolvedValue({ errMsg: 'ok', errCode: 0, userId: 'wmCust' });
    vi.mocked(ww.getCurExternalChat).mockResolvedValue({ errMsg: 'ok', errCode: 0, chatId: 'wrChat' });
    vi.mocked(ww.selectExternalContact).mockResolvedValue({ errMsg: 'ok', errCode: 0, userIds: ['wm1', 'wm2'] });
    const bridge = createRealBridge({ ui: makeUi() });
    expect(await bridge.getContext()).toEqual({ entry: 'group_chat_tools' });
    expect(await bridge.getCurExternalContact()).toBe('wmCust');
    expect(await bridge.getCurExternalChat()).toBe('wrChat');
    expect(await bridge.selectExternalContact({ filter: 'unselected' })).toEqual(['wm1', 'wm2']);
    expect(vi.mocked(ww.selectExternalContact)).toHaveBeenCalledWith({ filterType: 1 });
  });

  it('maps openUserProfile, openEnterpriseChat and shareAppMessage arguments', async () => {
    vi.mocked(ww.openUserProfile).mockResolvedValue({ errMsg: 'ok', errCode: 0 });
    vi.mocked(ww.openEnterpriseChat).mockResolvedValue({ errMsg: 'ok', errCode: 0, chatId: 'wrNew' });
    vi.mocked(ww.shareAppMessage).mockResolvedValue({ errMsg: 'ok', errCode: 0 });
    const bridge = createRealBridge({ ui: makeUi() });
    await bridge.openUserProfile({ type: 'external', userid: 'wmCust' });
    expect(vi.mocked(ww.openUserProfile)).toHaveBeenCalledWith({ type: 2, userid: 'wmCust' });
    expect(await bridge.openEnterpriseChat({ externalUserIds: ['wmCust'], groupName: '' })).toEqual({ chatId: 'wrNew' });
    const share = { title: '车险', desc: '续保', link: 'https://l', imgUrl: 'https://i' };
    await bridge.shareAppMessage(share);
    expect(vi.mocked(ww.shareAppMessage)).toHaveBeenCalledWith(share);
  });

  it('passes a moments post to shareToExternalMoments as it is, and its cancel as a cancelled WecomError', async () => {
    vi.mocked(ww.shareToExternalMoments).mockResolvedValueOnce({ errMsg: 'shareToExternalMoments:ok', errCode: 0 });
    const bridge = createRealBridge({ ui: makeUi() });
    const post = { text: { content: '续保季' }, attachments: [{ msgtype: 'image' as const, image: { imgUrl: 'https://img.example.com/1.png' } }] };
    await bridge.shareToExternalMoments(post);
    expect(vi.mocked(ww.shareToExternalMoments)).toHaveBeenCalledWith(post);
    vi.mocked(ww.shareToExternalMoments).mockRejectedValueOnce({ errMsg: 'shareToExternalMoments:cancel', errCode: -1 });
    const error = await bridge.shareToExternalMoments(post).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WecomError);
    expect((error as WecomError).cancelled).toBe(true);
    expect(WECOM_JS_API_LIST).toContain('shareToExternalMoments');
  });
});

describe('real bridge: closeWindow', () => {
  it('on failure shows the manual-close message after 1 s, not before', async () => {
    vi.useFakeTimers();
    vi.mocked(ww.closeWindow).mockRejectedValue({ errMsg: 'closeWindow:fail', errCode: -1 });
    const ui = makeUi();
    const result = await createRealBridge({ ui }).closeWindow();
    expect(result.closed).toBe(false);
    expect(ui.toast).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(ui.toast).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ui.toast).toHaveBeenCalledWith(CLOSE_WINDOW_FAILED_MESSAGE);
    expect(CLOSE_WINDOW_FAILED_MESSAGE).toBe('自动关闭页面失败，请手动关闭页面！');
  });

  it('prefers ui.alert for the manual-close message when the shell provides one', async () => {
    vi.useFakeTimers();
    vi.mocked(ww.closeWindow).mockRejectedValue({ errMsg: 'closeWindow:fail', errCode: -1 });
    const ui = { toast: vi.fn<(message: string) => void>(), alert: vi.fn<(message: string) => void>() };
    await createRealBridge({ ui }).closeWindow();
    vi.advanceTimersByTime(1000);
    expect(ui.alert).toHaveBeenCalledWith(CLOSE_WINDOW_FAILED_MESSAGE);
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('on success shows nothing', async () => {
    vi.useFakeTimers();
    vi.mocked(ww.closeWindow).mockResolvedValue({ errMsg: 'closeWindow:ok', errCode: 0 });
    const ui = makeUi();
    expect(await createRealBridge({ ui }).closeWindow()).toEqual({ closed: true });
    vi.advanceTimersByTime(5000);
    expect(ui.toast).not.toHaveBeenCalled();
  });
});

describe('getBridge', () => {
  afterEach(() => {
    setBridgeForTesting();
    vi.restoreAllMocks();
  });

  it('returns the real bridge inside WeCom', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0 wxwork/4.1.20');
    setBridgeForTesting();
    expect(getBridge().kind).toBe('real');
  });

  it('returns the simulator elsewhere and exposes window.__wecomSimulator', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome/120');
    setBridgeForTesting();
    expect(getBridge().kind).toBe('simulator');
    expect(window.__wecomSimulator?.context).toEqual({ entry: 'normal' });
  });
});
