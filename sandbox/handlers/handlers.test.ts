// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../testing/node-fixture';
import { dataOf } from '../testing/client';
import { MEDIA_TTL_SECONDS } from './upload';

interface Page {
  list: Array<Record<string, unknown>>;
  total: number;
  pageNo: number;
  pageSize: number;
  pageNum?: number;
}

describe('pagination', () => {
  it('pages lists with pageNo/pageSize and pageNum/pageSize', async () => {
    const sb = createTestSandbox();
    const first = dataOf((await sb.call('queryMpNews', { pageNo: 1, pageSize: 20 })).json) as Page;
    const second = dataOf((await sb.call('queryMpNews', { pageNo: 2, pageSize: 20 })).json) as Page;
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(first.list).toHaveLength(20);
    expect(second.pageNo).toBe(2);
    expect(second.list[0].newsId).not.toBe(first.list[0].newsId);
    const last = dataOf((await sb.call('queryMpNews', { pageNum: Math.ceil(first.total / 20), pageSize: 20 })).json) as Page;
    expect(last.pageNum).toBe(last.pageNo);
    expect(last.list.length).toBe(first.total - (last.pageNo - 1) * 20);
    const posters = dataOf((await sb.call('queryQwPosterMain', { pageNum: 2, pageSize: 10 })).json) as Page;
    expect(posters).toMatchObject({ pageNo: 2, pageSize: 10, pageNum: 2 });
    expect(posters.total).toBeGreaterThanOrEqual(30);
    const customers = dataOf((await sb.call('weixinCustMainQuery', { pageNo: 1, pageSize: 5 })).json) as Page & { lists: unknown[] };
    expect(customers.list).toHaveLength(5);
    expect(customers.lists).toEqual(customers.list);
    expect(customers.total).toBeGreaterThan(5);
  });
});

describe('writes change later reads', () => {
  it('binding and unbinding a customer', async () => {
    const sb = createTestSandbox();
    const s = sb.store.state;
    const c = s.customers.find((x) => x.comId === '51000000' && !s.bindings.some((b) => b.custId === x.custId));
    if (!c) throw new Error('no unbound customer');
    const read = async (): Promise<string> => ((dataOf((await sb.call('weixinCustMainQuery', { custId: c.custId })).json) as Page).list[0].bindFlag as string);
    expect(await read()).toBe('0');
    await sb.call('weixinCustMainBinding', { custId: c.custId, encryptCustId: c.encryptCustId, externalUserId: c.externalUserId });
    expect(await read()).toBe('1');
    await sb.call('weixinCustMainRemove', { custId: c.custId });
    expect(await read()).toBe('0');
  });

  it('leads, favourites and the blacklist', async () => {
    const sb = createTestSandbox();
    const saved = dataOf((await sb.call('saveLeadInfo', { custName: '孙丽', mobile: '13512345678', source: '海报留资' })).json) as { leadId: string };
    expect((dataOf((await sb.call('queryLeadInfos', { keyword: '孙丽' })).json) as Page).total).toBe(1);
    await sb.call('delLeadInfo', { leadId: saved.leadId });
    expect((dataOf((await sb.call('queryLeadInfos', { keyword: '孙丽' })).json) as Page).total).toBe(0);
    expect((await sb.call('saveLeadInfo', { custName: '孙丽', mobile: '12345' })).json).toMatchObject({ status: 1, statusText: '请输入正确的手机号码' });

    const script = sb.store.state.scripts.find((x) => x.patterType === '3' && !sb.store.state.favorites.some((f) => f.targetId === x.patterId));
    await sb.call('addFavorite', { patterId: script?.patterId });
    const favs = dataOf((await sb.call('queryPatterType3HasFavorites', {})).json) as Page;
    expect(favs.list.some((f) => f.patterId === script?.patterId)).toBe(true);
    await sb.call('deleteFavorite', { patterId: script?.patterId });
    const after = dataOf((await sb.call('queryPatterType3HasFavorites', {})).json) as Page;
    expect(after.list.some((f) => f.patterId === script?.patterId)).toBe(false);
  });

  it('workplace binding and sign-in: out of range is refused', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    await sb.call('workplacePositionBind', { workplaceId: 'WP1103' }, { token });
    const far = await sb.call('workplacePositionSignIn', { lat: 39.9087, lng: 116.4651 }, { token });
    expect(far.json).toMatchObject({ status: 500 });
    expect((far.json as { statusText: string }).statusText).toContain('不在职场签到范围内');
    const near = await sb.call('workplacePositionSignIn', { lat: 39.9836, lng: 116.3161 }, { token });
    expect(dataOf(near.json)).toMatchObject({ workplaceId: 'WP1103', repeated: false });
  });
});

