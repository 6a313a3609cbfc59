/**
 * A paginated source (`paginate`), through useSWRInfinite: its rows across the pages loaded,
 * load more, and a return to the page refetching what it holds.
 */
import { useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { getIn, type DataSourceSchema, userMessageOf, sourceKey, type SourceKey } from '@/core';
import { SWR_OPTIONS, type SourceHandle } from './types';
import type { ResolvedSourceKey } from './useSourceKey';
import { cacheHolds, type PrefetchHandOff } from './usePrefetchHandOff';

/** `active` is false for a source without `paginate` (the hook is called all the same: hook order). */
export function usePagedSource(def: DataSourceSchema, active: boolean, { enabled, first, keyParams, keyBody }: ResolvedSourceKey, handOff: PrefetchHandOff): SourceHandle {
  const pg = def.paginate ?? {};
  const pageSize = pg.pageSize ?? 10;
  // Whether SWR held data for the first key this mount has, from an earlier visit: decided in the
  // render that first has it, before this mount's own request can put its answer there.
  const firstHeld = useRef<boolean | null>(null);
  if (firstHeld.current === null && first !== null) firstHeld.current = cacheHolds(handOff.cache, first);
  const infinite = useSWRInfinite<unknown, unknown>(
    (index: number, prev: unknown) => {
      if (!active || !enabled) return null;
      if (prev !== null && index > 0) {
        const rows = getIn(prev, pg.listPath ?? 'list');
        if (!Array.isArray(rows) || rows.length < pageSize) return null;
      }
      return sourceKey(def, keyParams, keyBody, index + 1);
    },
    (key: SourceKey) => handOff.fetchKey(key),
    { ...SWR_OPTIONS, revalidateFirstPage: false },
  );
  // A return to the page refetches the pages it holds, after the paint: useSWRInfinite answers a
  // remount from its cache and never asks again (its revalidateOnMount is read from the fetcher of
  // the mount's render, which a re-render before SWR's deferred revalidation replaces), so a list
  // would still show, say, a message the user has just sent on another page as unsent.
  // The first key may come a render after the mount: sources see the data of the previous render,
  // so a list that waits for another source (a permission) has none on the first render of a visit.
  const { mutate: revalidatePages } = infinite;
  const revalidated = useRef(false);
  useEffect(() => {
    if (!active || !firstHeld.current || revalidated.current) return;
    revalidated.current = true;
    void revalidatePages();
    // Once, for the first key: later key changes load their own pages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first]);

  return useMemo((): SourceHandle => {
    const pages = infinite.data ?? [];
    const list = pages.flatMap((pgData) => {
      const rows = getIn(pgData, pg.listPath ?? 'list');
      return Array.isArray(rows) ? rows : [];
    });
    const lastRows = pages.length ? getIn(pages[pages.length - 1], pg.listPath ?? 'list') : null;
    const totalRaw = pages.length ? getIn(pages[0], pg.totalPath ?? 'total') : null;
    const total = typeof totalRaw === 'number' ? totalRaw : totalRaw === null || totalRaw === undefined ? null : Number(totalRaw);
    const hasMore = pages.length > 0 && Array.isArray(lastRows) && lastRows.length >= pageSize && (total === null || list.length < total);
    const error = infinite.error ? userMessageOf(infinite.error) : null;
    const loading = enabled && infinite.isLoading;
    return {
      data: { list, total, pages: pages.length },
      status: { loading, validating: infinite.isValidating, error, empty: !loading && !error && list.length === 0, hasMore, total },
      refresh: async () => {
        await infinite.mutate();
      },
      loadMore: () => {
        if (!infinite.isValidating) void infinite.setSize((n) => n + 1);
      },
    };
  }, [
    enabled,
    // useSWRInfinite returns a new object each render; depend on its parts, or the page's
    // data would change identity every render and re-render forever.
    infinite.data, infinite.error, infinite.isLoading, infinite.isValidating, infinite.size, infinite.mutate, infinite.setSize,
    pg.listPath, pg.totalPath, pageSize,
  ]);
}
