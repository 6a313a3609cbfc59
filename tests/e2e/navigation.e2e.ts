/**
 * A navigation starts in the event that asks for it, in Chromium against `npm start`, as the
 * account manager of company 11000000: the guard runs in a tap's own click event and in a back
 * step's popstate event, so its calls leave before React renders the new location (before, they
 * waited for that render and its effects, a task or two later). A page whose data the app still
 * holds shows it at once and asks again after.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectPath, loginThrough, appSuite } from './support/app';

const { base, phone } = appSuite();

const HOME = '/home/customer-home-page';
const DETAIL = '/customer-info/customerInfo-detail';
/** A list row of the shown home page (it opens the customer's detail). */
const HOME_ROW = '.shell-view:not([hidden]) .w-list__row--clickable';
/** The back arrow of the shown view's nav bar. */
const BACK = '.shell-view:not([hidden]):not([aria-hidden="true"]) .shell-navbar__left';

/** What the page had done by the time an event reached the window's own (last) listener. */
interface AtEvent {
  title: string;
  sent: string[];
}

declare global {
  interface Window {
    __navProbe?: { sent: string[]; at: Record<string, AtEvent> };
  }
}

/**
 * Records every request the page sends (its URL's last path segment), and for `click` (bubbling)
 * and `popstate` what had been sent and the document's title when the event reached a listener on
 * the window added after the app's. Microtasks run between listeners, so a navigation the app
 * started in the event has run its guard and sent its calls by then.
 */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = { sent: [] as string[], at: {} as Record<string, AtEvent> };
    window.__navProbe = probe;
    const urls = new WeakMap<XMLHttpRequest, string>();
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      urls.set(this, String(args[1]));
      return open.apply(this, args);
    } as XMLHttpRequest['open'];
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      probe.sent.push(new URL(urls.get(this) ?? '', location.href).pathname.split('/').pop() ?? '');
      return send.call(this, body);
    };
    for (const type of ['click', 'popstate']) {
      window.addEventListener(type, () => {
        probe.at[type] = { title: document.title, sent: [...probe.sent] };
        probe.sent.length = 0;
      });
    }
  });
}

function atEvent(page: Page, type: string): Promise<AtEvent | undefined> {
  return page.evaluate((t) => window.__navProbe?.at[t], type);
}

describe('a navigation starts in the event that asks for it', () => {
  it("runs the guard in a tap's click and in a back step's popstate", async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', HOME);
    await page.locator(HOME_ROW).first().waitFor({ timeout: 20000 });
    await page.waitForLoadState('networkidle');
    await installProbe(page);

    // The tap: by the end of its click event the guard has set the target's title (its meta step).
    await page.locator(HOME_ROW).first().click();
    const atClick = await atEvent(page, 'click');
    expect(atClick?.title).toBe('客户详情');
    await expectPath(page, DETAIL);
    await page.getByText('基本信息').first().waitFor({ timeout: 20000 });
    await page.waitForLoadState('networkidle');

    // Back to the home page, which mounts again: the guard has run by the end of the popstate
    // event. The home's data is still in the data cache from the first visit: it is not
    // prefetched into the frame that shows it, the page shows it at once and SWR revalidates it
    // after that paint (unless it fetched it within its deduping interval).
    await page.locator(BACK).click();
    await expectPath(page, HOME);
    await expect.poll(() => atEvent(page, 'popstate')).toBeDefined();
    const atPop = await atEvent(page, 'popstate');
    expect(atPop?.title).toBe('首页');
    expect(atPop?.sent).not.toContain('weixinCustMainQuery.do');
    await page.locator(HOME_ROW).first().waitFor({ timeout: 20000 });
  });
});
