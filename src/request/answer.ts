import type { ApiDef } from '@/core/types';
import { ERROR_MESSAGES } from './errors';

/** The new-style status that means the session timed out. */
export const SESSION_EXPIRED_STATUS = 16;

/**
 * Paths of the older server layer, whose new-style answers succeed with status 200 instead of 0
 * (spec/calls.md 4.4). Every other path belongs to the current layer, where only 0 succeeds.
 * Each layer is strict: a 200 from the current layer, or a 0 from the older one, is a failure.
 */
export const OLDER_LAYER_PATTERNS: readonly RegExp[] = [
  /(^|\/)mc(\/|$)/,
  /(^|\/)qt\/creategroupapply(\/|$)/,
  /(^|\/)wecomClub(\/|$)/,
  /(^|\/)tm\/interactplatform(\/|$)/,
  // The marketing system's user-info service answers in the older style too (as the sandbox does).
  /(^|\/)weComAPI(\/|$)/,
];

/** True for paths of the older layer (status 200 = success). */
export function isOlderLayer(path: string): boolean {
  return OLDER_LAYER_PATTERNS.some((pattern) => pattern.test(path));
}

/** Which of the three answer styles a body has. */
export type AnswerStyle = 'new' | 'old' | 'third';

/** A normalised answer: success with the value to hand to the caller, or failure with a reason. */
export type NormalisedAnswer =
  | { ok: true; style: AnswerStyle; value: unknown }
  | { ok: false; reason: 'expired' | 'answer' | 'shape'; status?: number | string; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function statusNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/**
 * Reads an answer body in one of the three styles (spec/calls.md 4.4):
 * - new `{ status, statusText, data }`: success is 0 (current layer) or 200 (older layer, see
 *   {@link OLDER_LAYER_PATTERNS}); 16 means the session expired; `unwrap` gives `data`;
 * - old `{ msg: 'success', ... }`: fields sit beside `msg`, so `unwrap` gives the whole body;
 *   failure carries `errorMsg`;
 * - third `{ msgbool, msgString }`: returned as is, success or not;
 * - anything else fails with 系统错误.
 * `full` answers give the whole body on success.
 */
export function normaliseAnswer(body: unknown, api: Pick<ApiDef, 'path' | 'answer'>): NormalisedAnswer {
  if (!isRecord(body)) return { ok: false, reason: 'shape', message: ERROR_MESSAGES.unknownShape };

  const status = statusNumber(body.status);
  if (status !== null) {
    const success = isOlderLayer(api.path) ? 200 : 0;
    if (status === success) return { ok: true, style: 'new', value: api.answer === 'full' ? body : body.data };
    const raw = body.status as number | string;
    if (status === SESSION_EXPIRED_STATUS) {
      return { ok: false, reason: 'expired', status: raw, message: text(body.statusText, ERROR_MESSAGES.sessionExpired) };
    }
    return { ok: false, reason: 'answer', status: raw, message: text(body.statusText, ERROR_MESSAGES.unknownShape) };
  }
  if ('msg' in body) {
    if (body.msg === 'success') return { ok: true, style: 'old', value: body };
    return { ok: false, reason: 'answer', message: text(body.errorMsg, ERROR_MESSAGES.unknownShape) };
  }
  if ('msgbool' in body && 'msgString' in body) return { ok: true, style: 'third', value: body };
  return { ok: false, reason: 'shape', message: ERROR_MESSAGES.unknownShape };
}
