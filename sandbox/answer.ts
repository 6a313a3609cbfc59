/**
 * Answer styles (spec/calls.md 4): which envelope each call answers with. The table is
 * documented in sandbox/README.md; keep the two in step.
 */
import type { ApiDef } from '@/core/types';

/**
 * current: {status: 0, statusText: '成功', data}; older: {status: 200, statusText, data};
 * old: {msg: 'success', data} / {msg: 'fail', errorMsg}; msgbool: {msgbool, msgString}.
 */
export type AnswerStyle = 'current' | 'older' | 'old' | 'msgbool';

/** Path prefixes of the older layer (status 200). */
export const OLDER_LAYER_PREFIXES = ['/mc/', '/qt/creategroupapply/', '/wecomClub/', '/tm/interactplatform/', '/weComAPI/'] as const;

/** Legacy .do calls that still answer in the old msg/errorMsg style. */
export const OLD_STYLE_IDS: ReadonlySet<string> = new Set([
  'queryUserCodeInManagerInfo',
  'sendElectronicPolicy',
  'saveSendPolicyHistory',
  'getElectronicPolicyAndSend',
  'uploadPosterWithPosterUrl',
  'queryMisWXBindStatus',
]);

/** Calls answering {msgbool, msgString}, which the client returns as is. */
export const MSGBOOL_IDS: ReadonlySet<string> = new Set([
  'checkNewsHaveMiniProLink',
  'whiteCheckNewsHaveMiniProLink',
  'checkUserCodeWithProposal',
]);

export const SUCCESS_TEXT = '成功';
export const SESSION_EXPIRED_TEXT = '登录已过期，请重新登录';

export function answerStyleOf(api: Pick<ApiDef, 'id' | 'path'>): AnswerStyle {
  if (MSGBOOL_IDS.has(api.id)) return 'msgbool';
  if (OLD_STYLE_IDS.has(api.id)) return 'old';
  if (OLDER_LAYER_PREFIXES.some((prefix) => api.path.startsWith(prefix))) return 'older';
  return 'current';
}

/** The success envelope of a style. For msgbool, data must already be {msgbool, msgString}. */
export function successBody(style: AnswerStyle, data: unknown): unknown {
  switch (style) {
    case 'current':
      return { status: 0, statusText: SUCCESS_TEXT, data };
    case 'older':
      return { status: 200, statusText: SUCCESS_TEXT, data };
    case 'old':
      return { msg: 'success', data };
    case 'msgbool':
      if (isMsgbool(data)) return data;
      return { msgbool: Boolean(data), msgString: data ? '是' : '否' };
  }
}

/** The failure envelope of a style. New-style failures use status 1 (current) or 500 (older). */
export function failureBody(style: AnswerStyle, message: string, data: unknown = null, status?: number): unknown {
  switch (style) {
    case 'current':
      return { status: status ?? 1, statusText: message, data };
    case 'older':
      return { status: status ?? 500, statusText: message, data };
    case 'old':
      return { msg: 'fail', errorMsg: message };
    case 'msgbool':
      return { msgbool: false, msgString: message };
  }
}

export const SESSION_EXPIRED_BODY = { status: 16, statusText: SESSION_EXPIRED_TEXT, data: null };

function isMsgbool(value: unknown): value is { msgbool: boolean; msgString: string } {
  return typeof value === 'object' && value !== null && typeof (value as { msgbool?: unknown }).msgbool === 'boolean';
}
