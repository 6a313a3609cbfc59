/**
 * Servers of the bench, both on loopback with gzip and the sandbox mounted for API calls:
 * - the app: scripts/serve-dist.ts as deployed (CSP `script-src 'self'`, history fallback);
 * - the floors: a plain static server like it, without the CSP (the RJSF peer needs `new Function`
 *   for ajv, which is part of why it is the peer and not the design).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createNodeSandbox } from '../../sandbox/node';
import { serveDist, type DistServer } from '../../scripts/serve-dist';
import { APP_OUT, FLOORS_OUT, SANDBOX_DIR } from './config';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2',
};

export type Server = DistServer;

export function serveApp(): Promise<Server> {
  return serveDist({ port: 0, dir: APP_OUT, sandboxDir: path.join(SANDBOX_DIR, 'app') });
}

export function serveFloors(): Promise<Server> {
  const root = FLOORS_OUT;
  const sandbox = createNodeSandbox({ dir: path.join(SANDBOX_DIR, 'floors') });
  const gzCache = new Map<string, Buffer>();
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
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404);
      res.end();
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = url.pathname.startsWith('/assets/');
    const headers = { 'Content-Type': type, 'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' };
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /text|javascript|json|svg/.test(type)) {
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
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = addr && typeof addr === 'object' ? addr.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}
