/**
 * React's first render waits for the first page's code to be requested (its group manifest read),
 * at most FIRST_RENDER_WAIT_MS (src/app/firstPage.ts, main.tsx).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RENDER_WAIT_MS, beforeFirstRender } from '../../../src/app/firstPage';

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
  it('runs as soon as the first page’s code is requested', async () => {
    let requested: () => void = () => undefined;
    const done = settled(beforeFirstRender(new Promise((resolve) => (requested = resolve))));
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS / 2);
    expect(done()).toBe(false);
    requested();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('waits no longer than FIRST_RENDER_WAIT_MS for a manifest that is slow', async () => {
    const done = settled(beforeFirstRender(new Promise(() => undefined)));
    await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('runs at once when the manifest fails to load', async () => {
    const done = settled(beforeFirstRender(Promise.reject(new Error('offline'))));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });
});
