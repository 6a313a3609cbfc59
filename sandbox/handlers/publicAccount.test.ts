// @vitest-environment node
/**
 * The public account (public-account.ts): staff list their branch's unserved customers and claim
 * one (updateAdviserByJson with their own code); only the administrator assigns to someone else.
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
import { ASSIGN_ADMIN_ONLY, CLAIMED_ALREADY, STAFF_ONLY } from './publicAccount';

const COM = '11000000';
/** 北京市朝阳支公司: the administrator (reviewer, 郭春梅), the manager (赵立新) and 张静. */
const CHAOYANG = '11010500';
const MANAGER = '11016688';
const ZHANG = '11013259';
/** A manager of the 海淀 branch. */
const LI = '11013000';

interface Row { custId: string; custName: string; certificateNo: string; mobile: string; reason: string }
interface Page { list: Row[]; total: number }

function setup() {
  const sb = createTestSandbox();
  const tokens = { admin: sb.login('reviewer', COM), manager: sb.login('manager', COM), external: sb.login('external', COM) };
  const call = async (id: string, params: Record<string, unknown>, token: string) => (await sb.call(id, params, { token })).json as Record<string, unknown>;
  const inBranch = (comCode: string) => (sb.store.state.publicAccount ?? []).filter((e) => e.customer.comId === COM && e.customer.comCode === comCode);
  return { sb, tokens, call, inBranch };
}

const failureText = (body: Record<string, unknown>): string => String(body.statusText ?? body.msg ?? body.message ?? '');

describe('queryPublicAccountCustList', () => {
  it("lists the caller's branch's public account, masked, and finds by plate", async () => {
    const { tokens, call, inBranch } = setup();
    const expected = inBranch(CHAOYANG);
    expect(expected.length).toBeGreaterThan(2);
    const page = dataOf(await call('queryPublicAccountCustList', { pageNo: 1, pageSize: 50 }, tokens.manager)) as Page;
    expect(page.total).toBe(expected.length);
    expect(page.list.map((r) => r.custId).sort()).toEqual(expected.map((e) => e.customer.custId).sort());
    expect(page.list.every((r) => r.certificateNo.includes('*') && r.mobile.includes('*'))).toBe(true);
    const withPlate = expected.find((e) => e.licenseNo);
    if (!withPlate) throw new Error('seed lacks a public-account customer with a car');
    const found = dataOf(await call('queryPublicAccountCustList', { keyword: withPlate.licenseNo }, tokens.manager)) as Page;
    expect(found.list.map((r) => r.custId)).toContain(withPlate.customer.custId);
  });

  it('answers nothing to a group-chat user', async () => {
    const { tokens, call } = setup();
    expect(failureText(await call('queryPublicAccountCustList', {}, tokens.external))).toBe(STAFF_ONLY);
  });
});

describe('claiming and assigning (updateAdviserByJson)', () => {
  it('a staff member claims a customer: it leaves the public account and becomes theirs', async () => {
    const { sb, tokens, call, inBranch } = setup();
    const entry = inBranch(CHAOYANG)[0];
    const answer = dataOf(await call('updateAdviserByJson', { custId: entry.customer.custId, adviserCode: MANAGER }, tokens.manager)) as { claimed: boolean; adviserName: string };
    expect(answer).toMatchObject({ claimed: true, adviserName: '赵立新' });
    expect(inBranch(CHAOYANG).map((e) => e.customer.custId)).not.toContain(entry.customer.custId);
    expect(sb.store.state.customers.find((c) => c.custId === entry.customer.custId)?.managerUserCode).toBe(MANAGER);
    expect(failureText(await call('updateAdviserByJson', { custId: entry.customer.custId, adviserCode: '11010002' }, tokens.admin))).toBe(CLAIMED_ALREADY);
    const mine = dataOf(await call('weixinCustMainQuery', { keyword: entry.customer.custName, pageNo: 1, pageSize: 50 }, tokens.manager)) as { list: Array<{ custId: string }> };
    expect(mine.list.map((r) => r.custId)).toContain(entry.customer.custId);
  });

  it('only the administrator assigns to someone else, and only within the branch', async () => {
    const { sb, tokens, call, inBranch } = setup();
    const [first, second] = inBranch(CHAOYANG);
    expect(failureText(await call('updateAdviserByJson', { custId: first.customer.custId, adviserCode: ZHANG }, tokens.manager))).toBe(ASSIGN_ADMIN_ONLY);
    expect(failureText(await call('updateAdviserByJson', { custId: first.customer.custId, adviserCode: LI }, tokens.admin))).toContain('只能分配给本机构');
    expect(inBranch(CHAOYANG)).toHaveLength(5);
    const answer = dataOf(await call('updateAdviserByJson', { custId: second.customer.custId, adviserCode: ZHANG }, tokens.admin)) as { claimed: boolean; adviserName: string };
    expect(answer).toMatchObject({ claimed: false, adviserName: '张静' });
    expect(sb.store.state.customers.find((c) => c.custId === second.customer.custId)?.managerUserCode).toBe(ZHANG);
  });

  it("another branch's staff cannot claim it", async () => {
    const { sb, call, inBranch } = setup();
    const entry = inBranch(CHAOYANG)[0];
    const newcomer = sb.login('newcomer', COM);
    expect(failureText(await call('updateAdviserByJson', { custId: entry.customer.custId, adviserCode: '11019902' }, newcomer))).toBe('未查询到客户信息');
    expect(inBranch(CHAOYANG)).toHaveLength(5);
  });
});
