// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
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

describe('customer filters', () => {
  it('the insured flag of the group-message filter narrows the customer list, alone and with gender', async () => {
    const sb = createTestSandbox();
    const query = async (params: Record<string, string>): Promise<Page> =>
      dataOf((await sb.call('weixinCustMainQuery', { pageNo: 1, pageSize: 200, ...params })).json) as Page;
    const everyone = (await query({})).total;
    const insured = await query({ insuredFlag: '1' });
    const uninsured = await query({ insuredFlag: '0' });
    expect(insured.total).toBeGreaterThan(0);
    expect(uninsured.total).toBeGreaterThan(0);
    expect(insured.total + uninsured.total).toBe(everyone);
    expect(insured.list.every((c) => c.insuredFlag === '1')).toBe(true);
    expect(uninsured.list.every((c) => c.insuredFlag === '0')).toBe(true);
    const insuredMen = await query({ insuredFlag: '1', gender: '1' });
    expect(insuredMen.total).toBe(insured.list.filter((c) => c.gender === '1').length);
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

  it('favoured scripts come newest first with their favourite id and time, and match a keyword', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const before = dataOf((await sb.call('queryPatterType3HasFavorites', {}, { token })).json) as Page;
    expect(before.total).toBe(4);
    const times = before.list.map((f) => f.favoriteTime as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(before.list[0]).toMatchObject({ favorite: true, favoriteId: expect.stringMatching(/^FV/), className: expect.any(String) });

    const script = sb.store.state.scripts.find((x) => x.patterType === '3' && !before.list.some((f) => f.patterId === x.patterId));
    if (!script) throw new Error('no unfavoured recommended script');
    await sb.call('addFavorite', { patterId: script.patterId }, { token });
    const after = dataOf((await sb.call('queryPatterType3HasFavorites', {}, { token })).json) as Page;
    expect(after.total).toBe(5);
    expect(after.list[0].patterId).toBe(script.patterId);
    const found = dataOf((await sb.call('queryPatterType3HasFavorites', { keyword: script.title }, { token })).json) as Page;
    expect(found.list.map((f) => f.patterId)).toContain(script.patterId);
    await sb.call('deleteFavorite', { favoriteId: after.list[0].favoriteId as string }, { token });
    expect((dataOf((await sb.call('queryPatterType3HasFavorites', {}, { token })).json) as Page).total).toBe(4);
  });

  it('updating the business card changes name, role and introduction', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const read = async (): Promise<Record<string, unknown>> => dataOf((await sb.call('queryUserCodeInManagerInfo', {}, { token })).json) as Record<string, unknown>;
    const card = await read();
    expect(card).toMatchObject({ recordType: '1', recordTypeName: '客户经理' });
    await sb.call('updateCustManagerInfo', { userName: '赵立新', recordType: '2', expertise: '1,3', introduce: '专注车险理赔协助' }, { token });
    expect(await read()).toMatchObject({ recordType: '2', recordTypeName: '理赔顾问', expertise: ['1', '3'], introduce: '专注车险理赔协助', type: 'claimsAdvisor' });
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

describe('send record, group-message customers and workplace binding', () => {
  it('queryWxTMpNewsAccessHistory groupBy news: one row per sent article with its readers; a new send comes first', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const reads = sb.store.state.newsAccess.filter((a) => a.userCode === '11016688');
    const sent = dataOf((await sb.call('queryWxTMpNewsAccessHistory', { groupBy: 'news', pageNo: 1, pageSize: 100 }, { token })).json) as Page;
    expect(sent.total).toBe(new Set(reads.map((a) => a.newsId)).size);
    for (const row of sent.list) {
      const mine = reads.filter((a) => a.newsId === row.newsId);
      expect(row).toMatchObject({ readCount: mine.length, readerCount: new Set(mine.map((a) => a.custId)).size, sendCount: 1 });
      expect(row.sendTime as string).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect((row.sendTime as string) < mine.map((a) => a.visitTime).sort()[0]).toBe(true);
      expect((row.readerNames as string[]).every((n) => mine.some((a) => a.visitorName === n))).toBe(true);
    }
    const times = sent.list.map((r) => r.sendTime as string);
    expect(times).toEqual([...times].sort().reverse());

    const other = sent.list[sent.list.length - 1];
    await sb.call('sendMpNews', { newsId: other.newsId }, { token });
    const after = dataOf((await sb.call('queryWxTMpNewsAccessHistory', { groupBy: 'news' }, { token })).json) as Page;
    expect(after.list[0]).toMatchObject({ newsId: other.newsId, sendCount: 2, readCount: other.readCount });
    expect(after.total).toBe(sent.total);

    const detail = dataOf((await sb.call('queryWxTMpNewsAccessHistory', { newsId: other.newsId, pageSize: 100 }, { token })).json) as Page;
    expect(detail.list.length).toBe(other.readCount);
    expect(detail.list[0]).toMatchObject({ custName: expect.any(String), encryptCustId: expect.stringMatching(/.+/) });
  });

  it('queryGroupMsgSendCustListById: customers with masked mobiles and send states, filtered by sendStatus', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const mine = sb.store.state.groupMsgs.filter((m) => m.userCode === '11016688');
    const msg = mine.find((m) => m.status === '2') ?? mine.find((m) => m.status === '1');
    if (!msg) throw new Error('no sent group message of the manager');
    const failCount = msg.failures.length;
    const all = dataOf((await sb.call('queryGroupMsgSendCustListById', { msgId: msg.msgId, pageSize: 50 }, { token })).json) as Page;
    expect(all.total).toBe(msg.custIds.length);
    const first = all.list.findIndex((r) => r.sendStatus === '1');
    const c = sb.store.state.customers.find((x) => x.custId === msg.custIds[first]);
    expect(all.list[first]).toMatchObject({ custId: c?.custId, custName: c?.custName, sendStatus: '1', sendStatusName: '已送达', failReason: '' });
    expect(all.list[first].mobile).not.toBe(c?.mobile);
    expect(all.list[first].mobile as string).toContain('****');
    const delivered = dataOf((await sb.call('queryGroupMsgSendCustListById', { msgId: msg.msgId, sendStatus: '1' }, { token })).json) as Page;
    expect(delivered.total).toBe(msg.custIds.length - failCount);
    const failed = dataOf((await sb.call('queryGroupMsgSendCustListById', { msgId: msg.msgId, sendStatus: '2' }, { token })).json) as Page;
    expect(failed.total).toBe(failCount);
    expect(failed.list.every((r) => r.sendStatusName === '发送失败' && (r.failReason as string).length > 0)).toBe(true);
  });

  it('workplacePositionQueryBind answers the bound workplace with its bind time, and null after unbinding', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const before = dataOf((await sb.call('workplacePositionQueryBind', {}, { token })).json) as { bound: Record<string, unknown> | null; workplaces: Array<Record<string, unknown>> };
    expect(before.bound).toMatchObject({ workplaceId: 'WP1101', workplaceName: '北京朝阳职场', bindTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
    expect(before.workplaces.map((w) => w.workplaceId)).toEqual(['WP1101', 'WP1102', 'WP1103', 'WP1104']);
    expect(before.workplaces.filter((w) => w.bound).map((w) => w.workplaceId)).toEqual(['WP1101']);
    await sb.call('workplacePositionUnBind', {}, { token });
    const after = dataOf((await sb.call('workplacePositionQueryBind', {}, { token })).json) as { bound: unknown; workplaces: Array<Record<string, unknown>> };
    expect(after.bound).toBeNull();
    expect(after.workplaces.some((w) => w.bound)).toBe(false);
  });
});
