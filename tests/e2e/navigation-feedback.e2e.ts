/**
 * What every navigation does for the user, in Chromium against `npm start` (spec 4.1 step 2 and
 * 2.1, README "Where the app differs from the spec on purpose"):
 * - a navigation slower than 150 ms shows the thin progress bar (no spinner) until the page is
 *   shown, and hides it then;
 * - a new view starts at the top even when the view it was opened from was scrolled far down, and
 *   the kept-alive list shown again by 返回 is where the user left it.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectPath, loginThrough, appSuite } from './support/app';

const { base, sandbox, phone } = appSuite();

const SEARCH_PLACEHOLDER = '姓名/手机号/证件号/车牌号';
const DETAIL = '/customer-info/customerInfo-detail';

/** The kept-alive customer list (客户绑定). */
function listView(page: Page): Locator {
  return page.locator('.shell-view').filter({ has: page.getByPlaceholder(SEARCH_PLACEHOLDER) });
}

/** The view on screen (not hidden, not sliding out). */
function shownView(page: Page): Locator {
  return page.locator('.shell-view:not([hidden]):not([aria-hidden="true"])');
}

/** Records, from now on, whether the progress bar (#nprogress) was ever in the page, and with a spinner. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { bar: false, spinner: false };
    (window as unknown as { __progressSeen: typeof seen }).__progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.getElementById('nprogress');
      if (bar) seen.bar = true;
      if (bar?.querySelector('.spinner')) seen.spinner = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

function progressSeen(page: Page): Promise<{ bar: boolean; spinner: boolean }> {
  return page.evaluate(() => (window as unknown as { __progressSeen: { bar: boolean; spinner: boolean } }).__progressSeen);
}

describe('every navigation', () => {
  it('shows the progress bar, without a spinner, while a slow navigation loads, and hides it once the page shows', async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', '/customer-info/query-customer?tab=3');
    const list = listView(page);
    const row = list.locator('.w-customer-card').first();
    await row.waitFor({ timeout: 20000 });
    // The detail's blocking call answers after 2 s: the navigation takes well over 150 ms.
    await sandbox.fault({ id: 'weixinBaseInfoSearch', kind: 'slow', delayMs: 2000, once: true });
    await watchProgressBar(page);
    await row.click();
    await expectPath(page, DETAIL);
    await expect.poll(() => progressSeen(page), { timeout: 20000 }).toEqual({ bar: true, spinner: false });
    await shownView(page).getByText('基本信息').first().waitFor({ timeout: 20000 });
    await expect.poll(() => page.locator('#nprogress').count(), { timeout: 10000 }).toBe(0);
    await sandbox.clearFaults();
  });

  it('starts a new view at the top, and the kept-alive list comes back where it was left', async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', '/customer-info/query-customer?tab=3');
    const list = listView(page);
    const rows = list.locator('.w-customer-card');
    await rows.first().waitFor({ timeout: 20000 });
    await expect.poll(() => rows.count(), { timeout: 20000 }).toBeGreaterThan(6);
    // A row far down the first page, by its name (more rows come in as the list scrolls).
    const name = await rows.nth(6).locator('.w-customer-card__name').innerText();
    const row = rows.filter({ hasText: name }).first();
    await row.scrollIntoViewIfNeeded();
    const left = await list.locator('.shell-view__scroller').evaluate((el) => el.scrollTop);
    expect(left).toBeGreaterThan(100);

    await row.click();
    await expectPath(page, DETAIL);
    const detail = shownView(page);
    await detail.getByText('基本信息').first().waitFor({ timeout: 20000 });
    expect(await detail.locator('.shell-view__scroller').evaluate((el) => el.scrollTop)).toBe(0);
    expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);

    await detail.getByRole('button', { name: '返回' }).click();
    await expectPath(page, '/customer-info/query-customer');
    await expect.poll(() => list.locator('.shell-view__scroller').evaluate((el) => el.scrollTop)).toBeCloseTo(left, -1);
  });
});
