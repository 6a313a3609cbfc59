/** Rankings and bulletins computed from the live state (binding rate, renewal rate, indicators). */
import type { SandboxState, Staff } from '../seed/types';
import { DAY_MS, fmtDate, parseCst } from '../util/dates';

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

const rate = (a: number, b: number): number => (b ? Math.round((a / b) * 10000) / 100 : 0);

export function staffStats(state: SandboxState, s: Staff, now: number): StaffStats {
  const customers = state.customers.filter((c) => c.managerUserCode === s.userCode);
  const ids = new Set(customers.map((c) => c.custId));
  const boundCount = customers.filter((c) => state.bindings.some((b) => b.custId === c.custId && b.userCode === s.userCode)).length;
  const yearAgo = now - 365 * DAY_MS;
  const policies = state.policies.filter((p) => ids.has(p.custId));
  const recent = policies.filter((p) => parseCst(p.startDate) >= yearAgo);
  // A vehicle policy that ended in the last year is "due"; it is renewed when the same car has a newer policy.
  const due = policies.filter((p) => p.vehicle && parseCst(p.endDate) >= yearAgo && parseCst(p.endDate) < now);
  const renewed = due.filter((p) => policies.some((q) => q.carId === p.carId && q.riskCode === p.riskCode && q.startDate > p.startDate));
  const sum = (xs: typeof policies): number => Math.round(xs.reduce((t, p) => t + p.premium, 0) * 100) / 100;
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
    leadCount: state.leads.filter((l) => l.userCode === s.userCode).length,
    signInDays: new Set(state.signIns.filter((x) => x.userCode === s.userCode).map((x) => x.signTime.slice(0, 10))).size,
  };
}

/** Staff of a province ranked by a metric, with rank numbers. */
export function ranking(state: SandboxState, comId: string, metric: keyof Pick<StaffStats, 'bindingRate' | 'renewalRate' | 'premium'>, now: number): Array<StaffStats & { rank: number }> {
  return state.staff
    .filter((s) => s.comId === comId)
    .map((s) => staffStats(state, s, now))
    .filter((x) => x.customerCount > 0)
    .sort((a, b) => b[metric] - a[metric])
    .map((x, i) => ({ ...x, rank: i + 1 }));
}

/** Branch-level totals (team bulletin). */
export function branchTotals(state: SandboxState, comId: string, now: number): Array<Record<string, string | number>> {
  const byBranch = new Map<string, StaffStats[]>();
  for (const s of state.staff.filter((x) => x.comId === comId)) {
    const stats = staffStats(state, s, now);
    byBranch.set(s.comCode, [...(byBranch.get(s.comCode) ?? []), stats]);
  }
  return [...byBranch.entries()].map(([comCode, list]) => {
    const customers = list.reduce((t, x) => t + x.customerCount, 0);
    const bound = list.reduce((t, x) => t + x.boundCount, 0);
    const due = list.reduce((t, x) => t + x.dueCount, 0);
    const renewed = list.reduce((t, x) => t + x.renewedCount, 0);
    return {
      comCode,
      comName: list[0]?.comName ?? '',
      staffCount: list.length,
      customerCount: customers,
      bindingRate: rate(bound, customers),
      renewalRate: rate(renewed, due),
      premium: Math.round(list.reduce((t, x) => t + x.premium, 0) * 100) / 100,
      statDate: fmtDate(now),
    };
  });
}
