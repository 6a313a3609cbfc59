/**
 * An SWR cache (for SWR's `provider` option) that keeps the answers of the data sources a page
 * marks `persist` on the device, so the next open of the app shows them at once while SWR
 * revalidates them (issue 28).
 *
 * - Only marked keys are kept: a source marks its key once it is mounted ({@link persistKey}).
 * - Whose: every kept entry belongs to the session that wrote it (an owner fingerprint of token and
 *   comId, injected); another owner finds nothing, and a change of owner while the app runs (a
 *   logout, a new login or token, another comId) drops every kept entry from memory and storage.
 * - How long: an entry older than {@link PERSIST_MAX_AGE_MS} (24 h) is not shown and is dropped.
 * - How much: at most {@link PERSIST_MAX_ENTRIES} entries and {@link PERSIST_MAX_CHARS} characters of
 *   JSON in all, none over {@link PERSIST_MAX_ENTRY_CHARS}; the least recently written go first.
 *   The store is local storage, whose ~5 MB per origin the token, the signed caches and form drafts
 *   share: a persisted first screen (the home page's eight sources are about 6 KB) is small, and
 *   what is kept is parsed synchronously when the app starts, so it stays a few milliseconds on a
 *   phone. A list bigger than an entry's bound is not a first screen.
 * - The copy in storage is written when the phone is idle after an answer, not in the answer's task.
 *   It is not signed: it is only shown, never trusted for a decision, and signing would make the
 *   read asynchronous, after the first render.
 */
import type { Cache } from 'swr';

type CacheState = NonNullable<ReturnType<Cache['get']>>;

export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const PERSIST_MAX_ENTRIES = 32;
export const PERSIST_MAX_CHARS = 256 * 1024;
export const PERSIST_MAX_ENTRY_CHARS = 64 * 1024;

/** What the cache reads and writes outside itself. */
export interface PersistedCacheDeps {
  /** Local storage (or a stand-in): null when unavailable. */
  storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The storage key of the kept entries. */
  storageKey: string;
  /** The current session's fingerprint; null = no session, nothing is kept or shown. */
  owner(): string | null;
  /** Subscribes to changes of the owner. */
  onOwnerChange(listener: () => void): void;
  now(): number;
  /** Runs work when the phone is idle (default requestIdleCallback, else a timeout). */
  idle?(work: () => void): void;
}

interface KeptEntry {
  data: unknown;
  /** When the answer was kept (epoch ms). */
  at: number;
  /** A paginated source's pages: only the first is kept. */
  firstPage?: true;
}

interface Kept {
  owner: string;
  entries: Record<string, KeptEntry>;
}

const persisters = new WeakMap<Cache, Persister>();

function defaultIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 2000 });
  else setTimeout(work, 50);
}

function isKept(value: unknown): value is Kept {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Kept>;
  return typeof v.owner === 'string' && typeof v.entries === 'object' && v.entries !== null;
}

class Persister {
  /** Keys of marked sources, with the time their data was last kept. */
  private readonly kept = new Map<string, KeptEntry>();
  /** Marked keys; true for a paginated source's pages (only the first page is kept). */
  private readonly marked = new Map<string, boolean>();
  private scheduled = false;

  constructor(
    private readonly map: Map<string, CacheState>,
    private readonly deps: PersistedCacheDeps,
  ) {}

  /** Puts the kept entries of the current owner into the cache (before any page renders). */
  hydrate(): void {
    const owner = this.deps.owner();
    const stored = this.read();
    if (!stored) return;
    if (!owner || stored.owner !== owner) {
      this.deps.storage()?.removeItem(this.deps.storageKey);
      return;
    }
    const now = this.deps.now();
    for (const [key, entry] of Object.entries(stored.entries)) {
      if (!entry || typeof entry.at !== 'number' || now - entry.at >= PERSIST_MAX_AGE_MS || entry.at > now) continue;
      this.kept.set(key, entry);
      this.marked.set(key, entry.firstPage === true);
      this.map.set(key, { data: entry.data });
    }
    if (this.kept.size !== Object.keys(stored.entries).length) this.schedule();
  }

