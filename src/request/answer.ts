import { type ApiDef, getIn } from '@/core';
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

/**
 * Where the payload of a successful new- or old-style answer is, when its catalogue entry does not
 * say (`result`): in `data` for both (`{status, statusText, data}`, `{msg: 'success', data}`).
 * The third style has no payload field: its body is the answer (spec/calls.md 4.4).
 */
export const DEFAULT_RESULT_PATH = 'data';

/**
 * The value a successful new- or old-style answer hands to its caller: the whole body for
 * `answer: "full"`, else what sits at the entry's `result` path (default {@link DEFAULT_RESULT_PATH}).
 * One place for every caller (page data sources, `call` actions, modules), so a page reads
 * `data.card.userName` whatever style the call answers in.
 */
export function payloadOf(body: Record<string, unknown>, api: Pick<ApiDef, 'answer' | 'result'>): unknown {
  if (api.answer === 'full') return body;
  return getIn(body, api.result ?? DEFAULT_RESULT_PATH);
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/**
 * Reads an answer body in one of the three styles (spec/calls.md 4.4):
 * - new `{ status, statusText, data }`: success is 0 (current layer) or 200 (older layer, see
 *   {@link OLDER_LAYER_PATTERNS}); 16 means the session expired;
 * - old `{ msg: 'success', data }`: failure carries `errorMsg`;
 * - third `{ msgbool, msgString }`: returned as is, success or not;
 * - anything else fails with 系统错误.
 * A successful new- or old-style answer gives its payload ({@link payloadOf}: the entry's `result`
 * path, `data` by default; the whole body for `full` answers).
 */
export function normaliseAnswer(body: unknown, api: Pick<ApiDef, 'path' | 'answer' | 'result'>): NormalisedAnswer {
  if (!isRecord(body)) return { ok: false, reason: 'shape', message: ERROR_MESSAGES.unknownShape };

  const status = statusNumber(body.status);
  if (status !== null) {
    const success = isOlderLayer(api.path) ? 200 : 0;
    if (status === success) return { ok: true, style: 'new', value: payloadOf(body, api) };
    const raw = body.status as number | string;
    if (status === SESSION_EXPIRED_STATUS) {
      return { ok: false, reason: 'expired', status: raw, message: text(body.statusText, ERROR_MESSAGES.sessionExpired) };
    }
    return { ok: false, reason: 'answer', status: raw, message: text(body.statusText, ERROR_MESSAGES.unknownShape) };
  }
  if ('msg' in body) {
    if (body.msg === 'success') return { ok: true, style: 'old', value: payloadOf(body, api) };
    return { ok: false, reason: 'answer', message: text(body.errorMsg, ERROR_MESSAGES.unknownShape) };
  }
  if ('msgbool' in body && 'msgString' in body) return { ok: true, style: 'third', value: body };
  return { ok: false, reason: 'shape', message: ERROR_MESSAGES.unknownShape };
}
