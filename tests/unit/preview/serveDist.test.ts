// @vitest-environment node
/**
 * The server of the build (scripts/serve-dist.ts: `npm run preview`, the CSP e2e test and the
 * bench) on loopback, against a small build in a temp folder with a sibling folder whose name
 * starts with "dist": it serves nothing outside the build, answers 400 to a malformed path and
 * stays up (a bounded fuzz of raw request targets), falls back to index.html for routes, mounts
 * the sandbox only when asked, and sends the headers of scripts/security-headers.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { serveDist, type DistServer } from '../../../scripts/serve-dist';
import { nginxSnippet } from '../../../scripts/security-headers';

const SECRET = 'sibling-secret-4f1c';
const INDEX = '<!doctype html><html><head><meta name="api-base" content="https://api.example.com/base" /></head><body>APP-INDEX</body></html>';
let tmp: string;
let dist: string;
let server: DistServer;
let withSandbox: DistServer;

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Sends one request with the target exactly as given (no client-side normalisation). */
function raw(url: string, target: string, method = 'GET'): Promise<RawAnswer> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(target)}`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest.join('\r\n\r\n') });
    });
    socket.write(Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1'));
  });
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-dist-'));
  dist = path.join(tmp, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"private":true}');
  fs.mkdirSync(path.join(tmp, 'dist-x'));
  fs.writeFileSync(path.join(tmp, 'dist-x', 's.txt'), SECRET);
  fs.writeFileSync(path.join(tmp, 'outside.txt'), SECRET);
  server = await serveDist({ port: 0, dir: dist });
  withSandbox = await serveDist({ port: 0, dir: dist, sandbox: { dir: path.join(tmp, 'sandbox') } });
});

afterAll(async () => {
  await server?.close();
  await withSandbox?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('serve-dist: only the build', () => {
  it.each([
    '/..%2Fdist-x%2Fs.txt',
    '/../dist-x/s.txt',
    '/%2e%2e/dist-x/s.txt',
    '/%2E%2E%2Fdist-x%2Fs.txt',
    '/..%5Cdist-x%5Cs.txt',
    '/assets/..%2F..%2Foutside.txt',
    '/..%2Foutside.txt',
  ])('%s is refused with 400 and serves nothing outside dist/', async (target) => {
    const answer = await raw(server.url, target);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain(SECRET);
  });

  it('does not serve dot-folders of the build (.vite/manifest.json)', async () => {
    const answer = await raw(server.url, '/.vite/manifest.json');
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('private');
  });

  it('answers 400 to a malformed path and stays up', async () => {
    expect((await raw(server.url, '/%E0%A4%A')).status).toBe(400);
    expect((await raw(server.url, '/customer/%')).status).toBe(400);
    expect((await raw(server.url, '/%00')).status).toBe(400);
    expect((await raw(server.url, 'http://evil.example/')).status).toBe(400);
    // `//?x=1` (what Chromium sends for the deep link //evil.example/%2e%2e) is a path: the app's index.
    const slashes = await raw(server.url, '//?x=1');
    expect(slashes.status).toBe(200);
    expect(slashes.body).toContain('APP-INDEX');
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it('falls back to index.html for routes, not for missing assets', async () => {
    const route = await fetch(`${server.url}/home/customer-home-page?x=1`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('APP-INDEX');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/assets/missing`)).status).toBe(404);
  });

  it('serves assets gzip-compressed (level 9) and cached for good', async () => {
    const answer = await raw(server.url, '/assets/app-abc123.js');
    expect(answer.status).toBe(200);
    const res = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toContain('console.log');
    const gz = fs.readFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'));
    expect(gz.length).toBe(zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', 'app-abc123.js')), { level: 9 }).length);
  });

  it('answers 405 to a write to the site', async () => {
    expect((await raw(server.url, '/index.html', 'POST')).status).toBe(405);
  });
});

describe('serve-dist: the sandbox only when asked for', () => {
  it('without the option, the control API is not there', async () => {
    const state = await fetch(`${server.url}/__sandbox/state`);
    expect(state.headers.get('content-type')).toMatch(/text\/html/);
    expect(await state.text()).not.toMatch(/staff|seededFor/);
    expect((await fetch(`${server.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${server.url}/__sandbox/login`, { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('with the option, it is mounted', async () => {
    const state = await fetch(`${withSandbox.url}/__sandbox/state`);
    expect(state.status).toBe(200);
    expect(await state.text()).toMatch(/seededFor/);
  });
});

describe('serve-dist: response headers', () => {
  it.each(['/home/customer-home-page', '/assets/app-abc123.js', '/index.html'])('%s carries the CSP, nosniff and the referrer policy', async (p) => {
    const res = await fetch(`${server.url}${p}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    // The precaching service worker (/sw.js) is a same-origin worker.
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    // Framed by the app itself only (its hidden code-cache frame, src/codeCache), by no other origin.
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('README.md documents the same set for nginx (npx tsx scripts/security-headers.ts --api-base https://api.example.com)', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const block = /```nginx\n([\s\S]*?)\n```/.exec(readme)?.[1];
    expect(block).toBe(nginxSnippet({ apiBase: 'https://api.example.com' }));
  });
});

describe('serve-dist: a fuzz of malformed request targets', () => {
  it('answers every one with 200, 400 or 404, never leaks, and stays up', async () => {
    const pieces = ['/', '//', '.', '..', '%', '%2', '%2e', '%2E', '%2f', '%2F', '%5c', '%00', '%E0%A4%A', '%C0%AF', '%ff', '\\', '?', '#', '&', '=', 'dist-x', 's.txt', 'assets', 'index.html', '__sandbox', 'é', '~', ';', ':', '@', '"', '<'];
    const target = fc
      .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 3 })), { maxLength: 12 })
      .map((parts) => parts.join(''));
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.boolean(), target, async (leadingSlash, rest) => {
        const answer = await raw(server.url, leadingSlash ? `/${rest}` : rest || '/');
        sent++;
        expect([200, 400, 404]).toContain(answer.status);
        expect(answer.body).not.toContain(SECRET);
        if (sent % 50 === 0) expect((await fetch(`${server.url}/`)).status).toBe(200);
      }),
      { numRuns: 300 },
    );
    expect((await fetch(`${server.url}/home/customer-home-page`)).status).toBe(200);
  });
});
