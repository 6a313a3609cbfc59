/** Session: login token, decoded user, system company id, app type and storage keys. */
export { COOKIE_KEYS, LOCAL_KEYS, SESSION_KEYS } from './keys';
export { readStorage, writeStorage, removeStorage } from './storage';
export type { StorageKind } from './storage';
export { decodeToken, isTokenValid } from './userInfo';
export type { UserInfo } from './userInfo';
export { getToken, setToken, removeToken, getUserInfo } from './token';
export { waitForToken } from './waitForToken';
export type { WaitForTokenOptions } from './waitForToken';
export { getSystemComId, setSystemComId, getAppType, setAppType, isAppType } from './system';
export type { AppType } from './system';
export { sessionOwner, onSessionOwnerChange } from './owner';
