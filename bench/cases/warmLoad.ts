/**
 * Warm start (issue 28): the second open of the home page and of the customer detail in the same
 * browser (HTTP cache, local storage and, when the app registers one, its service worker kept),
 * against their floors loaded warm the same way, on loopback and with network emulation. Each run
 * opens a fresh browser context, loads the page once (the cold open, also measured: its round trips
 * are reported), waits until a service worker it registered is active (as it is long before a
 * phone opens the app again), and measures the second load. Variants interleave run by run.
 *
 * Round trips before LCP: the longest chain of network requests that ended before the LCP, where a
 * request follows every request that had ended when it started (a request answered from the HTTP
 * cache or a service worker's cache, transferSize 0, is no round trip). Only what the page's render
 * can wait for counts: the document, scripts, style sheets and calls (not images, fonts or the
 * favicon, which a page paints without). Reported for all of those and for the API calls alone.
 */
import type { LoadTab } from '../lib/tab';
import { summarize, type Summary } from '../lib/stats';
import { measureLoad, openTab, pageVariants, summarizeLoads, type LoadMetrics, type LoadSummary } from './coldLoad';
import { tally, type BenchEnv } from './env';

export interface RoundTrips {
  /** Chain depth of every network request that ended before LCP. */
  all: number;
  /** Chain depth of the API calls alone that ended before LCP. */
  api: number;
  /** API calls sent before LCP (answered or not). */
  apiSent: number;
}

export interface WarmLoadSummary extends LoadSummary {
  /** Round trips before LCP of the second (warm) loads. */
  warmRoundTrips: { all: Summary | null; api: Summary | null; apiSent: Summary | null };
  /** Round trips before LCP of the first (cold) loads that primed the browser. */
  coldRoundTrips: { all: Summary | null; api: Summary | null; apiSent: Summary | null };
  /**
   * The third open, after the measured one (reported, not a budget). Chromium writes the V8 code
   * cache of a module script on its second compile and reads it from the third. Before the app's
   * code-cache frame (src/codeCache), which is that second compile in the first session, the
   * second open paid for it (a trace of the warm home at 4× CPU: about 160 ms of
   * v8.produceModuleCache on the main thread before LCP) and only the third was fast.
   */
  third: LoadSummary;
}

export type WarmLoadResults = Record<string, Record<'app' | 'floor', WarmLoadSummary>>;

/** In the page: the round trips before `lcp` (see the file's comment). Self-contained. */
function roundTripsBefore(lcp: number): RoundTrips {
  const apiPath = /\/(wecom\/(api|white)|weComAPI)\//;
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const renderCritical = new Set(['script', 'link', 'xmlhttprequest', 'fetch']);
  const entries = [
    ...(nav ? [{ name: nav.name, start: 0, end: nav.responseEnd, transfer: nav.transferSize }] : []),
    ...performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((r) => renderCritical.has(r.initiatorType))
      .map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd, transfer: r.transferSize })),
  ].sort((a, b) => a.start - b.start);
  const isApi = (name: string): boolean => apiPath.test(new URL(name).pathname);
  const depthOf = (list: typeof entries): number => {
    const depth: number[] = [];
    let max = 0;
    list.forEach((e, i) => {
      let d = 1;
      for (let j = 0; j < i; j++) if (list[j].end <= e.start) d = Math.max(d, depth[j] + 1);
      depth.push(d);
      if (e.end <= lcp) max = Math.max(max, d);
    });
    return max;
  };
  const network = entries.filter((e) => e.transfer > 0);
  return {
    all: depthOf(network),
    api: depthOf(network.filter((e) => isApi(e.name))),
    apiSent: entries.filter((e) => isApi(e.name) && e.start <= lcp).length,
  };
}

/**
 * In the page: waits for a service worker the page registered to finish installing and take over
 * its scope, as it has long done by a phone's next open of the app (the app registers it in idle
 * time after its load, and the install downloads the whole build). Without this wait the second
 * load raced the install: on a slower run it started before the worker was active and measured a
 * load without it. A page that registers none within `graceMs` (the floors) is not waited for.
 * Self-contained; resolves what it saw.
 */
async function serviceWorkerSettled({ graceMs, timeoutMs }: { graceMs: number; timeoutMs: number }): Promise<string> {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
  const started = Date.now();
  let reg = await navigator.serviceWorker.getRegistration();
  while (!reg && Date.now() - started < graceMs) {
    await sleep(100);
    reg = await navigator.serviceWorker.getRegistration();
  }
  if (!reg) return 'none';
  while (Date.now() - started < timeoutMs) {
    if (reg.active?.state === 'activated' && !reg.installing && !reg.waiting) return 'activated';
    await sleep(100);
  }
  return 'timeout';
}

