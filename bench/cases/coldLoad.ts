/**
 * Cold load → FCP, LCP, TBT and "content complete" of the home page (app vs its static HTML floor)
 * and of the customer detail page (app vs its hand-written React floor), on loopback and with
 * network emulation; and, on loopback, the detail page against the hand-written page run after the
 * app's guard and request layer (the schema layer's cost alone). Each load is a fresh browser context; variants interleave run by run.
 */
import { openPhone } from '../lib/browser';
import { openPipeTab } from '../lib/pipeTab';
import type { BenchProbe } from '../lib/probe';
import { probeSnapshot, waitQuiet, type LoadTab } from '../lib/tab';
import { DETAIL, HOME, routeUrl } from '../lib/config';
import { summarize, type Summary } from '../lib/stats';
import { tally, type BenchEnv } from './env';

export interface LoadMetrics {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string;
  /** Total blocking time: Σ (long task − 50 ms) between FCP and the end of the last long task. */
  tbt: number;
  /** End of the last long task before a 1 s quiet window (no task, request or DOM change), at least FCP. */
  tti: number | null;
  /** The frame after the last DOM change: everything the page loads is on screen. */
  contentComplete: number;
  longestTask: number;
  /** Bytes (encoded, i.e. gzip) of JS and CSS requested before LCP. */
  jsBeforeLcp: number;
  cssBeforeLcp: number;
  requests: number;
  finalPath: string;
  errors: string[];
}

export interface LoadSummary {
  runs: LoadMetrics[];
  /** Loads that did not finish (timeouts), by message. */
  failures?: string[];
  fcp: Summary | null;
  lcp: Summary | null;
  tbt: Summary | null;
  tti: Summary | null;
  contentComplete: Summary | null;
  longestTask: Summary | null;
  jsBeforeLcp: Summary | null;
}

export type ColdLoadResults = Record<string, Record<'app' | 'floor', LoadSummary>>;

/** One page load of a case: the app or its floor, on loopback or the emulated network. */
export interface Variant {
  key: string;
  kind: 'app' | 'floor';
  network: boolean;
  url: (env: BenchEnv) => string;
  expectPath: string;
  session: (env: BenchEnv) => BenchEnv['appSession'];
  base: (env: BenchEnv) => string;
}

/** Home and detail, the app and its floor, on loopback and on the emulated network (cold and warm cases). */
export function pageVariants(): Variant[] {
  const out: Variant[] = [];
  for (const network of [false, true]) {
    const suffix = network ? 'network' : 'loopback';
    out.push(
      { key: `home-${suffix}`, kind: 'app', network, url: (e) => `${e.app.url}${routeUrl(HOME)}`, expectPath: HOME.route, session: (e) => e.appSession, base: (e) => e.app.url },
      { key: `home-${suffix}`, kind: 'floor', network, url: (e) => `${e.floors.url}/home-static.html`, expectPath: '/home-static.html', session: (e) => e.floorsSession, base: (e) => e.floors.url },
      { key: `detail-${suffix}`, kind: 'app', network, url: (e) => `${e.app.url}${routeUrl(DETAIL)}`, expectPath: DETAIL.route, session: (e) => e.appSession, base: (e) => e.app.url },
      {
        key: `detail-${suffix}`,
        kind: 'floor',
        network,
        url: (e) => `${e.floors.url}/detail-react.html?${new URLSearchParams(DETAIL.query).toString()}`,
        expectPath: '/detail-react.html',
        session: (e) => e.floorsSession,
        base: (e) => e.floors.url,
      },
    );
  }
  return out;
}

function variants(): Variant[] {
  const out = pageVariants();
  // The same app load against the hand-written page run after the app's own guard and request
  // layer (bench/floors/detail-guarded.tsx): the schema layer's cost alone. Loopback only; reported.
  out.push(
    { key: 'detail-guarded-loopback', kind: 'app', network: false, url: (e) => `${e.app.url}${routeUrl(DETAIL)}`, expectPath: DETAIL.route, session: (e) => e.appSession, base: (e) => e.app.url },
    {
      key: 'detail-guarded-loopback',
      kind: 'floor',
      network: false,
      url: (e) => `${e.floors.url}/detail-guarded.html?${new URLSearchParams(DETAIL.query).toString()}`,
      expectPath: '/detail-guarded.html',
      session: (e) => e.floorsSession,
      base: (e) => e.floors.url,
    },
  );
  return out;
}

/**
 * A fresh phone tab for a variant. On loopback, a tab on the DevTools pipe without the Network
 * domain, as a phone has no DevTools attached (lib/cdpPipe.ts says what the domain costs the
 * app); network emulation needs the domain, so those loads go through Playwright.
 */
export async function openTab(env: BenchEnv, v: Variant): Promise<LoadTab> {
  if (v.network) return (await openPhone(env.browser, { baseUrl: v.base(env), session: v.session(env), network: true })).tab;
  return openPipeTab(env.pipe, { baseUrl: v.base(env), session: v.session(env) });
}

/** The quiet window that ends a load: no long task, request or DOM change for this long. */
const QUIET_MS = 1000;

