/**
 * The production build runs under the CSP of scripts/security-headers.ts (`script-src 'self'`: no
 * eval, no new Function, no inline script; `default-src 'self'` …) — served with gzip and
 * history-mode fallback. Also checked on
 * that build: how antd's styles reach the page (build/aliases.ts), and how pages are found
 * through their group's manifest (build/pageManifest.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launch, phone } from './support/browser';
import { loginThrough } from './support/app';
import { serveDist, type DistServer } from '../../scripts/serve-dist';
import { contentSecurityPolicy } from '../../scripts/security-headers';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, '.tmp', 'dist-e2e');
let server: DistServer;
let browser: Browser;

beforeAll(async () => {
  const r = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
  server = await serveDist({ port: 0, dir: outDir, sandbox: { dir: path.join(root, '.tmp', 'csp-sandbox') } });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('production build under a strict CSP', () => {
  it('serves the CSP header', async () => {
    const res = await fetch(`${server.url}/error/404`);
    // The build's index.html names no API base: requests go to the origin only.
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy({ apiBase: '' }));
  });

  it('boots, routes and renders with no CSP violation', async () => {
    const { page, context } = await phone(browser);
    const violations: string[] = [];
    await page.exposeFunction('__reportCsp', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __reportCsp(v: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/home/customer-home-page`);
    // The guard runs (no comId → /error/500), so router, request layer, sandbox and shell all ran.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15000 }).toBe('/error/500');
    await expect.poll(() => page.getByText('缺少省份信息').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('production build: pages through their group manifests', () => {
  /** Group manifests a page requests, by group, counting every request. */
  function watchManifests(page: Page): (group: string) => number {
    const groups: string[] = [];
    page.on('request', (r) => {
      const m = /\/page-manifest-(.+)-[\w-]{8}\.js$/.exec(new URL(r.url()).pathname);
      if (m) groups.push(m[1]);
    });
    return (group) => groups.filter((g) => g === group).length;
  }

  it('loads each group manifest once: a deep link’s when the entry runs, the landing page’s from the preload of index.html', async () => {
    const { page, context } = await phone(browser);
    const deep = watchManifests(page);
    await loginThrough(page, server.url, 'manager', '/customer-info/customerInfo-detail?custId=1160261336876265&encryptCustId=CCBCE600DEDE8598FE31BFFE43D2E6FB');
    await page.getByText('基本信息').first().waitFor({ timeout: 20000 });
    expect(deep('root')).toBe(1);
    expect(deep('customer-info')).toBe(1);

    // A new context (no HTTP cache) with the same session opens the landing page.
    const landing = await browser.newContext({ storageState: await context.storageState() });
    const home = await landing.newPage();
    const homeManifests = watchManifests(home);
    await home.goto(`${server.url}/home/customer-home-page`);
    await home.getByText(/上午好|下午好|晚上好/).first().waitFor({ timeout: 20000 });
    // The entry's import takes the module index.html preloaded: one request, not two.
    expect(homeManifests('home')).toBe(1);
    await landing.close();
    await context.close();
  });
});

describe('production build: antd styles', () => {
  it('mounts antd components without reading their style sheets back', async () => {
    const { page, context } = await phone(browser);
    // Counts reads of a <style> element's innerHTML: rc-util's own updateCSS reads the whole sheet
    // on every component instance's mount; src/shell/styleInjection does not.
    await page.addInitScript(() => {
      const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
      const w = window as unknown as { __styleReads: number };
      w.__styleReads = 0;
      Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
        configurable: true,
        get(this: HTMLStyleElement) {
          w.__styleReads++;
          return inner?.get?.call(this) as string;
        },
        set(this: HTMLStyleElement, css: string) {
          inner?.set?.call(this, css);
        },
      });
    });
    await page.goto(`${server.url}/login?comId=11000000`);
    // Six persona buttons: one antd Button style, six mounts.
    await expect.poll(() => page.getByRole('button', { name: '客户经理', exact: true }).count(), { timeout: 15000 }).toBe(1);
    expect(await page.locator('button.ant-btn').count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => (window as unknown as { __styleReads: number }).__styleReads)).toBe(0);
    await context.close();
  });
});
