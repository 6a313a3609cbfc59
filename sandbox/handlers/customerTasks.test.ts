// @vitest-environment node
/**
 * The task centre's side of the sandbox: task fields on the binding query's rows, its task-centre
 * filters (bindSource list, overdueFlag, orderBy=deadline), completing a task by binding, booking a
 * follow-up visit (reservationTask) and the service-task list (queryReservation by status).
 */
import { describe, expect, it } from 'vitest';
import { beijingManager, createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
import { RENEWAL_WINDOW_DAYS } from '@sandbox/seed/renewal';
import { cstStartOfDay, DAY_MS, fmtDate, fmtDateTime, parseCst } from '@sandbox/util/dates';

interface Task {
  custId: string;
  encryptCustId: string;
  externalUserId: string;
  custName: string;
  mobile: string;
  taskId: string;
  taskType: string;
  bindSource: string;
  bindFlag: string;
  taskName: string;
  taskContent: string;
  taskStatus: string;
  deadline: string;
  overdueFlag: string;
  remainDays: number;
  overdueDays: number;
  finishTime: string;
  visitTime: string;
}
interface Page<T> {
  list: T[];
  total: number;
}
interface Reservation {
  reservationId: string;
  custId: string;
  encryptCustId: string;
  externalUserId: string;
  serviceType: string;
  reserveTime: string;
  status: string;
  expired: string;
  mobile: string;
  remark: string;
}

/** A fixed clock: 2026-11-26 09:00 CST. */
const NOW = Date.UTC(2026, 10, 26, 1, 0, 0);
const TODAY = fmtDate(NOW);

const beijing = (): ReturnType<typeof beijingManager> => beijingManager({ now: () => NOW });

async function tasks(sb: ReturnType<typeof createTestSandbox>, token: string, params: Record<string, string | number>): Promise<Page<Task>> {
  return dataOf((await sb.call('weixinCustMainQuery', { pageNo: 1, pageSize: 100, ...params }, { token })).json) as Page<Task>;
}

describe('task fields of the binding query (Beijing manager)', () => {
  it('say what each task asks and by when, and split to-do tasks into due and overdue', async () => {
    const { sb, token } = beijing();
    const todo = await tasks(sb, token, { taskType: '2' });
    expect(todo.total).toBeGreaterThan(4);
    for (const t of todo.list) {
      expect(t.taskName).not.toBe('');
      expect(t.taskContent).not.toBe('');
      expect(t.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(t.finishTime).toBe('');
      const days = Math.round((parseCst(t.deadline) - cstStartOfDay(NOW)) / DAY_MS);
      // A renewal is due on its policy's end date (see the renewal window below), any other task
      // within a few weeks.
      if (!t.taskName.endsWith('续保')) {
        expect(days).toBeGreaterThanOrEqual(-8);
        expect(days).toBeLessThanOrEqual(27);
      }
      expect(t.taskStatus).toBe(t.deadline < TODAY ? 'overdue' : 'todo');
      expect(t.overdueFlag).toBe(t.deadline < TODAY ? '1' : '0');
      expect(t.taskStatus === 'overdue' ? t.overdueDays : t.remainDays).toBe(Math.abs(days));
    }
    const overdue = await tasks(sb, token, { taskType: '2', overdueFlag: '1' });
    const due = await tasks(sb, token, { taskType: '2', overdueFlag: '0' });
    expect(overdue.total).toBeGreaterThan(0);
    expect(due.total).toBeGreaterThan(0);
    expect(overdue.total + due.total).toBe(todo.total);
    expect(overdue.list.every((t) => t.taskStatus === 'overdue')).toBe(true);
    expect(due.list.every((t) => t.taskStatus === 'todo')).toBe(true);
  });

  it('read the same as the customer: a renewal names the car and the policy end date', async () => {
    const sb = createTestSandbox({ now: () => NOW });
    const token = sb.login('manager', '51000000');
    const all = await tasks(sb, token, { taskType: '2', bindSource: '4' });
    const renewal = all.list.find((t) => t.taskName === '车险续保');
    if (!renewal) throw new Error('no renewal task in the seed');
    const policy = sb.store.state.policies
      .filter((p) => p.custId === renewal.custId && p.vehicle && p.status === '1')
      .sort((a, b) => a.endDate.localeCompare(b.endDate))[0];
    expect(renewal.taskContent).toBe(`${policy.licenseNo}的车险将于${policy.endDate.slice(0, 10)}到期，联系客户续保`);
    expect(renewal.mobile).toMatch(/^\d{4}\*{4}\d{3}$/);
  });

  it('are renewals only within the renewal window before the policy ends, due on its end date', async () => {
    const sb = createTestSandbox({ now: () => NOW });
    let renewals = 0;
    let notYetDue = 0;
    for (const comId of ['51000000', '11000000'] as const) {
      const token = sb.login('manager', comId);
      const todo = [...(await tasks(sb, token, { taskType: '2' })).list, ...(await tasks(sb, token, { taskType: '6' })).list];
      for (const t of todo) {
        const vehicle = t.taskType === '2';
        // Marketing (1) and proposal (5) tasks are about something else.
        if (t.bindSource === '1' || (vehicle && t.bindSource === '5')) continue;
        const policy = sb.store.state.policies
          .filter((p) => p.custId === t.custId && p.vehicle === vehicle && p.status === '1')
          .sort((a, b) => a.endDate.localeCompare(b.endDate))[0];
        const daysToEnd = policy ? Math.round((cstStartOfDay(parseCst(policy.endDate)) - cstStartOfDay(NOW)) / DAY_MS) : Number.POSITIVE_INFINITY;
        if (daysToEnd <= RENEWAL_WINDOW_DAYS) {
          renewals += 1;
          expect(t.taskName).toBe(vehicle ? '车险续保' : '非车续保');
          expect(t.deadline).toBe(policy.endDate.slice(0, 10));
          expect(t.remainDays).toBe(daysToEnd);
        } else {
          if (policy) notYetDue += 1;
          expect(t.taskName).not.toMatch(/续保/);
          expect(t.taskContent).not.toMatch(/到期，/);
        }
      }
    }
    // Both sides of the window occur in the seed.
    expect(renewals).toBeGreaterThan(0);
    expect(notYetDue).toBeGreaterThan(0);
  });

  it('filter by a list of sources and sort by deadline, done tasks newest first', async () => {
    const { sb, token } = beijing();
    const car = await tasks(sb, token, { taskType: '2', bindSource: '4,5', orderBy: 'deadline' });
    expect(car.list.every((t) => t.bindSource === '4' || t.bindSource === '5')).toBe(true);
    expect(car.list.map((t) => t.deadline)).toEqual([...car.list.map((t) => t.deadline)].sort());
    const marketing = await tasks(sb, token, { taskType: '2', bindSource: '1' });
    expect(marketing.total).toBeGreaterThan(0);
    expect(marketing.list.every((t) => t.bindSource === '1')).toBe(true);
    expect(car.total + marketing.total).toBe((await tasks(sb, token, { taskType: '2' })).total);
    const done = await tasks(sb, token, { taskType: '3', orderBy: 'deadline' });
    expect(done.list.every((t) => t.taskStatus === 'done' && t.deadline === '' && t.finishTime < fmtDateTime(NOW))).toBe(true);
    expect(done.list.map((t) => t.finishTime)).toEqual([...done.list.map((t) => t.finishTime)].sort().reverse());
    const nonVehicle = await tasks(sb, token, { taskType: '6' });
    expect(nonVehicle.list.every((t) => t.taskName.startsWith('非车'))).toBe(true);
  });
});

describe('acting on a task', () => {
  it('completing one (binding) moves it to done, finished now', async () => {
    const { sb, token } = beijing();
    const [first] = (await tasks(sb, token, { taskType: '6', orderBy: 'deadline' })).list;
    const before = (await tasks(sb, token, { taskType: '7' })).total;
    await sb.call('weixinCustMainBinding', { custId: first.custId, encryptCustId: first.encryptCustId, externalUserId: first.externalUserId, bindSource: first.bindSource }, { token });
    expect((await tasks(sb, token, { taskType: '6' })).list.some((t) => t.taskId === first.taskId)).toBe(false);
    const done = await tasks(sb, token, { taskType: '7', orderBy: 'deadline' });
    expect(done.total).toBe(before + 1);
    expect(done.list[0]).toMatchObject({ taskId: first.taskId, taskStatus: 'done', finishTime: fmtDateTime(NOW), bindFlag: '1' });
  });

  it('booking a follow-up visit shows on the task and as a service task to serve', async () => {
    const { sb, token } = beijing();
    const [first] = (await tasks(sb, token, { taskType: '2', overdueFlag: '0', orderBy: 'deadline' })).list;
    expect(first.visitTime).toBe('');
    const reserveTime = `${fmtDate(NOW + DAY_MS)} 10:00:00`;
    const pendingBefore = (dataOf((await sb.call('queryReservation', { status: '0' }, { token })).json) as Page<Reservation>).total;
    await sb.call('reservationTask', { custId: first.custId, serviceType: '回访提醒', reserveTime, remark: `${first.taskName}：${first.taskContent}` }, { token });
    const [after] = (await tasks(sb, token, { custId: first.custId })).list;
    expect(after.visitTime).toBe(reserveTime);
    const pending = dataOf((await sb.call('queryReservation', { status: '0', pageSize: 50 }, { token })).json) as Page<Reservation>;
    expect(pending.total).toBe(pendingBefore + 1);
    expect(pending.list.find((r) => r.custId === first.custId && r.serviceType === '回访提醒')).toMatchObject({
      reserveTime,
      expired: '0',
      encryptCustId: first.encryptCustId,
      externalUserId: first.externalUserId,
      remark: `${first.taskName}：${first.taskContent}`,
    });
  });
});

describe('service tasks (queryReservation)', () => {
  it('lists the caller’s reservations by state: to serve soonest first with the passed ones marked', async () => {
    const { sb, token } = beijing();
    const own = sb.store.state.reservations.filter((r) => r.userCode === '11016688');
    const page = async (status: string): Promise<Page<Reservation>> => dataOf((await sb.call('queryReservation', { status, pageSize: 50 }, { token })).json) as Page<Reservation>;
    const pending = await page('0');
    expect(pending.total).toBe(own.filter((r) => r.status === '0').length);
    expect(pending.total).toBeGreaterThan(1);
    expect(pending.list.map((r) => r.reserveTime)).toEqual([...pending.list.map((r) => r.reserveTime)].sort());
    for (const r of pending.list) expect(r.expired).toBe(parseCst(r.reserveTime) < NOW ? '1' : '0');
    expect(pending.list.some((r) => r.expired === '1')).toBe(true);
    expect(pending.list.every((r) => r.encryptCustId !== '' && /\*{4}/.test(r.mobile))).toBe(true);
    const done = await page('1');
    const cancelled = await page('2');
    expect(done.list.every((r) => r.status === '1' && r.expired === '0')).toBe(true);
    expect(cancelled.list.every((r) => r.status === '2')).toBe(true);
    expect(pending.total + done.total + cancelled.total).toBe(own.length);
  });

  it('seeds reservations in service hours', () => {
    const { sb } = beijing();
    for (const r of sb.store.state.reservations) {
      const hour = Number(r.reserveTime.slice(11, 13));
      expect(hour).toBeGreaterThanOrEqual(9);
      expect(hour).toBeLessThanOrEqual(17);
    }
  });
});
