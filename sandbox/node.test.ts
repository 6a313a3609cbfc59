// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileStore, createNodeSandbox, loadCatalogueFromFs, STATE_FILE } from './node';
import { createTestSandbox, PROJECT_ROOT } from './testing/nodeFixture';
import { dataOf } from './testing/client';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadCatalogueFromFs', () => {
  it('reads every schemas/apis module with its domain', () => {
    const catalogue = loadCatalogueFromFs(PROJECT_ROOT);
    expect(catalogue.length).toBeGreaterThan(200);
    expect(catalogue.find((a) => a.id === 'weixinCustMainQuery')).toMatchObject({ domain: 'customer', path: '/wecom/api/weixinCustMainQuery.do' });
    expect(new Set(catalogue.map((a) => a.id)).size).toBe(catalogue.length);
  });
});

describe('file store', () => {
  it('persists writes across a reload', async () => {
    const dir = tempDir();
    const store = createFileStore(dir, { debounceMs: 5 });
    const sb = createTestSandbox({ store });
    const manager = sb.login('manager');
    const s = store.state;
    const unbound = s.customers.find((c) => c.comId === '51000000' && !s.bindings.some((b) => b.custId === c.custId));
    const script = s.scripts.find((x) => !s.favorites.some((f) => f.targetId === x.patterId));
    const pending = s.groupApplies.find((a) => a.status === '0' && a.comCode.startsWith('51'));
    const blockCust = s.customers.find((c) => c.comId === '51000000' && !s.blacklist.some((b) => b.custId === c.custId));
    if (!unbound || !script || !pending || !blockCust) throw new Error('seed lacks test subjects');

    await sb.call('weixinCustMainBinding', { custId: unbound.custId, externalUserId: unbound.externalUserId }, { token: manager });
    await sb.call('addFavorite', { patterId: script.patterId }, { token: manager });
    await sb.call('saveLeadInfo', { custName: '钱多多', mobile: '13688886666', intention: '百万医疗' }, { token: manager });
    const apply = dataOf((await sb.call('submitCreateGroupApply', { custId: unbound.custId, groupType: '2', reason: '家庭多车统一服务' }, { token: manager })).json) as { applyId: string };
    await sb.call('reviewApplyCreateGroup', { applyId: pending.applyId, status: '2', remark: '资料不全' }, { token: sb.login('reviewer') });
    await sb.call('addOrUpdateReviewerConfig', { reviewerUserCode: '51018866', comCode: '51070000', groupTypes: ['1'] }, { token: sb.login('reviewer') });
    await sb.call('workplacePositionSignIn', { lat: 30.6598, lng: 104.0833 }, { token: manager });
    await sb.call('sendMpNews', { newsId: s.articles[3].newsId, custIds: [unbound.custId] }, { token: manager });
    await sb.call('updateMsgBlackList', { custId: blockCust.custId, operateType: 'add', reason: '客户要求' }, { token: manager });
    await store.flush();
    expect(existsSync(join(dir, STATE_FILE))).toBe(true);

    const reloaded = createFileStore(dir);
    const again = createTestSandbox({ store: reloaded });
    const token = again.login('manager');
    const list = dataOf((await again.call('weixinCustMainQuery', { custId: unbound.custId }, { token })).json) as { list: Array<{ bindFlag: string }> };
    expect(list.list[0].bindFlag).toBe('1');
    const favs = dataOf((await again.call('queryPatterType3HasFavorites', {}, { token })).json) as { list: Array<{ patterId: string }> };
    expect(favs.list.map((f) => f.patterId)).toContain(script.patterId);
    const leads = dataOf((await again.call('queryLeadInfos', { keyword: '钱多多' }, { token })).json) as { total: number };
    expect(leads.total).toBe(1);
    const mine = dataOf((await again.call('queryApplyCreateGroup', { queryType: 'mine' }, { token })).json) as { list: Array<{ applyId: string }> };
    expect(mine.list.map((a) => a.applyId)).toContain(apply.applyId);
    expect(reloaded.state.groupApplies.find((a) => a.applyId === pending.applyId)).toMatchObject({ status: '2', reviewRemark: '资料不全' });
    expect(reloaded.state.reviewerConfigs.some((c) => c.reviewerUserCode === '51018866' && c.comCode === '51070000')).toBe(true);
    const signIns = dataOf((await again.call('workplacePositionQuerySignIn', {}, { token })).json) as { signedToday: boolean };
    expect(signIns.signedToday).toBe(true);
    expect(reloaded.state.sends.some((x) => x.kind === 'news' && x.custIds.includes(unbound.custId))).toBe(true);
    const black = dataOf((await again.call('getInMsgBlackList', { pageSize: 100 }, { token })).json) as { list: Array<{ custId: string }> };
    expect(black.list.map((b) => b.custId)).toContain(blockCust.custId);
  });

  it('ignores a state file of another seed version and starts from the seed', async () => {
    const dir = tempDir();
    const store = createFileStore(dir, { debounceMs: 1 });
    store.write((s) => {
      s.version = 'old';
    });
    await store.flush();
    expect(JSON.parse(readFileSync(join(dir, STATE_FILE), 'utf8')).version).toBe('old');
    expect(createFileStore(dir).state.version).not.toBe('old');
  });
});

describe('node middleware', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('answers sandbox paths and passes everything else to next()', async () => {
    const dir = tempDir();
    const sandbox = createNodeSandbox({ dir, catalogue: loadCatalogueFromFs(PROJECT_ROOT) });
    server = createServer((req, res) => sandbox(req, res, () => {
      res.statusCode = 200;
      res.end('app');
    }));
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', () => done()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    expect(await (await fetch(`${base}/index.html`)).text()).toBe('app');
    const login = (await (await fetch(`${base}/wecom/api/fake-login.do`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: 'manager', comId: '11000000' }) })).json()) as { data: { token: string } };
    const news = await fetch(`${base}/wecom/api/queryMpNews?pageNo=2&pageSize=5`, { headers: { cookie: `wx_token=${login.data.token}` } });
    expect(await news.json()).toMatchObject({ status: 0, data: { pageNo: 2, pageSize: 5 } });
    const health = await (await fetch(`${base}/__sandbox/health`)).json();
    expect(health).toMatchObject({ ok: true });
    expect(sandbox.handles('/wecom/api/queryMpNews.do')).toBe(true);
    expect(sandbox.handles('/customer-info/query-customer')).toBe(false);
  });
});
