/**
 * A real HTTP server on loopback for the request-layer tests. The tests run under jsdom, so
 * axios uses its XMLHttpRequest adapter exactly as in the WeCom web view, including CORS:
 * the jsdom page (http://localhost:3000) calls 127.0.0.1:<port> with credentials, so the
 * server answers with credentialed CORS headers and exposes jwt-refresh / content-disposition.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One request as the server saw it. */
export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (req: Seen, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  base: string;
  /** Requests seen, OPTIONS preflights excluded. */
  seen: Seen[];
  /** Answers requests to `path` (any method, query ignored) with `handler`. */
  on(path: string, handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

const EXPOSED = 'jwt-refresh, content-disposition, content-type';

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Handler {
  return (_req, res) => {
    res.writeHead(init.status ?? 200, { 'content-type': 'application/json;charset=UTF-8', ...init.headers });
    res.end(JSON.stringify(body));
  };
}

export function empty(status: number): Handler {
  return (_req, res) => {
    res.writeHead(status);
    res.end();
  };
}

export function raw(body: string | Buffer, headers: Record<string, string>, status = 200): Handler {
  return (_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  };
}

/** Echoes what the server received: method, path, query, content type, body, cookie. */
export const echo: Handler = (req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      status: 0,
      data: {
        method: req.method,
        path: req.path,
        query: Object.fromEntries(req.query),
        contentType: req.headers['content-type'] ?? '',
        authorization: req.headers.authorization ?? '',
        cookie: req.headers.cookie ?? '',
        body: req.body,
      },
    }),
  );
};

export async function startServer(): Promise<TestServer> {
  const handlers = new Map<string, Handler>();
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', 'content-type, authorization');
      response.setHeader('Access-Control-Expose-Headers', EXPOSED);
      if (request.method === 'OPTIONS') {
        response.writeHead(204);
        response.end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const req: Seen = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(req);
      const handler = handlers.get(url.pathname);
      if (!handler) {
        response.writeHead(404);
        response.end();
        return;
      }
      void Promise.resolve()
        .then(() => handler(req, response))
        .catch(() => {
          response.writeHead(500);
          response.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    on: (path, handler) => void handlers.set(path, handler),
    reset: () => {
      handlers.clear();
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The test file's server: started before its first test, closed after its last. The handle
 * forwards to it, so a test file holds it in a constant.
 */
export function serverForFile(): TestServer {
  let started: TestServer | undefined;
  const current = (): TestServer => {
    if (!started) throw new Error('the test server starts in beforeAll: use it in a test or a hook');
    return started;
  };
  beforeAll(async () => {
    started = await startServer();
  });
  afterAll(() => current().close());
  return {
    get base() {
      return current().base;
    },
    get seen() {
      return current().seen;
    },
    on: (path, handler) => current().on(path, handler),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}
