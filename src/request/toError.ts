import axios from 'axios';
import type { CompiledApi } from '@/core';
import { normaliseAnswer } from './answer';
import { ERROR_MESSAGES, RequestError } from './errors';
import { endSession } from './logout';

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null) return true;
  if (typeof body === 'string') return body.trim() === '';
  if (body instanceof Blob) return body.size === 0;
  return false;
}

function bodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const field of ['statusText', 'errorMsg', 'msgString']) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/**
 * Turns a failure of the transport into a {@link RequestError}:
 * - aborted by the caller: `cancelled`;
 * - HTTP error: the body's statusText / errorMsg, or 服务异常！ when there is no body;
 *   a body with status 16 ends the session (unless `checkLogout` is false);
 * - no answer (timeout, network): 请求超时，请重试.
 * Anything that is not an axios error (a bug, a catalogue error) is returned unchanged.
 */
export function toRequestError(api: CompiledApi, error: unknown, checkLogout: boolean): unknown {
  if (error instanceof RequestError) return error;
  if (axios.isCancel(error)) {
    return new RequestError('cancelled', ERROR_MESSAGES.cancelled, { apiId: api.id, cause: error });
  }
  if (!axios.isAxiosError(error)) return error;

  const response = error.response;
  if (response) {
    const body: unknown = response.data;
    const init = { apiId: api.id, httpStatus: response.status, cause: error };
    if (isEmptyBody(body)) return new RequestError('http', ERROR_MESSAGES.httpNoBody, init);
    const answer = normaliseAnswer(body, api);
    if (checkLogout && !answer.ok && answer.reason === 'expired') {
      endSession();
      return new RequestError('expired', answer.message, { ...init, status: answer.status, body });
    }
    const status = answer.ok || answer.reason === 'shape' ? undefined : answer.status;
    return new RequestError('http', bodyMessage(body) ?? ERROR_MESSAGES.httpNoBody, { ...init, status, body });
  }
  const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
  return new RequestError(timedOut ? 'timeout' : 'network', ERROR_MESSAGES.noMessage, { apiId: api.id, cause: error });
}
