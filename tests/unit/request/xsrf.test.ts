/**
 * The XSRF header: set from document.cookie on same-origin requests, synchronously (axios's own
 * reading goes through the async Cookie Store API and is switched off), and never sent elsewhere.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AxiosAdapter, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { http } from '@/request/client';

/** Sends through `http` and returns the headers its adapter saw. */
async function headersOf(config: AxiosRequestConfig): Promise<Record<string, unknown>> {
  let seen: InternalAxiosRequestConfig | null = null;
  const adapter: AxiosAdapter = async (c) => {
    seen = c;
    return { data: null, status: 200, statusText: 'OK', headers: {}, config: c };
  };
  await http.request({ ...config, adapter });
  if (!seen) throw new Error('the adapter was not called');
  return (seen as InternalAxiosRequestConfig).headers.toJSON() as Record<string, unknown>;
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('XSRF header', () => {
  it('echoes the XSRF-TOKEN cookie on a same-origin request', async () => {
    document.cookie = 'XSRF-TOKEN=t0k%3Den; path=/';
    expect((await headersOf({ url: '/wecom/api/current.do' }))['X-XSRF-TOKEN']).toBe('t0k=en');
    expect((await headersOf({ baseURL: location.origin, url: '/wecom/api/current.do', params: { a: 1 } }))['X-XSRF-TOKEN']).toBe('t0k=en');
  });

  it('sends no header to another origin, or without the cookie', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    expect((await headersOf({ url: 'https://other.example/api/x' }))['X-XSRF-TOKEN']).toBeUndefined();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect((await headersOf({ url: '/wecom/api/current.do' }))['X-XSRF-TOKEN']).toBeUndefined();
  });

  it("leaves axios's own asynchronous cookie reading off", () => {
    expect(http.defaults.withXSRFToken).toBe(false);
  });
});
