/**
 * The task side of the binding query (weixinCustMainQuery): every customer pushed to a staff member
 * carries a task (taskId, taskType 2/3 vehicle to-do/done, 6/7 non-vehicle to-do/done, bindSource
 * 1 marketing task, 4 vehicle tracker, 5 proposal, 8 non-vehicle). The task centre pages show what
 * each task asks for, by when, and whether it is overdue; this module derives those fields from the
 * customer's own cars and policies, so a task reads the same as the customer's detail.
 *
 * A renewal task exists only while the customer's policy is within the renewal window
 * (seed/renewal.ts, the window of the renewal-reminder batches) and is due on the policy's end
 * date. Other deadlines are handling deadlines set by the task system, a fixed number of days from
 * the server's today per task (like the marketing distributions), so the task centre always holds
 * a realistic mix of tasks due soon and overdue ones, whatever day the sandbox runs.
 */
import type { Customer, Policy, SandboxState } from '@sandbox/seed/types';
import { withinRenewalWindow } from '@sandbox/seed/renewal';
import { DAY_MS, calendarDaysUntil, cstStartOfDay, fmtDate, fmtDateTime, parseCst } from '@sandbox/util/dates';
import type { JsonObject } from '@sandbox/util/json';
import type { HandlerContext } from './types';

/** The service type a follow-up visit booked from a task is stored under (reservationTask). */
export const VISIT_SERVICE_TYPE = '回访提醒';

/** FNV-1a: a stable small number per task id, for deterministic deadlines and campaigns. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const isTodo = (c: Customer): boolean => c.taskType === '2' || c.taskType === '6';

/** Completes a customer's to-do task (binding the customer does): 2 → 3, 6 → 7, finished now. */
export function completeTask(c: Customer, now: number): void {
  if (!isTodo(c)) return;
  c.taskFinishTime = fmtDateTime(now);
  c.taskType = c.taskType === '2' ? '3' : '7';
}

/**
 * The policy a renewal task is about: for a task that is not a marketing (1) or vehicle proposal
 * (5) task, the customer's in-force policy of the task's kind (vehicle or not) ending first, if it
 * is within the renewal window. Without one the task is not a renewal.
 */
function renewalPolicy(state: SandboxState, c: Customer, now: number): Policy | undefined {
  const vehicle = c.taskType === '2' || c.taskType === '3';
  if (c.bindSource === '1' || (vehicle && c.bindSource === '5')) return undefined;
  const first = state.policies
    .filter((p) => p.custId === c.custId && p.vehicle === vehicle && p.status === '1')
    .sort((a, b) => a.endDate.localeCompare(b.endDate))[0];
  return first && withinRenewalWindow(first.endDate, now) ? first : undefined;
}

/**
 * Deadline (midnight CST) of a to-do task: a renewal's is its policy's end date; any other task's
 * is from 8 days ago to 27 days ahead of the server's today.
 */
export function taskDeadline(state: SandboxState, c: Customer, now: number): number {
  const renewal = renewalPolicy(state, c, now);
  if (renewal) return cstStartOfDay(parseCst(renewal.endDate));
  return cstStartOfDay(now) + ((hash(c.taskId) % 36) - 8) * DAY_MS;
}

/** A to-do task whose deadline day has passed. */
export function isOverdue(state: SandboxState, c: Customer, now: number): boolean {
  return isTodo(c) && taskDeadline(state, c, now) < cstStartOfDay(now);
}

/** When a done task was finished: when the app completed it, else within the last three weeks. */
export function taskFinishTime(c: Customer, now: number): string {
  if (c.taskFinishTime) return c.taskFinishTime;
  const h = hash(`${c.taskId}:done`);
  return fmtDateTime(cstStartOfDay(now) - ((h % 21) + 1) * DAY_MS + (9 + (h % 9)) * 3600000 + (h % 60) * 60000);
}

const MARKETING_CAMPAIGNS: ReadonlyArray<readonly [string, string]> = [
  ['年终续保季', '向客户推送年终续保优惠，提前锁定明年续保'],
  ['驾乘险加保', '向客户推荐驾乘人员意外伤害保险，补齐车上人员保障'],
  ['名片推广', '把您的电子名片发给客户，邀请客户添加企业微信'],
  ['安全检测月', '邀请客户到店参加免费车辆安全检测'],
  ['冬季用车关怀', '提醒客户冬季用车注意事项，推荐道路救援服务'],
];

const NON_VEHICLE_OFFERS: Readonly<Record<string, string>> = {
  意外险意向: '客户有意外险意向，推荐个人意外伤害保险',
  健康险意向: '客户有健康险意向，推荐百万医疗保险',
  家财险意向: '客户有家财险意向，推荐家庭财产综合保险',
  百万医疗已推荐: '已推荐百万医疗保险，跟进客户投保意向',
  驾乘险已推荐: '已推荐驾乘人员意外伤害保险，跟进客户投保意向',
};

