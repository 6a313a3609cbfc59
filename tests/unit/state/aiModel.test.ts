import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

vi.mock('@/request', () => ({ request: vi.fn() }));

import { request } from '@/request';
import { LOCAL_KEYS } from '@/session/keys';
import { configureState, getAiModel, initAiModel, readBigModelFlag, reloadAiModel, setAiModel } from '@/state';

const requestMock = vi.mocked(request);
let ui: { toast: Mock<(message: string) => void> };

const loggedIn = async (): Promise<boolean> => true;
const fullAnswer = (bigModel: unknown) => ({ status: 0, statusText: 'ok', data: { data: { bigModel } } });

beforeEach(() => {
  localStorage.clear();
  reloadAiModel();
  requestMock.mockReset();
  ui = { toast: vi.fn<(message: string) => void>() };
  configureState({ ui });
});

describe('initAiModel', () => {
  it('is bigModel when the user’s bigModel flag is true', async () => {
    requestMock.mockResolvedValueOnce(fullAnswer(true));
    expect(await initAiModel({ waitForUser: loggedIn })).toBe('bigModel');
    expect(requestMock).toHaveBeenCalledWith('showAssistantByUser', { functionCodes: 'bigModel' });
    expect(getAiModel()).toBe('bigModel');
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.aiModel) ?? 'null')).toBe('bigModel');
  });

  it('is knowledgeBase when the flag is false or missing', async () => {
    requestMock.mockResolvedValueOnce(fullAnswer(false));
    expect(await initAiModel({ waitForUser: loggedIn })).toBe('knowledgeBase');
    requestMock.mockResolvedValueOnce({ status: 0, data: null });
    expect(await initAiModel({ waitForUser: loggedIn })).toBe('knowledgeBase');
  });

  it('is knowledgeBase when the user is not logged in in time, without asking the server', async () => {
    expect(await initAiModel({ waitForUser: async () => false })).toBe('knowledgeBase');
    expect(await initAiModel({ waitForUser: () => Promise.reject(new Error('timeout')) })).toBe('knowledgeBase');
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('is knowledgeBase on a request error, replacing an earlier bigModel', async () => {
    requestMock.mockResolvedValueOnce(fullAnswer(true));
    await initAiModel({ waitForUser: loggedIn });
    requestMock.mockRejectedValueOnce(new Error('服务异常！'));
    expect(await initAiModel({ waitForUser: loggedIn })).toBe('knowledgeBase');
    expect(getAiModel()).toBe('knowledgeBase');
  });

  it('does not override a choice the user made while it was waiting', async () => {
    let answer: (value: unknown) => void = () => undefined;
    requestMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const init = initAiModel({ waitForUser: loggedIn });
    await vi.waitFor(() => expect(requestMock).toHaveBeenCalledTimes(1));
    requestMock.mockResolvedValueOnce({});
    await setAiModel('bigModel');
    answer(fullAnswer(false));
    expect(await init).toBe('bigModel');
    expect(getAiModel()).toBe('bigModel');
  });

  it('reads the flag defensively', () => {
    expect(readBigModelFlag(fullAnswer(true))).toBe(true);
    expect(readBigModelFlag({ data: { bigModel: 'true' } })).toBe(true);
    expect(readBigModelFlag({ bigModel: '1' })).toBe(true);
    expect(readBigModelFlag(fullAnswer('false'))).toBe(false);
    expect(readBigModelFlag(undefined)).toBe(false);
    expect(readBigModelFlag('bigModel')).toBe(false);
  });
});

describe('setAiModel', () => {
  it('bigModel registers the user for the bigModel function', async () => {
    requestMock.mockResolvedValueOnce({});
    expect(await setAiModel('bigModel')).toBe(true);
    expect(requestMock).toHaveBeenCalledWith('insertWhiteListByFunc', { functionCode: 'bigModel', isUseLoginUserInfo: '1' });
    expect(getAiModel()).toBe('bigModel');
  });

  it('knowledgeBase deregisters', async () => {
    requestMock.mockResolvedValue({});
    await setAiModel('bigModel');
    expect(await setAiModel('knowledgeBase')).toBe(true);
    expect(requestMock).toHaveBeenLastCalledWith('invalidFunctionCode', { functionCode: 'bigModel' });
    expect(getAiModel()).toBe('knowledgeBase');
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.aiModel) ?? 'null')).toBe('knowledgeBase');
  });

  it('keeps the previous model and shows the Chinese message when the server refuses', async () => {
    requestMock.mockRejectedValueOnce(Object.assign(new Error('x'), { userMessage: '服务异常！' }));
    expect(await setAiModel('bigModel')).toBe(false);
    expect(getAiModel()).toBe('knowledgeBase');
    expect(ui.toast).toHaveBeenCalledWith('服务异常！');
  });
});