/**
 * In the page: waits for the app's code-cache frame to have compiled its chunks (src/codeCache:
 * `<html data-code-cache>` set to 'warm', 'skipped' or 'timeout'), which the app starts in idle
 * time once its worker is active. Self-contained; resolves what it saw ('none' if never set).
 */
async function codeCacheSettled(timeoutMs: number): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const state = document.documentElement.dataset.codeCache;
    if (state) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'none';
}

/** How long an app's cold open may take to register its worker, and the install to end. */
const WORKER_GRACE_MS = 8000;
const WORKER_TIMEOUT_MS = 60000;

async function roundTrips(tab: LoadTab, lcp: number | null): Promise<RoundTrips | null> {
  return lcp === null ? null : tab.evaluate(roundTripsBefore, lcp);
}

const trips = (list: RoundTrips[]): WarmLoadSummary['warmRoundTrips'] => ({
  all: summarize(list.map((t) => t.all)),
  api: summarize(list.map((t) => t.api)),
  apiSent: summarize(list.map((t) => t.apiSent)),
});

export async function warmLoad(env: BenchEnv): Promise<WarmLoadResults> {
  const all = pageVariants();
  const runs = new Map<string, LoadMetrics[]>();
  const thirds = new Map<string, LoadMetrics[]>();
  const warmTrips = new Map<string, RoundTrips[]>();
  const coldTrips = new Map<string, RoundTrips[]>();
  const failures = new Map<string, string[]>();
  const add = <T>(map: Map<string, T[]>, id: string, value: T | null): void => {
    if (value !== null) map.set(id, [...(map.get(id) ?? []), value]);
  };
  for (let run = 0; run < env.runs; run++) {
    for (const v of all) {
      const tab = await openTab(env, v);
      const id = `${v.key}/${v.kind}`;
      try {
        // The first open: fills the HTTP cache, local storage and any service worker's cache.
        const cold = await measureLoad(tab, v.url(env));
        add(coldTrips, id, await roundTrips(tab, cold.metrics.lcp));
        // Between the opens: the phone idle until a worker the app registered is installed.
        const worker = await tab.evaluate(serviceWorkerSettled, { graceMs: v.kind === 'app' ? WORKER_GRACE_MS : 0, timeoutMs: WORKER_TIMEOUT_MS });
        if (worker === 'timeout') throw new Error(`the service worker was not active ${WORKER_TIMEOUT_MS / 1000} s after the cold open`);
        // Then the app's code-cache frame (once per build, in idle time after the worker is active).
        if (worker === 'activated') {
          const codeCache = await tab.evaluate(codeCacheSettled, WORKER_TIMEOUT_MS);
          if (codeCache !== 'warm') throw new Error(`the code-cache frame ended '${codeCache}', expected 'warm'`);
        }
        // The second open, measured.
        const { metrics, scripts, probe } = await measureLoad(tab, v.url(env));
        if (metrics.finalPath !== v.expectPath) metrics.errors.push(`ended on ${metrics.finalPath}, expected ${v.expectPath}`);
        const warmTrip = await roundTrips(tab, metrics.lcp);
        add(warmTrips, id, warmTrip);
        if (v.kind === 'app') tally(env, probe, scripts);
        add(runs, id, metrics);
        const third = await measureLoad(tab, v.url(env));
        add(thirds, id, third.metrics);
        env.log(
          `warm-load ${id} #${run + 1}: LCP ${metrics.lcp?.toFixed(0)} ms, complete ${metrics.contentComplete.toFixed(0)} ms, round trips before LCP ${warmTrip?.all ?? '—'} (API ${warmTrip?.api ?? '—'}; cold ${cold.metrics.lcp?.toFixed(0)} ms, third open ${third.metrics.lcp?.toFixed(0)} ms)${metrics.errors.length ? ` (${metrics.errors.join('; ')})` : ''}`,
        );
      } catch (e) {
        const message = (e as Error).message.split('\n')[0];
        failures.set(id, [...(failures.get(id) ?? []), message]);
        env.log(`warm-load ${id} #${run + 1} failed: ${message}`);
      } finally {
        await tab.close();
      }
    }
  }
  const out: WarmLoadResults = {};
  for (const v of all) {
    const id = `${v.key}/${v.kind}`;
    out[v.key] ??= {} as Record<'app' | 'floor', WarmLoadSummary>;
    out[v.key][v.kind] = {
      ...summarizeLoads(runs.get(id) ?? []),
      failures: failures.get(id) ?? [],
      warmRoundTrips: trips(warmTrips.get(id) ?? []),
      coldRoundTrips: trips(coldTrips.get(id) ?? []),
      third: summarizeLoads(thirds.get(id) ?? []),
    };
  }
  return out;
}
