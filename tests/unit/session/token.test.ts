import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_KEYS, decodeToken, getToken, getUserInfo, isTokenValid, LOCAL_KEYS, removeToken, setToken } from '@/session';
import { makeToken, USER_PAYLOAD } from './helpers/token';

beforeEach(() => {
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

const INFO = { userCode: '8000123', comId: '51000000', comCode: '51010000', systemRole: 'qyUser', mobile: '13800138000', userId: 'zhangsan' };

describe('token validity', () => {
  it('a token with three parts whose middle part base64url-decodes to JSON is valid', () => {
    expect(isTokenValid(makeToken(USER_PAYLOAD))).toBe(true);
  });

  it('the decoded info drops exp and iat', () => {
    expect(decodeToken(makeToken(USER_PAYLOAD))).toEqual(INFO);
  });

  it('base64url characters and Chinese claims decode', () => {
    const token = makeToken({ userName: '张三???>>>', userCode: 8000123 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeToken(token)).toEqual({ userName: '张三???>>>', userCode: '8000123' });
  });

  it.each([
    ['two parts', 'a.b'],
    ['four parts', `${makeToken(USER_PAYLOAD)}.x`],
    ['an empty middle', 'a..c'],
    ['a middle that is not base64url', 'a.%%%.c'],
    ['a middle that is not JSON', `a.${Buffer.from('not json').toString('base64url')}.c`],
    ['a middle that is a JSON string', `a.${Buffer.from('"x"').toString('base64url')}.c`],
  ])('a token with %s is invalid', (_name, token) => {
    expect(isTokenValid(token)).toBe(false);
  });

  it('an unknown systemRole is dropped', () => {
    expect(decodeToken(makeToken({ systemRole: 'admin' }))).toEqual({});
  });
});

describe('token storage', () => {
  it('setToken stores the token in local storage and the login cookie', () => {
    const token = makeToken(USER_PAYLOAD);
    expect(setToken(token)).toBe(true);
    expect(localStorage.getItem(LOCAL_KEYS.token)).toBe(token);
    expect(Cookies.get(COOKIE_KEYS.token)).toBe(token);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.userInfo) ?? '{}')).toEqual(INFO);
    expect(getToken()).toBe(token);
  });

  it('getToken falls back to the login cookie', () => {
    const token = makeToken(USER_PAYLOAD);
    Cookies.set(COOKIE_KEYS.token, token, { path: '/' });
    expect(getToken()).toBe(token);
  });

  it('removeToken clears the token, its info and the login, company-id and user-id cookies', () => {
    setToken(makeToken(USER_PAYLOAD));
    Cookies.set(COOKIE_KEYS.comId, '51000000', { path: '/' });
    Cookies.set(COOKIE_KEYS.userId, 'zhangsan', { path: '/' });
    Cookies.set(COOKIE_KEYS.debug, '1', { path: '/' });
    removeToken();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.userInfo)).toBeNull();
    expect(Cookies.get(COOKIE_KEYS.token)).toBeUndefined();
    expect(Cookies.get(COOKIE_KEYS.comId)).toBeUndefined();
    expect(Cookies.get(COOKIE_KEYS.userId)).toBeUndefined();
    expect(Cookies.get(COOKIE_KEYS.debug)).toBe('1');
  });

  it('setToken refuses an invalid token and clears the session', () => {
    setToken(makeToken(USER_PAYLOAD));
    expect(setToken('not-a-token')).toBe(false);
    expect(getToken()).toBeNull();
  });
});

describe('getUserInfo', () => {
  it('gives the info decoded from the token', () => {
    setToken(makeToken(USER_PAYLOAD));
    expect(getUserInfo()).toEqual(INFO);
  });

  it('an invalid token clears token and info', () => {
    localStorage.setItem(LOCAL_KEYS.token, 'x.y');
    localStorage.setItem(LOCAL_KEYS.userInfo, '{"userCode":"stale"}');
    Cookies.set(COOKIE_KEYS.token, 'x.y', { path: '/' });
    expect(getUserInfo()).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.token)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.userInfo)).toBeNull();
    expect(Cookies.get(COOKIE_KEYS.token)).toBeUndefined();
  });

  it('no token gives null', () => {
    expect(getUserInfo()).toBeNull();
  });
});
