/**
 * Calls debounced by their catalogue entry (`debounceMs`; spec 9: the trade-status query waits
 * 500 ms), wherever they are made: a page's data source, an action, a module. A call goes out once
 * no identical call (same id and params) has been asked for during the wait; every caller of that
 * wait shares its answer. Calls with other params wait on their own.
 */
import { dedupeKey } from './dedupe';

interface Waiting {
  timer?: ReturnType<typeof setTimeout>;
  start: () => Promise<unknown>;
  callers: Array<{ resolve: (value: unknown) => void; reject: (reason: unknown) => void }>;
}

const waiting = new Map<string, Waiting>();

/** Runs `start` `ms` after the last of the identical calls made meanwhile; all of them get its result. */
export function debounceCall<T>(id: string, params: unknown, ms: number, start: () => Promise<T>): Promise<T> {
  const key = dedupeKey(id, params);
  return new Promise<T>((resolve, reject) => {
    const wait: Waiting = waiting.get(key) ?? { start, callers: [] };
    clearTimeout(wait.timer);
    wait.start = start;
    wait.callers.push({ resolve: resolve as (value: unknown) => void, reject });
    wait.timer = setTimeout(() => {
      waiting.delete(key);
      wait.start().then(
        (value) => wait.callers.forEach((caller) => caller.resolve(value)),
        (reason: unknown) => wait.callers.forEach((caller) => caller.reject(reason)),
      );
    }, ms);
    waiting.set(key, wait);
  });
}
