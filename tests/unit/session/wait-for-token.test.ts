import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS, setToken, waitForToken } from '@/session';
import { makeToken, USER_PAYLOAD } from './helpers/token';

beforeEach(() => {
  localStorage.clear();
  document.cookie.split(';').forEach((part) => {
    document.cookie = `${part.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function track(promise: Promise<string | null>): { value: () => string | null | undefined } {
  let value: string | null | undefined;
  void promise.then((v) => {
    value = v;
  });
  return { value: () => value };
}

describe('waitForToken', () => {
  it('resolves at once when a token is already there', async () => {
    const token = makeToken(USER_PAYLOAD);
    setToken(token);
    await expect(waitForToken()).resolves.toBe(token);
  });

  it('waitForToken checks every 1 s and resolves when the token appears', async () => {
    const token = makeToken(USER_PAYLOAD);
    const wait = track(waitForToken());
    await vi.advanceTimersByTimeAsync(2999);
    setToken(token);
    expect(wait.value()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.value()).toBe(token);
  });

  it('waitForToken gives up with null after 10 tries of 1 s', async () => {
    const wait = track(waitForToken());
    await vi.advanceTimersByTimeAsync(9999);
    expect(wait.value()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.value()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an invalid token does not count', async () => {
    localStorage.setItem(LOCAL_KEYS.token, 'not.valid');
    const wait = track(waitForToken({ intervalMs: 100, tries: 2 }));
    await vi.advanceTimersByTimeAsync(200);
    expect(wait.value()).toBeNull();
  });
});
