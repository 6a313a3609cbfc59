// @vitest-environment node
/**
 * The rankings (calculateRenewalRate, calculationBindingRate) and the data board's indicators
 * (queryCustManagerPersonalIndicators): periods, levels, ties, the caller's own row, and a binding
 * made now counting in the live figures but not in last month's.
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
import { cstDate } from '@sandbox/util/dates';
import { statWindow, type StaffStats } from './reports';

/** 2026-11-26 10:00 CST. */
const NOW = cstDate(2026, 11, 26) + 10 * 3600 * 1000;
const MANAGER = '11016688';
const MANAGER_BRANCH = '11010500';

/** A ranking row: a member's (or a branch's, with its staff count) statistics and rank. */
type Row = { rank: number; userCode?: string; userName?: string; staffCount?: number } & Pick<
  StaffStats,
  'comCode' | 'comName' | 'customerCount' | 'boundCount' | 'bindingRate' | 'dueCount' | 'renewedCount' | 'renewalRate'
>;
interface Ranking {
  list: Row[];
  total: number;
  mine: Row | null;
  overall: Omit<Row, 'rank' | 'comCode' | 'comName'>;
  level: string;
  period: string;
  periodLabel: string;
  startDate: string;
  statDate: string;
  comName: string;
}

function setup(): { sb: ReturnType<typeof createTestSandbox>; token: string; rank: (id: string, params?: Record<string, unknown>) => Promise<Ranking> } {
  const sb = createTestSandbox({ now: () => NOW });
  const token = sb.login('manager', '11000000');
  const rank = async (id: string, params: Record<string, unknown> = {}): Promise<Ranking> =>
    dataOf((await sb.call(id, { pageNo: 1, pageSize: 100, ...params }, { token })).json) as Ranking;
  return { sb, token, rank };
}

/** Best first; equal rates ordered by the count; equal in both share a rank (1, 2, 2, 4). */
function expectRanked(list: Row[], rate: 'renewalRate' | 'bindingRate', count: 'renewedCount' | 'boundCount'): void {
  list.forEach((row, i) => {
    if (i === 0) return expect(row.rank).toBe(1);
    const prev = list[i - 1];
    expect(prev[rate] > row[rate] || (prev[rate] === row[rate] && prev[count] >= row[count])).toBe(true);
    const tie = prev[rate] === row[rate] && prev[count] === row[count];
    expect(row.rank).toBe(tie ? prev.rank : i + 1);
  });
}

describe('statistics periods', () => {
  it('cut off now or at the end of the last month or quarter, counting the twelve months before', () => {
    expect(statWindow('now', NOW)).toMatchObject({ period: 'now', periodLabel: '实时', startDate: '2025-12-01', statDate: '2026-11-26' });
    expect(statWindow('month', NOW)).toMatchObject({ periodLabel: '上月末', startDate: '2025-11-01', statDate: '2026-10-31' });
    expect(statWindow('quarter', NOW)).toMatchObject({ periodLabel: '上季末', startDate: '2025-10-01', statDate: '2026-09-30' });
    expect(statWindow('year', NOW)).toMatchObject({ periodLabel: '上年末', startDate: '2025-01-01', statDate: '2025-12-31' });
    expect(statWindow('bogus', NOW).period).toBe('now');
    const months = statWindow('month', NOW).months;
    expect(months.map((m) => m.label)).toEqual(['11月', '12月', '1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月']);
    expect(months[0].month).toBe('2025-11');
    // In January the last quarter ended with last year.
    const january = cstDate(2027, 1, 15);
    expect(statWindow('quarter', january).statDate).toBe('2026-12-31');
    expect(statWindow('month', january)).toMatchObject({ statDate: '2026-12-31', startDate: '2026-01-01' });
  });
});

