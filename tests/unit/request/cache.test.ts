import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CACHE_MS, readCache, readCacheEntry, removeCache, writeCache, type CacheEntry } from '@/request';
import { signParams } from '@/request';
import { slowSigning } from './helpers/slowSigning';

const KEY = 'wx_testCache';
const T0 = new Date('2024-05-01T08:00:00+08:00').getTime();

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

function stored(): CacheEntry {
  return JSON.parse(localStorage.getItem(KEY) ?? 'null') as CacheEntry;
}

describe('signed cache entries', () => {
  it('a fresh entry with a matching signature is valid', async () => {
    await writeCache(KEY, { list: [1, 2] });
    expect(stored()).toMatchObject({ data: { list: [1, 2] }, createTime: T0, validTime: T0 + DEFAULT_CACHE_MS });
    expect(await readCache(KEY)).toEqual({ list: [1, 2] });
  });

  it('the default validity is 30 minutes: valid just before, deleted at validTime', async () => {
    await writeCache(KEY, 'v');
    vi.setSystemTime(T0 + 30 * 60 * 1000 - 1);
    expect(await readCache(KEY)).toBe('v');
    vi.setSystemTime(T0 + 30 * 60 * 1000);
    expect(await readCache(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a tampered entry is deleted on read', async () => {
    await writeCache(KEY, '0');
    localStorage.setItem(KEY, JSON.stringify({ ...stored(), data: '1' }));
    expect(await readCache(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('an entry whose validTime was pushed forward is deleted on read', async () => {
    await writeCache(KEY, 'v');
    localStorage.setItem(KEY, JSON.stringify({ ...stored(), validTime: T0 + 1e10 }));
    expect(await readCache(KEY)).toBeNull();
  });

  it('an entry signed without the secret is deleted on read', async () => {
    const data = 'v';
    const signature = await signParams({ data: JSON.stringify(data), createTime: T0, validTime: T0 + 1000 });
    localStorage.setItem(KEY, JSON.stringify({ data, createTime: T0, validTime: T0 + 1000, signature }));
    expect(await readCache(KEY)).toBeNull();
  });

  it('reads an entry it wrote or verified without digesting it again, until its stored text changes', async () => {
    const digest = vi.spyOn(globalThis.crypto.subtle, 'digest');
    try {
      await writeCache(KEY, 'v');
      const afterWrite = digest.mock.calls.length;
      expect(await readCache(KEY)).toBe('v');
      expect(await readCache(KEY)).toBe('v');
      expect(digest.mock.calls.length).toBe(afterWrite);
      // Changed outside this module (by hand, another tab): verified again, and rejected.
      localStorage.setItem(KEY, JSON.stringify({ ...stored(), data: 'w' }));
      expect(await readCache(KEY)).toBeNull();
      expect(digest.mock.calls.length).toBe(afterWrite + 1);
      expect(localStorage.getItem(KEY)).toBeNull();
    } finally {
      digest.mockRestore();
    }
  });

  it('an entry read without digest still expires at validTime', async () => {
    await writeCache(KEY, 'v', { validMs: 1000 });
    expect(await readCache(KEY)).toBe('v');
    vi.setSystemTime(T0 + 1000);
    expect(await readCache(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a never-expiring entry (validTime null) stays valid', async () => {
    await writeCache(KEY, 'forever', { validMs: null });
    vi.setSystemTime(T0 + 10 * 365 * 24 * 3600 * 1000);
    expect(await readCache(KEY)).toBe('forever');
  });

  it("an empty validTime ('') also means never expires", async () => {
    await writeCache(KEY, 'forever', { window: { createTime: T0, validTime: '' } });
    vi.setSystemTime(T0 + 1e12);
    expect(await readCacheEntry(KEY)).toMatchObject({ data: 'forever', validTime: '' });
  });

  it('malformed JSON is deleted on read', async () => {
    localStorage.setItem(KEY, '{not json');
    expect(await readCache(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('removeCache deletes the entry', async () => {
    await writeCache(KEY, 1);
    removeCache(KEY);
    expect(await readCache(KEY)).toBeNull();
  });
});

describe('writes being signed', () => {
  it('are read back at once, and stored once signed', async () => {
    const slow = slowSigning(30, 1);
    try {
      const written = writeCache(KEY, { list: [1] });
      expect(await readCache(KEY)).toEqual({ list: [1] });
      expect(localStorage.getItem(KEY)).toBeNull();
      await written;
      expect(stored()).toMatchObject({ data: { list: [1] }, createTime: T0 });
      expect(await readCache(KEY)).toEqual({ list: [1] });
    } finally {
      slow.restore();
    }
  });

  it('a later write wins over an earlier one still being signed', async () => {
    const slow = slowSigning(30, 1);
    try {
      const first = writeCache(KEY, 'old');
      const second = writeCache(KEY, 'new');
      expect(await readCache(KEY)).toBe('new');
      await Promise.all([first, second]);
      expect(stored().data).toBe('new');
      expect(await readCache(KEY)).toBe('new');
    } finally {
      slow.restore();
    }
  });

  it('a removal drops a write still being signed', async () => {
    const slow = slowSigning(30, 1);
    try {
      const written = writeCache(KEY, 'v');
      removeCache(KEY);
      expect(await readCache(KEY)).toBeNull();
      await written;
      expect(localStorage.getItem(KEY)).toBeNull();
    } finally {
      slow.restore();
    }
  });

  it('a write being signed still expires at its validTime', async () => {
    const slow = slowSigning(30, 1);
    try {
      const written = writeCache(KEY, 'v', { validMs: 1000 });
      vi.setSystemTime(T0 + 1000);
      expect(await readCache(KEY)).toBeNull();
      await written;
    } finally {
      slow.restore();
    }
  });
});
