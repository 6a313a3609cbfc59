/**
 * A source's dependencies: its `when`, `params` and `data` resolved against the page scope (which
 * holds the other sources' answers of the previous render), debounced by `debounceMs`, as the key
 * of its first request, the one the page loader prefetches too.
 */
import { useEffect, useMemo, useState } from 'react';
import { type ExprScope, type DataSourceSchema, resolveSource, sourceKey, type SourceKey } from '@/core';

export interface ResolvedSourceKey {
  enabled: boolean;
  /** The first request's key (page 1 of a paginated source); null while the source is disabled. */
  first: SourceKey | null;
  keyParams: Record<string, unknown>;
  keyBody: unknown;
}

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

export function useSourceKey(def: DataSourceSchema, scope: ExprScope): ResolvedSourceKey {
  const { enabled, params, body } = useMemo(() => resolveSource(def, scope), [def, scope]);
  const keyText = JSON.stringify([params, body ?? null]);
  const debouncedKey = useDebounced(keyText, def.debounceMs);
  const [keyParams, keyBody] = useMemo(() => JSON.parse(debouncedKey) as [Record<string, unknown>, unknown], [debouncedKey]);
  // The first request's key (page 1 of a paginated source), as the page loader builds it too.
  const first = useMemo(() => (enabled ? sourceKey(def, keyParams, keyBody) : null), [enabled, def, keyParams, keyBody]);
  return { enabled, first, keyParams, keyBody };
}
