// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from './testing/nodeFixture';

describe('faults', () => {
  it('slow: delays past the call timeout by default, or by delayMs', async () => {
    const delays: number[] = [];
    const sb = createTestSandbox({ slowDelayMs: (api) => (delays.push((api.timeoutMs ?? 60_000) + 1000), 20) });
    await sb.control('POST', '/__sandbox/fault', { id: 'queryMpNews', kind: 'slow' });
    const started = Date.now();
    const r = await sb.call('queryMpNews');
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(r.json).toMatchObject({ status: 0 });
    expect(delays).toEqual([61_000]);

    await sb.control('POST', '/__sandbox/fault', { id: 'sendTaskGroupMsg', kind: 'slow', delayMs: 30, once: true });
    const t0 = Date.now();
    await sb.call('sendTaskGroupMsg', { content: '测试' });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(25);
    expect(delays).toEqual([61_000]);
  });

  it('http500: HTTP 500 with no body', async () => {
    const sb = createTestSandbox();
    await sb.control('POST', '/__sandbox/fault', { id: 'weixinCustMainQuery', kind: 'http500' });
    const r = await sb.call('weixinCustMainQuery');
    expect(r.status).toBe(500);
    expect(r.bytes.length).toBe(0);
  });

  it('malformed: an unrecognised JSON shape, or an HTML page', async () => {
    const sb = createTestSandbox();
    await sb.control('POST', '/__sandbox/fault', { id: 'queryMpNews', kind: 'malformed', once: true });
    expect((await sb.call('queryMpNews')).json).toEqual({ foo: 1 });
    expect((await sb.call('queryMpNews')).json).toMatchObject({ status: 0 });
    await sb.control('POST', '/__sandbox/fault', { id: 'queryMpNews', kind: 'malformed', variant: 'text' });
    const html = await sb.call('queryMpNews');
    expect(html.json).toBeUndefined();
    expect(new TextDecoder().decode(html.bytes)).toContain('502');
  });

  it('oldFail and status16 answer the old failure and the session timeout', async () => {
    const sb = createTestSandbox();
    await sb.control('POST', '/__sandbox/fault', { id: 'getUserInfo', kind: 'oldFail' });
    expect((await sb.call('getUserInfo', { userId: 'WangHaiTao' })).json).toEqual({ msg: 'fail', errorMsg: '用户不在营销管理系统中' });
    await sb.control('POST', '/__sandbox/fault', { id: 'queryAppConfig', kind: 'status16', once: true });
    expect((await sb.call('queryAppConfig', { comId: '51000000' })).json).toMatchObject({ status: 16 });
    expect((await sb.call('queryAppConfig', { comId: '51000000' })).json).toMatchObject({ status: 0 });
  });

  it('once-faults fire once; DELETE clears one id or all; unknown ids and kinds are refused', async () => {
    const sb = createTestSandbox();
    expect((await sb.control('POST', '/__sandbox/fault', { id: 'noSuchCall', kind: 'http500' })).status).toBe(404);
    expect((await sb.control('POST', '/__sandbox/fault', { id: 'queryMpNews', kind: 'explode' })).status).toBe(400);
    await sb.control('POST', '/__sandbox/fault', { id: 'queryMpNews', kind: 'http500' });
    await sb.control('POST', '/__sandbox/fault', { id: 'queryMpNewsCategory', kind: 'http500' });
    expect(await (await sb.control('GET', '/__sandbox/fault')).json()).toHaveLength(2);
    await sb.control('DELETE', '/__sandbox/fault?id=queryMpNews');
    expect((await sb.call('queryMpNews')).status).toBe(200);
    expect((await sb.call('queryMpNewsCategory')).status).toBe(500);
    await sb.control('DELETE', '/__sandbox/fault');
    expect((await sb.call('queryMpNewsCategory')).status).toBe(200);
    await sb.control('POST', '/__sandbox/fault', { id: '*', kind: 'status16', once: true });
    expect((await sb.call('queryPatterMain')).json).toMatchObject({ status: 16 });
    expect((await sb.call('queryPatterMain')).json).toMatchObject({ status: 0 });
  });
});
