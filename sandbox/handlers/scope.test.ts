// @vitest-environment node
/**
 * Data scope (scope.ts): the sandbox answers customers, their policies and claims, tasks and
 * group-chat quotes only to whom a real insurer's server would, so that page tests catch a page
 * that leaks. Facts come from the seed state, never from literals.
 */
import { describe, expect, it } from 'vitest';
import { findPersona } from '@sandbox/session/personas';
import type { Customer, SandboxState } from '@sandbox/seed/types';
import { dataOf } from '@sandbox/testing/client';
import { createTestSandbox, type TestSandbox } from '@sandbox/testing/nodeFixture';
import { BOUND_TO_OTHER, CUSTOMER_MISSING, CUSTOMER_NOT_FOUND, QUOTE_MISSING, QUOTE_NOT_FOUND } from './scope';

type Row = Record<string, unknown>;
interface Page {
  list: Row[];
  total: number;
}

const BJ = '11000000';
const SC = '51000000';
const code = (persona: string, comId: typeof BJ | typeof SC): string => findPersona(persona)?.people[comId].userCode ?? '';

function boundTo(state: SandboxState, userCode: string): Customer[] {
  return state.customers.filter((c) => state.bindings.some((b) => b.custId === c.custId && b.userCode === userCode));
}

function unboundOf(state: SandboxState, comId: string): Customer {
  const c = state.customers.find((x) => x.comId === comId && !state.bindings.some((b) => b.custId === x.custId));
  if (!c) throw new Error(`no unbound customer in ${comId}`);
  return c;
}

async function answer(sb: TestSandbox, id: string, params: Row, token: string): Promise<Row> {
  return (await sb.call(id, params, { token })).json as Row;
}

/** A failure in the call's answer style (current: status 1; older /mc calls: status 500) with this text. */
function expectRefused(body: Row, statusText: string, id = ''): void {
  expect(body, id).toMatchObject({ statusText, data: null });
  expect([1, 500], id).toContain(body.status);
}

describe('a new employee', () => {
  it('has no customers, tasks or care messages of anyone else', async () => {
    const sb = createTestSandbox();
    for (const comId of [BJ, SC] as const) {
      const token = sb.login('newcomer', comId);
      for (const params of [{}, { taskType: '2' }, { taskType: '3' }, { taskType: '6' }, { followStatus: 'mu001' }, { keyword: '张' }]) {
        const page = dataOf(await answer(sb, 'weixinCustMainQuery', params, token)) as Page;
        expect(page.total, `${comId} ${JSON.stringify(params)}`).toBe(0);
      }
      expect((dataOf(await answer(sb, 'mcQuery', {}, token)) as Page).total).toBe(0);
      expect((dataOf(await answer(sb, 'queryCustcareMsgList', {}, token)) as Page).total).toBe(0);
      expect((dataOf(await answer(sb, 'queryVoucherOrder', {}, token)) as Page).total).toBe(0);
      expect((dataOf(await answer(sb, 'findRenewalReminderCustListByBatchNo', {}, token)) as Page).total).toBe(0);
    }
  });

  it('cannot read another manager\'s customer, its policies or claims by id', async () => {
    const sb = createTestSandbox();
    const s = sb.store.state;
    const token = sb.login('newcomer', BJ);
    const theirs = boundTo(s, code('manager', BJ)).find((c) => s.claims.some((x) => x.custId === c.custId) && s.policies.some((p) => p.custId === c.custId));
    if (!theirs) throw new Error('no bound customer of the manager with a claim and a policy');
    const ids = { custId: theirs.custId, encryptCustId: theirs.encryptCustId };
    for (const id of ['weixinBaseInfoSearch', 'weixinCustInsureDetail', 'weixinCustPortraitDetail', 'customerBasic', 'customerComm', 'getCustomerLevel']) {
      expectRefused(await answer(sb, id, ids, token), CUSTOMER_NOT_FOUND, id);
    }
    expect((dataOf(await answer(sb, 'weixinPlydtlSearch', ids, token)) as Page).total).toBe(0);
    expect((dataOf(await answer(sb, 'queryCustomerPolicy', ids, token)) as Page).total).toBe(0);
    expect(dataOf(await answer(sb, 'weixinCarBaseInfoSearch', ids, token))).toEqual([]);
    expect(dataOf(await answer(sb, 'claimInterfServlet', { method: 'queryClaimList', ...ids }, token))).toEqual([]);
    const claim = s.claims.find((x) => x.custId === theirs.custId);
    expect(await answer(sb, 'claimInterfServlet', { method: 'queryClaimDetail', registNo: claim?.registNo }, token)).toMatchObject({ status: 1 });
    const policy = s.policies.find((p) => p.custId === theirs.custId);
    expect(await answer(sb, 'queryPolicyNoInfo', { policyNo: policy?.policyNo }, token)).toMatchObject({ status: 1, statusText: '保单不存在' });
    // The manager reads the same customer.
    expect(dataOf(await answer(sb, 'weixinBaseInfoSearch', ids, sb.login('manager', BJ)))).toMatchObject({ custId: theirs.custId });
  });

  it('is told that a customer bound to another manager is theirs, and cannot bind it', async () => {
    const sb = createTestSandbox();
    const s = sb.store.state;
    const token = sb.login('newcomer', BJ);
    const theirs = boundTo(s, code('manager', BJ))[0];
    const byKeyword = await answer(sb, 'weixinCustMainQuery', { keyword: theirs.idNumber }, token);
    expect(byKeyword).toMatchObject({ status: 1, statusText: BOUND_TO_OTHER, data: null });
    expect(await answer(sb, 'weixinCustMainQuery', { certificateNo: theirs.idNumber }, token)).toMatchObject({ status: 1, statusText: BOUND_TO_OTHER });
    const bindings = s.bindings.length;
    expect(await answer(sb, 'weixinCustMainBinding', { custId: theirs.custId, encryptCustId: theirs.encryptCustId, externalUserId: theirs.externalUserId }, token))
      .toMatchObject({ status: 1, statusText: BOUND_TO_OTHER });
    expect(s.bindings).toHaveLength(bindings);
    const batch = dataOf(await answer(sb, 'batchAddCustByCertificateNo', { certificateNos: theirs.idNumber }, token)) as { results: Row[] };
    expect(batch.results[0]).toMatchObject({ result: '0', message: BOUND_TO_OTHER });
  });

  it('finds an unbound customer of their company by ID number and binds it, then lists it as their own', async () => {
    const sb = createTestSandbox();
    const s = sb.store.state;
    const token = sb.login('newcomer', BJ);
    const free = unboundOf(s, BJ);
    const found = dataOf(await answer(sb, 'weixinCustMainQuery', { keyword: free.idNumber }, token)) as Page;
    expect(found.list.map((r) => [r.custId, r.bindFlag, r.ownFlag])).toEqual([[free.custId, '0', '0']]);
    // Not by name: only an exact ID number reaches beyond the caller's own customers.
    expect((dataOf(await answer(sb, 'weixinCustMainQuery', { keyword: free.custName }, token)) as Page).total).toBe(0);
    // Nor in the other company.
    expect((dataOf(await answer(sb, 'weixinCustMainQuery', { keyword: free.idNumber }, sb.login('newcomer', SC))) as Page).total).toBe(0);

    dataOf(await answer(sb, 'weixinCustMainBinding', { custId: free.custId, encryptCustId: free.encryptCustId, externalUserId: free.externalUserId }, token));
    const mine = dataOf(await answer(sb, 'weixinCustMainQuery', {}, token)) as Page;
    expect(mine.list.map((r) => [r.custId, r.bindFlag, r.ownFlag])).toEqual([[free.custId, '1', '1']]);
    expect(dataOf(await answer(sb, 'weixinBaseInfoSearch', { custId: free.custId }, token))).toMatchObject({ custId: free.custId });
  });
});

