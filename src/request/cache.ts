import { readStorage, removeStorage, writeStorage } from '@/session';
import { signParams } from './sign';

/** Default validity of a cache entry: 30 minutes (spec/calls.md section 9). */
export const DEFAULT_CACHE_MS = 30 * 60 * 1000;

/**
 * A signed cache entry in local storage. `validTime` is an epoch-milliseconds deadline;
 * null or '' means the entry never expires.
 */
export interface CacheEntry<T = unknown> {
  data: T;
  createTime: number;
  validTime: number | null | '';
  signature: string;
}

/** How long a written entry stays valid. */
export interface CacheWriteOptions {
  /** Milliseconds of validity; null = never expires. Default 30 minutes. */
  validMs?: number | null;
  /** Keep this creation time and deadline instead of starting a new window. */
  window?: { createTime: number; validTime: number | null | '' };
}

const DEV_SECRET = 'dev-only-cache-secret';

/**
 * The cache signing secret: `VITE_CACHE_SECRET` from the build environment. Production builds
 * set it; the fallback is a public development value and protects against nothing but typos.
 */
function cacheSecret(): string {
  const fromEnv: unknown = import.meta.env.VITE_CACHE_SECRET;
  return typeof fromEnv === 'string' && fromEnv !== '' ? fromEnv : DEV_SECRET;
}

function signEntry(data: unknown, createTime: number, validTime: number | null | ''): Promise<string> {
  return signParams({ data: JSON.stringify(data), createTime, validTime }, cacheSecret());
}

function isEntry(value: unknown): value is CacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<CacheEntry>;
  const validTime: unknown = entry.validTime;
  return (
    'data' in entry &&
    typeof entry.createTime === 'number' &&
    typeof entry.signature === 'string' &&
    (validTime === null || validTime === '' || typeof validTime === 'number')
  );
}

/**
 * Entries whose signature this page checked or made, with their exact stored text. While the
 * storage still holds that text, a read skips the digest: Web Crypto answers in a task of its own,
 * which on a busy phone waits behind every long task, and every call reads the `.do` switch.
 * Any other text (changed by hand or by another tab) is verified again.
 */
const verified = new Map<string, string>();

/**
 * Entries this page is writing, by key, before their signature is made (signature ''): a write is
 * what this page reads from the moment it starts, and reaches storage once signed. So a caller that
 * does not need the stored copy (an answer's cache entry, the `.do` switch) need not wait for Web
 * Crypto's task before going on, and no read in between sees the old value.
 */
const writing = new Map<string, CacheEntry>();

const isFresh = (validTime: number | null | ''): boolean => validTime === null || validTime === '' || Date.now() < validTime;

/** Reads a whole entry when valid: signature matches and now is before validTime. Otherwise deletes it. */
export async function readCacheEntry<T>(key: string): Promise<CacheEntry<T> | null> {
  const pending = writing.get(key);
  if (pending) return isFresh(pending.validTime) ? (pending as CacheEntry<T>) : null;
  const raw = readStorage('local', key);
  if (raw === null) {
    verified.delete(key);
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (isEntry(parsed)) {
    const { data, createTime, validTime, signature } = parsed;
    if (isFresh(validTime) && (verified.get(key) === raw || signature === (await signEntry(data, createTime, validTime)))) {
      verified.set(key, raw);
      return parsed as CacheEntry<T>;
    }
  }
  verified.delete(key);
  removeStorage('local', key);
  return null;
}

/** The data of a valid entry, or null (an invalid entry is deleted). */
export async function readCache<T>(key: string): Promise<T | null> {
  const entry = await readCacheEntry<T>(key);
  return entry ? entry.data : null;
}

/**
 * Writes a signed entry; resolves with it once stored. This page reads the new data from the call
 * on (see `writing`); a later write or a removal of the key started meanwhile wins over this one.
 */
export async function writeCache<T>(key: string, data: T, options: CacheWriteOptions = {}): Promise<CacheEntry<T>> {
  let createTime: number;
  let validTime: number | null | '';
  if (options.window) {
    ({ createTime, validTime } = options.window);
  } else {
    createTime = Date.now();
    const validMs = options.validMs === undefined ? DEFAULT_CACHE_MS : options.validMs;
    validTime = validMs === null ? null : createTime + validMs;
  }
  const pending: CacheEntry<T> = { data, createTime, validTime, signature: '' };
  writing.set(key, pending);
  try {
    const entry: CacheEntry<T> = { ...pending, signature: await signEntry(data, createTime, validTime) };
    if (writing.get(key) === pending) {
      const raw = JSON.stringify(entry);
      if (writeStorage('local', key, raw)) verified.set(key, raw);
      else verified.delete(key);
    }
    return entry;
  } finally {
    if (writing.get(key) === pending) writing.delete(key);
  }
}

/** Deletes an entry (and drops a write of it still being signed). */
export function removeCache(key: string): void {
  writing.delete(key);
  verified.delete(key);
  removeStorage('local', key);
}

/**
 * Forgets what this page wrote and verified (tests: storage is cleared between cases, and a write
 * still being signed from the previous case must not land in the next one's storage).
 */
export function resetCacheForTesting(): void {
  writing.clear();
  verified.clear();
}
