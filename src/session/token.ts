import Cookies from 'js-cookie';
import { COOKIE_KEYS, LOCAL_KEYS } from './keys';
import { readStorage, removeStorage, writeStorage } from './storage';
import { decodeToken, type UserInfo } from './userInfo';
import { sessionOwnerMayHaveChanged } from './owner';

const COOKIE_OPTIONS = { path: '/' } as const;

/** The login token: local storage first, then the login cookie (set by a server redirect). */
export function getToken(): string | null {
  const stored = readStorage('local', LOCAL_KEYS.token);
  if (stored) return stored;
  return Cookies.get(COOKIE_KEYS.token) || null;
}

/**
 * Stores a token in local storage and the login cookie, with its decoded info.
 * An invalid token is not stored: the session is cleared instead and false is returned.
 */
export function setToken(token: string): boolean {
  const info = decodeToken(token);
  if (!info) {
    removeToken();
    return false;
  }
  writeStorage('local', LOCAL_KEYS.token, token);
  writeStorage('local', LOCAL_KEYS.userInfo, JSON.stringify(info));
  Cookies.set(COOKIE_KEYS.token, token, COOKIE_OPTIONS);
  sessionOwnerMayHaveChanged();
  return true;
}

/** Ends the session: token and info, and the login, company-id and user-id cookies. */
export function removeToken(): void {
  removeStorage('local', LOCAL_KEYS.token);
  removeStorage('local', LOCAL_KEYS.userInfo);
  for (const key of [COOKIE_KEYS.token, COOKIE_KEYS.comId, COOKIE_KEYS.userId]) {
    Cookies.remove(key, COOKIE_OPTIONS);
  }
  sessionOwnerMayHaveChanged();
}

/**
 * The user decoded from the current token. No token gives null; an invalid token clears the
 * token and its info, then gives null.
 */
export function getUserInfo(): UserInfo | null {
  const token = getToken();
  if (!token) {
    removeStorage('local', LOCAL_KEYS.userInfo);
    return null;
  }
  const info = decodeToken(token);
  if (!info) {
    removeToken();
    return null;
  }
  return info;
}