describe('companies', () => {
  it('a manager reads none of the other company\'s customers, even by ID number', async () => {
    const sb = createTestSandbox();
    const s = sb.store.state;
    const token = sb.login('manager', BJ);
    const sichuan = boundTo(s, code('manager', SC))[0];
    expect(await answer(sb, 'weixinBaseInfoSearch', { custId: sichuan.custId }, token)).toMatchObject({ status: 1, statusText: CUSTOMER_NOT_FOUND });
    expect((dataOf(await answer(sb, 'weixinCustMainQuery', { keyword: sichuan.idNumber }, token)) as Page).total).toBe(0);
    expect((dataOf(await answer(sb, 'weixinCustMainQuery', { custId: sichuan.custId }, token)) as Page).total).toBe(0);
    const all = dataOf(await answer(sb, 'weixinCustMainQuery', { pageSize: 200 }, token)) as Page;
    expect(all.total).toBeGreaterThan(0);
    expect(all.list.every((r) => s.customers.find((c) => c.custId === r.custId)?.comId === BJ)).toBe(true);
  });
});

describe('calls without the identifiers they need', () => {
  it('answer that the customer is missing instead of some customer', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', BJ);
    for (const id of ['weixinBaseInfoSearch', 'weixinCustStatusSearch', 'weixinCustPortraitDetail', 'customerBasic']) {
      expectRefused(await answer(sb, id, {}, token), CUSTOMER_MISSING, id);
    }
    expect((dataOf(await answer(sb, 'weixinPlydtlSearch', {}, token)) as Page).total).toBe(0);
  });
});

describe('team views', () => {
  it('a branch lead reads a team member\'s customer but lists only their own', async () => {
    const sb = createTestSandbox();
    const s = sb.store.state;
    const lead = s.staff.find((x) => x.userCode === code('reviewer', BJ));
    const manager = s.staff.find((x) => x.userCode === code('manager', BJ));
    expect(lead?.roles).toContain('admin');
    expect(lead?.comCode).toBe(manager?.comCode);
    const token = sb.login('reviewer', BJ);
    const teams = s.customers.find((c) => c.managerUserCode === manager?.userCode);
    expect(dataOf(await answer(sb, 'weixinBaseInfoSearch', { custId: teams?.custId }, token))).toMatchObject({ custId: teams?.custId });
    const own = dataOf(await answer(sb, 'weixinCustMainQuery', { pageSize: 200 }, token)) as Page;
    expect(own.list.some((r) => r.custId === teams?.custId)).toBe(false);
  });
});

