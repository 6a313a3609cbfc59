/**
 * Page data sources through SWR: each `data.<name>` is one catalogue call keyed by call id plus
 * resolved params; paginated sources use useSWRInfinite. Loading, error and empty states are exposed
 * as `sources.<name>` for the runtime and widgets.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type Cache, type KeyedMutator } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { getIn, type ExprScope, type DataSourceSchema, userMessageOf } from '@/core';
import { arrivedAnswer, fetchSourceKey, markActive, sourceKey, resolveSource, takePrefetched, type Fetcher, type SourceKey } from './prefetchData';

/** Status of one source, as `sources.<name>` in expressions. */
export interface SourceStatus {
  loading: boolean;
  /**
   * A further page or a refresh is being fetched: paginated sources only (load more). A single
   * source reports false: reading SWR's `isValidating` would subscribe the page to every
   * background revalidation, a re-render when it starts and one when it ends (on a return to a
   * page with cached data, one per source in the frame before its first paint), even when the
   * answer equals what is shown.
   */
  validating: boolean;
  error: string | null;
  empty: boolean;
  /** Paginated sources only. */
  hasMore: boolean;
  total: number | null;
}

export interface SourceHandle {
  status: SourceStatus;
  data: unknown;
  refresh(): Promise<void>;
  loadMore(): void;
}

export type { Fetcher };

type Key = SourceKey;

const SWR_OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
} as const;

function useDebounced<T>(value: T, ms: number | undefined): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    if (!ms) {
      setV(value);
      return;
    }
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return ms ? v : value;
}

function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

/** Whether an SWR cache holds data for a source key (an earlier answer). */
export function cacheHolds(cache: Cache, key: SourceKey): boolean {
  return cache.get(unstable_serialize(key))?.data !== undefined;
}

