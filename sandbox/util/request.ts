/**
 * Reads a call's parameters from a request whatever its body kind: query string, JSON body,
 * form-encoded or multipart body. Query and body fields are merged (body wins).
 */
import type { Json, JsonObject } from './json';
import { isJsonObject } from './json';

export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  size: number;
}

export interface ParsedRequest {
  params: JsonObject;
  files: UploadedFile[];
  /** A JSON body that was not an object (e.g. an array), kept as is. */
  rawBody: Json | undefined;
}

/** Fields the client URL-encodes before sending (spec/calls.md 5); decoded once more here. */
const URL_ENCODED_FIELDS = ['licenseNo', 'frameNo', 'vinNo'];

function decodeEncodedFields(params: JsonObject): void {
  for (const key of URL_ENCODED_FIELDS) {
    const value = params[key];
    if (typeof value === 'string' && /%[0-9A-Fa-f]{2}/.test(value)) {
      try {
        params[key] = decodeURIComponent(value);
      } catch {
        // Not actually encoded: keep the text.
      }
    }
  }
}

function isFileLike(value: unknown): value is Blob & { name?: string } {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

export async function parseRequest(request: Request): Promise<ParsedRequest> {
  const url = new URL(request.url);
  const params: JsonObject = {};
  for (const [key, value] of url.searchParams) params[key] = value;
  const files: UploadedFile[] = [];
  let rawBody: Json | undefined;

  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      const text = await request.text();
      if (text.trim()) {
        try {
          const body: unknown = JSON.parse(text);
          if (isJsonObject(body)) Object.assign(params, body as JsonObject);
          else rawBody = body as Json;
        } catch {
          rawBody = text;
        }
      }
    } else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData();
      for (const [key, value] of form.entries()) {
        if (isFileLike(value)) {
          files.push({ field: key, name: value.name ?? key, type: value.type, size: value.size });
        } else {
          params[key] = value;
        }
      }
    } else {
      const text = await request.text();
      if (text.trim()) rawBody = text;
    }
  }
  decodeEncodedFields(params);
  return { params, files, rawBody };
}

/**
 * Header through which the browser glue (msw.ts) hands the sandbox the page's cookies: a service
 * worker's request has no Cookie header, and script may not set one.
 */
export const FORWARDED_COOKIE_HEADER = 'x-sandbox-cookie';

/** The request's cookies as a Cookie header: its own, else the ones the browser glue forwarded. */
export function cookieHeaderOf(request: Request): string | null {
  return request.headers.get('cookie') ?? request.headers.get(FORWARDED_COOKIE_HEADER);
}

/** Cookie value by name from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return v.join('=');
      }
    }
  }
  return undefined;
}
