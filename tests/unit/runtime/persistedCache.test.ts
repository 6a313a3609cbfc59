/**
 * The persisted SWR cache (issue 28) on its own, over a stand-in storage: whose entries it shows,
 * for how long, and how much it keeps. (Pages use it through the app's data cache:
 * tests/unit/pages/home-persist.test.tsx.)
 */
import { describe, expect, it } from 'vitest';
import {
  createPersistedCache,
  persistKey,
  PERSIST_MAX_AGE_MS,
  PERSIST_MAX_CHARS,
  PERSIST_MAX_ENTRIES,
  PERSIST_MAX_ENTRY_CHARS,
  type PersistedCacheDeps,
} from '@/react/persistedCache';

const KEY = 'kept';

function world(start = 1_000_000) {
  const items = new Map<string, string>();
  const state = { owner: 'A' as string | null, now: start, listeners: [] as Array<() => void>, idle: [] as Array<() => void> };
  const deps: PersistedCacheDeps = {
    storage: () => ({
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v),
      removeItem: (k) => void items.delete(k),
    }),
    storageKey: KEY,
    owner: () => state.owner,
    onOwnerChange: (listener) => void state.listeners.push(listener),
    now: () => state.now,
    idle: (work) => void state.idle.push(work),
  };
  const flush = (): void => {
    for (const work of state.idle.splice(0)) work();
  };
  const stored = (): Record<string, { data: unknown }> => (JSON.parse(items.get(KEY) ?? '{"entries":{}}') as { entries: Record<string, { data: unknown }> }).entries;
  return { items, state, deps, flush, stored };
}

/** A cache of the world that keeps key 'a' (data 1), written to its storage. */
function keptA(w: ReturnType<typeof world>): ReturnType<typeof createPersistedCache> {
  const cache = createPersistedCache(w.deps);
  persistKey(cache, 'a');
  cache.set('a', { data: 1 });
  w.flush();
  return cache;
}

describe('persisted SWR cache', () => {
  it('keeps only marked keys, and a new cache of the same owner starts with them', () => {
    const w = world();
    const cache = createPersistedCache(w.deps);
    persistKey(cache, 'a');
    cache.set('a', { data: { n: 1 } });
    cache.set('b', { data: { n: 2 } });
    w.flush();
    expect(Object.keys(w.stored())).toEqual(['a']);
    const next = createPersistedCache(w.deps);
    expect(next.get('a')?.data).toEqual({ n: 1 });
    expect(next.get('b')).toBeUndefined();
  });

  it('shows another owner nothing and forgets their entries', () => {
    const w = world();
    keptA(w);
    w.state.owner = 'B';
    const next = createPersistedCache(w.deps);
    expect(next.get('a')).toBeUndefined();
    expect(w.items.has(KEY)).toBe(false);
  });

  it('keeps nothing without a session', () => {
    const w = world();
    w.state.owner = null;
    keptA(w);
    expect(w.items.has(KEY)).toBe(false);
  });

  it('drops every kept entry, in memory and stored, when the owner changes while it runs', () => {
    const w = world();
    const cache = keptA(w);
    w.state.owner = 'B';
    for (const listener of w.state.listeners) listener();
    expect(cache.get('a')).toBeUndefined();
    expect(w.items.has(KEY)).toBe(false);
  });

  it('does not show an entry kept 24 hours ago or more', () => {
    const w = world();
    keptA(w);
    w.state.now += PERSIST_MAX_AGE_MS - 1;
    expect(createPersistedCache(w.deps).get('a')?.data).toBe(1);
    w.state.now += 1;
    expect(createPersistedCache(w.deps).get('a')).toBeUndefined();
  });

  it('keeps at most the newest entries that fit its bounds', () => {
    const w = world();
    const cache = createPersistedCache(w.deps);
    for (let i = 0; i < PERSIST_MAX_ENTRIES + 5; i++) {
      persistKey(cache, `k${i}`);
      cache.set(`k${i}`, { data: i });
      w.state.now += 1;
    }
    persistKey(cache, 'huge');
    cache.set('huge', { data: 'x'.repeat(PERSIST_MAX_ENTRY_CHARS) });
    w.flush();
    const keys = Object.keys(w.stored());
    expect(keys).toHaveLength(PERSIST_MAX_ENTRIES);
    expect(keys).not.toContain('huge');
    expect(keys).not.toContain('k0');
    expect(keys).toContain(`k${PERSIST_MAX_ENTRIES + 4}`);

    const big = world();
    const many = createPersistedCache(big.deps);
    const each = Math.floor(PERSIST_MAX_ENTRY_CHARS * 0.9);
    for (let i = 0; i < 8; i++) {
      persistKey(many, `b${i}`);
      many.set(`b${i}`, { data: 'y'.repeat(each) });
    }
    big.flush();
    expect((big.items.get(KEY) ?? '').length).toBeLessThanOrEqual(PERSIST_MAX_CHARS + 100);
    // Four such entries fit in the bound, not the eight written; the newest are kept.
    expect(Object.keys(big.stored())).toEqual(['b7', 'b6', 'b5', 'b4']);
  });

  it('keeps the first page of a paginated source', () => {
    const w = world();
    const cache = createPersistedCache(w.deps);
    persistKey(cache, '$inf$pages', { firstPage: true });
    cache.set('$inf$pages', { data: [{ list: [1] }, { list: [2] }] });
    w.flush();
    expect(createPersistedCache(w.deps).get('$inf$pages')?.data).toEqual([{ list: [1] }]);
  });
});
