/**
 * Mock Service Worker glue (browser, Storybook): one handler that lets the sandbox app answer
 * sandbox paths (catalogue paths with and without .do, and /__sandbox/*). Other requests fall
 * through to the network.
 */
import { http, type HttpHandler } from 'msw';
import type { Hono } from 'hono';
import type { CompiledApi } from '../src/core/types';
import { sandboxPaths } from './app';

export function createSandboxMswHandler(app: Hono, catalogue: readonly CompiledApi[], basePath = ''): HttpHandler {
  const paths = sandboxPaths(catalogue, basePath);
  return http.all('*', async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/__sandbox/') && !paths.has(pathname)) return undefined;
    return app.fetch(request);
  });
}
