import type { AxiosResponse } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureRequest, request, writeCache } from '@/request';
import { getToken, getUserInfo, LOCAL_KEYS, setToken } from '@/session';
import { makeToken, USER_PAYLOAD } from '../session/helpers/token';
import { FIXTURE_APIS } from './helpers/fixtures';
import { freshServerEachTest } from './helpers/state';
import { echo, json } from './helpers/server';

const server = freshServerEachTest();

interface Echo {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string;
  authorization: string;
  cookie: string;
  body: string;
}

const ok = json({ status: 0, data: 'ok' });

describe('.do removal', () => {
  it('.do is removed for wecom paths when wx_request_do is 1', async () => {
    await writeCache(LOCAL_KEYS.requestDo, '1');
    server.on('/wecom/api/current', ok);
    await expect(request('current')).resolves.toBe('ok');
    expect(server.seen[0].path).toBe('/wecom/api/current');
  });

  it('.do is removed for fwdapi, khyx and newFront paths when wx_request_do is 1', async () => {
    await writeCache(LOCAL_KEYS.requestDo, '1');
    server.on('/fwdapi/product/list', ok);
    server.on('/khyx/api/queryKhyxSystemConfig', ok);
    server.on('/newFront/api/page', ok);
    await request('fwdDo');
    await request('khyxCall');
    await request('newFrontDo');
    expect(server.seen.map((seen) => seen.path)).toEqual(['/fwdapi/product/list', '/khyx/api/queryKhyxSystemConfig', '/newFront/api/page']);
  });

  it('.do is kept for other paths when wx_request_do is 1', async () => {
    await writeCache(LOCAL_KEYS.requestDo, '1');
    server.on('/other/api/plain.do', ok);
    await request('otherDo');
    expect(server.seen[0].path).toBe('/other/api/plain.do');
  });

  it('.do is kept when wx_request_do is 0 or absent', async () => {
    server.on('/wecom/api/current.do', ok);
    await request('current');
    await writeCache(LOCAL_KEYS.requestDo, '0');
    await request('current');
    expect(server.seen.map((seen) => seen.path)).toEqual(['/wecom/api/current.do', '/wecom/api/current.do']);
  });

  it('.do is kept when the wx_request_do entry was tampered with', async () => {
    const entry = await writeCache(LOCAL_KEYS.requestDo, '0');
    localStorage.setItem(LOCAL_KEYS.requestDo, JSON.stringify({ ...entry, data: '1' }));
    server.on('/wecom/api/current.do', ok);
    await request('current');
    expect(server.seen[0].path).toBe('/wecom/api/current.do');
    expect(localStorage.getItem(LOCAL_KEYS.requestDo)).toBeNull();
  });
});

describe('jwt-refresh', () => {
  it('jwt-refresh header updates the token', async () => {
    setToken(makeToken(USER_PAYLOAD));
    const fresh = makeToken({ ...USER_PAYLOAD, userCode: '8000999' });
    server.on('/wecom/api/current.do', json({ status: 0, data: 1 }, { headers: { 'jwt-refresh': fresh } }));
    await request('current');
    expect(getToken()).toBe(fresh);
    expect(getUserInfo()?.userCode).toBe('8000999');
  });

  it('jwt-refresh on an error answer also updates the token', async () => {
    const fresh = makeToken(USER_PAYLOAD);
    server.on('/wecom/api/current.do', json({ status: 5, statusText: '失败' }, { status: 500, headers: { 'jwt-refresh': fresh } }));
    await request('current').catch(() => undefined);
    expect(getToken()).toBe(fresh);
  });
});

describe('client settings', () => {
  it('the base URL defaults to <meta name="api-base"> of the page', async () => {
    const meta = document.createElement('meta');
    meta.name = 'api-base';
    meta.content = server.base;
    document.head.appendChild(meta);
    configureRequest({ apis: FIXTURE_APIS });
    server.on('/wecom/api/current.do', ok);
    await expect(request('current')).resolves.toBe('ok');
  });

  it('the default timeout is 60 s and cookies are sent (withCredentials)', async () => {
    server.on('/wecom/api/current.do', ok);
    const response = await request<AxiosResponse>('current', {}, { handleResponse: true });
    expect(response.config.timeout).toBe(60_000);
    expect(response.config.withCredentials).toBe(true);
  });

  it('a server cookie comes back on the next call (credentialed CORS)', async () => {
    server.on('/wecom/api/current.do', json({ status: 0, data: 1 }, { headers: { 'set-cookie': 'JSESSIONID=abc; Path=/' } }));
    server.on('/wecom/api/echo', echo);
    await request('current');
    const seen = await request<Echo>('echoQuery');
    expect(seen.cookie).toContain('JSESSIONID=abc');
  });

  it('bearer calls carry the token in the Authorization header', async () => {
    const token = makeToken(USER_PAYLOAD);
    setToken(token);
    server.on('/assistant/echo', echo);
    const seen = await request<Echo>('echoBearer');
    expect(seen.authorization).toBe(`Bearer ${token}`);
  });
});

describe('body kinds', () => {
  beforeEach(() => {
    server.on('/wecom/api/echo', echo);
  });

  it("'none' sends no params", async () => {
    const seen = await request<Echo>('noBody', { a: 1 });
    expect(seen.query).toEqual({});
    expect(seen.body).toBe('');
  });

  it("'query' puts params in the query string (GET and POST)", async () => {
    expect((await request<Echo>('echoQuery', { a: 1, b: '中' })).query).toEqual({ a: '1', b: '中' });
    const post = await request<Echo>('echoPostQuery', { a: 1 });
    expect(post).toMatchObject({ method: 'POST', query: { a: '1' }, body: '' });
  });

  it("'form' sends x-www-form-urlencoded", async () => {
    const seen = await request<Echo>('echoForm', { a: 1, b: '张三', c: null });
    expect(seen.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen.body))).toEqual({ a: '1', b: '张三' });
  });

  it("'json' sends a JSON body", async () => {
    const seen = await request<Echo>('echoJson', { requestBody: { identifyNumber: '1' } });
    expect(seen.contentType).toContain('application/json');
    expect(JSON.parse(seen.body)).toEqual({ requestBody: { identifyNumber: '1' } });
  });

  it("'multipart' sends FormData with File values", async () => {
    const file = new File(['hello'], 'policy.pdf', { type: 'application/pdf' });
    const seen = await request<Echo>('echoMultipart', { file, policyNo: 'P001' });
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('filename="policy.pdf"');
    expect(seen.body).toContain('hello');
    expect(seen.body).toContain('name="policyNo"');
  });

  it("'query+json' sends params in the query and data as JSON", async () => {
    const seen = await request<Echo>('echoQueryJson', { id: '7' }, { data: { list: [1] } });
    expect(seen.query).toEqual({ id: '7' });
    expect(JSON.parse(seen.body)).toEqual({ list: [1] });
  });

  it("'query+form' sends params in the query and data form-encoded", async () => {
    const seen = await request<Echo>('echoQueryForm', { id: '7' }, { data: { remark: '备注' } });
    expect(seen.query).toEqual({ id: '7' });
    expect(seen.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen.body))).toEqual({ remark: '备注' });
  });
});
