/**
 * The app's SWR cache: the data every page source shows, by SWR key. The app owns it (SWR's
 * provider option) instead of using SWR's global default, so the page loader can tell, before a
 * page mounts, which of its sources already have data to show.
 */
import type { Cache } from 'swr';
import { type SourceKey, cacheHolds } from '@/react';

export const dataCache: Cache = new Map();

/** Whether the cache holds data for a source key (an earlier visit's answer). */
export function holdsData(key: SourceKey): boolean {
  return cacheHolds(dataCache, key);
}
