/**
 * Where a mounted source's key is recorded outside the page: marked active while on screen (the
 * page loader does not prefetch it then), and kept on the device when the source is `persist`.
 */
import { useEffect } from 'react';
import { unstable_serialize, type Cache } from 'swr';
import { unstable_serialize as infiniteKeyOf } from 'swr/infinite';
import { markActive, type SourceKey } from '@/core';
import { persistKey } from '@/react/persistedCache';

/** While mounted, this source's first key is on screen: the page loader does not prefetch it. */
export function useMarkActive(first: SourceKey | null): void {
  useEffect(() => (first ? markActive(first) : undefined), [first]);
}

/**
 * A source the page marks `persist` keeps its answer on the device (when the app's cache does),
 * for the next open to show at once: a paginated source its first page.
 */
export function usePersistSource(persist: boolean, first: SourceKey | null, paginated: boolean, cache: Cache): void {
  useEffect(() => {
    if (!persist || !first) return;
    persistKey(cache, unstable_serialize(first));
    if (paginated) persistKey(cache, infiniteKeyOf((index: number) => (index === 0 ? first : null)), { firstPage: true });
  }, [persist, first, paginated, cache]);
}
