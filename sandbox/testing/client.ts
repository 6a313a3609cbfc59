/**
 * A tiny client for driving the sandbox app in tests: builds the request a catalogue entry's
 * body kind implies and reads the answer. Browser-safe (fetch API only).
 */
import type { Hono } from 'hono';
import type { CompiledApi } from '@/core/types';

export type CallParams = Record<string, unknown>;

export interface CallOptions {
  /** Sent as the 'token' header, or as 'Authorization: Bearer' for bearer calls. */
  token?: string;
  /** Extra headers (e.g. cookie). */
  headers?: Record<string, string>;
  /** Use the path without .do (the wx_request_do switch). */
  stripDo?: boolean;
  /** File for multipart calls (default: a small PNG-ish blob named 证件照.png). */
  file?: Blob & { name?: string };
  origin?: string;
}

function toText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function query(params: CallParams): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) search.set(k, toText(v));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function buildRequest(api: CompiledApi, params: CallParams = {}, options: CallOptions = {}): Request {
  const headers = new Headers(options.headers);
  if (options.token) {
    if (api.auth === 'bearer' || api.path.startsWith('/assistant/')) headers.set('authorization', `Bearer ${options.token}`);
    else headers.set('token', options.token);
  }
  const path = options.stripDo && api.path.endsWith('.do') ? api.path.slice(0, -3) : api.path;
  const base = `${options.origin ?? 'http://sandbox.test'}${path}`;
  const init: RequestInit = { method: api.method, headers };
  let url = base;
  switch (api.body) {
    case 'none':
    case 'query':
      url += query(params);
      break;
    case 'json':
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(params);
      break;
    case 'query+json':
      url += query(params);
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(params);
      break;
    case 'form':
    case 'query+form': {
      if (api.body === 'query+form') url += query(params);
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) form.set(k, toText(v));
      headers.set('content-type', 'application/x-www-form-urlencoded');
      init.body = form.toString();
      break;
    }
    case 'multipart': {
      const form = new FormData();
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) form.set(k, toText(v));
      const file = options.file ?? new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], '证件照.png', { type: 'image/png' });
      form.set('file', file);
      init.body = form;
      break;
    }
  }
  if (api.method === 'GET') delete init.body;
  return new Request(url, init);
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  bytes: Uint8Array;
}

export async function callApi(app: Hono, api: CompiledApi, params: CallParams = {}, options: CallOptions = {}): Promise<CallResult> {
  const response = await app.fetch(buildRequest(api, params, options));
  const bytes = new Uint8Array(await response.arrayBuffer());
  let json: unknown;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      json = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers: response.headers, json, bytes };
}

/** The unwrapped data of a successful answer in any style (throws on failure shapes). */
export function dataOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) throw new Error(`not an answer: ${String(body)}`);
  const b = body as Record<string, unknown>;
  if ('msgbool' in b) return b;
  if (b.msg === 'success') return b.data;
  if (b.status === 0 || b.status === 200) return b.data;
  throw new Error(`failure answer: ${JSON.stringify(body)}`);
}