/** One source; hook order is stable because a page's sources never change at run time. */
function useSource(def: DataSourceSchema, scope: ExprScope, fetcher: Fetcher): SourceHandle {
  const { enabled, params, body } = useMemo(() => resolveSource(def, scope), [def, scope]);
  const keyText = JSON.stringify([params, body ?? null]);
  const debouncedKey = useDebounced(keyText, def.debounceMs);
  const paginated = Boolean(def.paginate);
  const pg = def.paginate ?? {};
  const pageSize = pg.pageSize ?? 10;

  const [keyParams, keyBody] = useMemo(() => JSON.parse(debouncedKey) as [Record<string, unknown>, unknown], [debouncedKey]);
  // The first request's key (page 1 of a paginated source), as the page loader builds it too.
  const first = useMemo(() => (enabled ? sourceKey(def, keyParams, keyBody) : null), [enabled, def, keyParams, keyBody]);

  // Data SWR still holds for the key from an earlier visit: the first render shows it and SWR
  // revalidates it on mount (the app's page loader does not prefetch such a key).
  const { cache } = useSWRConfig();
  const [held] = useState(() => first !== null && cacheHolds(cache, first));
  // An answer the page loader prefetched that has already arrived is this mount's data: the first
  // render shows it (no loading state for a frame) and the mount does not ask again. It stands for
  // that key only, until the key first changes.
  const [arrived] = useState(() => (paginated || !first || held ? undefined : arrivedAnswer(first)));

  // The page loader may already have started this request (prefetchData.ts). SWR sends the mount's
  // revalidation of held data from an animation frame, before the frame that shows the page is
  // painted; sending takes a few milliseconds a request on a phone, so the first one waits for the
  // next task, after that paint.
  const deferFirst = useRef(held);
  const fetchKey = (key: Key): Promise<unknown> => {
    const prefetched = takePrefetched(key);
    if (prefetched) return prefetched;
    if (!deferFirst.current) return fetchSourceKey(key, fetcher);
    deferFirst.current = false;
    return new Promise((resolve) => setTimeout(resolve, 0)).then(() => fetchSourceKey(key, fetcher));
  };
  const arrivedKey = useRef(arrived ? first : null);
  if (arrivedKey.current && JSON.stringify(arrivedKey.current) !== JSON.stringify(first)) arrivedKey.current = null;
  const single = useSWR<unknown, unknown, Key | null>(paginated ? null : first, fetchKey, {
    ...SWR_OPTIONS,
    keepPreviousData: def.keepPrevious === true,
    ...(arrived ? { revalidateOnMount: false, fallbackData: arrivedKey.current === null ? undefined : arrived.value } : {}),
  });
  // Claimed once mounted, so a later mount of the key asks again. Put in SWR's cache like any
  // answer once the phone is idle, so the next visit finds it there (SWR sees the data it already
  // shows: no re-render). Not at mount: on a cold start that write cost the first paint about
  // 50 ms at 4x CPU. Only while the cache has nothing newer for the key.
  const { mutate: mutateSingle } = single;
  useEffect(() => {
    const key = arrivedKey.current;
    if (!key || !arrived) return;
    void takePrefetched(key);
    if (typeof requestIdleCallback !== 'function') return;
    requestIdleCallback(() => {
      if (!cacheHolds(cache, key)) void mutateSingle(arrived.value, { revalidate: false });
    });
    // On mount only, for the answer that mount showed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const infinite = useSWRInfinite<unknown, unknown>(
    (index: number, prev: unknown) => {
      if (!paginated || !enabled) return null;
      if (prev !== null && index > 0) {
        const rows = getIn(prev, pg.listPath ?? 'list');
        if (!Array.isArray(rows) || rows.length < pageSize) return null;
      }
      return sourceKey(def, keyParams, keyBody, index + 1);
    },
    (key: Key) => fetchKey(key),
    { ...SWR_OPTIONS, revalidateFirstPage: false },
  );
  // A return to the page refetches the pages it holds, after the paint: useSWRInfinite answers a
  // remount from its cache and never asks again (its revalidateOnMount is read from the fetcher of
  // the mount's render, which a re-render before SWR's deferred revalidation replaces), so a list
  // would still show, say, a message the user has just sent on another page as unsent.
  const { mutate: revalidatePages } = infinite;
  useEffect(() => {
    if (paginated && held) void revalidatePages();
    // On mount only: later key changes load their own pages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // While mounted, this source's first key is on screen: the page loader does not prefetch it.
  useEffect(() => (first ? markActive(first) : undefined), [first]);

  const mutateRef = useRef<KeyedMutator<unknown>>(single.mutate);
  mutateRef.current = single.mutate;

  return useMemo((): SourceHandle => {
    if (!paginated) {
      const error = single.error ? userMessageOf(single.error) : null;
      // SWR reports isLoading on a mount that revalidates data it holds with no record of a
      // finished request (data put in by mutate, as an arrived answer is): with the key's own data
      // there (not a previous key's, kept), the source is not loading.
      const hasData = def.keepPrevious !== true && single.data !== undefined;
      const loading = enabled && single.isLoading && !hasData;
      return {
        data: single.data,
        status: {
          loading,
          validating: false,
          error,
          empty: !loading && !error && isEmpty(single.data),
          hasMore: false,
          total: null,
        },
        refresh: async () => {
          await mutateRef.current();
        },
        loadMore: () => undefined,
      };
    }
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
    paginated, enabled, single.data, single.error, single.isLoading, def.keepPrevious,
    // useSWRInfinite returns a new object each render; depend on its parts, or the page's
    // data would change identity every render and re-render forever.
    infinite.data, infinite.error, infinite.isLoading, infinite.isValidating, infinite.size, infinite.mutate, infinite.setSize,
    pg.listPath, pg.totalPath, pageSize,
  ]);
}

export interface DataSourcesResult {
  data: Record<string, unknown>;
  sources: Record<string, SourceStatus>;
  handles: Record<string, SourceHandle>;
}

export function useDataSources(
  defs: Record<string, DataSourceSchema> | undefined,
  scope: ExprScope,
  fetcher: Fetcher,
): DataSourcesResult {
  const entries = useMemo(() => Object.entries(defs ?? {}), [defs]);
  const handles: Record<string, SourceHandle> = {};
  for (const [name, def] of entries) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a page's source list is fixed for its lifetime
    handles[name] = useSource(def, scope, fetcher);
  }
  const values = entries.map(([name]) => handles[name]);
  // Stable result while no source changed, so the page scope keeps its identity between renders.
  const memo = useRef<{ values: SourceHandle[]; result: DataSourcesResult } | null>(null);
  if (!memo.current || memo.current.values.length !== values.length || values.some((v, i) => v !== memo.current?.values[i])) {
    const data: Record<string, unknown> = {};
    const sources: Record<string, SourceStatus> = {};
    entries.forEach(([name], i) => {
      data[name] = values[i].data;
      sources[name] = values[i].status;
    });
    memo.current = { values, result: { data, sources, handles: Object.fromEntries(entries.map(([n], i) => [n, values[i]])) } };
  }
  return memo.current.result;
}
