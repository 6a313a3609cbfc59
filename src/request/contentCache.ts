/**
 * The news content cache in the request path (spec 3.3, 4.3, 9): a call whose catalogue entry
 * names `contentCache` (the param that carries the article's id) answers an article already
 * cached with no request, and caches a fresh answer (at most 10 articles; an id already cached is
 * not re-added). Opening an article seen a moment ago, on any page that shows it, asks nothing.
 */
import type { ApiDef } from '@/core';
import { addNewsContent, findNewsContent } from '@/state/newsCache';

/** The article id a call asks for, or null when its entry has no content cache or the id is empty. */
function contentIdOf(api: Pick<ApiDef, 'contentCache'>, params: Record<string, unknown>): string | null {
  if (!api.contentCache) return null;
  const id = params[api.contentCache];
  return typeof id === 'string' || typeof id === 'number' ? String(id) || null : null;
}

/** Runs `call` unless the article is cached; caches what it answers. */
export async function withContentCache<T>(api: Pick<ApiDef, 'contentCache'>, params: Record<string, unknown>, call: () => Promise<T>): Promise<T> {
  const id = contentIdOf(api, params);
  if (id === null) return call();
  const cached = findNewsContent(id);
  if (cached) return cached.content as T;
  const answer = await call();
  if (answer !== null && answer !== undefined) addNewsContent(id, answer);
  return answer;
}
