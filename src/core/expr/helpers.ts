/**
 * Pure helpers callable from expressions: `{{ maskPhone(data.customer.mobile) }}`.
 * Adding a helper here makes it available to every schema; the build checks calls against these names.
 */
// From the modules themselves, not the src/lib index: that would bring the plate and ID-card
// validators (and the provinces) onto every page.
import { maskText, maskPhone, maskIdCard, maskUserCode, maskPhoneForCompare, samePhone } from '@/lib/mask';
import { formatMoney } from '@/lib/money';
import { formatDateTime, formatSeconds } from '@/lib/datetime';
import { stripIdentifierMarker } from '@/lib/identifier';
import { dictLabel } from '@/lib/dicts';
import type { Dict } from '@/lib/dicts';

const toStr = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export const helpers = {
  mask: (v: unknown): string => maskText(toStr(v)),
  maskPhone: (v: unknown): string => maskPhone(toStr(v)),
  maskIdCard: (v: unknown): string => maskIdCard(toStr(v)),
  maskUserCode: (v: unknown): string => maskUserCode(toStr(v)),
  /** First 3 + last 4 (spec 4.2): the style to show a phone in next to one the user-info service masked so. */
  maskPhoneForCompare: (v: unknown): string => maskPhoneForCompare(toStr(v)),
  /** Two phones are the same by spec 4.2's rule (both masked first 3 + last 4); empty is never the same. */
  samePhone: (a: unknown, b: unknown): boolean => samePhone(toStr(a), toStr(b)),
  money: (v: unknown, decimals?: number): string => formatMoney(v as number | string | null | undefined, decimals),
  date: (v: unknown, format?: string): string => formatDateTime(v as string | number | null | undefined, format),
  seconds: (v: unknown): string => formatSeconds(Number(v)),
  stripMarker: (v: unknown): string => stripIdentifierMarker(toStr(v)),
  dictLabel: (dict: unknown, value: unknown): string => (dict ? dictLabel(dict as Dict, toStr(value)) : toStr(value)),
  len: (v: unknown): number => (Array.isArray(v) || typeof v === 'string' ? v.length : 0),
  json: (v: unknown): string => JSON.stringify(v ?? null),
  join: (v: unknown, sep = '、'): string => (Array.isArray(v) ? v.map(toStr).join(sep) : toStr(v)),
  /** The list without its empty items (null, undefined, '', false): conditional parts of a text. */
  compact: (v: unknown): unknown[] => (Array.isArray(v) ? v.filter((x) => x !== null && x !== undefined && x !== '' && x !== false) : []),
  concat: (...parts: unknown[]): string => parts.map(toStr).join(''),
  includes: (list: unknown, v: unknown): boolean => (Array.isArray(list) ? list.includes(v) : toStr(list).includes(toStr(v))),
  pick: (list: unknown, key: string): unknown[] => (Array.isArray(list) ? list.map((x) => (x as Record<string, unknown>)?.[key]) : []),
  first: (list: unknown): unknown => (Array.isArray(list) ? list[0] : undefined),
  /** The items whose `key` equals `value` (e.g. the trade-status reasons of one follow-up status). */
  where: (list: unknown, key: string, value: unknown): unknown[] =>
    Array.isArray(list) ? list.filter((x) => (x as Record<string, unknown>)?.[key] === value) : [],
  count: (list: unknown, key: string, value: unknown): number =>
    Array.isArray(list) ? list.filter((x) => (x as Record<string, unknown>)?.[key] === value).length : 0,
  number: (v: unknown): number => {
    const n = Number(v);
    return Number.isFinite(n) ? n : 0;
  },
  string: (v: unknown): string => toStr(v),
  now: (): number => Date.now(),
};

export type Helpers = typeof helpers;
