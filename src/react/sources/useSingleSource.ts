/** A source with one request (no `paginate`), through useSWR; refresh asks its key again. */
import { useMemo, useRef } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { type DataSourceSchema, userMessageOf, type SourceKey } from '@/core';
import { SWR_OPTIONS, type SourceHandle } from './types';
import { useClaimArrived, type PrefetchHandOff } from './usePrefetchHandOff';

function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

/** `key` is null for a disabled source and for a paginated one (usePagedSource has it). */
export function useSingleSource(def: DataSourceSchema, key: SourceKey | null, enabled: boolean, handOff: PrefetchHandOff): SourceHandle {
  const { arrived, arrivedKey } = handOff;
  const single = useSWR<unknown, unknown, SourceKey | null>(key, handOff.fetchKey, {
    ...SWR_OPTIONS,
    keepPreviousData: def.keepPrevious === true,
    ...(arrived ? { revalidateOnMount: false, fallbackData: arrivedKey === null ? undefined : arrived.value } : {}),
  });
  useClaimArrived(handOff, single.mutate);

  const mutateRef = useRef<KeyedMutator<unknown>>(single.mutate);
  mutateRef.current = single.mutate;

  return useMemo((): SourceHandle => {
    const error = single.error ? userMessageOf(single.error) : null;
    // SWR reports isLoading on a mount that revalidates data it holds with no record of a
    // finished request (data put in by mutate, as an arrived answer is): with the key's own data
    // there (not a previous key's, kept), the source is not loading.
    const hasData = def.keepPrevious !== true && single.data !== undefined;
    const loading = enabled && single.isLoading && !hasData;
    return {
      data: single.data,
      status: { loading, validating: false, error, empty: !loading && !error && isEmpty(single.data), hasMore: false, total: null },
      refresh: async () => {
        await mutateRef.current();
      },
      loadMore: () => undefined,
    };
  }, [enabled, single.data, single.error, single.isLoading, def.keepPrevious]);
}
