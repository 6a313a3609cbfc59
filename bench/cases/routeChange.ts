/**
 * Tap → next frame of a route change in the app, with real taps (touch events) on the phone:
 *   fresh      a list row of the home page → the customer detail page, first visit (the view
 *              mounts and loads its data) — one per run;
 *   back       the nav bar's back arrow → the home page, which is not kept alive (fresh mount);
 *   kept-alive the same row again → the detail view kept alive since the first visit.
 * Timing is in the page: from the pointerdown event to the first animation frame after a shown
 * view other than the tapped one contains the target text (the row's title on the detail page,
 * the same title back on the home page). The phone is a tab on the DevTools pipe (lib/cdpPipe.ts).
 */
import { openPipeTab } from '../lib/pipeTab';
import { probeSnapshot, waitQuiet, type PhoneTab } from '../lib/tab';
import { DETAIL, HOME, routeUrl } from '../lib/config';
import { armTap } from '../lib/probe';
import { summarize, type Summary } from '../lib/stats';
import { tally, type BenchEnv } from './env';

/** A tappable row of the home page that opens the detail page (the List widget's clickable row). */
export const HOME_ROW = '.shell-view:not([hidden]) .w-list__row--clickable';
/** The back arrow of the shown view's nav bar. */
export const BACK = '.shell-view:not([hidden]):not([aria-hidden="true"]) .shell-navbar__left';

export interface RouteChangeResults {
  fresh: Summary | null;
  back: Summary | null;
  keptAlive: Summary | null;
  samples: { fresh: number[]; back: number[]; keptAlive: number[] };
  errors: string[];
}

/** Kept-alive round trips per run (each adds one back and one kept-alive sample). */
const ROUND_TRIPS = 3;

/** Taps `target` (a CSS selector, its first match) in the view matched by the CSS selector `from`. */
async function tapAndMeasure(tab: PhoneTab, target: string, from: string, text: string): Promise<number> {
  await tab.evaluate(armTap, { text, fromSelector: from });
  await tab.tap(target, 10000);
  await tab.waitFor(() => window.__bench.tap?.done !== null && window.__bench.tap?.done !== undefined, undefined, { timeoutMs: 15000, pollMs: 50 });
  return tab.evaluate(() => {
    const t = window.__bench.tap;
    return t && t.start !== null && t.done !== null ? t.done - t.start : Number.NaN;
  }, undefined);
}

export async function routeChange(env: BenchEnv): Promise<RouteChangeResults> {
  const samples = { fresh: [] as number[], back: [] as number[], keptAlive: [] as number[] };
  const errors: string[] = [];
  for (let run = 0; run < env.runs; run++) {
    const tab = await openPipeTab(env.pipe, { baseUrl: env.app.url, session: env.appSession });
    try {
      await tab.goto(`${env.app.url}${routeUrl(HOME)}`, 45000);
      await waitQuiet(tab, { quietMs: 1000 });
      const title = await tab.evaluate((sel) => (document.querySelector(sel) as HTMLElement | null)?.innerText.split('\n')[0]?.trim() ?? null, HOME_ROW);
      if (title === null) throw new Error(`no '${HOME_ROW}' on ${HOME.route}: set HOME_ROW in bench/cases/routeChange.ts to the home page's list row`);

      const fresh = await tapAndMeasure(tab, HOME_ROW, HOME_ROW, title);
      const at = new URL(await tab.location(), env.app.url).pathname;
      if (at !== DETAIL.route) throw new Error(`tapping a home row opened ${at}, not ${DETAIL.route}`);
      samples.fresh.push(fresh);
      await waitQuiet(tab, { quietMs: 800 });

      for (let i = 0; i < ROUND_TRIPS; i++) {
        samples.back.push(await tapAndMeasure(tab, BACK, BACK, title));
        await waitQuiet(tab, { quietMs: 800 });
        samples.keptAlive.push(await tapAndMeasure(tab, HOME_ROW, HOME_ROW, title));
        await waitQuiet(tab, { quietMs: 800 });
      }
      const probe = await tab.evaluate(probeSnapshot, undefined);
      const scripts = await tab.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.endsWith('.js')), undefined);
      tally(env, probe, scripts);
      errors.push(...(await tab.errors()));
      env.log(`route-change #${run + 1}: fresh ${fresh.toFixed(0)} ms, back ${samples.back.slice(-ROUND_TRIPS).map((v) => v.toFixed(0)).join('/')} ms, kept-alive ${samples.keptAlive.slice(-ROUND_TRIPS).map((v) => v.toFixed(0)).join('/')} ms`);
    } catch (e) {
      errors.push((e as Error).message);
      env.log(`route-change #${run + 1} failed: ${(e as Error).message}`);
    } finally {
      await tab.close();
    }
  }
  return { fresh: summarize(samples.fresh), back: summarize(samples.back), keptAlive: summarize(samples.keptAlive), samples, errors };
}
