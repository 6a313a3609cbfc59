/**
 * The production build runs under `Content-Security-Policy: script-src 'self'` — no eval, no
 * new Function, no inline script — served with gzip and history-mode fallback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch, phone } from './support/browser';
import { serveDist, CSP, type DistServer } from '../../scripts/serve-dist';

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
  server = await serveDist({ port: 0, dir: outDir, sandboxDir: path.join(root, '.tmp', 'csp-sandbox') });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('production build under a strict CSP', () => {
  it('serves the CSP header', async () => {
    const res = await fetch(`${server.url}/error/404`);
    expect(res.headers.get('content-security-policy')).toBe(CSP);
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
