/** Reading handler parameters tolerantly: the app sends strings, numbers or nested objects. */
import type { Json, JsonObject } from '@sandbox/util/json';
import { isJsonObject } from '@sandbox/util/json';

/** First non-empty string value among the keys (numbers are stringified); '' when none. */
export function str(params: JsonObject, ...keys: string[]): string {
  for (const key of keys) {
    const value = params[key];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return '';
}

export function num(params: JsonObject, fallback: number, ...keys: string[]): number {
  for (const key of keys) {
    const value = params[key];
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (Number.isFinite(n)) return n;
  }
  return fallback;
}

/** A nested object param, also accepting a JSON string (form fields carry JSON as text). */
export function obj(params: JsonObject, key: string): JsonObject {
  const value = params[key];
  if (isJsonObject(value)) return value;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (isJsonObject(parsed)) return parsed as JsonObject;
    } catch {
      // fall through
    }
  }
  return {};
}

/** A list param: an array, a JSON array string, or a comma-separated string. */
export function list(params: JsonObject, ...keys: string[]): string[] {
  for (const key of keys) {
    const value: Json | undefined = params[key];
    if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
    if (typeof value === 'string' && value !== '') {
      if (value.trim().startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(value);
          if (Array.isArray(parsed)) return parsed.map((v) => String(v));
        } catch {
          // fall through
        }
      }
      return value.split(',').map((s) => s.trim()).filter(Boolean);
    }
  }
  return [];
}

/** Params merged with a nested `data` / `requestBody` / `params` object, when the app sends one. */
export function flat(params: JsonObject): JsonObject {
  return { ...obj(params, 'params'), ...obj(params, 'requestBody'), ...obj(params, 'data'), ...params };
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
  [extra: string]: unknown;
}

const PAGE_KEYS = ['pageNo', 'pageNum', 'page', 'currentPage', 'current'];
const SIZE_KEYS = ['pageSize', 'size', 'limit', 'rows'];

/**
 * One page of a list, as {list, total, pageNo, pageSize}; the page key the app used
 * (pageNum, page …) is echoed too. Defaults: page 1, 10 rows; pageSize is capped at 200.
 */
export function paginate<T>(items: readonly T[], params: JsonObject, defaultSize = 10): Page<T> {
  const pageNo = Math.max(1, Math.floor(num(params, 1, ...PAGE_KEYS)));
  const pageSize = Math.min(200, Math.max(1, Math.floor(num(params, defaultSize, ...SIZE_KEYS))));
  const start = (pageNo - 1) * pageSize;
  const page: Page<T> = { list: items.slice(start, start + pageSize), total: items.length, pageNo, pageSize };
  const usedKey = PAGE_KEYS.find((k) => k !== 'pageNo' && params[k] !== undefined);
  if (usedKey) page[usedKey] = pageNo;
  return page;
}

/** Case-insensitive substring filter on the given fields; an empty keyword keeps everything. */
export function search<T>(items: readonly T[], keyword: string, fields: ReadonlyArray<(item: T) => string>): T[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return items.slice();
  return items.filter((item) => fields.some((f) => f(item).toLowerCase().includes(k)));
}