describe('group-chat quotes', () => {
  const BJ_CHAT = 'wrSandboxGroup002';
  const SC_CHAT = 'wrSandboxGroup001';

  it('a Beijing external user reads their own chat\'s quote and none of Sichuan\'s', async () => {
    const sb = createTestSandbox();
    const s = sb.store.state;
    const token = sb.login('external', BJ);
    const me = findPersona('external')?.people[BJ].userId;
    const sichuan = s.ocrResults.find((o) => o.comId === SC && o.chatId === SC_CHAT);
    if (!sichuan) throw new Error('no Sichuan quote');

    expect(await answer(sb, 'getRobotQtOcrResult', {}, token)).toMatchObject({ status: 1, statusText: QUOTE_MISSING });
    expect(await answer(sb, 'getRobotQtOcrResult', { ocrId: sichuan.ocrId }, token)).toMatchObject({ status: 1, statusText: QUOTE_NOT_FOUND });
    expect(await answer(sb, 'getRobotQtOcrResult', { chatId: SC_CHAT }, token)).toMatchObject({ status: 1, statusText: QUOTE_NOT_FOUND });
    expect(await answer(sb, 'updateRobotQtOcrResult', { ocrId: sichuan.ocrId, frameNo: 'LSVAM4187C2184847' }, token)).toMatchObject({ status: 1 });
    expect(s.ocrResults.find((o) => o.ocrId === sichuan.ocrId)?.frameNo).toBe(sichuan.frameNo);
    expect(dataOf(await answer(sb, 'whiteQueryChatRoomRelation', { chatId: SC_CHAT }, token))).toBeNull();
    const sichuanCustomer = s.customers.find((c) => c.comId === SC && c.externalUserId === sichuan.externalUserId);
    expect(await answer(sb, 'getQuoteInfo', { custId: sichuanCustomer?.custId }, token)).toMatchObject({ status: 1, statusText: CUSTOMER_NOT_FOUND });

    const own = dataOf(await answer(sb, 'getRobotQtOcrResult', { chatId: BJ_CHAT }, token)) as Row;
    expect(own).toMatchObject({ comId: BJ, chatId: BJ_CHAT, externalUserId: me });
    const relation = dataOf(await answer(sb, 'whiteQueryChatRoomRelation', { chatId: BJ_CHAT }, token)) as Row;
    expect(relation).toMatchObject({ comId: BJ, externalUserId: me });
    expect(dataOf(await answer(sb, 'getQuoteInfo', { custId: relation.custId }, token))).toMatchObject({ custName: relation.custName });
  });

  it('an external user does not read another customer\'s chat of their own company', async () => {
    const sb = createTestSandbox();
    const token = sb.login('external', BJ);
    expect(await answer(sb, 'getRobotQtOcrResult', { chatId: SC_CHAT }, token)).toMatchObject({ status: 1, statusText: QUOTE_NOT_FOUND });
    expect(dataOf(await answer(sb, 'whiteQueryChatRoomRelation', { chatId: SC_CHAT }, token))).toBeNull();
    expect(await answer(sb, 'whiteSaveChatRoomRelation', { chatId: SC_CHAT, custName: '李娜' }, token)).toMatchObject({ status: 1 });
  });

  it('staff read the quotes of their own customers\' chats only', async () => {
    const sb = createTestSandbox();
    const s = sb.store.state;
    const ocr = s.ocrResults.find((o) => o.comId === BJ && o.chatId === BJ_CHAT);
    expect(dataOf(await answer(sb, 'getRobotQtOcrResult', { ocrId: ocr?.ocrId }, sb.login('manager', BJ)))).toMatchObject({ ocrId: ocr?.ocrId });
    expect(await answer(sb, 'getRobotQtOcrResult', { ocrId: ocr?.ocrId }, sb.login('newcomer', BJ))).toMatchObject({ status: 1, statusText: QUOTE_NOT_FOUND });
    expect(await answer(sb, 'getRobotQtOcrResult', { ocrId: ocr?.ocrId }, sb.login('manager', SC))).toMatchObject({ status: 1, statusText: QUOTE_NOT_FOUND });
  });

  it('the open filing call takes the chat id as its key within the company it names', async () => {
    const sb = createTestSandbox();
    const s = sb.store.state;
    for (const comId of [BJ, SC] as const) {
      const relation = dataOf(await answer(sb, 'whiteQueryChatRoomRelation', { chatId: BJ_CHAT, comId }, '')) as Row;
      expect(relation).toMatchObject({ comId, custId: s.chatRoomRelations.find((r) => r.comId === comId && r.chatId === BJ_CHAT)?.custId });
    }
  });
});