/** What the task asks for: a short name (shown as a tag) and one sentence. */
function taskWhat(state: SandboxState, c: Customer, now: number): { taskName: string; taskContent: string } {
  const policies = state.policies.filter((p) => p.custId === c.custId);
  const cars = state.cars.filter((x) => x.custId === c.custId);
  if (c.bindSource === '1') {
    const [taskName, taskContent] = MARKETING_CAMPAIGNS[hash(c.taskId) % MARKETING_CAMPAIGNS.length];
    return { taskName, taskContent };
  }
  if (c.taskType === '6' || c.taskType === '7') {
    const renewal = renewalPolicy(state, c, now);
    if (renewal) return { taskName: '非车续保', taskContent: `${renewal.riskName}将于${renewal.endDate.slice(0, 10)}到期，提前联系客户续保` };
    const tag = c.nonCarEleSaleTags.find((t) => NON_VEHICLE_OFFERS[t]);
    if (tag) return { taskName: '非车推荐', taskContent: NON_VEHICLE_OFFERS[tag] };
    return cars.length
      ? { taskName: '非车推荐', taskContent: `客户名下有车辆${cars[0].licenseNo}，推荐驾乘人员意外伤害保险` }
      : { taskName: '非车推荐', taskContent: '了解客户家庭保障情况，推荐个人意外伤害保险' };
  }
  const car = cars[0];
  if (c.bindSource === '5') {
    return car
      ? { taskName: '建议书跟进', taskContent: `已为${car.licenseNo}出具车险建议书，跟进客户投保意向` }
      : { taskName: '建议书跟进', taskContent: '已为客户出具车险建议书，跟进投保意向并补全车辆信息' };
  }
  const renewal = renewalPolicy(state, c, now);
  if (renewal) return { taskName: '车险续保', taskContent: `${renewal.licenseNo}的车险将于${renewal.endDate.slice(0, 10)}到期，联系客户续保` };
  const vehicle = policies.filter((p) => p.vehicle);
  const inForce = vehicle.filter((p) => p.status === '1').sort((a, b) => a.endDate.localeCompare(b.endDate))[0];
  if (inForce) return { taskName: '在保维护', taskContent: `${inForce.licenseNo}的车险在保至${inForce.endDate.slice(0, 10)}，添加客户企业微信，做好日常服务` };
  const lapsed = vehicle.filter((p) => p.status === '2').sort((a, b) => b.endDate.localeCompare(a.endDate))[0];
  if (lapsed) return { taskName: '脱保召回', taskContent: `${lapsed.licenseNo}的车险已于${lapsed.endDate.slice(0, 10)}脱保，联系客户召回` };
  if (car) return { taskName: '新保招揽', taskContent: `${car.licenseNo}（${car.brandModel}）尚未在我司投保，邀约客户报价` };
  return { taskName: '车险跟踪', taskContent: '客户暂无车辆信息，添加企业微信并了解用车情况' };
}

/** The caller's pending follow-up visit booked for this customer, if any. */
function pendingVisit(ctx: HandlerContext, c: Customer): string {
  const userCode = ctx.user?.userCode ?? '';
  const visits = ctx.state.reservations
    .filter((r) => r.custId === c.custId && r.userCode === userCode && r.status === '0' && r.serviceType === VISIT_SERVICE_TYPE)
    .map((r) => r.reserveTime)
    .sort();
  return visits[0] ?? '';
}

/** The task fields of a customer row: name, content, deadline, state, finish time, booked visit. */
export function taskFields(ctx: HandlerContext, c: Customer): JsonObject {
  const today = cstStartOfDay(ctx.now);
  const todo = isTodo(c);
  const deadline = todo ? taskDeadline(ctx.state, c, ctx.now) : Number.NaN;
  const overdue = todo && deadline < today;
  const days = todo ? calendarDaysUntil(fmtDate(deadline), ctx.now) : 0;
  return {
    ...taskWhat(ctx.state, c, ctx.now),
    taskStatus: !todo ? 'done' : overdue ? 'overdue' : 'todo',
    taskStatusName: !todo ? '已完成' : overdue ? '已逾期' : '待办',
    deadline: todo ? fmtDate(deadline) : '',
    overdueFlag: overdue ? '1' : '0',
    remainDays: overdue ? 0 : days,
    overdueDays: overdue ? -days : 0,
    finishTime: todo ? '' : taskFinishTime(c, ctx.now),
    visitTime: pendingVisit(ctx, c),
  };
}

/** Sorts task rows: to-do by deadline (overdue longest first), done by finish time, newest first. */
export function byTaskOrder(ctx: HandlerContext): (a: Customer, b: Customer) => number {
  const key = (c: Customer): number => (isTodo(c) ? taskDeadline(ctx.state, c, ctx.now) : -parseCst(taskFinishTime(c, ctx.now)));
  return (a, b) => Number(!isTodo(a)) - Number(!isTodo(b)) || key(a) - key(b) || a.taskId.localeCompare(b.taskId);
}
