/**
 * When React's first render comes (src/app/firstPage.ts, main.tsx): on a cold start once the first
 * page's code is requested, at most FIRST_RENDER_WAIT_MS; on a warm start (a service worker
 * controls the page) once the first navigation settles, at most BOOT_SCREEN_DELAY_MS.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCREEN_DELAY_MS, FIRST_RENDER_WAIT_MS, beforeFirstRender, filesOnPhone } from '../../../src/app/firstPage';

function settled(p: Promise<void>): () => boolean {
  let done = false;
  void p.then(() => {
    done = true;
  });
  return () => done;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the first render', () => {
  it('runs as soon as what it waits for settles', async () => {
    let ready: () => void = () => undefined;
    const done = settled(beforeFirstRender(new Promise<void>((resolve) => (ready = resolve)), BOOT_SCREEN_DELAY_MS));
    await vi.advanceTimersByTimeAsync(BOOT_SCREEN_DELAY_MS / 2);
    expect(done()).toBe(false);
    ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('waits no longer than its bound for what is slow', async () => {
    for (const bound of [FIRST_RENDER_WAIT_MS, BOOT_SCREEN_DELAY_MS]) {
      const done = settled(beforeFirstRender(new Promise(() => undefined), bound));
      await vi.advanceTimersByTimeAsync(bound - 1);
      expect(done()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done()).toBe(true);
    }
  });

  it('runs at once when what it waits for fails', async () => {
    const done = settled(beforeFirstRender(Promise.reject(new Error('offline')), FIRST_RENDER_WAIT_MS));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('waits for the navigation only where a service worker serves the app’s files', () => {
    expect(filesOnPhone({ serviceWorker: { controller: {} } })).toBe(true);
    expect(filesOnPhone({ serviceWorker: { controller: null } })).toBe(false);
    expect(filesOnPhone({})).toBe(false);
    expect(filesOnPhone(undefined)).toBe(false);
  });
});
