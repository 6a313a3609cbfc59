/**
 * Issue 2 end to end, in Debian's Chromium against `npm start`: the navigation guard's error
 * branches, login redirect, public pages, root font size and the 480px cap.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phone } from './support/browser';

const base = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, width = 375, height = 740): Promise<Page> {
  const { page } = await phone(browser, width, height);
  await page.goto(`${base}${path}`);
  return page;
}

describe('navigation guard in the browser', () => {
  it('without a comId shows 缺少省份信息 and lands on /error/500', async () => {
    const page = await open('/home/customer-home-page');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15000 }).toBe('/error/500');
    await expect.poll(() => page.getByText('缺少省份信息').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('sends an unknown path to /error/404', async () => {
    const page = await open('/login?comId=11000000');
    await page.waitForLoadState('networkidle');
    await page.goto(`${base}/no/such/page`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15000 }).toBe('/error/404');
    await page.context().close();
  });

  it('sends a private page without a token to login, carrying the target', async () => {
    const page = await open('/customer-info/policy-list?comId=11000000&custId=C1');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15000 }).toBe('/login');
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(redirect).toContain('/customer-info/policy-list');
    expect(redirect).toContain('custId=C1');
    await page.context().close();
  });

  it('opens a public page without login or comId', async () => {
    const page = await open('/poster/poster-preview');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/poster/poster-preview');
    await page.context().close();
  });
});

describe('layout', () => {
  it.each([
    [480, 64],
    [375, 50],
    [280, 37.33],
  ])('root font size at %ipx is %fpx', async (width, expected) => {
    const page = await open('/error/404?comId=11000000', width);
    await page.waitForLoadState('networkidle');
    const size = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(size).toBeCloseTo(expected, 1);
    await page.context().close();
  });

  it('shows nothing wider than 480px on a desktop-width window', async () => {
    const { page } = await phone(browser, 1280, 800);
    await page.goto(`${base}/error/404?comId=11000000`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const widest = await page.evaluate(() => {
      let max = 0;
      let who = '';
      const column = document.querySelector('.shell-layout__column');
      if (!column) return { max: Infinity, who: 'no .shell-layout__column' };
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        // The containers the column sits in span the window by design (a plain backdrop).
        if (el.contains(column)) continue;
        const r = el.getBoundingClientRect();
        if (r.width > max && getComputedStyle(el).display !== 'none') {
          max = r.width;
          who = `${el.tagName}.${(el as HTMLElement).className}`;
        }
      }
      return { max, who };
    });
    expect(widest.max, widest.who).toBeLessThanOrEqual(480);
    await page.context().close();
  });
});
