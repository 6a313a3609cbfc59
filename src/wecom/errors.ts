/** Fallback text when the client gives no errMsg. */
export const WECOM_UNKNOWN_ERROR = '企业微信接口调用失败';

/**
 * A failed WeCom client call. `message` is the client's errMsg (e.g.
 * 'sendChatMessage:fail no permission'), which is what the spec says to show the user.
 */
export class WecomError extends Error {
  override readonly name = 'WecomError';
  /** The bridge call (or 'configSign' / 'register') that failed. */
  readonly api: string;
  /** The client's errCode; -1 when unknown. */
  readonly errCode: number;

  constructor(api: string, message: string, errCode = -1) {
    super(message);
    this.api = api;
    this.errCode = errCode;
  }

  /** The user dismissed the client's dialog (errMsg keyword 'cancel'). */
  get cancelled(): boolean {
    return /:cancel\b/.test(this.message);
  }
}

function hasErrMsg(value: unknown): value is { errMsg: string; errCode?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { errMsg?: unknown }).errMsg === 'string';
}

/** Normalises whatever the SDK rejected with (a CommonResult, an Error, anything) into a WecomError. */
export function toWecomError(api: string, reason: unknown): WecomError {
  if (reason instanceof WecomError) return reason;
  if (hasErrMsg(reason)) {
    const code = typeof reason.errCode === 'number' ? reason.errCode : -1;
    return new WecomError(api, reason.errMsg || WECOM_UNKNOWN_ERROR, code);
  }
  if (reason instanceof Error && reason.message) return new WecomError(api, reason.message);
  return new WecomError(api, WECOM_UNKNOWN_ERROR);
}
