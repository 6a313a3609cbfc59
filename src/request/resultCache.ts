import type { ApiDef } from '@/core';
import { writeCache } from './cache';
import { rememberIdPairs } from './lookupCache';

/**
 * Stores a successful result of an entry with `cacheAs` (spec/calls.md 4, caches): the result
 * as a signed 30-minute entry under that key (e.g. the to-do task cache of weixinCustMainQuery,
 * the encrypted taskId and custId of mpNewsInteraction), and its plain/encrypted id pairs in
 * the lookup caches. A storage failure never fails the call. Resolves once this page's reads see
 * both, without waiting for their signatures (cache.ts).
 */
export async function rememberResult(api: Pick<ApiDef, 'cacheAs'>, value: unknown): Promise<void> {
  if (!api.cacheAs) return;
  // Readable by this page at once; the caller does not wait for the entry to be signed and stored.
  writeCache(api.cacheAs, value).catch(() => undefined);
  try {
    await rememberIdPairs(value);
  } catch {
    // The cache is an optimisation; the caller still gets its answer.
  }
}
