/**
 * The sandbox HTTP app: answers every catalogue call the way the insurer's server does (answer
 * styles, status 16, jwt-refresh, the .do switch, downloads, uploads), plus the /__sandbox
 * controls. Pure Hono and Web APIs, so it runs on Node and behind Mock Service Worker.
 */
import { Hono, type Context } from 'hono';
import type { CompiledApi } from '@/core/types';
import { answerStyleOf, failureBody, SESSION_EXPIRED_BODY, successBody, type AnswerStyle } from './answer';
import { registerControls } from './controls';
import { createFaultBook, OLD_FAIL_BODY, type Fault, type FaultBook } from './faults';
import { handlerFor } from './handlers';
import type { HandlerContext, HandlerMap } from './handlers/types';
import { Reply } from './reply';
import { isPublicCall, tokenOf } from './session/access';
import { claimsOf, issueToken, needsRefresh, verifyToken, type TokenPayload } from './session/token';
import { isSandboxComId } from './session/personas';
import { provinceComIdOf } from './seed/refPlaces';
import type { ProvinceComId } from './seed/types';
import type { SandboxStore } from './store';
import { cookieHeaderOf, parseRequest, readCookie } from './util/request';

export interface SandboxAppOptions {
  catalogue: readonly CompiledApi[];
  store: SandboxStore;
  /** Clock in ms; injectable so tests can expire tokens. */
  now?: () => number;
  /** Delay of a 'slow' fault that names none. Default: the call's timeout (60 s) plus 1 s. */
  slowDelayMs?: (api: CompiledApi) => number;
  /** Path prefix of the catalogue paths (the app's base URL path). Default ''. */
  basePath?: string;
  /** Extra or replacement handlers by call id. */
  handlers?: HandlerMap;
  /** Share a fault book (default: a new one). */
  faults?: FaultBook;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/** The path without .do, as the client requests it when the wx_request_do switch is on. */
export function stripDo(path: string): string {
  return path.endsWith('.do') ? path.slice(0, -3) : path;
}

/** Every path the app answers for a catalogue (both .do forms), with the base path. */
export function sandboxPaths(catalogue: readonly CompiledApi[], basePath = ''): Set<string> {
  const paths = new Set<string>();
  for (const api of catalogue) {
    paths.add(basePath + api.path);
    paths.add(basePath + stripDo(api.path));
  }
  return paths;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** content-disposition with the RFC 5987 UTF-8 file name the client reads. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function faultResponse(fault: Fault): Response | null {
  switch (fault.kind) {
    case 'http500':
      return new Response(null, { status: 500 });
    case 'malformed':
      return fault.variant === 'text'
        ? new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
        : json({ foo: 1 });
    case 'oldFail':
      return json(OLD_FAIL_BODY);
    case 'status16':
      return json(SESSION_EXPIRED_BODY);
    case 'slow':
      return null;
  }
}

function toResponse(style: AnswerStyle, result: unknown, headers: Record<string, string>): Response {
  if (result instanceof Reply) {
    const init = result.init;
    switch (init.kind) {
      case 'fail':
        return json(failureBody(style, init.message, init.data, init.status), 200, headers);
      case 'body':
        return json(init.body, init.httpStatus ?? 200, headers);
      case 'file':
        return new Response(init.body, {
          status: 200,
          headers: {
            ...headers,
            'content-type': init.contentType,
            'content-length': String(init.body.byteLength),
            'content-disposition': attachmentHeader(init.fileName),
          },
        });
    }
  }
  return json(successBody(style, result === undefined ? null : result), 200, headers);
}

function resolveComId(user: TokenPayload | null, params: Record<string, unknown>, request: Request): ProvinceComId {
  if (user && isSandboxComId(user.comId)) return user.comId;
  for (const key of ['comId', 'comCode', 'userComId']) {
    const v = params[key];
    if (typeof v === 'string' && /^\d{8}$/.test(v)) return provinceComIdOf(v);
  }
  const cookie = readCookie(cookieHeaderOf(request), 'weixin_comId');
  return cookie && /^\d{8}$/.test(cookie) ? provinceComIdOf(cookie) : '51000000';
}

export function createSandboxApp(options: SandboxAppOptions): Hono {
  const { catalogue, store } = options;
  const now = options.now ?? Date.now;
  const basePath = options.basePath ?? '';
  const faults = options.faults ?? createFaultBook();
  const slowDelay = options.slowDelayMs ?? ((api: CompiledApi) => (api.timeoutMs ?? DEFAULT_TIMEOUT_MS) + 1000);
  const app = new Hono();

  registerControls(app, { store, faults, catalogue, now });

  // Several entries may share a path (e.g. one per method): pick by method, else the first.
  const byPath = new Map<string, CompiledApi[]>();
  for (const api of catalogue) {
    for (const path of new Set([api.path, stripDo(api.path)])) {
      const list = byPath.get(path) ?? [];
      list.push(api);
      byPath.set(path, list);
    }
  }

  const answer = async (c: Context, apis: CompiledApi[]): Promise<Response> => {
    const request = c.req.raw;
    const api = apis.find((a) => a.method === request.method) ?? apis[0];
    const style = answerStyleOf(api);
    const { params, files } = await parseRequest(request);

    const fault = faults.take(api.id);
    if (fault) {
      const early = faultResponse(fault);
      if (early) return early;
      await sleep(fault.delayMs ?? slowDelay(api));
    }

    const at = now();
    const check = verifyToken(tokenOf(request, api), at, store.state.revokedTokens);
    const user = check.ok ? check.payload : null;
    if (!user && !isPublicCall(api)) return json(SESSION_EXPIRED_BODY);

    const headers: Record<string, string> = {};
    if (user && needsRefresh(user, at)) {
      headers['jwt-refresh'] = issueToken(claimsOf(user), at);
      headers['access-control-expose-headers'] = 'jwt-refresh, content-disposition';
    }

    const ctx: HandlerContext = {
      api,
      params,
      files,
      user,
      token: check.ok ? check.token : null,
      staff: user ? store.state.staff.find((s) => s.userCode === user.userCode) ?? null : null,
      comId: resolveComId(user, params, request),
      store,
      state: store.state,
      now: at,
      request,
    };
    const handler = options.handlers?.[api.id] ?? handlerFor(api);
    try {
      return toResponse(style, await handler(ctx), headers);
    } catch (error) {
      // A handler bug should be loud in the dev console but still look like a server failure.
      console.error(`[sandbox] ${api.id} failed:`, error);
      return json(failureBody(style, '系统繁忙，请稍后再试'), 200, headers);
    }
  };

  for (const [path, apis] of byPath) {
    app.on(['GET', 'POST'], basePath + path, (c) => answer(c, apis));
  }
  return app;
}
