/**
 * Serves the production build (dist/) the way a real deployment would, with sirv: only the files
 * of dist/ (listed once at start; dot-folders such as .vite/ are not served), gzip from files
 * precompressed at level 9 next to the originals (written at start when missing or stale, as
 * nginx's gzip_static reads them), long-cached hashed assets, history-mode fallback to index.html
 * for paths that are not files, and the headers of scripts/security-headers.ts on every answer.
 * A request whose path cannot be decoded, or walks out with `..`, is answered 400 and the server
 * stays up. Only GET and HEAD reach the files.
 *
 * The sandbox (the stand-in API, including its unauthenticated control API /__sandbox/*) is
 * mounted only when asked for: `--sandbox` or PREVIEW_SANDBOX=1 (`npm run preview:sandbox`), the
 * `sandbox` option for tests and the bench. API_TARGET is not proxied here.
 *
 *   tsx scripts/serve-dist.ts [--port 4173] [--dir dist] [--sandbox [--sandbox-dir .sandbox]]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { createNodeSandbox } from '../sandbox/node';
import { CACHE_CONTROL, securityHeaders } from './security-headers';

/** Types worth compressing (by extension). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|map|txt|xml|webmanifest)$/i;

export interface DistServer {
  url: string;
  close(): Promise<void>;
}

export interface ServeDistOptions {
  port?: number;
  host?: string;
  /** The build to serve (default dist). */
  dir?: string;
  /** Mount the sandbox (API and /__sandbox control API) with its state in `dir` (default .sandbox). */
  sandbox?: { dir?: string };
  /** index.html for paths that are not files (default true; false: 404). */
  historyFallback?: boolean;
  /** Send scripts/security-headers.ts's set (default true; the bench's floors go without: RJSF needs `new Function`). */
  securityHeaders?: boolean;
}

/** Writes `<file>.gz` (level 9) for every compressible file under root that lacks an up-to-date one. */
export function precompress(root: string): void {
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
      const gz = `${file}.gz`;
      if (fs.existsSync(gz) && fs.statSync(gz).mtimeMs >= fs.statSync(file).mtimeMs) continue;
      fs.writeFileSync(gz, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
    }
  };
  walk(root);
}

/** The `<meta name="api-base">` of the built index.html ('' = same origin). */
function apiBaseOf(indexHtml: string): string {
  return /<meta\s+name="api-base"\s+content="([^"]*)"/i.exec(indexHtml)?.[1] ?? '';
}

/**
 * The request's path when it is one a browser can send for this site: origin-form, decodable,
 * without NUL, backslash or dot segments. Null means 400.
 */
export function acceptablePath(rawUrl: string | undefined): string | null {
  if (!rawUrl || !rawUrl.startsWith('/')) return null;
  const pathname = rawUrl.split(/[?#]/, 1)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (/[\0\\]/.test(decoded)) return null;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return pathname;
}

function reject(res: http.ServerResponse, status: number, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(status === 400 ? 'Bad Request' : status === 405 ? 'Method Not Allowed' : 'Not Found');
}

export function serveDist(options: ServeDistOptions = {}): Promise<DistServer> {
  const root = path.resolve(options.dir ?? 'dist');
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} does not exist: run npm run build first`);
  const headers: Record<string, string> = options.securityHeaders === false ? {} : securityHeaders({ apiBase: apiBaseOf(fs.readFileSync(indexFile, 'utf8')) });
  precompress(root);
  const sandbox = options.sandbox ? createNodeSandbox({ dir: options.sandbox.dir ?? '.sandbox' }) : null;

  const files = sirv(root, {
    gzip: true,
    etag: true,
    single: options.historyFallback !== false,
    // No index.html for a missing file under /assets/ (a stale chunk must fail, not parse HTML).
    ignores: ['^/assets/'],
    setHeaders: (res, pathname) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      // Under /assets/ only files are answered (no fallback): content-hashed, cached for good.
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? CACHE_CONTROL.assets : CACHE_CONTROL.other);
    },
    onNoMatch: (_req, res) => reject(res, 404, headers),
  });

  const server = http.createServer((req, res) => {
    try {
      const pathname = acceptablePath(req.url);
      if (pathname === null) {
        reject(res, 400, headers);
        return;
      }
      if (sandbox?.handles(pathname)) {
        sandbox(req, res, (err) => {
          if (!res.headersSent) res.writeHead(err ? 500 : 404);
          res.end();
        });
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        reject(res, 405, { ...headers, Allow: 'GET, HEAD' });
        return;
      }
      files(req, res);
    } catch (error) {
      console.error('[serve-dist]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  // A client that sends something Node cannot parse as HTTP gets 400 from Node; the server goes on.
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  return new Promise((resolve, rejectStart) => {
    server.once('error', rejectStart);
    server.listen(options.port ?? 4173, options.host ?? '127.0.0.1', () => {
      const addr = server.address();
      const port = addr && typeof addr === 'object' ? addr.port : options.port;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const arg = (name: string): string | undefined => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const port = Number(arg('port') ?? process.env.PORT ?? 4173);
  const withSandbox = process.argv.includes('--sandbox') || process.env.PREVIEW_SANDBOX === '1';
  void serveDist({ port, dir: arg('dir'), sandbox: withSandbox ? { dir: arg('sandbox-dir') } : undefined }).then((s) =>
    console.log(
      withSandbox
        ? `serving dist at ${s.url} WITH THE SANDBOX (stand-in API and its unauthenticated control API): never expose it`
        : `serving dist at ${s.url} (no API: point <meta name="api-base"> at a server, or pass --sandbox)`,
    ),
  );
}
