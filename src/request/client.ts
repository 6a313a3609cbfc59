import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
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
export const http = axios.create({ withCredentials: true, withXSRFToken: false, timeout: DEFAULT_TIMEOUT_MS });

/** The XSRF cookie a same-origin request echoes in a header, as axios does by default. */
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * Sets the XSRF header from `document.cookie`, synchronously. axios itself (withXSRFToken, off
 * above) now reads the cookie through the async Cookie Store API before every same-origin request:
 * a trip to the browser that waits behind any long task on the main thread, about 15 ms per tap on
 * a throttled phone.
 */
function withXsrfHeader(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (typeof document === 'undefined' || typeof location === 'undefined') return config;
  const value = Cookies.get(XSRF_COOKIE);
  if (!value) return config;
  // The origin is in the base URL and path alone: leave the params out (the adapter serializes them).
  const target = http.getUri({ baseURL: config.baseURL, url: config.url, allowAbsoluteUrls: config.allowAbsoluteUrls });
  if (new URL(target, location.href).origin === location.origin) config.headers.set(XSRF_HEADER, value);
  return config;
}

http.interceptors.request.use(withXsrfHeader, undefined, { synchronous: true });

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
