/**
 * The hand-off from the page loader's prefetch (src/core/prefetchData.ts) and from SWR's cache to
 * a mounting source: which request it sends, and what its first render shows.
 */
import { useEffect, useRef, useState } from 'react';
import { unstable_serialize, useSWRConfig, type Cache, type KeyedMutator } from 'swr';
import { arrivedAnswer, fetchSourceKey, takePrefetched, type Answer, type Fetcher, type SourceKey } from '@/core';

/** Whether an SWR cache holds data for a source key (an earlier answer). */
export function cacheHolds(cache: Cache, key: SourceKey): boolean {
  return cache.get(unstable_serialize(key))?.data !== undefined;
}

export interface PrefetchHandOff {
  /** SWR's cache, which held data for the first key when the source mounted or not. */
  cache: Cache;
  held: boolean;
  /** A prefetched answer that had arrived when the source mounted (single sources only). */
  arrived: Answer | undefined;
  /** The first key while it is the one `arrived` answers; null once the key changed. */
  arrivedKey: SourceKey | null;
  /** SWR's fetcher for the source: a prefetched answer if one waits, else a request. */
  fetchKey(key: SourceKey): Promise<unknown>;
}

export function usePrefetchHandOff(first: SourceKey | null, paginated: boolean, fetcher: Fetcher): PrefetchHandOff {
  // Data SWR still holds for the key from an earlier visit: the first render shows it and SWR
  // revalidates it on mount (the app's page loader does not prefetch such a key).
  const { cache } = useSWRConfig();
  const [held] = useState(() => first !== null && cacheHolds(cache, first));
  // An answer the page loader prefetched that has already arrived is this mount's data: the first
  // render shows it (no loading state for a frame) and the mount does not ask again. It stands for
  // that key only, until the key first changes.
  const [arrived] = useState(() => (paginated || !first || held ? undefined : arrivedAnswer(first)));

  // The page loader may already have started this request. SWR sends the mount's revalidation of
  // held data from an animation frame, before the frame that shows the page is painted; sending
  // takes a few milliseconds a request on a phone, so the first one waits for the next task, after
  // that paint.
  const deferFirst = useRef(held);
  const fetchKey = (key: SourceKey): Promise<unknown> => {
    const prefetched = takePrefetched(key);
    if (prefetched) return prefetched;
    if (!deferFirst.current) return fetchSourceKey(key, fetcher);
    deferFirst.current = false;
    return new Promise((resolve) => setTimeout(resolve, 0)).then(() => fetchSourceKey(key, fetcher));
  };
  const arrivedKey = useRef(arrived ? first : null);
  if (arrivedKey.current && JSON.stringify(arrivedKey.current) !== JSON.stringify(first)) arrivedKey.current = null;
  return { cache, held, arrived, arrivedKey: arrivedKey.current, fetchKey };
}

/**
 * The arrived answer is claimed once mounted, so a later mount of the key asks again. Put in SWR's
 * cache like any answer once the phone is idle, so the next visit finds it there (SWR sees the
 * data it already shows: no re-render). Not at mount: on a cold start that write cost the first
 * paint about 50 ms at 4x CPU. Only while the cache has nothing newer for the key.
 */
export function useClaimArrived({ cache, arrived, arrivedKey }: PrefetchHandOff, mutate: KeyedMutator<unknown>): void {
  useEffect(() => {
    const key = arrivedKey;
    if (!key || !arrived) return;
    void takePrefetched(key);
    if (typeof requestIdleCallback !== 'function') return;
    requestIdleCallback(() => {
      if (!cacheHolds(cache, key)) void mutate(arrived.value, { revalidate: false });
    });
    // On mount only, for the answer that mount showed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
