/** Chinese messages of the request error catalogue (spec/calls.md section 8). */
export const ERROR_MESSAGES = {
  /** HTTP error without a message body. */
  httpNoBody: '服务异常！',
  /** Rejection without a message: timeout or network failure. */
  noMessage: '请求超时，请重试',
  /** Unrecognised answer shape. */
  unknownShape: '系统错误',
  /** Status 16: the session timed out. */
  sessionExpired: '登录已过期，请重新登录',
  /** The caller aborted the call. */
  cancelled: '请求已取消',
} as const;

/**
 * What went wrong, for callers that branch on it:
 * - `http`: the server answered with an HTTP error status;
 * - `answer`: the answer style said failure (new-style status, old-style msg);
 * - `shape`: the answer matched no known style;
 * - `expired`: status 16, the session is being ended;
 * - `timeout` / `network`: no answer;
 * - `cancelled`: the caller's AbortSignal fired.
 */
export type RequestErrorKind = 'http' | 'answer' | 'shape' | 'expired' | 'timeout' | 'network' | 'cancelled';

/** Fields of a {@link RequestError} besides its kind and message. */
export interface RequestErrorInit {
  apiId: string;
  status?: number | string;
  httpStatus?: number;
  body?: unknown;
  cause?: unknown;
}

/**
 * A failed catalogue call. `message` equals `userMessage`, the Chinese text that may be shown
 * to users as is; `apiId` names the catalogue entry for logs.
 */
export class RequestError extends Error {
  /** Chinese text for users. */
  readonly userMessage: string;
  /** The catalogue id of the failed call. */
  readonly apiId: string;
  /** What went wrong. */
  readonly kind: RequestErrorKind;
  /** The answer's own status field (new style), when there was one. */
  readonly status?: number | string;
  /** The HTTP status, when the server answered. */
  readonly httpStatus?: number;
  /** The answer body, when there was one (e.g. `{ status, statusText, data }`). */
  readonly body?: unknown;
  /** The underlying error (axios error, abort reason). */
  override readonly cause?: unknown;

  constructor(kind: RequestErrorKind, userMessage: string, init: RequestErrorInit) {
    super(userMessage, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'RequestError';
    this.kind = kind;
    this.userMessage = userMessage;
    this.apiId = init.apiId;
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.body = init.body;
    this.cause = init.cause;
  }
}

/** A programming error (unknown call id, broken catalogue): never shown to users. */
export class CatalogueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueError';
  }
}
