/**
 * A loaded page as the cases see it, whichever way the browser is driven: the DevTools pipe
 * (pipeTab.ts: the timed cases) or Playwright (browser.ts: loads with network emulation, the
 * keep-alive heap walk, the home snapshot).
 */
import type { BenchProbe } from './probe';

export interface LoadTab {
  /** Navigates and resolves at DOMContentLoaded. */
  goto(url: string, timeoutMs: number): Promise<void>;
  /** Runs a self-contained function in the page with a JSON argument; resolves its JSON result. */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** True when no request has been in flight or finished for `quietMs`. */
  networkQuiet(quietMs: number): Promise<boolean>;
  /** Uncaught errors of the page so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** A tab the cases can also script: init scripts, real taps and key presses, waiting on the page. */
export interface PhoneTab extends LoadTab {
  /** Runs `fn(arg)` in every document of the tab before its own scripts (call before goto). */
  addInitScript<A>(fn: (arg: A) => void, arg: A): Promise<void>;
  /** A real tap (touch start and end) at the centre of the first element matching the CSS selector. */
  tap(selector: string, timeoutMs?: number): Promise<void>;
  /** Presses the key of one lowercase letter (key down with its text, key up). */
  press(char: string): Promise<void>;
  /** Resolves once `fn(arg)` returns true in the page, polling every `pollMs`. */
  waitFor<A>(fn: (arg: A) => boolean, arg: A, options: { timeoutMs: number; pollMs: number }): Promise<void>;
  /** The page's path and query. */
  location(): Promise<string>;
  /** A raw CDP command on the tab's session. */
  send<R = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<R>;
}

/** In the page: a copy of the probe (window.__bench). */
export function probeSnapshot(): BenchProbe {
  const p = window.__bench;
  return { ...p, longTasks: [...p.longTasks], keys: [...p.keys] };
}

/** In the page: ms since the last DOM change or long task ended. */
function idleFor(): number {
  const p = window.__bench;
  const lastTask = p.longTasks.reduce((m, t) => Math.max(m, t.start + t.duration), 0);
  return performance.now() - Math.max(p.lastMutation, lastTask);
}

/**
 * Waits until the page is quiet: no request in flight, no DOM change and no long task for
 * `quietMs`, after at least `minMs`. Returns false when `timeoutMs` passed first.
 */
export async function waitQuiet(tab: LoadTab, options: { quietMs?: number; minMs?: number; timeoutMs?: number } = {}): Promise<boolean> {
  const quietMs = options.quietMs ?? 1500;
  const started = Date.now();
  const deadline = started + (options.timeoutMs ?? 20000);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    if (Date.now() - started < (options.minMs ?? 0)) continue;
    if (!(await tab.networkQuiet(quietMs))) continue;
    if ((await tab.evaluate(idleFor, undefined)) >= quietMs) return true;
  }
  return false;
}
