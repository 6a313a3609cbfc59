/**
 * React's first render waits for the first navigation to settle, at most BOOT_SCREEN_DELAY_MS
 * (src/app/firstPage.ts, main.tsx): a navigation settled by then renders its page first, with no
 * boot screen before it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCREEN_DELAY_MS, beforeFirstRender } from '../../../src/app/firstPage';

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
  it('runs as soon as the first navigation settles', async () => {
    let navigated: () => void = () => undefined;
    const done = settled(beforeFirstRender(new Promise<void>((resolve) => (navigated = resolve))));
    await vi.advanceTimersByTimeAsync(BOOT_SCREEN_DELAY_MS / 2);
    expect(done()).toBe(false);
    navigated();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('waits no longer than BOOT_SCREEN_DELAY_MS for a navigation that is slow', async () => {
    const done = settled(beforeFirstRender(new Promise(() => undefined)));
    await vi.advanceTimersByTimeAsync(BOOT_SCREEN_DELAY_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('runs at once when the navigation fails', async () => {
    const done = settled(beforeFirstRender(Promise.reject(new Error('offline'))));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });
});
