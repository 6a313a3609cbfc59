/**
 * Mock Service Worker glue (browser, Storybook): one handler that lets the sandbox app answer
 * sandbox paths (catalogue paths with and without .do, and /__sandbox/*). Other requests fall
 * through to the network.
 */
import { http, type HttpHandler } from 'msw';
import type { Hono } from 'hono';
import type { CompiledApi } from '@/core/types';
import { sandboxPaths } from './app';
import { FORWARDED_COOKIE_HEADER } from './util/request';

export function createSandboxMswHandler(app: Hono, catalogue: readonly CompiledApi[], basePath = ''): HttpHandler {
  const paths = sandboxPaths(catalogue, basePath);
  return http.all('*', async ({ request, cookies }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/__sandbox/') && !paths.has(pathname)) return undefined;
    // A service worker's request has no Cookie header (and script may not set one): forward the
    // page's cookies, which the session (wx_token) and company (weixin_comId) are read from.
    const pairs = Object.entries(cookies);
    if (request.headers.has('cookie') || pairs.length === 0) return app.fetch(request);
    const forwarded = new Request(request, { headers: new Headers(request.headers) });
    forwarded.headers.set(FORWARDED_COOKIE_HEADER, pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '));
    return app.fetch(forwarded);
  });
}
