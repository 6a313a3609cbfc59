import { describe, expect, it } from 'vitest';
import type { AxiosResponse } from 'axios';
import { request, RequestError } from '@/request';
import { freshServerEachTest } from './helpers/state';
import { json } from './helpers/server';

const server = freshServerEachTest();

describe('answer styles over HTTP', () => {
  it('new style status 0 resolves with data on the current layer', async () => {
    server.on('/wecom/api/current.do', json({ status: 0, statusText: 'ok', data: { name: '张三' } }));
    await expect(request('current')).resolves.toEqual({ name: '张三' });
  });

  it('new style status "0" as a string also succeeds', async () => {
    server.on('/wecom/api/fwdapi/reservation', json({ status: '0', data: [1, 2] }));
    await expect(request('fwdCall')).resolves.toEqual([1, 2]);
  });

  it('new style status 200 succeeds on the older layer (/mc, /qt/creategroupapply, /wecomClub, /tm/interactplatform)', async () => {
    const body = { status: 200, statusText: 'success', data: { ok: true } };
    server.on('/mc/customerBasic', json(body));
    server.on('/qt/creategroupapply/queryApplyCreateGroup', json(body));
    server.on('/wecomClub/queryPublishedVoucher', json(body));
    server.on('/tm/interactplatform/wechat/queryMarketingDistribute', json(body));
    for (const id of ['mcCall', 'qtCall', 'clubCall', 'tmCall']) {
      await expect(request(id)).resolves.toEqual({ ok: true });
    }
  });

  it('new style status 200 is a failure on the current layer', async () => {
    server.on('/wecom/api/current.do', json({ status: 200, statusText: '处理失败', data: null }));
    await expect(request('current')).rejects.toMatchObject({ kind: 'answer', userMessage: '处理失败', status: 200 });
  });

  it('new style status 0 is a failure on the older layer', async () => {
    server.on('/mc/customerBasic', json({ status: 0, statusText: '客户中心异常', data: null }));
    await expect(request('mcCall')).rejects.toMatchObject({ kind: 'answer', userMessage: '客户中心异常' });
  });

  it('new style failure rejects with a RequestError carrying statusText and the body', async () => {
    const body = { status: 500, statusText: '查询失败', data: { reason: 'x' } };
    server.on('/wecom/api/current.do', json(body));
    const error: unknown = await request('current').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ apiId: 'current', userMessage: '查询失败', message: '查询失败', status: 500, httpStatus: 200, body });
  });

  it('the old-layer "user not in the marketing management system" failure rejects carrying statusText and data', async () => {
    const body = { status: 500, statusText: '该用户不在营销管理系统中', data: { userCode: '8000123', register: true } };
    server.on('/mc/customerBasic', json(body));
    const error = (await request('mcCall').catch((e: unknown) => e)) as RequestError;
    expect(error.userMessage).toBe('该用户不在营销管理系统中');
    expect(error.body).toEqual(body);
  });

  it('old style msg "success" resolves with its payload (data), like the new style', async () => {
    const body = { msg: 'success', data: { list: [{ id: 1 }], total: 1 } };
    server.on('/wecom/api/current.do', json(body));
    await expect(request('current')).resolves.toEqual({ list: [{ id: 1 }], total: 1 });
  });

  it('old style msg "success" resolves with the whole body for answer "full"', async () => {
    const body = { msg: 'success', list: [{ id: 1 }], total: 1 };
    server.on('/wecom/api/current.do', json(body));
    await expect(request('currentFull')).resolves.toEqual(body);
  });

  it('old style failure rejects with errorMsg', async () => {
    server.on('/wecom/api/current.do', json({ msg: 'fail', errorMsg: '客户不存在' }));
    await expect(request('current')).rejects.toMatchObject({ kind: 'answer', userMessage: '客户不存在' });
  });

  it('third style {msgbool, msgString} is returned as is, even when msgbool is false', async () => {
    const body = { msgbool: false, msgString: '已发送过' };
    server.on('/wecom/api/current.do', json(body));
    await expect(request('current')).resolves.toEqual(body);
  });

  it('an unknown answer shape gives 系统错误', async () => {
    server.on('/wecom/api/current.do', json({ code: 1, message: 'hello' }));
    await expect(request('current')).rejects.toMatchObject({ kind: 'shape', userMessage: '系统错误' });
  });

  it('a non-object answer gives 系统错误', async () => {
    server.on('/wecom/api/current.do', json('plain text'));
    await expect(request('current')).rejects.toMatchObject({ kind: 'shape', userMessage: '系统错误' });
  });

  it('answer "full" resolves with the whole body', async () => {
    const body = { status: 0, statusText: 'ok', data: { a: 1 }, total: 9 };
    server.on('/wecom/api/current.do', json(body));
    await expect(request('currentFull')).resolves.toEqual(body);
  });

  it('answer "raw" resolves with the axios response', async () => {
    server.on('/wecom/api/current.do', json({ status: 0, data: 1 }, { headers: { 'x-ignored': '1' } }));
    const response = await request<AxiosResponse>('currentRaw');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ status: 0, data: 1 });
  });

  it('handleResponse resolves with the axios response, even for a failure status', async () => {
    server.on('/wecom/api/current.do', json({ status: 500, statusText: '失败' }));
    const response = await request<AxiosResponse>('current', {}, { handleResponse: true });
    expect(response.data).toEqual({ status: 500, statusText: '失败' });
  });
});
