/**
 * TEST-ONLY workaround for a runtime bug (reported to the lead): src/react/useDataSources.ts lists
 * the object returned by useSWRInfinite in a useMemo dependency list, but SWR builds that object
 * anew on every render, so every page with a data source re-renders forever (a handle changes →
 * `data` changes → setSourceData → render …). This wrapper returns the previous result object while
 * data, error, loading, validating and size are unchanged, which is what the runtime assumes.
 *
 * Use in a test file:  vi.mock('swr/infinite', () => import('../ErrorState/testing/stableSwrInfinite'));
 * Remove once useDataSources depends on the result's fields instead of its identity.
 */
import { useRef } from 'react';
import * as real from 'swr/infinite';
import type { SWRInfiniteHook, SWRInfiniteResponse } from 'swr/infinite';

export * from 'swr/infinite';

const realHook = real.default as unknown as (...args: unknown[]) => SWRInfiniteResponse;

function useStableSWRInfinite(...args: unknown[]): SWRInfiniteResponse {
  const r = realHook(...args);
  const keys = [r.data, r.error, r.isLoading, r.isValidating, r.size];
  const last = useRef<{ r: SWRInfiniteResponse; keys: unknown[] } | null>(null);
  if (!last.current || keys.some((k, i) => k !== last.current?.keys[i])) last.current = { r, keys };
  return last.current.r;
}

export default useStableSWRInfinite as unknown as SWRInfiniteHook;
