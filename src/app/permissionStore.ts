/**
 * The permission gate's results kept on the device (spec/calls.md 4: permission results are
 * cached; the generic cache entry's default validity, 30 minutes, applies): a signed cache entry
 * with the session's fingerprint, so a second open of the app within the window passes the gate
 * without a request, and a new login, token or comId finds nothing. The gate reads synchronously;
 * {@link refreshStoredPermissions} loads the stored copy before each check.
 */
import type { GateUser, PermissionCheckId, PermissionResult, PermissionResultStore, StoredResults } from '@/router';
import { DEFAULT_CACHE_MS, readCacheEntry, removeCache, writeCache, type CacheEntry } from '@/request';
import { LOCAL_KEYS, onSessionOwnerChange, sessionOwner } from '@/session';

interface Kept {
  owner: string;
  userCode: string;
  results: StoredResults;
}

let copy: CacheEntry<Kept> | null = null;

function isKept(value: unknown): value is Kept {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Kept>;
  return typeof v.owner === 'string' && typeof v.userCode === 'string' && typeof v.results === 'object' && v.results !== null;
}

/** Loads the stored entry (signature and validity checked) into the synchronous copy. */
export async function refreshStoredPermissions(): Promise<void> {
  const entry = await readCacheEntry<unknown>(LOCAL_KEYS.permissionResults);
  copy = entry && isKept(entry.data) ? (entry as CacheEntry<Kept>) : null;
}

function current(user: GateUser): Kept | null {
  const owner = sessionOwner();
  if (!copy || !owner || copy.data.owner !== owner || copy.data.userCode !== user.userCode) return null;
  if (typeof copy.validTime === 'number' && Date.now() >= copy.validTime) return null;
  return copy.data;
}

type Window = { createTime: number; validTime: number | null | '' };

/** Stores the results; the entry keeps the window of its first result (never kept past 30 minutes). */
function save(data: Kept, window: Window): void {
  const pending: CacheEntry<Kept> = { data, ...window, signature: '' };
  copy = pending;
  writeCache(LOCAL_KEYS.permissionResults, data, { window })
    .then((entry) => {
      if (copy === pending) copy = entry;
    })
    .catch((error: unknown) => console.warn('[permission] keeping the results failed', error));
}

function windowOf(entry: CacheEntry<Kept> | null): Window {
  if (entry) return { createTime: entry.createTime, validTime: entry.validTime };
  const now = Date.now();
  return { createTime: now, validTime: now + DEFAULT_CACHE_MS };
}

export const permissionStore: PermissionResultStore = {
  read: (user) => current(user)?.results ?? {},
  write: (user, id: PermissionCheckId, result: PermissionResult) => {
    const owner = sessionOwner();
    if (!owner) return;
    const kept = current(user);
    save({ owner, userCode: user.userCode, results: { ...(kept?.results ?? {}), [id]: result } }, windowOf(kept ? copy : null));
  },
  remove: (id) => {
    if (id && copy) {
      const rest = Object.fromEntries(Object.entries(copy.data.results).filter(([check]) => check !== id));
      save({ ...copy.data, results: rest }, windowOf(copy));
      return;
    }
    copy = null;
    removeCache(LOCAL_KEYS.permissionResults);
  },
};

// A logout, a new login or token and another comId leave nothing of the previous session behind
// (a read would not use it anyway: the entry names its session).
onSessionOwnerChange(() => permissionStore.remove());
