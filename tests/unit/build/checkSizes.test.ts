/** The size budgets of `npm test` (scripts/check-sizes.ts) applied to a size report of the bench's manifest code. */
import { describe, expect, it } from 'vitest';
import { HOME_INITIAL_BUDGET, ROUTE_OWN_JS_BUDGET, judgeSizes } from '../../../scripts/check-sizes';
import type { RouteSize, SizeReport } from '../../../bench/lib/manifest';

function route(pageId: string, total: { js: number; css: number }, ownJs = 0): RouteSize {
  return { pageId, standIn: false, widgets: [], added: { js: 0, css: 0 }, total, addedChunks: [], own: { js: ownJs, css: 0 } };
}

function report(routes: RouteSize[]): SizeReport {
  return { entry: { js: 0, css: 0 }, entryChunks: [], routes };
}

describe('size budgets', () => {
  it('are 170 KB for the home (JS and CSS together) and 60 KB of its own JS per route', () => {
    expect(HOME_INITIAL_BUDGET).toBe(170 * 1024);
    expect(ROUTE_OWN_JS_BUDGET).toBe(60 * 1024);
  });

  it('pass a home whose initial JS + CSS is exactly the budget', () => {
    const v = judgeSizes(report([route('home/x', { js: HOME_INITIAL_BUDGET - 5000, css: 5000 })]), 'home/x');
    expect(v.homeInitial).toBe(HOME_INITIAL_BUDGET);
    expect(v.failures).toEqual([]);
  });

  it('fail a home one byte over the budget, counting its CSS', () => {
    const v = judgeSizes(report([route('home/x', { js: HOME_INITIAL_BUDGET - 5000, css: 5001 })]), 'home/x');
    expect(v.failures).toEqual([expect.stringMatching(/^home home\/x: initial JS \+ CSS 170\.0 KB gzip \(JS 165\.1 KB, CSS 4\.9 KB\) passes its budget of 170\.0 KB$/)]);
  });

  it('fail each route whose own JS passes 60 KB, and only those', () => {
    const v = judgeSizes(
      report([
        route('home/x', { js: 100 * 1024, css: 0 }),
        route('a/at-budget', { js: 0, css: 0 }, ROUTE_OWN_JS_BUDGET),
        route('b/over', { js: 0, css: 0 }, ROUTE_OWN_JS_BUDGET + 1),
      ]),
      'home/x',
    );
    expect(v.failures).toEqual([expect.stringMatching(/^page b\/over: its own JS 60\.0 KB gzip passes the budget of 60\.0 KB$/)]);
  });

  it('refuse a build without the home page (nothing measured is not a pass)', () => {
    expect(() => judgeSizes(report([route('other/page', { js: 1, css: 1 })]), 'home/x')).toThrow(/no page home\/x/);
  });
});
