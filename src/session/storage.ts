/**
 * Web Storage access that never throws. Private browsing, a full quota or a disabled storage
 * in an embedded web view must not break the app, so failures read as "absent".
 */

/** Which Web Storage: 'local' persists across visits, 'session' lives with the browser tab. */
export type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a string from local or session storage; null when absent or unavailable. */
export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a string; returns false when the storage refused it. */
export function writeStorage(kind: StorageKind, key: string, value: string): boolean {
  try {
    const storage = storageOf(kind);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; silently ignores an unavailable storage. */
export function removeStorage(kind: StorageKind, key: string): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to clean when the storage is unavailable.
  }
}
