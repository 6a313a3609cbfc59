import axios, { type AxiosResponse } from 'axios';
import { setToken } from '@/session';

/** Default timeout of a call: 60 s (spec/calls.md 9); entries may set `timeoutMs`. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** The response header that carries a refreshed token. */
export const JWT_REFRESH_HEADER = 'jwt-refresh';

function refreshToken(response: AxiosResponse | undefined): void {
  const value: unknown = response?.headers?.[JWT_REFRESH_HEADER];
  if (typeof value === 'string' && value !== '') setToken(value);
}

/**
 * The one axios instance of the app. Cookies are sent (`withCredentials`), so a cross-origin
 * server must answer with credentialed CORS headers and expose `jwt-refresh` and
 * `content-disposition` (Access-Control-Expose-Headers).
 */
export const http = axios.create({ withCredentials: true, timeout: DEFAULT_TIMEOUT_MS });

http.interceptors.response.use(
  (response) => {
    refreshToken(response);
    return response;
  },
  (error: unknown) => {
    if (axios.isAxiosError(error)) refreshToken(error.response);
    return Promise.reject(error);
  },
);