/** Loads `url` in `tab` and measures it once the page is quiet. */
export async function measureLoad(tab: LoadTab, url: string): Promise<{ metrics: LoadMetrics; scripts: string[]; probe: BenchProbe }> {
  // The quiet wait below covers the rest of the load; the load event itself is not needed.
  await tab.goto(url, 45000);
  const quiet = await waitQuiet(tab, { quietMs: QUIET_MS, timeoutMs: 30000 });
  const probe = await tab.evaluate(probeSnapshot, undefined);
  const resources = await tab.evaluate(
    () =>
      performance.getEntriesByType('resource').map((r) => {
        const e = r as PerformanceResourceTiming;
        return { path: new URL(e.name).pathname, type: e.initiatorType, start: e.startTime, bytes: e.encodedBodySize };
      }),
    undefined,
  );
  const finalPath = await tab.evaluate(() => location.pathname, undefined);
  const fcp = probe.fcp;
  const lcp = probe.lcp?.time ?? null;
  const tasks = probe.longTasks;
  const lastTaskEnd = tasks.reduce((m, t) => Math.max(m, t.start + t.duration), 0);
  const tti = fcp === null ? null : Math.max(fcp, lastTaskEnd);
  let tbt = 0;
  if (fcp !== null && tti !== null) {
    for (const t of tasks) {
      const from = Math.max(t.start, fcp);
      const to = Math.min(t.start + t.duration, tti);
      if (to - from > 50) tbt += to - from - 50;
    }
  }
  const before = resources.filter((r) => lcp !== null && r.start <= lcp);
  const isJs = (p: string): boolean => p.endsWith('.js');
  const isCss = (p: string): boolean => p.endsWith('.css');
  const errors = await tab.errors();
  if (!quiet) errors.push('page never became quiet (30 s)');
  return {
    metrics: {
      fcp,
      lcp,
      lcpElement: probe.lcp ? `${probe.lcp.tag} “${probe.lcp.text}”` : '',
      tbt,
      tti,
      // A static page changes nothing after parsing: its content is complete at its first paints.
      contentComplete: Math.max(probe.lastMutationFrame, lcp ?? 0, fcp ?? 0),
      longestTask: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
      jsBeforeLcp: before.filter((r) => isJs(r.path)).reduce((s, r) => s + r.bytes, 0),
      cssBeforeLcp: before.filter((r) => isCss(r.path)).reduce((s, r) => s + r.bytes, 0),
      requests: resources.length,
      finalPath,
      errors,
    },
    scripts: resources.filter((r) => isJs(r.path)).map((r) => r.path),
    probe,
  };
}

const pick = (runs: LoadMetrics[], f: (m: LoadMetrics) => number | null): Summary | null => summarize(runs.map(f).filter((v): v is number => v !== null));

export function summarizeLoads(runs: LoadMetrics[]): LoadSummary {
  return {
    runs,
    fcp: pick(runs, (m) => m.fcp),
    lcp: pick(runs, (m) => m.lcp),
    tbt: pick(runs, (m) => m.tbt),
    tti: pick(runs, (m) => m.tti),
    contentComplete: pick(runs, (m) => m.contentComplete),
    longestTask: pick(runs, (m) => m.longestTask),
    jsBeforeLcp: pick(runs, (m) => m.jsBeforeLcp),
  };
}

export async function coldLoad(env: BenchEnv): Promise<ColdLoadResults> {
  const all = variants();
  const runs = new Map<string, LoadMetrics[]>();
  const failures = new Map<string, string[]>();
  for (let run = 0; run < env.runs; run++) {
    for (const v of all) {
      const tab = await openTab(env, v);
      const id = `${v.key}/${v.kind}`;
      try {
        const { metrics, scripts, probe } = await measureLoad(tab, v.url(env));
        if (metrics.finalPath !== v.expectPath) metrics.errors.push(`ended on ${metrics.finalPath}, expected ${v.expectPath}`);
        if (v.kind === 'app') tally(env, probe, scripts);
        runs.set(id, [...(runs.get(id) ?? []), metrics]);
        env.log(`cold-load ${id} #${run + 1}: LCP ${metrics.lcp?.toFixed(0)} ms, TBT ${metrics.tbt.toFixed(0)} ms${metrics.errors.length ? ` (${metrics.errors.join('; ')})` : ''}`);
      } catch (e) {
        // One stuck load (a busy machine) must not cost the whole bench: the run is recorded as failed.
        const message = (e as Error).message.split('\n')[0];
        failures.set(id, [...(failures.get(id) ?? []), message]);
        env.log(`cold-load ${id} #${run + 1} failed: ${message}`);
      } finally {
        await tab.close();
      }
    }
  }
  const out: ColdLoadResults = {};
  for (const v of all) {
    out[v.key] ??= {} as Record<'app' | 'floor', LoadSummary>;
    out[v.key][v.kind] = { ...summarizeLoads(runs.get(`${v.key}/${v.kind}`) ?? []), failures: failures.get(`${v.key}/${v.kind}`) ?? [] };
  }
  return out;
}
