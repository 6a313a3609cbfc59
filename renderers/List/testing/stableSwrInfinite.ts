/**
 * TEST-ONLY workaround for a runtime bug (src/react/useDataSources.ts, reported to the lead): the
 * handle's useMemo lists the object useSWRInfinite returns, which SWR builds anew on every render,
 * so any page with a data source renders forever (handle changes → data changes → setSourceData →
 * render …). This wrapper returns the previous result object while its data, error, loading,
 * validating and size are unchanged — what the runtime assumes. In a test file:
 *
 *   vi.mock('swr/infinite', async (importOriginal) => {
 *     const { stabiliseModule } = await import('../List/testing/stableSwrInfinite');
 *     return stabiliseModule(await importOriginal<{ default: unknown }>());
 *   });
 *
 * Delete once useDataSources depends on the result's fields instead of its identity.
 */
import { useRef } from 'react';
import type { SWRInfiniteResponse } from 'swr/infinite';

type Hook = (...args: unknown[]) => SWRInfiniteResponse;

function stabilise(hook: Hook): Hook {
  return function useStableSWRInfinite(...args: unknown[]): SWRInfiniteResponse {
    const r = hook(...args);
    const keys = [r.data, r.error, r.isLoading, r.isValidating, r.size];
    const last = useRef<{ r: SWRInfiniteResponse; keys: unknown[] } | null>(null);
    if (!last.current || keys.some((k, i) => k !== last.current?.keys[i])) last.current = { r, keys };
    return last.current.r;
  };
}

export function stabiliseModule<M extends { default: unknown }>(mod: M): M {
  return { ...mod, default: stabilise(mod.default as Hook) };
}
