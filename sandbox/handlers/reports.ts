/** Rankings and bulletins computed from the live state (binding rate, renewal rate, indicators). */
import type { SandboxState, Staff } from '@sandbox/seed/types';
import { cstDate, fmtDate, parseCst } from '@sandbox/util/dates';

export interface StaffStats {
  userCode: string;
  userName: string;
  comCode: string;
  comName: string;
  customerCount: number;
  boundCount: number;
  bindingRate: number;
  dueCount: number;
  renewedCount: number;
  renewalRate: number;
  premium: number;
  policyCount: number;
  nonVehiclePremium: number;
  leadCount: number;
  signInDays: number;
}

/**
 * A statistics period: figures as they stood at a cut-off ('now', or the end of the last whole
 * month, quarter or year). Flows (premium, due and renewed policies, leads, sends) count over the
 * twelve calendar months ending with the cut-off's month; stocks (customers, bindings) are counted
 * as of the cut-off.
 */
export type StatPeriod = 'now' | 'month' | 'quarter' | 'year';

export interface StatMonth {
  /** 'YYYY-MM' */
  month: string;
  /** '1月' … '12月' */
  label: string;
  start: number;
  /** Last millisecond counted: the month's end, or the cut-off in its own month. */
  end: number;
}

export interface StatWindow {
  period: StatPeriod;
  /** 实时, 上月末, 上季末, 上年末 */
  periodLabel: string;
  start: number;
  cutoff: number;
  /** 'YYYY-MM-DD' of start and cut-off. */
  startDate: string;
  statDate: string;
  months: StatMonth[];
}

const PERIOD_LABELS: Readonly<Record<StatPeriod, string>> = { now: '实时', month: '上月末', quarter: '上季末', year: '上年末' };

const ymOf = (ms: number): [number, number] => {
  const [y, m] = fmtDate(ms).split('-').map(Number);
  return [y, m];
};

/** The window of a period key; an unknown or missing key is 'now'. */
export function statWindow(periodKey: string, now: number): StatWindow {
  const period: StatPeriod = periodKey === 'month' || periodKey === 'quarter' || periodKey === 'year' ? periodKey : 'now';
  const [y, m] = ymOf(now);
  let cutoff = now;
  if (period === 'month') cutoff = cstDate(y, m, 1) - 1;
  else if (period === 'quarter') cutoff = cstDate(y, m - ((m - 1) % 3), 1) - 1;
  else if (period === 'year') cutoff = cstDate(y, 1, 1) - 1;
  const [cy, cm] = ymOf(cutoff);
  // cstDate goes through Date.UTC, which rolls month 0 and below back into the previous years.
  const months: StatMonth[] = [];
  for (let back = 11; back >= 0; back -= 1) {
    const start = cstDate(cy, cm - back, 1);
    const [my, mm] = ymOf(start);
    months.push({ month: `${my}-${String(mm).padStart(2, '0')}`, label: `${mm}月`, start, end: Math.min(cstDate(cy, cm - back + 1, 1) - 1, cutoff) });
  }
  return { period, periodLabel: PERIOD_LABELS[period], start: months[0].start, cutoff, startDate: fmtDate(months[0].start), statDate: fmtDate(cutoff), months };
}

const rate = (a: number, b: number): number => (b ? Math.round((a / b) * 10000) / 100 : 0);
const round2 = (n: number): number => Math.round(n * 100) / 100;
const within = (text: string, start: number, end: number): boolean => {
  const t = parseCst(text);
  return t >= start && t <= end;
};

export function staffStats(state: SandboxState, s: Staff, now: number, win: StatWindow = statWindow('now', now)): StaffStats {
  const { start, cutoff } = win;
  const customers = state.customers.filter((c) => c.managerUserCode === s.userCode && !(parseCst(c.createTime) > cutoff));
  const ids = new Set(customers.map((c) => c.custId));
  const boundCount = customers.filter((c) =>
    state.bindings.some((b) => b.custId === c.custId && b.userCode === s.userCode && !(parseCst(b.bindTime) > cutoff)),
  ).length;
  const policies = state.policies.filter((p) => ids.has(p.custId));
  const recent = policies.filter((p) => within(p.signDate, start, cutoff));
  // A vehicle policy that ended in the window is "due"; it is renewed when the same car has a newer
  // policy of the same kind signed by the cut-off.
  const due = policies.filter((p) => p.vehicle && parseCst(p.endDate) >= start && parseCst(p.endDate) < cutoff);
  const renewed = due.filter((p) =>
    policies.some((q) => q.carId === p.carId && q.riskCode === p.riskCode && q.startDate > p.startDate && !(parseCst(q.signDate) > cutoff)),
  );
  const sum = (xs: typeof policies): number => round2(xs.reduce((t, p) => t + p.premium, 0));
  return {
    userCode: s.userCode,
    userName: s.userName,
    comCode: s.comCode,
    comName: s.comName,
    customerCount: customers.length,
    boundCount,
    bindingRate: rate(boundCount, customers.length),
    dueCount: due.length,
    renewedCount: renewed.length,
    renewalRate: rate(renewed.length, due.length),
    premium: sum(recent),
    policyCount: recent.length,
    nonVehiclePremium: sum(recent.filter((p) => !p.vehicle)),
    leadCount: state.leads.filter((l) => l.userCode === s.userCode && within(l.createTime, start, cutoff)).length,
    signInDays: new Set(state.signIns.filter((x) => x.userCode === s.userCode && within(x.signTime, start, cutoff)).map((x) => x.signTime.slice(0, 10))).size,
  };
}

