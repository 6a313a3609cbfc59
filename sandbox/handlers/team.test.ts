// @vitest-environment node
/**
 * Team management (team.ts): an administrator lists and moves their branch's customers, one by one
 * (updateAdviserByJson) or by certificate number (batchAddCustByCertificateNo with adviserCode),
 * and reads the transfer again (queryCustTransferResult); nobody else may.
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
import { ADMIN_ONLY } from './team';

const COM = '11000000';
/** Beijing staff of the administrator's branch (北京市朝阳支公司). */
const ZHOU = '11017346';
const ZHANG = '11013259';
/** A manager of another branch (海淀). */
const LI = '11013000';

interface Row { custId: string; custName: string; certificateNo: string; managerUserCode: string; bindFlag: string }
interface Page { list: Row[]; total: number }
interface Transfer { batchNo: string; toCode: string; toName: string; total: number; successCount: number; failCount: number; results: Array<{ result: string; message: string; custName: string }> }

function setup() {
  const sb = createTestSandbox();
  const admin = sb.login('reviewer', COM);
  const manager = sb.login('manager', COM);
  const call = async (id: string, params: Record<string, unknown>, token = admin) => (await sb.call(id, params, { token })).json as Record<string, unknown>;
  return { sb, admin, manager, call };
}

const failureText = (body: Record<string, unknown>): string => String(body.statusText ?? body.msg ?? body.message ?? '');

describe('queryRegulateCustList', () => {
  it("lists a branch colleague's customers, or the branch's unbound ones, to an administrator", async () => {
    const { sb, call } = setup();
    const page = dataOf(await call('queryRegulateCustList', { userCode: ZHOU, pageNo: 1, pageSize: 50 })) as Page;
    const expected = sb.store.state.customers.filter((c) => c.managerUserCode === ZHOU && c.comId === COM);
    expect(page.total).toBe(expected.length);
    expect(page.list.map((r) => r.custId).sort()).toEqual(expected.map((c) => c.custId).sort());
    expect(page.list.every((r) => /\*/.test(r.certificateNo))).toBe(true);

    const fresh = dataOf(await call('queryRegulateCustList', { scope: 'new', pageNo: 1, pageSize: 200 })) as Page;
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.list.every((r) => r.bindFlag === '0')).toBe(true);
    const branchCodes = new Set(sb.store.state.staff.filter((s) => s.comCode === '11010500').map((s) => s.userCode));
    expect(fresh.list.every((r) => branchCodes.has(r.managerUserCode))).toBe(true);
  });

  it('refuses another branch\'s manager and anyone who is not an administrator', async () => {
    const { call, manager } = setup();
    expect(failureText(await call('queryRegulateCustList', { userCode: LI }))).toContain('只能调配本机构');
    expect(failureText(await call('queryRegulateCustList', { userCode: ZHOU }, manager))).toBe(ADMIN_ONLY);
  });
});

describe('transfers', () => {
  it('moves one customer, kept as a transfer the administrator reads again', async () => {
    const { sb, call } = setup();
    const target = sb.store.state.customers.find((c) => c.managerUserCode === ZHOU);
    if (!target) throw new Error('no customer of 周婷');
    const moved = dataOf(await call('updateAdviserByJson', { custId: target.custId, adviserCode: ZHANG })) as { batchNo: string };
    expect(sb.store.state.customers.find((c) => c.custId === target.custId)?.managerUserCode).toBe(ZHANG);
    const result = dataOf(await call('queryCustTransferResult', { batchNo: moved.batchNo })) as Transfer;
    expect(result).toMatchObject({ toCode: ZHANG, toName: '张静', total: 1, successCount: 1, failCount: 0 });
    expect(result.results[0].custName).toBe(target.custName);
  });

  it('moves a batch by certificate number, refusing bad numbers and other branches\' bound customers', async () => {
    const { sb, call, manager } = setup();
    const state = sb.store.state;
    const own = state.customers.find((c) => c.managerUserCode === ZHOU);
    const otherBound = state.customers.find((c) => c.comId === COM && c.managerUserCode === LI && state.bindings.some((b) => b.custId === c.custId));
    if (!own || !otherBound) throw new Error('seed lacks the customers this test needs');
    const text = `${own.idNumber}\n123456\n${otherBound.idNumber}`;
    const answer = dataOf(await call('batchAddCustByCertificateNo', { certificateNos: text, adviserCode: ZHANG })) as Transfer;
    expect(answer).toMatchObject({ total: 3, successCount: 1, failCount: 2 });
    expect(answer.results.map((r) => r.message)).toEqual(['调配成功', '证件号码格式错误', '该客户由其他机构人员服务，无法调配']);
    expect(state.customers.find((c) => c.custId === own.custId)?.managerUserCode).toBe(ZHANG);
    expect(state.customers.find((c) => c.custId === otherBound.custId)?.managerUserCode).toBe(LI);
    const again = dataOf(await call('queryCustTransferResult', { batchNo: answer.batchNo })) as Transfer;
    expect(again.results.map((r) => r.message)).toEqual(answer.results.map((r) => r.message));
    // Only the administrator who made it reads it; a manager may not move customers by number.
    expect(failureText(await call('queryCustTransferResult', { batchNo: answer.batchNo }, manager))).toBe('未查询到该调配记录');
    expect(failureText(await call('batchAddCustByCertificateNo', { certificateNos: own.idNumber, adviserCode: ZHOU }, manager))).toBe(ADMIN_ONLY);
  });
});

