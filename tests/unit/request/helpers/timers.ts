import { vi } from 'vitest';

/**
 * Waits (in real time, through setImmediate, which the tests never fake) until a fake timer is
 * scheduled: e.g. the XHR timeout armed when the request is sent. vi.waitUntil is not used
 * because it advances fake timers while it polls.
 */
export async function untilTimerScheduled(maxTurns = 1000): Promise<void> {
  for (let turn = 0; turn < maxTurns; turn += 1) {
    if (vi.getTimerCount() > 0) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  throw new Error('no timer was scheduled');
}

/** Lets pending I/O callbacks and microtasks run (real time, a few event-loop turns). */
export async function settle(turns = 20): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Tracks whether a promise has settled, without handling its outcome twice. */
export function track<T>(promise: Promise<T>): { settled: () => boolean; outcome: Promise<T | unknown> } {
  let done = false;
  const outcome = promise.then(
    (value) => {
      done = true;
      return value;
    },
    (error: unknown) => {
      done = true;
      return error;
    },
  );
  return { settled: () => done, outcome };
}
