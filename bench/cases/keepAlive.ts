/**
 * JS heap and DOM nodes per kept-alive view, and the bound of the keep-alive cache. From the home
 * page, the app is sent through every keep-alive route the persona may open (in-app navigation:
 * history.pushState + popstate, which the router handles like a back/forward move), one after the
 * other. After each: two forced GCs, then the used heap (CDP Runtime.getHeapUsage), the DOM node
 * count (CDP Memory.getDOMCounters, detached nodes included) and the mounted views.
 */
import { listModules, readJson } from '../../build/files';
import type { RouteDef } from '../../src/core/types';
import { heapAndDom, openPhone, readProbe } from '../lib/browser';
import { waitQuiet } from '../lib/tab';
import { DETAIL, HOME, routeUrl } from '../lib/config';
import { summarize, type Summary } from '../lib/stats';
import { tally, type BenchEnv } from './env';

export interface KeepAliveStep {
  url: string;
  finalPath: string;
  /** Route has its page schema (else the app shows its "coming soon" page there). */
  views: number;
  heapUsed: number;
  domNodes: number;
  documentNodes: number;
}

export interface KeepAliveResults {
  max: number;
  routes: number;
  baseline: KeepAliveStep;
  steps: KeepAliveStep[][];
  /** Heap and DOM growth of each step that added a kept-alive view. */
  heapPerView: Summary | null;
  domPerView: Summary | null;
  /** Most views mounted at once, after visiting every route. */
  maxViews: number;
  /** Heap after all routes minus heap after the first `max` (bounded cache: no growth). */
  heapAfterMax: number | null;
  errors: string[];
}

/** Keep-alive routes without parameters the bench persona (qyUser) may open. */
export function keepAliveRoutes(): string[] {
  const urls: string[] = [];
  for (const m of listModules('routes')) {
    const mod = readJson(m.file) as { routes?: RouteDef[] };
    for (const r of mod.routes ?? []) {
      const roles = (r as { roles?: string[] }).roles ?? [];
      if (!r.keepAlive || r.path.includes(':') || !(roles.includes('qyUser') || roles.includes('*'))) continue;
      urls.push(r.path === DETAIL.route ? routeUrl(DETAIL) : r.path);
    }
  }
  // The detail page (with its data) first, so it is measured before any eviction.
  return urls.sort((a, b) => Number(b.startsWith(DETAIL.route)) - Number(a.startsWith(DETAIL.route)) || a.localeCompare(b));
}

export async function keepAlive(env: BenchEnv, max: number): Promise<KeepAliveResults> {
  const routes = keepAliveRoutes();
  const steps: KeepAliveStep[][] = [];
  const errors: string[] = [];
  let baseline: KeepAliveStep | null = null;
  // Heap figures vary less than timings; two passes are enough and keep the bench short.
  const passes = Math.min(env.runs, 2);
  for (let pass = 0; pass < passes; pass++) {
    const phone = await openPhone(env.browser, { baseUrl: env.app.url, session: env.appSession, cpuRate: 1 });
    const pageSteps: KeepAliveStep[] = [];
    try {
      await phone.page.goto(`${env.app.url}${routeUrl(HOME)}`, { waitUntil: 'load' });
      await waitQuiet(phone.tab, { quietMs: 800 });
      const views = (): Promise<number> => phone.page.evaluate(() => document.querySelectorAll('.shell-view').length);
      const base = { url: routeUrl(HOME), finalPath: new URL(phone.page.url()).pathname, views: await views(), ...(await heapAndDom(phone)) };
      baseline ??= base;
      for (const url of routes) {
        await phone.page.evaluate((to) => {
          window.history.pushState(window.history.state, '', to);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        }, url);
        await phone.page.waitForURL((u) => `${u.pathname}${u.search}` === url || u.pathname !== new URL(url, 'http://x').pathname, { timeout: 10000 }).catch(() => undefined);
        await waitQuiet(phone.tab, { quietMs: 800 });
        const finalPath = new URL(phone.page.url()).pathname;
        if (finalPath !== new URL(url, 'http://x').pathname) errors.push(`${url} ended on ${finalPath}`);
        pageSteps.push({ url, finalPath, views: await views(), ...(await heapAndDom(phone)) });
      }
      tally(env, await readProbe(phone.page), []);
      errors.push(...phone.errors);
    } catch (e) {
      errors.push((e as Error).message);
    } finally {
      await phone.close();
    }
    steps.push(pageSteps);
    env.log(`keep-alive pass ${pass + 1}: ${pageSteps.map((s) => `${s.views}v ${(s.heapUsed / 1048576).toFixed(1)}MB`).join(', ')}`);
  }
  const heapDeltas: number[] = [];
  const domDeltas: number[] = [];
  let maxViews = 0;
  let heapAfterMax: number | null = null;
  for (const pass of steps) {
    let prev = baseline;
    for (const s of pass) {
      maxViews = Math.max(maxViews, s.views);
      // The first step replaces the home view (not kept alive) by the first kept-alive one.
      if (prev && (s.views > prev.views || prev === baseline)) {
        heapDeltas.push(s.heapUsed - prev.heapUsed);
        domDeltas.push(s.domNodes - prev.domNodes);
      }
      prev = s;
    }
    if (pass.length > max) heapAfterMax = pass[pass.length - 1].heapUsed - pass[max - 1].heapUsed;
  }
  return {
    max,
    routes: routes.length,
    baseline: baseline ?? { url: '', finalPath: '', views: 0, heapUsed: 0, domNodes: 0, documentNodes: 0 },
    steps,
    heapPerView: summarize(heapDeltas),
    domPerView: summarize(domDeltas),
    maxViews,
    heapAfterMax,
    errors,
  };
}
