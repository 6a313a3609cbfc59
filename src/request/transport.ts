import type { AxiosResponse } from 'axios';
import type { CompiledApi } from '@/core';
import { getToken } from '@/session';
import { bodyParts } from './body';
import { DEFAULT_TIMEOUT_MS, http } from './client';
import { requestConfig } from './config';
import { stripDoSuffix } from './paths';
import { isRequestDoOn } from './requestDo';

/** Per-call transport options. */
export interface SendOptions {
  /** Body of the query+json / query+form kinds (or a non-record JSON body). */
  data?: unknown;
  signal?: AbortSignal;
  /** 'blob' for downloads. */
  responseType?: 'json' | 'blob';
}

/** Sends one prepared call through the shared axios instance; rejects with axios errors. */
export async function send(api: CompiledApi, params: Record<string, unknown>, options: SendOptions = {}): Promise<AxiosResponse<unknown>> {
  const url = stripDoSuffix(api.path, await isRequestDoOn());
  const { params: query, data, headers = {} } = bodyParts(api.body, api.method, params, options.data);
  if (api.auth === 'bearer') {
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return http.request<unknown>({
    baseURL: requestConfig().baseURL,
    url,
    method: api.method,
    params: query,
    data,
    headers,
    timeout: api.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    signal: options.signal,
    responseType: options.responseType ?? 'json',
  });
}
