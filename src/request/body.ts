import type { BodyKind, HttpMethod } from '@/core';

/** What a body kind puts on the axios request. */
export interface BodyParts {
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
}

const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);
}

function fieldText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Form-encodes a record: null/undefined dropped, arrays as repeated names, objects as JSON. */
export function toUrlEncoded(data: unknown): URLSearchParams | string {
  if (typeof data === 'string') return data;
  const form = new URLSearchParams();
  if (!isRecord(data)) return form;
  for (const [name, value] of Object.entries(data)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) form.append(name, fieldText(item));
    }
  }
  return form;
}

/** Builds multipart form data: Blob and File values as files, arrays as repeated names. */
export function toFormData(params: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue;
      if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : 'blob');
      else form.append(name, fieldText(item));
    }
  }
  return form;
}

/**
 * Places params (and `data`, the body of the query+ kinds) as the body kind says:
 * - none: nothing is sent;
 * - query: params in the query string (GET or POST);
 * - form / json / multipart: params as the body (a GET sends them in the query string);
 *   json sends `data` instead when given (for bodies that are not records, e.g. arrays);
 * - query+json / query+form: params in the query string, `data` as the JSON / form body.
 */
export function bodyParts(kind: BodyKind, method: HttpMethod, params: Record<string, unknown>, data?: unknown): BodyParts {
  if (kind === 'none') return {};
  if (kind === 'query' || method === 'GET') return { params };
  switch (kind) {
    case 'form':
      return { data: toUrlEncoded(params), headers: FORM_HEADERS };
    case 'json':
      return { data: data ?? params };
    case 'multipart':
      return { data: toFormData(params) };
    case 'query+json':
      return { params, data };
    case 'query+form':
      return { params, data: data === undefined ? undefined : toUrlEncoded(data), headers: FORM_HEADERS };
  }
}
