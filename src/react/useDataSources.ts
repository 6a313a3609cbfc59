/**
 * Page data sources through SWR: each `data.<name>` is one catalogue call keyed by call id plus
 * resolved params. Loading, error and empty states are exposed as `sources.<name>` for the runtime
 * and widgets. One source is composed of one small hook per mechanism (src/react/sources/):
 * its key from the scope (useSourceKey), the hand-off from the page loader's prefetch and SWR's
 * cache (usePrefetchHandOff), a single request (useSingleSource) or pages (usePagedSource), and
 * its key marked on screen and kept on the device (useSourceOnDevice).
 */
import { useMemo, useRef } from 'react';
import type { ExprScope, DataSourceSchema, Fetcher } from '@/core';
import type { SourceHandle, SourceStatus } from './sources/types';
import { useSourceKey } from './sources/useSourceKey';
import { usePrefetchHandOff } from './sources/usePrefetchHandOff';
import { useSingleSource } from './sources/useSingleSource';
import { usePagedSource } from './sources/usePagedSource';
import { useMarkActive, usePersistSource } from './sources/useSourceOnDevice';

export type { SourceHandle, SourceStatus } from './sources/types';
export { cacheHolds } from './sources/usePrefetchHandOff';
export type { Fetcher };

/** One source; hook order is stable because a page's sources never change at run time. */
function useSource(def: DataSourceSchema, scope: ExprScope, fetcher: Fetcher): SourceHandle {
  const key = useSourceKey(def, scope);
  const paginated = Boolean(def.paginate);
  const handOff = usePrefetchHandOff(key.first, paginated, fetcher);
  // Both hooks run for every source (hook order); the one that does not apply sends nothing.
  const single = useSingleSource(def, paginated ? null : key.first, key.enabled, handOff);
  const paged = usePagedSource(def, paginated, key, handOff);
  useMarkActive(key.first);
  usePersistSource(def.persist === true, key.first, paginated, handOff.cache);
  return paginated ? paged : single;
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
