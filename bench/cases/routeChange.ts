/**
 * Tap → next frame of a route change in the app, with real taps (touch events) on the phone:
 *   fresh      a list row of the home page → the customer detail page, first visit (the view
 *              mounts and loads its data) — one per run;
 *   back       the nav bar's back arrow → the home page, which is not kept alive (fresh mount);
 *   kept-alive the same row again → the detail view kept alive since the first visit.
 * Timing is in the page: from the pointerdown event to the first animation frame after a shown
 * view other than the tapped one contains the target text (the row's title on the detail page,
 * the same title back on the home page).
 */
import { openPhone, readProbe, waitQuiet, type PhonePage } from '../lib/browser';
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

/** Taps `target` (a Playwright selector) in the view matched by the CSS selector `from`. */
async function tapAndMeasure(phone: PhonePage, target: string, from: string, text: string): Promise<number> {
  await phone.page.evaluate(armTap, { text, fromSelector: from });
  await phone.page.tap(target, { timeout: 10000 });
  await phone.page.waitForFunction(() => window.__bench.tap?.done !== null && window.__bench.tap?.done !== undefined, null, { timeout: 15000, polling: 50 });
  return phone.page.evaluate(() => {
    const t = window.__bench.tap;
    return t && t.start !== null && t.done !== null ? t.done - t.start : Number.NaN;
  });
}

export async function routeChange(env: BenchEnv): Promise<RouteChangeResults> {
  const samples = { fresh: [] as number[], back: [] as number[], keptAlive: [] as number[] };
  const errors: string[] = [];
  for (let run = 0; run < env.runs; run++) {
    const phone = await openPhone(env.browser, { baseUrl: env.app.url, session: env.appSession });
    try {
      await phone.page.goto(`${env.app.url}${routeUrl(HOME)}`, { waitUntil: 'load' });
      await waitQuiet(phone, { quietMs: 1000 });
      const row = phone.page.locator(HOME_ROW).first();
      if ((await row.count()) === 0) throw new Error(`no '${HOME_ROW}' on ${HOME.route}: set HOME_ROW in bench/cases/routeChange.ts to the home page's list row`);
      const title = ((await row.innerText()).split('\n')[0] ?? '').trim();
      const first = `${HOME_ROW} >> nth=0`;

      const fresh = await tapAndMeasure(phone, first, HOME_ROW, title);
      const at = new URL(phone.page.url()).pathname;
      if (at !== DETAIL.route) throw new Error(`tapping a home row opened ${at}, not ${DETAIL.route}`);
      samples.fresh.push(fresh);
      await waitQuiet(phone, { quietMs: 800 });

      for (let i = 0; i < ROUND_TRIPS; i++) {
        samples.back.push(await tapAndMeasure(phone, BACK, BACK, title));
        await waitQuiet(phone, { quietMs: 800 });
        samples.keptAlive.push(await tapAndMeasure(phone, first, HOME_ROW, title));
        await waitQuiet(phone, { quietMs: 800 });
      }
      const probe = await readProbe(phone.page);
      const scripts = await phone.page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.endsWith('.js')));
      tally(env, probe, scripts);
      errors.push(...phone.errors);
      env.log(`route-change #${run + 1}: fresh ${fresh.toFixed(0)} ms, back ${samples.back.slice(-ROUND_TRIPS).map((v) => v.toFixed(0)).join('/')} ms, kept-alive ${samples.keptAlive.slice(-ROUND_TRIPS).map((v) => v.toFixed(0)).join('/')} ms`);
    } catch (e) {
      errors.push((e as Error).message);
      env.log(`route-change #${run + 1} failed: ${(e as Error).message}`);
    } finally {
      await phone.close();
    }
  }
  return { fresh: summarize(samples.fresh), back: summarize(samples.back), keptAlive: summarize(samples.keptAlive), samples, errors };
}