type RankMetric = 'bindingRate' | 'renewalRate' | 'premium';
type Counts = Pick<StaffStats, 'customerCount' | 'boundCount' | 'bindingRate' | 'dueCount' | 'renewedCount' | 'renewalRate' | 'premium' | 'policyCount'>;

/** The denominator a row needs to be ranked at all, and the count that orders equal rates. */
const BASE: Readonly<Record<RankMetric, keyof Counts>> = { bindingRate: 'customerCount', renewalRate: 'dueCount', premium: 'customerCount' };
const TIE_BREAK: Readonly<Record<RankMetric, keyof Counts>> = { bindingRate: 'boundCount', renewalRate: 'renewedCount', premium: 'policyCount' };

/**
 * Rows with a denominator, best first; equal rates are ordered by the larger count (more
 * renewed policies, more bound customers), and rows equal in both share a rank (1, 2, 2, 4).
 */
function rankRows<T extends Counts>(rows: T[], metric: RankMetric, key: (row: T) => string): Array<T & { rank: number }> {
  const by = TIE_BREAK[metric];
  const sorted = rows
    .filter((r) => r[BASE[metric]] > 0)
    .sort((a, b) => b[metric] - a[metric] || b[by] - a[by] || key(a).localeCompare(key(b)));
  let rank = 0;
  return sorted.map((row, i) => {
    const prev = sorted[i - 1];
    if (!prev || prev[metric] !== row[metric] || prev[by] !== row[by]) rank = i + 1;
    return { ...row, rank };
  });
}

/** Staff of a province (optionally of one branch) ranked by a metric, with rank numbers. */
export function ranking(
  state: SandboxState,
  comId: string,
  metric: RankMetric,
  now: number,
  options: { win?: StatWindow; comCode?: string } = {},
): Array<StaffStats & { rank: number }> {
  const win = options.win ?? statWindow('now', now);
  const rows = state.staff
    .filter((s) => s.comId === comId && (!options.comCode || s.comCode === options.comCode))
    .map((s) => staffStats(state, s, now, win));
  return rankRows(rows, metric, (r) => r.userCode);
}

export interface BranchStats extends Counts {
  comCode: string;
  comName: string;
  staffCount: number;
}

/** Sums of staff figures, with their rates. */
export function totalsOf(list: readonly StaffStats[]): Counts {
  const add = (k: keyof Counts): number => list.reduce((t, x) => t + x[k], 0);
  const customerCount = add('customerCount');
  const boundCount = add('boundCount');
  const dueCount = add('dueCount');
  const renewedCount = add('renewedCount');
  return {
    customerCount,
    boundCount,
    bindingRate: rate(boundCount, customerCount),
    dueCount,
    renewedCount,
    renewalRate: rate(renewedCount, dueCount),
    premium: round2(add('premium')),
    policyCount: add('policyCount'),
  };
}

/** Each branch (支公司) of a province with the sums of its staff's figures. */
function branchRows(state: SandboxState, comId: string, now: number, win: StatWindow): BranchStats[] {
  const byBranch = new Map<string, StaffStats[]>();
  for (const s of state.staff.filter((x) => x.comId === comId)) {
    byBranch.set(s.comCode, [...(byBranch.get(s.comCode) ?? []), staffStats(state, s, now, win)]);
  }
  return [...byBranch.entries()].map(([comCode, list]) => ({ comCode, comName: list[0]?.comName ?? '', staffCount: list.length, ...totalsOf(list) }));
}

/** The branches of a province ranked by a metric. */
export function branchRanking(state: SandboxState, comId: string, metric: RankMetric, now: number, win: StatWindow = statWindow('now', now)): Array<BranchStats & { rank: number }> {
  return rankRows(branchRows(state, comId, now, win), metric, (r) => r.comCode);
}

/** Branch-level totals (team bulletin). */
export function branchTotals(state: SandboxState, comId: string, now: number): Array<Record<string, string | number>> {
  return branchRows(state, comId, now, statWindow('now', now)).map((b) => ({
    comCode: b.comCode,
    comName: b.comName,
    staffCount: b.staffCount,
    customerCount: b.customerCount,
    bindingRate: b.bindingRate,
    renewalRate: b.renewalRate,
    premium: b.premium,
    statDate: fmtDate(now),
  }));
}
