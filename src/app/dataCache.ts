/**
 * The app's SWR cache: the data every page source shows, by SWR key. The app owns it (SWR's
 * provider option) instead of using SWR's global default, so the page loader can tell, before a
 * page mounts, which of its sources already have data to show; and it keeps what pages mark
 * `persist` on the device for the session's next open (src/react/persistedCache.ts).
 */
import type { Cache } from 'swr';
import type { SourceKey } from '@/core';
import { cacheHolds, createPersistedCache } from '@/react';
import { LOCAL_KEYS, onSessionOwnerChange, sessionOwner } from '@/session';

/** A data cache with the current session's kept answers in it (one per app; tests make their own). */
export function createDataCache(): Cache {
  return createPersistedCache({
    storage: () => {
      try {
        return globalThis.localStorage;
      } catch {
        return null;
      }
    },
    storageKey: LOCAL_KEYS.persistedData,
    owner: sessionOwner,
    onOwnerChange: (listener) => {
      onSessionOwnerChange(listener);
    },
    now: () => Date.now(),
  });
}

export const dataCache: Cache = createDataCache();

/** Whether the cache holds data for a source key (an earlier visit's answer). */
export function holdsData(key: SourceKey): boolean {
  return cacheHolds(dataCache, key);
}
