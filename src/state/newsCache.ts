import { createStore, useStore, webStorage } from '@/lib/store';
import { LOCAL_KEYS } from '@/session/keys';

/** A cached article: its id and its content as the server answered it (HTML text or the article record). */
export interface NewsContentEntry {
  contentId: string;
  content: unknown;
}

/** spec/product.md 9: the news content cache holds at most 10 entries. */
export const NEWS_CACHE_LIMIT = 10;

function isEntry(value: unknown): value is NewsContentEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.contentId === 'string' && v.content !== undefined && v.content !== null;
}

const store = createStore<readonly NewsContentEntry[]>(() => [], {
  storage: webStorage(() => globalThis.localStorage, LOCAL_KEYS.newsContentCache, (stored) =>
    Array.isArray(stored) ? stored.filter(isEntry).slice(-NEWS_CACHE_LIMIT) : undefined,
  ),
});

export const getNewsCache = (): readonly NewsContentEntry[] => store.get();
export const subscribeNewsCache = store.subscribe;
export const reloadNewsCache = store.reload;

export function getNewsContent(contentId: string | number): unknown {
  return findNewsContent(contentId)?.content;
}

/** The cached entry of one article, or undefined. */
export function findNewsContent(contentId: string | number): NewsContentEntry | undefined {
  const id = String(contentId);
  return store.get().find((entry) => entry.contentId === id);
}

/** React hook: the cached content of one article, or undefined. */
export function useNewsContent(contentId: string | number): unknown {
  const id = String(contentId);
  return useStore(store, (entries) => entries.find((entry) => entry.contentId === id)?.content);
}

/**
 * Caches an article's content. An id already cached is not re-added (nor updated); at the limit
 * the oldest entry goes first. Returns whether it was added.
 */
export function addNewsContent(contentId: string | number, content: unknown): boolean {
  const id = String(contentId);
  if (store.get().some((entry) => entry.contentId === id)) return false;
  store.update((draft) => {
    draft.push({ contentId: id, content });
    if (draft.length > NEWS_CACHE_LIMIT) draft.splice(0, draft.length - NEWS_CACHE_LIMIT);
  });
  return true;
}

export function clearNewsCache(): void {
  store.set([]);
}
