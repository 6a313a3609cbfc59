import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRequest, request, RequestError } from '@/request';
import { FIXTURE_APIS } from './helpers/fixtures';
import { freshServerEachTest } from './helpers/state';
import { empty, json, raw } from './helpers/server';
import { settle, track, untilTimerScheduled } from './helpers/timers';

const server = freshServerEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('request errors', () => {
  it('an unknown id throws a developer error naming the id', async () => {
    await expect(request('noSuchCall')).rejects.toThrow(/noSuchCall/);
    await expect(request('noSuchCall')).rejects.not.toBeInstanceOf(RequestError);
  });

  it('an HTTP error without a body gives 服务异常！', async () => {
    server.on('/wecom/api/current.do', empty(502));
    await expect(request('current')).rejects.toMatchObject({ kind: 'http', userMessage: '服务异常！', httpStatus: 502 });
  });

  it('an HTTP error with a message body gives that message', async () => {
    server.on('/wecom/api/current.do', json({ status: 500, statusText: '服务繁忙' }, { status: 500 }));
    await expect(request('current')).rejects.toMatchObject({ kind: 'http', userMessage: '服务繁忙', httpStatus: 500 });
  });

  it('an HTTP error with an empty text body gives 服务异常！', async () => {
    server.on('/wecom/api/current.do', raw('', { 'content-type': 'text/plain' }, 500));
    await expect(request('current')).rejects.toMatchObject({ userMessage: '服务异常！' });
  });

  it.each([
    // The FIXTURE_APIS call `current` has no timeoutMs of its own; `slow` has 50 ms.
    ['a rejection without a message gives 请求超时，请重试 (the 60 s default timeout elapsed)', 'current', 60_000],
    ['a per-call timeoutMs replaces the 60 s default', 'slow', 50],
  ])('%s', async (_, api, timeoutMs) => {
    server.on(`/wecom/api/${api}.do`, () => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const call = track(request(api));
      await untilTimerScheduled();
      vi.advanceTimersByTime(timeoutMs - 1);
      await settle();
      expect(call.settled()).toBe(false);
      vi.advanceTimersByTime(1);
      await expect(call.outcome).resolves.toMatchObject({ kind: 'timeout', userMessage: '请求超时，请重试' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a rejection without a message gives 请求超时，请重试 (network failure)', async () => {
    configureRequest({ apis: FIXTURE_APIS, baseURL: 'http://127.0.0.1:1' });
    await expect(request('current')).rejects.toMatchObject({ kind: 'network', userMessage: '请求超时，请重试' });
  });

  it('an aborted call rejects as cancelled', async () => {
    server.on('/wecom/api/current.do', () => undefined);
    const controller = new AbortController();
    const call = request('current', {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('handleError rejects with the full body', async () => {
    const body = { status: 3, statusText: '校验失败', data: { field: 'mobile' } };
    server.on('/wecom/api/current.do', json(body));
    await expect(request('current', {}, { handleError: true })).rejects.toEqual(body);
  });

  it('handleError from the catalogue rejects with the full body', async () => {
    const body = { msg: 'fail', errorMsg: '短信验证码错误' };
    server.on('/wecom/api/strict.do', json(body));
    await expect(request('strict')).rejects.toEqual(body);
  });

  it('handleError still rejects with a RequestError when there is no body', async () => {
    server.on('/wecom/api/strict.do', empty(500));
    await expect(request('strict')).rejects.toBeInstanceOf(RequestError);
  });

  it('emptyListOnError resolves [] on failure', async () => {
    server.on('/wecom/api/tradeStatusReason.do', json({ status: 1, statusText: '失败' }));
    await expect(request('tradeStatusReason')).resolves.toEqual([]);
    server.on('/wecom/api/tradeStatusReason.do', empty(500));
    await expect(request('tradeStatusReason')).resolves.toEqual([]);
  });

  it('fallbackOnError resolves the fallback value on failure', async () => {
    server.on('/wecom/api/getMpPowerCode.do', empty(500));
    await expect(request('getMpPowerCode')).resolves.toBe('0');
  });

  it('fallbackOnError does not touch a success', async () => {
    server.on('/wecom/api/getMpPowerCode.do', json({ status: 0, data: '1' }));
    await expect(request('getMpPowerCode')).resolves.toBe('1');
  });
});
