import type { AxiosResponse } from 'axios';
import type { CompiledApi } from '@/core';
import { normaliseAnswer } from './answer';
import { apiById, requireApi } from './catalogue';
import { withContentCache } from './contentCache';
import { debounceCall } from './debounce';
import { mapAnswer } from './answerMaps';
import { normaliseAnswerFields } from './answerFields';
import { dedupeKey, shareInFlight } from './dedupe';
import { RequestError } from './errors';
import { prepareParams } from './identifiers';
import { endSession } from './logout';
import { routeByProvince } from './province';
import { rememberResult } from './resultCache';
import { toRequestError } from './toError';
import { send } from './transport';

/** Per-call options of {@link request}. Catalogue flags of the same name apply when these are absent. */
export interface RequestOptions {
  /** Body of the query+json / query+form kinds (or a JSON body that is not a record). */
  data?: unknown;
  /** Aborts the call; it then rejects with a `cancelled` RequestError. */
  signal?: AbortSignal;
  /** Resolve with the axios response itself (as answer kind 'raw'). */
  handleResponse?: boolean;
  /** Skip the status-16 session-expiry check. */
  notCheckLogout?: boolean;
  /** Reject with the full answer body instead of a RequestError, when there is a body. */
  handleError?: boolean;
}

/** @internal How the answer is handled: by the entry's answer kind, or always as a download. */
export type CallMode = 'answer' | 'download';

async function handleAnswer(api: CompiledApi, response: AxiosResponse<unknown>, options: RequestOptions, checkLogout: boolean): Promise<unknown> {
  const answer = normaliseAnswer(response.data, api);
  if (!answer.ok && answer.reason === 'expired' && checkLogout) {
    endSession();
    throw new RequestError('expired', answer.message, { apiId: api.id, status: answer.status, httpStatus: response.status, body: response.data });
  }
  if (options.handleResponse || api.answer === 'raw') return response;
  if (!answer.ok) {
    const kind = answer.reason === 'shape' ? 'shape' : 'answer';
    throw new RequestError(kind, answer.message, { apiId: api.id, status: answer.status, httpStatus: response.status, body: response.data });
  }
  const value = mapAnswer(api.answerMap, normaliseAnswerFields(answer.value));
  await rememberResult(api, value);
  return value;
}

/**
 * The error-catalogue fallbacks: emptyListOnError resolves [], fallbackOnError resolves its value
 * (and caches it under `cacheAs`: a failed switch query caches '0'), handleError rejects with
 * the body. Session expiry, cancellation and developer errors always reject.
 */
async function recover(api: CompiledApi, error: unknown, options: RequestOptions): Promise<unknown> {
  if (!(error instanceof RequestError) || error.kind === 'expired' || error.kind === 'cancelled') throw error;
  if (api.emptyListOnError) return [];
  if (api.fallbackOnError !== undefined) {
    await rememberResult(api, api.fallbackOnError);
    return api.fallbackOnError;
  }
  if ((options.handleError ?? api.handleError) && error.body !== undefined) throw error.body;
  throw error;
}

async function execute(api: CompiledApi, params: Record<string, unknown>, options: RequestOptions, mode: CallMode): Promise<unknown> {
  const checkLogout = !(options.notCheckLogout ?? api.notCheckLogout ?? false);
  try {
    const prepared = await prepareParams(api, params, (id, p) => request(id, p));
    const download = mode === 'download' || api.answer === 'blob';
    const response = await send(api, prepared, {
      data: options.data,
      signal: options.signal,
      responseType: download ? 'blob' : 'json',
    });
    // Few calls download (the catalogue's `blob` answers): that code loads with the first of them,
    // not with the entry (issue 28).
    if (download) return await (await import('./downloadResponse')).handleDownloadResponse(api, response, checkLogout);
    return await handleAnswer(api, response, options, checkLogout);
  } catch (error) {
    return await recover(api, toRequestError(api, error, checkLogout), options);
  }
}

/** @internal The request pipeline, shared by {@link request} and the download function. */
export function callApi(id: string, params: Record<string, unknown>, options: RequestOptions, mode: CallMode): Promise<unknown> {
  let api: CompiledApi;
  try {
    api = routeByProvince(requireApi(id));
  } catch (error) {
    return Promise.reject(error);
  }
  if (!api.dedupe) return execute(api, params, options, mode);
  return shareInFlight(dedupeKey(api.id, params, options.data), () => execute(api, params, options, mode));
}

/**
 * Calls the server by catalogue id: the only way pages and modules reach the server. An entry's
 * `debounceMs` delays the call until no identical one has been asked for that long (callers share
 * its answer), `contentCache` answers a cached article without a request, and `answerMap` gives
 * the answer in the app's shape (src/request/answerMaps.ts).
 * Resolves with the answer as the entry's answer kind says (unwrap: the payload at the entry's
 * `result` path, `data` by default, or a msgbool body as is; full: the body;
 * raw or `handleResponse`: the axios response; blob: a DownloadResult).
 * Rejects with a {@link RequestError} (Chinese `userMessage`), with the body itself under
 * `handleError`, or with a developer error naming an unknown id.
 */
export function request<T = unknown>(id: string, params: Record<string, unknown> = {}, options: RequestOptions = {}): Promise<T> {
  const api = apiById(id);
  const call = (): Promise<T> => callApi(id, params, options, 'answer') as Promise<T>;
  const cached = api?.contentCache && !options.handleResponse ? (): Promise<T> => withContentCache(api, params, call) : call;
  return api?.debounceMs ? debounceCall(id, [params, options.data], api.debounceMs, cached) : cached();
}
