/**
 * The precaching service worker of the production build (build/serviceWorker.ts), in Chromium
 * against the build served as deployed (scripts/serve-dist.ts) behind a gate that can refuse the
 * server's static files: after a first open has installed the worker (and its code-cache frame has
 * compiled the chunks, asking for nothing but the app's files), a second open paints the home page
 * with every static file refused (index.html and the chunks come from the precache), and the API
 * still goes to the server (the worker caches no answer). Once the build is marked written ahead,
 * an open does not open the frame again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Response } from 'playwright-core';
import { launch, phone } from './support/browser';
import { expectPath, loginThrough } from './support/app';
import { serveDist, type DistServer } from '../../scripts/serve-dist';
import { API_PREFIXES } from '../../build/sandboxPlugin';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, '.tmp', 'dist-sw-e2e');
const HOME = '/home/customer-home-page';

const isApi = (pathname: string): boolean =>
  [...API_PREFIXES, '/__sandbox'].some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** A proxy in front of the dist server that can refuse everything but the API (503), and logs what it refused. */
interface Gate {
  url: string;
  blockStatic: boolean;
  refused: string[];
  close(): Promise<void>;
}

function gate(upstream: string): Promise<Gate> {
  const target = new URL(upstream);
  const state = { blockStatic: false, refused: [] as string[] };
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (state.blockStatic && !isApi(pathname)) {
      state.refused.push(pathname);
      res.writeHead(503, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.end('static files blocked by the test');
      return;
    }
    const forward = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = addr && typeof addr === 'object' ? addr.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        get blockStatic() {
          return state.blockStatic;
        },
        set blockStatic(v: boolean) {
          state.blockStatic = v;
        },
        refused: state.refused,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}

let dist: DistServer;
let front: Gate;
let browser: Browser;

beforeAll(async () => {
  const r = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    // Vitest runs with NODE_ENV=test, which Vite's build would keep (a development React, and
    // import.meta.env.PROD false: no worker). Built as deployed.
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
  dist = await serveDist({ port: 0, dir: outDir, sandbox: { dir: path.join(root, '.tmp', 'sw-e2e-sandbox') } });
  front = await gate(dist.url);
  browser = await launch();
  await fetch(`${dist.url}/__sandbox/reset`, { method: 'POST' });
});

afterAll(async () => {
  await browser?.close();
  await front?.close();
  await dist?.close();
});

describe('production build: the precaching service worker', () => {
  it('paints the home page on a second open with the static files refused, and sends the API to the server', async () => {
    front.blockStatic = false;
    const { context, page } = await phone(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // What the hidden code-cache frame (src/codeCache) asks for: the app's own files only.
    const fromFrame: string[] = [];
    page.on('request', (req) => {
      let frame;
      try {
        frame = req.frame();
      } catch {
        return; // a request of the service worker itself has no frame
      }
      if (frame !== page.mainFrame()) fromFrame.push(new URL(req.url()).pathname);
    });
    await loginThrough(page, front.url, 'manager', HOME);
    const homeUrl = page.url();
    await page.getByText('待跟进客户').first().waitFor({ timeout: 20000 });
    // The worker registers after the first paint and activates once its precache is complete.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 30000 })
      .toBe('activated');
    // Then, once per build, the code-cache frame compiles the chunks this open loaded, and goes.
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.codeCache ?? 'none'), { timeout: 30000 }).toBe('warm');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(fromFrame[0]).toBe('/');
    expect(fromFrame.filter((p) => p !== '/' && !p.startsWith('/assets/'))).toEqual([]);
    expect(fromFrame.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(5);
    await page.close();

    front.blockStatic = true;
    const second = await context.newPage();
    second.on('pageerror', (e) => errors.push(e.message));
    const answers: Response[] = [];
    second.on('response', (res) => answers.push(res));
    await second.goto(homeUrl);
    await expectPath(second, HOME);
    await second.getByText('待跟进客户').first().waitFor({ timeout: 20000 });
    await second.getByText('常用功能').first().waitFor({ timeout: 20000 });

    // Nothing static reached the server but the browser's update check of the worker itself.
    expect(front.refused.filter((p) => p !== '/sw.js')).toEqual([]);
    const fromNetwork = (res: Response): string => `${new URL(res.url()).pathname} ${res.fromServiceWorker() ? 'worker' : 'network'}`;
    const statics = answers.filter((r) => new URL(r.url()).origin === front.url && !isApi(new URL(r.url()).pathname));
    expect(statics.length).toBeGreaterThan(0);
    expect(statics.filter((r) => !r.fromServiceWorker()).map(fromNetwork)).toEqual([]);
    // The API answers of the second open came from the server, none from the worker.
    const api = answers.filter((r) => isApi(new URL(r.url()).pathname));
    expect(api.length).toBeGreaterThan(0);
    expect(api.filter((r) => r.fromServiceWorker()).map(fromNetwork)).toEqual([]);
    // And the worker's caches hold the build's files only: no API answer, nothing of the sandbox.
    const cached = await second.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((p) => p !== '/index.html' && p !== '/favicon.svg' && !p.startsWith('/assets/'))).toEqual([]);
    // The build's code cache was written ahead once: this open does not open the frame again.
    await expect.poll(() => second.evaluate(() => document.documentElement.dataset.codeCache ?? 'none'), { timeout: 30000 }).toBe('skipped');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends navigations outside the app routes to the server: an API path is not answered with index.html', async () => {
    front.blockStatic = false;
    const { context, page } = await phone(browser);
    await page.goto(`${front.url}/login?comId=11000000`);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 30000 })
      .toBe('activated');
    // Now controlled: a navigation to the sandbox's control API reaches the server (JSON), not the shell.
    const res = await page.goto(`${front.url}/__sandbox/state?key=personas`);
    expect(res?.fromServiceWorker()).toBe(false);
    expect(await page.content()).not.toContain('id="root"');
    await context.close();
  });
});