describe('downloads and uploads', () => {
  it('downloads answer an attachment with a percent-encoded Chinese name and a PDF body', async () => {
    const sb = createTestSandbox();
    const r = await sb.call('downLoadFileByPath', { filePath: 'knowledge/家庭自用汽车综合保险条款.pdf' });
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('家庭自用汽车综合保险条款.pdf')}`);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(r.bytes)).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);

    const policy = sb.store.state.policies[0];
    const link = dataOf((await sb.call('getDownloadEPolicyLink', { policyNo: policy.policyNo })).json) as string;
    const file = await sb.app.fetch(new Request(link));
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent(policy.riskName));
  });

  it('uploadMedia answers a WeCom temporary media valid for 3 days', async () => {
    const now = Date.UTC(2026, 10, 20, 2, 0, 0);
    const sb = createTestSandbox({ now: () => now });
    const r = await sb.call('uploadMedia', { type: 'image' }, { token: sb.login() });
    const media = dataOf(r.json) as { media_id: string; created_at: string };
    expect(media.media_id).toMatch(/^3\w{40}$/);
    expect(media.created_at).toBe(String(now / 1000));
    const stored = sb.store.state.media.find((m) => m.mediaId === media.media_id);
    expect(stored?.expiresAt).toBe(now / 1000 + MEDIA_TTL_SECONDS);
    expect(stored?.fileName).toBe('证件照.png');
  });
});

describe('province 51000000 customer API and answer styles', () => {
  it('answers the customer-for-CS twins in the current layer and /mc in the older layer', async () => {
    const sb = createTestSandbox();
    const c = sb.store.state.customers[0];
    expect((await sb.call('customerBasicForCS', { custId: c.custId })).json).toMatchObject({ status: 0, data: { custId: c.custId, source: 'customerForCS' } });
    expect((await sb.call('customerBasic', { custId: c.custId })).json).toMatchObject({ status: 200, data: { custId: c.custId, source: 'mc' } });
    expect((await sb.call('sendElectronicPolicy', { policyNo: sb.store.state.policies[0].policyNo })).json).toMatchObject({ msg: 'success' });
    const check = (await sb.call('checkNewsHaveMiniProLink', { newsId: sb.store.state.articles[0].newsId })).json as Record<string, unknown>;
    expect(Object.keys(check).sort()).toEqual(['msgString', 'msgbool']);
  });

  it('trade status reasons carry id.codeType and codeCName', async () => {
    const sb = createTestSandbox();
    const list = dataOf((await sb.call('tradeStatusReason', { comId: '51000000', comCode: '51010400' })).json) as Array<{ id: { codeType: string; codeCode: string }; codeCName: string }>;
    expect(new Set(list.map((x) => x.id.codeType))).toEqual(new Set(['note-follow', 'note-success', 'note-fail']));
    expect(list.every((x) => x.codeCName.length > 0)).toBe(true);
  });
});

describe('generic handler', () => {
  it('answers believable data for ids without a specific handler, chosen by the title', async () => {
    const extra = [
      { id: 'queryServicePackListX', title: '服务包列表', method: 'GET', path: '/wecom/api/queryServicePackListX', body: 'query', answer: 'unwrap', domain: 'x' },
      { id: 'saveValueAddedPlanX', title: '保存增值服务方案', method: 'POST', path: '/wecom/api/saveValueAddedPlanX', body: 'json', answer: 'unwrap', domain: 'x' },
      { id: 'queryCouponCountX', title: '优惠券数量统计', method: 'GET', path: '/wecomClub/queryCouponCountX', body: 'query', answer: 'unwrap', domain: 'x' },
      { id: 'queryBatchDetailX', title: '增值服务批次详情', method: 'GET', path: '/wecom/api/queryBatchDetailX', body: 'query', answer: 'unwrap', domain: 'x' },
    ] as const;
    const base = createTestSandbox();
    const sb = createTestSandbox({ catalogue: [...base.catalogue, ...extra] });
    const packs = dataOf((await sb.call('queryServicePackListX')).json) as Page;
    expect(packs.total).toBeGreaterThan(5);
    expect(packs.list[0]).toHaveProperty('packName');
    const saved = dataOf((await sb.call('saveValueAddedPlanX', { planName: '新方案' })).json) as { result: boolean; message: string };
    expect(saved).toMatchObject({ result: true, message: '保存增值服务方案成功' });
    const count = (await sb.call('queryCouponCountX')).json;
    expect(count).toMatchObject({ status: 200, data: { total: sb.store.state.coupons.length } });
    const batch = dataOf((await sb.call('queryBatchDetailX')).json);
    expect(batch).toHaveProperty('batchNo');
    const text = JSON.stringify([packs, saved, count, batch]);
    expect(text).not.toMatch(/TODO|lorem|ipsum|foo/i);
  });
});