  mark(key: string, firstPage: boolean): void {
    if (this.marked.has(key)) return;
    this.marked.set(key, firstPage);
    const data = this.map.get(key)?.data;
    if (data !== undefined) this.keep(key, data);
  }

  /** Called on every write of the cache: a marked key's new data is kept. */
  changed(key: string, state: CacheState | undefined): void {
    if (!this.marked.has(key)) return;
    if (state?.data === undefined) return;
    if (this.kept.get(key)?.data === state.data) return;
    this.keep(key, state.data);
  }

  /** The owner changed: nothing kept belongs to the new one. */
  drop(): void {
    for (const key of this.kept.keys()) this.map.delete(key);
    this.kept.clear();
    this.marked.clear();
    this.deps.storage()?.removeItem(this.deps.storageKey);
  }

  private keep(key: string, data: unknown): void {
    this.kept.delete(key);
    this.kept.set(key, this.marked.get(key) ? { data, at: this.deps.now(), firstPage: true } : { data, at: this.deps.now() });
    this.schedule();
  }

  private read(): Kept | null {
    try {
      const raw = this.deps.storage()?.getItem(this.deps.storageKey);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      return isKept(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    (this.deps.idle ?? defaultIdle)(() => {
      this.scheduled = false;
      this.write();
    });
  }

  /** Writes the newest entries that fit the bounds; what does not fit is forgotten. */
  private write(): void {
    const storage = this.deps.storage();
    const owner = this.deps.owner();
    if (!storage) return;
    if (!owner) {
      storage.removeItem(this.deps.storageKey);
      return;
    }
    const entries: Array<[string, string]> = [];
    let chars = 0;
    // Newest first: the map keeps insertion order and keep() re-inserts on every write.
    for (const [key, entry] of [...this.kept.entries()].reverse()) {
      let text: string;
      try {
        text = JSON.stringify(entry.firstPage && Array.isArray(entry.data) ? { ...entry, data: entry.data.slice(0, 1) } : entry);
      } catch {
        continue;
      }
      const size = text.length + key.length;
      if (size > PERSIST_MAX_ENTRY_CHARS || chars + size > PERSIST_MAX_CHARS || entries.length >= PERSIST_MAX_ENTRIES) {
        this.kept.delete(key);
        continue;
      }
      chars += size;
      entries.push([key, text]);
    }
    const body = entries.map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(',');
    try {
      storage.setItem(this.deps.storageKey, `{"owner":${JSON.stringify(owner)},"entries":{${body}}}`);
    } catch {
      // A full storage keeps nothing: the next open loads as a cold one.
      storage.removeItem(this.deps.storageKey);
    }
  }
}

/** A Map that tells its persister about every write. */
class PersistedMap extends Map<string, CacheState> {
  persister: Persister | null = null;

  override set(key: string, value: CacheState): this {
    super.set(key, value);
    this.persister?.changed(key, value);
    return this;
  }
}

/** Creates the cache, with the current owner's kept entries already in it. */
export function createPersistedCache(deps: PersistedCacheDeps): Cache {
  const map = new PersistedMap();
  const persister = new Persister(map, deps);
  persister.hydrate();
  map.persister = persister;
  persisters.set(map, persister);
  deps.onOwnerChange(() => persister.drop());
  return map;
}

/**
 * Marks an SWR key (serialized) whose data the cache keeps on the device; `firstPage` for the key
 * of useSWRInfinite's pages (only the first page is kept). A no-op for a cache that does not
 * persist (a test's plain Map, Storybook's).
 */
export function persistKey(cache: Cache, key: string, options: { firstPage?: boolean } = {}): void {
  persisters.get(cache)?.mark(key, options.firstPage === true);
}
