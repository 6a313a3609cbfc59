/**
 * Serves the production build (dist/) the way a real deployment would: gzip, long-cached hashed
 * assets, history-mode fallback to index.html, and `Content-Security-Policy: script-src 'self'`,
 * with the sandbox mounted for the API (unless API_TARGET is set, which this server does not
 * proxy). Used by `npm run preview`, the CSP end-to-end test and the benchmarks.
 *
 *   tsx scripts/serve-dist.ts [--port 4173] [--dir dist] [--sandbox-dir .sandbox]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createNodeSandbox } from '../sandbox/node';

export const CSP = "script-src 'self'; object-src 'none'; base-uri 'self'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.map': 'application/json',
};

export interface DistServer {
  url: string;
  close(): Promise<void>;
}

export function serveDist(options: { port?: number; dir?: string; sandboxDir?: string; host?: string } = {}): Promise<DistServer> {
  const root = path.resolve(options.dir ?? 'dist');
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} does not exist: run npm run build first`);
  const sandbox = createNodeSandbox({ dir: options.sandboxDir ?? '.sandbox' });
  const gzCache = new Map<string, Buffer>();

  const sendFile = (req: http.IncomingMessage, res: http.ServerResponse, file: string, immutable: boolean): void => {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Content-Security-Policy': CSP,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (accepts && /text|javascript|json|svg/.test(type)) {
      let gz = gzCache.get(file);
      if (!gz) {
        gz = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
        gzCache.set(file, gz);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(gz.length), Vary: 'Accept-Encoding' });
      res.end(gz);
      return;
    }
    const body = fs.readFileSync(file);
    res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    res.end(body);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (sandbox.handles(url.pathname)) {
      sandbox(req, res, (err) => {
        res.writeHead(err ? 500 : 404);
        res.end();
      });
      return;
    }
    const file = path.join(root, decodeURIComponent(url.pathname));
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      sendFile(req, res, file, url.pathname.startsWith('/assets/'));
      return;
    }
    sendFile(req, res, indexFile, false);
  });

  return new Promise((resolve) => {
    server.listen(options.port ?? 4173, options.host ?? '127.0.0.1', () => {
      const addr = server.address();
      const port = addr && typeof addr === 'object' ? addr.port : options.port;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        close: () => new Promise((r) => server.close(() => r())),
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
  void serveDist({ port, dir: arg('dir'), sandboxDir: arg('sandbox-dir') }).then((s) => console.log(`serving dist with the sandbox at ${s.url}`));
}
