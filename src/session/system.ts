import { LOCAL_KEYS, SESSION_KEYS } from './keys';
import { readStorage, removeStorage, writeStorage } from './storage';
import { sessionOwnerMayHaveChanged } from './owner';

/**
 * How the app was opened: '1' provincial native WeChat, '2' headquarters WeCom
 * (spec/product.md 9: appType values are 1 and 2).
 */
export type AppType = '1' | '2';

/** Narrows a query value to an {@link AppType}. */
export function isAppType(value: unknown): value is AppType {
  return value === '1' || value === '2';
}

/** The system province id (8 digits, e.g. '51000000'), from local storage. */
export function getSystemComId(): string | null {
  return readStorage('local', LOCAL_KEYS.systemComId);
}

/** Stores the system province id; an empty value removes it. */
export function setSystemComId(comId: string | null): void {
  if (comId) writeStorage('local', LOCAL_KEYS.systemComId, comId);
  else removeStorage('local', LOCAL_KEYS.systemComId);
  sessionOwnerMayHaveChanged();
}

/** The app type of this browser tab (session storage); null when absent or unknown. */
export function getAppType(): AppType | null {
  const value = readStorage('session', SESSION_KEYS.appType);
  return isAppType(value) ? value : null;
}

/** Stores the app type for this browser tab; null removes it. */
export function setAppType(appType: AppType | null): void {
  if (appType) writeStorage('session', SESSION_KEYS.appType, appType);
  else removeStorage('session', SESSION_KEYS.appType);
}
