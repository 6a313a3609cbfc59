import Cookies from 'js-cookie';
import type { AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/request';
import { COOKIE_KEYS, getToken, removeToken, setToken } from '@/session';
import { makeToken, USER_PAYLOAD } from '../session/helpers/token';
import { freshState } from './helpers/state';
import { json, serverForFile } from './helpers/server';

const server = serverForFile();
let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  ({ reload } = freshState(server));
  setToken(makeToken(USER_PAYLOAD));
  Cookies.set(COOKIE_KEYS.comId, '51000000', { path: '/' });
  Cookies.set(COOKIE_KEYS.userId, 'zhangsan', { path: '/' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const EXPIRED = { status: 16, statusText: '会话超时', data: null };

describe('session expiry (status 16)', () => {
  it('status 16 removes the token and its cookies and reloads after 0.8 s', async () => {
    server.on('/wecom/api/current.do', json(EXPIRED));
    await expect(request('current')).rejects.toMatchObject({ kind: 'expired', status: 16, userMessage: '会话超时' });
    expect(getToken()).toBeNull();
    expect(Cookies.get(COOKIE_KEYS.token)).toBeUndefined();
    expect(Cookies.get(COOKIE_KEYS.comId)).toBeUndefined();
    expect(Cookies.get(COOKIE_KEYS.userId)).toBeUndefined();
    vi.advanceTimersByTime(799);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('several expired calls at once reload the page once', async () => {
    server.on('/wecom/api/current.do', json(EXPIRED));
    await Promise.allSettled([request('current'), request('current'), request('current')]);
    vi.advanceTimersByTime(800);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after 退出登录 on this device, a late status 16 of the old session does not reload the login page', async () => {
    server.on('/wecom/api/current.do', json(EXPIRED));
    removeToken();
    await expect(request('current')).rejects.toMatchObject({ kind: 'expired', status: 16 });
    vi.advanceTimersByTime(2000);
    expect(reload).not.toHaveBeenCalled();
    // Logged in again, a session that times out reloads as before.
    setToken(makeToken(USER_PAYLOAD));
    await expect(request('current')).rejects.toMatchObject({ kind: 'expired' });
    expect(getToken()).toBeNull();
    vi.advanceTimersByTime(800);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without a session there is nothing to end: no reload, the call fails with its message', async () => {
    removeToken();
    server.on('/wecom/api/current.do', json(EXPIRED));
    await expect(request('current')).rejects.toMatchObject({ kind: 'expired', userMessage: '会话超时' });
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a new configuration (the request layer set up again) forgets the reload the old one scheduled', async () => {
    server.on('/wecom/api/current.do', json(EXPIRED));
    await expect(request('current')).rejects.toMatchObject({ kind: 'expired' });
    // Before the reload, the request layer is configured again and a new session expires.
    ({ reload } = freshState(server));
    server.on('/wecom/api/current.do', json(EXPIRED));
    setToken(makeToken(USER_PAYLOAD));
    await expect(request('current')).rejects.toMatchObject({ kind: 'expired' });
    expect(getToken()).toBeNull();
    vi.advanceTimersByTime(800);
    expect(reload).toHaveBeenCalled();
  });

  it('after the one reload (no token any more), a second status 16 does not reload again', async () => {
    server.on('/wecom/api/current.do', json(EXPIRED));
    await expect(request('current')).rejects.toMatchObject({ kind: 'expired' });
    vi.advanceTimersByTime(800);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page (same storage, no token) makes its calls again.
    await expect(request('current')).rejects.toMatchObject({ kind: 'expired' });
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('status 16 is also recognised as a string', async () => {
    server.on('/wecom/api/current.do', json({ status: '16', statusText: '' }));
    await expect(request('current')).rejects.toMatchObject({ kind: 'expired', userMessage: '登录已过期，请重新登录' });
    expect(getToken()).toBeNull();
  });

  it('status 16 in an HTTP error body also ends the session', async () => {
    server.on('/wecom/api/current.do', json(EXPIRED, { status: 401 }));
    await expect(request('current')).rejects.toMatchObject({ kind: 'expired', httpStatus: 401 });
    expect(getToken()).toBeNull();
  });

  it('status 16 ends the session even for emptyListOnError calls', async () => {
    server.on('/wecom/api/tradeStatusReason.do', json(EXPIRED));
    await expect(request('tradeStatusReason')).rejects.toMatchObject({ kind: 'expired' });
    expect(getToken()).toBeNull();
  });

  it('status 16 ends the session for raw answers too', async () => {
    server.on('/wecom/api/current.do', json(EXPIRED));
    await expect(request('current', {}, { handleResponse: true })).rejects.toMatchObject({ kind: 'expired' });
    expect(getToken()).toBeNull();
  });

  it('notCheckLogout keeps the session: status 16 is an ordinary failure', async () => {
    server.on('/wecom/api/current.do', json(EXPIRED));
    await expect(request('current', {}, { notCheckLogout: true })).rejects.toMatchObject({ kind: 'answer', userMessage: '会话超时' });
    expect(getToken()).not.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('notCheckLogout from the catalogue keeps the session', async () => {
    server.on('/wecom/api/quiet.do', json(EXPIRED));
    await expect(request('quiet')).rejects.toMatchObject({ kind: 'answer' });
    expect(getToken()).not.toBeNull();
  });

  it('notCheckLogout with handleResponse resolves with the raw response', async () => {
    server.on('/wecom/api/current.do', json(EXPIRED));
    const response = await request<AxiosResponse>('current', {}, { handleResponse: true, notCheckLogout: true });
    expect(response.data).toEqual(EXPIRED);
    expect(getToken()).not.toBeNull();
  });
});
