// @vitest-environment node
/**
 * Points allocation (points.ts): a branch administrator reads the pool and allocates points to a
 * staff member of the branch, within the pool; nobody else may.
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
import { POINTS_ADMIN_ONLY } from './points';

const COM = '11000000';
const CHAOYANG = '11010500';
const ADMIN = '11010002';
const ZHANG = '11013259';
/** A manager of the 海淀 branch. */
const LI = '11013000';

interface Pool { totalPoints: number; allocatedPoints: number; remainingPoints: number; staff: Array<{ userCode: string; points: number }> }

function setup() {
  const sb = createTestSandbox();
  const admin = sb.login('reviewer', COM);
  const call = async (id: string, params: Record<string, unknown>, token = admin) => (await sb.call(id, params, { token })).json as Record<string, unknown>;
  return { sb, admin, call };
}
const failureText = (body: Record<string, unknown>): string => String(body.statusText ?? body.msg ?? body.message ?? '');

describe('points allocation', () => {
  it("answers the branch's pool and staff, and an allocation moves points from the pool to the person", async () => {
    const { sb, call } = setup();
    const before = dataOf(await call('queryPointsAllocation', {})) as Pool;
    const seeded = (sb.store.state.pointsRecords ?? []).filter((r) => r.comCode === CHAOYANG);
    expect(before.allocatedPoints).toBe(seeded.reduce((s, r) => s + r.points, 0));
    expect(before.remainingPoints).toBe(before.totalPoints - before.allocatedPoints);
    const branch = sb.store.state.staff.filter((s) => s.comCode === CHAOYANG && s.userCode !== ADMIN);
    expect(before.staff.map((s) => s.userCode).sort()).toEqual(branch.map((s) => s.userCode).sort());
    const zhangBefore = before.staff.find((s) => s.userCode === ZHANG)?.points ?? 0;

    const answer = dataOf(await call('allocatePoints', { userCode: ZHANG, points: 800, remark: '续保攻坚奖励' })) as { points: number; userName: string; remainingPoints: number };
    expect(answer).toMatchObject({ points: 800, userName: '张静', remainingPoints: before.remainingPoints - 800 });
    const after = dataOf(await call('queryPointsAllocation', {})) as Pool;
    expect(after.staff.find((s) => s.userCode === ZHANG)?.points).toBe(zhangBefore + 800);
    const records = dataOf(await call('queryPointsAllocationRecords', { pageNo: 1, pageSize: 10 })) as { list: Array<{ userName: string; points: number; operatorName: string; remark: string }>; total: number };
    expect(records.total).toBe(seeded.length + 1);
    expect(records.list[0]).toMatchObject({ userName: '张静', points: 800, operatorName: '郭春梅', remark: '续保攻坚奖励' });
  });

  it('refuses more than the pool holds, bad amounts, oneself and other branches', async () => {
    const { call } = setup();
    // Down to less than one allocation's maximum left in the pool.
    let pool = dataOf(await call('queryPointsAllocation', {})) as Pool;
    while (pool.remainingPoints >= 10000) {
      await call('allocatePoints', { userCode: ZHANG, points: 10000 });
      pool = dataOf(await call('queryPointsAllocation', {})) as Pool;
    }
    const over = pool.remainingPoints + 1;
    expect(failureText(await call('allocatePoints', { userCode: ZHANG, points: over }))).toBe(`积分池剩余 ${pool.remainingPoints} 分，不足以分配 ${over} 分`);
    expect(failureText(await call('allocatePoints', { userCode: ZHANG, points: 0 }))).toBe('分配积分须为 1 至 10000 的整数');
    expect(failureText(await call('allocatePoints', { userCode: ZHANG, points: 12.5 }))).toBe('分配积分须为 1 至 10000 的整数');
    expect(failureText(await call('allocatePoints', { userCode: ADMIN, points: 100 }))).toBe('不能给自己分配积分');
    expect(failureText(await call('allocatePoints', { userCode: LI, points: 100 }))).toContain('只能给本机构');
    const after = dataOf(await call('queryPointsAllocation', {})) as Pool;
    expect(after.allocatedPoints).toBe(pool.allocatedPoints);
  });

  it('answers nobody but an administrator', async () => {
    const { sb, call } = setup();
    const manager = sb.login('manager', COM);
    expect(failureText(await call('queryPointsAllocation', {}, manager))).toBe(POINTS_ADMIN_ONLY);
    expect(failureText(await call('allocatePoints', { userCode: ZHANG, points: 100 }, manager))).toBe(POINTS_ADMIN_ONLY);
    expect(failureText(await call('queryPointsAllocationRecords', {}, manager))).toBe(POINTS_ADMIN_ONLY);
  });
});
