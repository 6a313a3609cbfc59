/**
 * Mounts the sandbox server (sandbox/) on the Vite dev and preview servers, so `npm start` serves
 * app and API on one port. With API_TARGET set, calls are proxied to that real server instead and
 * the sandbox is off — one setting replaces it.
 */
import type { Connect, Plugin, ProxyOptions, ViteDevServer } from 'vite';
import { ROOT } from './paths.ts';

/** Path prefixes of the insurer's API (spec/calls.md section 7). */
export const API_PREFIXES = [
  '/wecom', '/mc', '/qt', '/tm', '/wecomClub', '/assistant', '/weComAPI', '/api', '/wf', '/qth', '/productcatalog', '/fwdapi',
];

type Middleware = (req: Connect.IncomingMessage, res: import('node:http').ServerResponse, next: Connect.NextFunction) => void;

interface SandboxNodeModule {
  createNodeSandbox(options: { dir: string; catalogue: unknown[] }): Middleware;
  loadCatalogueFromFs(rootDir: string): unknown[];
}

export function apiProxy(target: string | undefined): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined;
  return Object.fromEntries(API_PREFIXES.map((p) => [p, { target, changeOrigin: true, secure: true }]));
}

export function sandboxPlugin(): Plugin {
  const enabled = !process.env.API_TARGET;
  let middleware: Middleware | null = null;
  const mount = (server: { middlewares: Connect.Server }, load: () => Promise<SandboxNodeModule>): void => {
    if (!enabled) return;
    server.middlewares.use((req, res, next) => {
      const go = (): void => (middleware as Middleware)(req, res, next);
      if (middleware) return go();
      load()
        .then((mod) => {
          middleware = mod.createNodeSandbox({ dir: process.env.SANDBOX_DIR ?? `${ROOT}/.sandbox`, catalogue: mod.loadCatalogueFromFs(ROOT) });
          go();
        })
        .catch(next);
    });
  };
  return {
    name: 'app-sandbox',
    configureServer(server: ViteDevServer) {
      mount(server, () => server.ssrLoadModule('/sandbox/node.ts') as Promise<SandboxNodeModule>);
    },
  };
}