describe('calculateRenewalRate', () => {
  it('ranks the province staff with due policies, the caller among them', async () => {
    const { rank } = setup();
    const r = await rank('calculateRenewalRate');
    expect(r).toMatchObject({ level: 'staff', period: 'now', statDate: '2026-11-26', startDate: '2025-12-01' });
    expect(r.total).toBe(r.list.length);
    expect(r.list.length).toBeGreaterThan(3);
    expect(r.list.every((row) => row.dueCount > 0 && row.renewedCount <= row.dueCount)).toBe(true);
    expect(r.list.every((row) => row.renewalRate === Math.round((row.renewedCount / row.dueCount) * 10000) / 100)).toBe(true);
    expectRanked(r.list, 'renewalRate', 'renewedCount');
    expect(r.mine).toEqual(r.list.find((row) => row.userCode === MANAGER));
    expect(r.mine?.renewedCount).toBeLessThan(r.mine?.dueCount ?? 0);
    const sum = (k: 'dueCount' | 'renewedCount'): number => r.list.reduce((t, row) => t + row[k], 0);
    expect(r.overall).toMatchObject({ dueCount: sum('dueCount'), renewedCount: sum('renewedCount') });
  });

  it('ranks branches, or one branch\'s staff from 1', async () => {
    const { rank } = setup();
    const staff = await rank('calculateRenewalRate');
    const branches = await rank('calculateRenewalRate', { level: 'branch' });
    expect(branches.level).toBe('branch');
    expect(branches.list.map((b) => b.comCode).sort()).toEqual([...new Set(staff.list.map((s) => s.comCode))].sort());
    expectRanked(branches.list, 'renewalRate', 'renewedCount');
    expect(branches.mine?.comCode).toBe(MANAGER_BRANCH);
    const mine = staff.list.filter((s) => s.comCode === MANAGER_BRANCH);
    expect(branches.mine?.dueCount).toBe(mine.reduce((t, s) => t + s.dueCount, 0));

    const one = await rank('calculateRenewalRate', { comCode: MANAGER_BRANCH });
    expect(one.comName).toBe('北京市朝阳支公司');
    expect(one.list.map((s) => s.userCode)).toEqual(mine.map((s) => s.userCode));
    expect(one.list[0].rank).toBe(1);
    expectRanked(one.list, 'renewalRate', 'renewedCount');
    expect(one.overall.dueCount).toBe(branches.mine?.dueCount);
  });

  it('counts an earlier window at an earlier cut-off', async () => {
    const { rank } = setup();
    const now = await rank('calculateRenewalRate');
    const quarter = await rank('calculateRenewalRate', { period: 'quarter' });
    expect(quarter).toMatchObject({ period: 'quarter', periodLabel: '上季末', statDate: '2026-09-30' });
    expect(quarter.mine?.dueCount).not.toBe(now.mine?.dueCount);
  });
});

describe('calculationBindingRate', () => {
  it('counts a binding made now in the live ranking and not at last month\'s end', async () => {
    const { sb, token, rank } = setup();
    const before = await rank('calculationBindingRate');
    const lastMonth = await rank('calculationBindingRate', { period: 'month' });
    expect(before.list.every((row) => row.customerCount > 0)).toBe(true);
    expectRanked(before.list, 'bindingRate', 'boundCount');
    const s = sb.store.state;
    const c = s.customers.find((x) => x.managerUserCode === MANAGER && !s.bindings.some((b) => b.custId === x.custId && b.userCode === MANAGER));
    if (!c) throw new Error('the manager has no unbound customer');
    await sb.call('weixinCustMainBinding', { custId: c.custId, encryptCustId: c.encryptCustId, externalUserId: c.externalUserId }, { token });

    const after = await rank('calculationBindingRate');
    expect(after.mine?.boundCount).toBe((before.mine?.boundCount ?? 0) + 1);
    expect(after.mine?.bindingRate).toBeGreaterThan(before.mine?.bindingRate ?? 100);
    expect(after.overall.boundCount).toBe(before.overall.boundCount + 1);
    expect((await rank('calculationBindingRate', { period: 'month' })).mine).toEqual(lastMonth.mine);
  });
});

describe('queryCustManagerPersonalIndicators', () => {
  it('answers the caller\'s figures of the period with premium month by month', async () => {
    const { sb, token, rank } = setup();
    const board = dataOf((await sb.call('queryCustManagerPersonalIndicators', { period: 'month' }, { token })).json) as Record<string, unknown> & {
      months: Array<{ label: string; value: number }>;
      premium: number;
    };
    expect(board).toMatchObject({ userCode: MANAGER, period: 'month', periodLabel: '上月末', statDate: '2026-10-31', statMonth: '2026-10' });
    expect(board.months).toHaveLength(12);
    expect(board.months.at(-1)?.label).toBe('10月');
    expect(Math.round(board.months.reduce((t, m) => t + m.value, 0) * 100) / 100).toBe(board.premium);
    expect(board.premium).toBeGreaterThan(0);
    const mine = (await rank('calculationBindingRate', { period: 'month' })).mine;
    expect(board).toMatchObject({ customerCount: mine?.customerCount, boundCount: mine?.boundCount, bindingRate: mine?.bindingRate });
    expect(board.unboundCount).toBe(Number(board.customerCount) - Number(board.boundCount));
    for (const key of ['groupMsgCount', 'groupMsgCustCount', 'careSentCount', 'articleVisitCount', 'leadCount']) {
      expect(board[key], key).toEqual(expect.any(Number));
    }
    expect(board.groupMsgCount).toBeGreaterThan(0);
    expect(board.premiumRank).toBeGreaterThan(0);
  });
});
