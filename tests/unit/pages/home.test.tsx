/**
 * home task pages against the sandbox, as the Beijing manager: the task centres (车险, 非车, 营销)
 * list the tasks to do, overdue and done with counts, each row with the customer (mobile masked),
 * what is due and by when; a row opens the customer; a to-do task can be completed (binding, after
 * a confirm) and a follow-up visit booked (reservationTask), and the list shows the new state. The
 * service tasks page lists the reservations by state and opens a chat with the customer.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { maskPhone } from '@/lib';
import { formatDateTime } from '@/lib/datetime';
import { isOverdue, taskDeadline } from '@sandbox/handlers/customerTasks';
import type { Customer } from '@sandbox/seed/types';
import { cstStartOfDay, DAY_MS, fmtDate } from '@sandbox/util/dates';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import type { RuntimeServices } from '@/react/runtime';
import { appServices } from '@/app/services';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const WAIT = { timeout: 8000 };

const open = (pageId: string, query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}, persona = 'manager'): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { query, comId: COM, persona, overrides });

const called = (h: SandboxPage, api: string): RecordedRequest[] => h.called(api);
/** The task centre under one of its routes (one page schema, route.props.kind). */
const openCentre = (route: string, comId = COM): Promise<SandboxPage> => openSandboxPage(sandbox, 'home/mission-center', { comId, route });

/** The manager's customers as the sandbox answers them: owned or bound. */
const mine = (userCode = MANAGER): Customer[] => {
  const s = sandbox.store.state;
  const bound = new Set(s.bindings.filter((b) => b.userCode === userCode).map((b) => b.custId));
  return s.customers.filter((c) => c.managerUserCode === userCode || bound.has(c.custId));
};
const byDeadline = (a: Customer, b: Customer): number => taskDeadline(sandbox.store.state, a, Date.now()) - taskDeadline(sandbox.store.state, b, Date.now()) || a.taskId.localeCompare(b.taskId);
/** To-do tasks of a centre, split into due and overdue, each by deadline. */
const todoOf = (taskType: '2' | '6', sources?: string[], userCode = MANAGER) => {
  const all = mine(userCode).filter((c) => c.taskType === taskType && (!sources || sources.includes(c.bindSource))).sort(byDeadline);
  return { due: all.filter((c) => !isOverdue(sandbox.store.state, c, Date.now())), overdue: all.filter((c) => isOverdue(sandbox.store.state, c, Date.now())) };
};
const doneOf = (taskType: '3' | '7', sources?: string[]) => mine().filter((c) => c.taskType === taskType && (!sources || sources.includes(c.bindSource)));
const CAR = ['4', '5'];

/** The list row showing a customer's name. */
const rowOf = (name: string): HTMLElement => {
  const row = screen.getByText(name).closest('[role="listitem"]');
  if (!row) throw new Error(`no row for ${name}`);
  return row as HTMLElement;
};
const tomorrow = (format: string): string => formatDateTime(Date.now() + 86400000, format);

startEachTestFresh(sandbox, { resetStore: true });

describe('home/mission-center as the car centre (MissionCenter)', () => {
  it('lists the car tasks to do by deadline with counts, masked phones and what is due, and opens the customer', async () => {
    const { due, overdue } = todoOf('2', CAR);
    expect(due.length).toBeGreaterThan(1);
    expect(overdue.length).toBeGreaterThan(0);
    const first = due[0];
    const h = await open('home/mission-center');
    expect(await screen.findByText(`车险任务 · 待办 ${due.length} 项 · 按截止日期排序`, {}, WAIT)).toBeInTheDocument();
    expect(called(h, 'weixinCustMainQuery').find(([, p]) => p.orderBy === 'deadline')?.[1]).toMatchObject({ taskType: '2', bindSource: '4,5', overdueFlag: '0', pageNo: 1, pageSize: 10 });
    expect(screen.getByRole('tab', { name: new RegExp(`^待办\\s*${due.length}$`) })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: new RegExp(`^已逾期\\s*${overdue.length}$`) }, WAIT)).toBeInTheDocument();
    expect(screen.getByText(`有 ${overdue.length} 项车险任务已逾期，请尽快跟进`)).toBeInTheDocument();
    // Rows in deadline order, each with the masked phone, the task and its deadline.
    const names = within(document.querySelector('.w-list') as HTMLElement).getAllByText((_, el) => el?.classList.contains('w-text--title') ?? false).map((e) => e.textContent);
    expect(names).toEqual(due.map((c) => c.custName));
    const row = rowOf(first.custName);
    expect(within(row).getByText(maskPhone(first.mobile))).toBeInTheDocument();
    expect(within(row).queryByText(first.mobile)).toBeNull();
    expect(within(row).getByText(`截止 ${fmtDate(taskDeadline(sandbox.store.state, first, Date.now()))}`)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '完成任务' })).toBeInTheDocument();
    const car = sandbox.store.state.cars.find((x) => x.custId === first.custId);
    if (car) expect(within(row).getByText(new RegExp(car.licenseNo))).toBeInTheDocument();
    // The other centres' counts link to them.
    const others = within(document.querySelector('.w-statgrid') as HTMLElement);
    expect(others.getByText('非车待办').parentElement).toHaveTextContent(String(todoOf('6').due.length + todoOf('6').overdue.length));
    await userEvent.click(others.getByText('营销待办'));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/home/mission-center-yxtask', {}, false]);
    await userEvent.click(others.getByText('待服务'));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/home/service-tasks', {}, false]);
    await userEvent.click(within(row).getByText(first.custName));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/customer-info/customerInfo-detail', { custId: first.custId, encryptCustId: first.encryptCustId }, false]);
  });

  it('shows overdue tasks on 已逾期 (from the notice too) and done ones on 已完成', async () => {
    const { overdue } = todoOf('2', CAR);
    const done = doneOf('3', CAR);
    const h = await open('home/mission-center');
    await userEvent.click(await screen.findByText(`有 ${overdue.length} 项车险任务已逾期，请尽快跟进`, {}, WAIT));
    expect(await screen.findByText(`车险任务 · 已逾期 ${overdue.length} 项 · 逾期最久的在前`, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^已逾期/ })).toHaveAttribute('aria-selected', 'true');
    expect(called(h, 'weixinCustMainQuery').filter(([, p]) => p.orderBy === 'deadline').at(-1)?.[1]).toMatchObject({ taskType: '2', overdueFlag: '1' });
    const late = overdue[0];
    const days = Math.round((cstStartOfDay(Date.now()) - taskDeadline(sandbox.store.state, late, Date.now())) / DAY_MS);
    expect(within(rowOf(late.custName)).getByText(`逾期 ${days} 天`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
    expect(await screen.findByText(`车险任务 · 已完成 ${done.length} 项 · 最近完成的在前`, {}, WAIT)).toBeInTheDocument();
    expect(called(h, 'weixinCustMainQuery').filter(([, p]) => p.orderBy === 'deadline').at(-1)?.[1]).toMatchObject({ taskType: '3', overdueFlag: '' });
    const row = rowOf(done[0].custName);
    expect(within(row).getByText('已完成')).toBeInTheDocument();
    expect(within(row).getByText(/^完成于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('completes a task after a confirm: it leaves 待办 and shows on 已完成', async () => {
    const { due } = todoOf('2', CAR);
    const task = due.find((c) => !sandbox.store.state.bindings.some((b) => b.custId === c.custId && b.userCode === MANAGER)) ?? due[0];
    const unbound = !sandbox.store.state.bindings.some((b) => b.custId === task.custId && b.userCode === MANAGER);
    const h = await open('home/mission-center');
    await screen.findByText(`车险任务 · 待办 ${due.length} 项 · 按截止日期排序`, {}, WAIT);
    await userEvent.click(within(rowOf(task.custName)).getByRole('button', { name: '完成任务' }));
    await waitFor(() => expect(called(h, 'weixinCustMainBinding')).toHaveLength(1), WAIT);
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({
      title: '完成任务',
      content: unbound ? `完成任务会同时把客户“${task.custName}”绑定到您的名下，确定完成吗？` : expect.stringContaining(`确定将客户“${task.custName}”的`),
      okText: '完成',
    });
    expect(called(h, 'weixinCustMainBinding')[0][1]).toEqual({ custId: task.custId, encryptCustId: task.encryptCustId, externalUserId: task.externalUserId, bindSource: task.bindSource });
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['任务已完成，已移入“已完成”', 'success']));
    expect(sandbox.store.state.customers.find((c) => c.custId === task.custId)?.taskType).toBe('3');
    // The new state: one task fewer to do, the task among the done ones, finished just now.
    expect(await screen.findByText(`车险任务 · 待办 ${due.length - 1} 项 · 按截止日期排序`, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: new RegExp(`^待办\\s*${due.length - 1}$`) })).toBeInTheDocument();
    expect(screen.queryByText(task.custName)).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
    await screen.findByText(`车险任务 · 已完成 ${doneOf('3', CAR).length} 项 · 最近完成的在前`, {}, WAIT);
    const names = [...document.querySelectorAll('[role="listitem"] .w-text--title')].map((e) => e.textContent);
    expect(names[0]).toBe(task.custName);
    expect(within(rowOf(task.custName)).getByText(`完成于 ${fmtDate(Date.now())}`, { exact: false })).toBeInTheDocument();
  });

  it('does nothing when the confirm is cancelled', async () => {
    const { due } = todoOf('2', CAR);
    const h = await open('home/mission-center', {}, { confirm: async () => false });
    await screen.findByText(`车险任务 · 待办 ${due.length} 项 · 按截止日期排序`, {}, WAIT);
    await userEvent.click(within(rowOf(due[0].custName)).getByRole('button', { name: '完成任务' }));
    await userEvent.click(within(rowOf(due[0].custName)).getByRole('button', { name: '预约回访' }));
    expect(called(h, 'weixinCustMainBinding')).toHaveLength(0);
    expect(called(h, 'reservationTask')).toHaveLength(0);
    expect(sandbox.store.state.customers.find((c) => c.custId === due[0].custId)?.taskType).toBe('2');
  });

  it('books a follow-up visit for tomorrow 10:00: the row shows it and it becomes a service task', async () => {
    const { due } = todoOf('2', CAR);
    const task = due[0];
    const before = sandbox.store.state.reservations.length;
    const h = await open('home/mission-center');
    await screen.findByText(`车险任务 · 待办 ${due.length} 项 · 按截止日期排序`, {}, WAIT);
    const pendingBefore = sandbox.store.state.reservations.filter((r) => r.userCode === MANAGER && r.status === '0').length;
    await waitFor(() => expect(within(document.querySelector('.w-statgrid') as HTMLElement).getByText('待服务').parentElement).toHaveTextContent(String(pendingBefore)), WAIT);
    await userEvent.click(within(rowOf(task.custName)).getByRole('button', { name: '预约回访' }));
    await waitFor(() => expect(called(h, 'reservationTask')).toHaveLength(1), WAIT);
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '预约回访', content: `将在明天（${tomorrow('M月D日')}）10:00 提醒您回访客户“${task.custName}”，确定预约吗？` });
    expect(called(h, 'reservationTask')[0][1]).toMatchObject({ custId: task.custId, encryptCustId: task.encryptCustId, serviceType: '回访提醒', reserveTime: `${tomorrow('YYYY-MM-DD')} 10:00:00` });
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['已预约回访，可在服务任务中查看', 'success']));
    expect(sandbox.store.state.reservations).toHaveLength(before + 1);
    expect(sandbox.store.state.reservations[0]).toMatchObject({ custId: task.custId, serviceType: '回访提醒', status: '0', userCode: MANAGER });
    expect(await within(rowOf(task.custName)).findByText(`已约 ${tomorrow('M月D日')} 10:00 回访`, {}, WAIT)).toBeInTheDocument();
    expect(within(rowOf(task.custName)).queryByRole('button', { name: '预约回访' })).toBeNull();
    await waitFor(() => expect(within(document.querySelector('.w-statgrid') as HTMLElement).getByText('待服务').parentElement).toHaveTextContent(String(pendingBefore + 1)), WAIT);
  });

  it('opens on the tab query.tab names', async () => {
    const done = doneOf('3', CAR);
    const h = await open('home/mission-center', { tab: 'done' });
    expect(await screen.findByText(`车险任务 · 已完成 ${done.length} 项 · 最近完成的在前`, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已完成' })).toHaveAttribute('aria-selected', 'true');
    expect(called(h, 'weixinCustMainQuery').find(([, p]) => p.orderBy === 'deadline')?.[1]).toMatchObject({ taskType: '3' });
  });
});

describe('home/mission-center as the non-car centre (MissionCenterNocar)', () => {
  it('lists the non-car tasks with the same layout and completes one', async () => {
    // The Sichuan manager: the Beijing one's non-car tasks are all overdue.
    const { due, overdue } = todoOf('6', undefined, '51018866');
    expect(due.length).toBeGreaterThan(0);
    const h = await openCentre('MissionCenterNocar', '51000000');
    expect(await screen.findByText(`非车任务 · 待办 ${due.length} 项 · 按截止日期排序`, {}, WAIT)).toBeInTheDocument();
    expect(called(h, 'weixinCustMainQuery').find(([, p]) => p.orderBy === 'deadline')?.[1]).toMatchObject({ taskType: '6', overdueFlag: '0' });
    expect(called(h, 'weixinCustMainQuery').find(([, p]) => p.orderBy === 'deadline')?.[1]).not.toHaveProperty('bindSource');
    if (overdue.length) expect(await screen.findByRole('tab', { name: new RegExp(`^已逾期\\s*${overdue.length}$`) }, WAIT)).toBeInTheDocument();
    const row = rowOf(due[0].custName);
    expect(within(row).getByText(/^非车(续保|推荐)$/)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '完成任务' }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['任务已完成，已移入“已完成”', 'success']), WAIT);
    expect(sandbox.store.state.customers.find((c) => c.custId === due[0].custId)?.taskType).toBe('7');
    const others = within(document.querySelector('.w-statgrid') as HTMLElement);
    await userEvent.click(others.getByText('车险待办'));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/home/mission-center', {}, false]);
  });
});

describe('home/mission-center as the marketing centre (MissionCenterYxtask)', () => {
  it('lists the marketing tasks, and says so when none is overdue', async () => {
    const { due, overdue } = todoOf('2', ['1']);
    expect(due.length).toBeGreaterThan(0);
    const h = await openCentre('MissionCenterYxtask');
    expect(await screen.findByText(`营销任务 · 待办 ${due.length} 项 · 按截止日期排序`, {}, WAIT)).toBeInTheDocument();
    expect(called(h, 'weixinCustMainQuery').find(([, p]) => p.orderBy === 'deadline')?.[1]).toMatchObject({ taskType: '2', bindSource: '1' });
    const names = [...document.querySelectorAll('[role="listitem"] .w-text--title')].map((e) => e.textContent);
    expect(names).toEqual(due.map((c) => c.custName));
    await userEvent.click(screen.getByRole('tab', { name: /^已逾期/ }));
    if (overdue.length === 0) expect(await screen.findByText('没有逾期的营销任务，继续保持', {}, WAIT)).toBeTruthy();
    else expect(await screen.findByText(`营销任务 · 已逾期 ${overdue.length} 项 · 逾期最久的在前`, {}, WAIT)).toBeInTheDocument();
  });
});

describe('home/service-tasks', () => {
  const own = (status: '0' | '1' | '2') => sandbox.store.state.reservations.filter((r) => r.userCode === MANAGER && r.status === status);

  it('lists the reservations to serve, soonest first, marks the passed ones, chats with and opens the customer', async () => {
    const pending = own('0').sort((a, b) => a.reserveTime.localeCompare(b.reserveTime));
    expect(pending.length).toBeGreaterThan(1);
    const h = await open('home/service-tasks');
    expect(await screen.findByText(`服务任务 · 待服务 ${pending.length} 项 · 按预约时间排序`, {}, WAIT)).toBeInTheDocument();
    expect(called(h, 'queryReservation').find(([, p]) => p.pageSize === 10)?.[1]).toMatchObject({ status: '0' });
    expect(screen.getByRole('tab', { name: new RegExp(`^待服务\\s*${pending.length}$`) })).toHaveAttribute('aria-selected', 'true');
    const names = [...document.querySelectorAll('[role="listitem"] .w-text--title')].map((e) => e.textContent);
    expect(names).toEqual(pending.map((r) => r.custName));
    const first = pending[0];
    const row = rowOf(first.custName);
    expect(within(row).getByText(first.serviceType)).toBeInTheDocument();
    expect(within(row).getByText(`预约时间 ${first.reserveTime.slice(0, 16)}`)).toBeInTheDocument();
    expect(within(row).getByText(maskPhone(first.mobile))).toBeInTheDocument();
    expect(within(row).getByText(new Date(first.reserveTime.replace(' ', 'T') + '+08:00').getTime() < Date.now() ? '已超时' : '待服务')).toBeInTheDocument();
    const customer = sandbox.store.state.customers.find((c) => c.custId === first.custId);
    await userEvent.click(within(row).getByRole('button', { name: '联系客户' }));
    expect(h.rt.callsOf('openEnterpriseChat')[0][0]).toMatchObject({ externalUserIds: customer?.externalUserId });
    expect(h.rt.callsOf('navigate')).toHaveLength(0);
    await userEvent.click(within(row).getByText(first.custName));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/customer-info/customerInfo-detail', { custId: first.custId, encryptCustId: customer?.encryptCustId }, false]);
    // The task centres are one tap away.
    await userEvent.click(within(document.querySelector('.w-statgrid') as HTMLElement).getByText('非车待办'));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/home/mission-center-nocar', {}, false]);
  });

  it('shows done and cancelled services on their tabs, without actions', async () => {
    const h = await open('home/service-tasks');
    await screen.findByText(/^服务任务 · 待服务/, {}, WAIT);
    await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
    expect(await screen.findByText(`服务任务 · 已完成 ${own('1').length} 项 · 最近预约的在前`, {}, WAIT)).toBeInTheDocument();
    expect(called(h, 'queryReservation').filter(([, p]) => p.pageSize === 10).at(-1)?.[1]).toMatchObject({ status: '1' });
    expect(within(rowOf(own('1')[0].custName)).getByText('已完成')).toBeInTheDocument();
    expect(within(rowOf(own('1')[0].custName)).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: '已取消' }));
    expect(await screen.findByText(`服务任务 · 已取消 ${own('2').length} 项 · 最近预约的在前`, {}, WAIT)).toBeInTheDocument();
    expect(within(rowOf(own('2')[0].custName)).getByText('已取消')).toBeInTheDocument();
  });

  it('says how to add one when there is nothing to serve', async () => {
    const newcomer = sandbox.store.state.staff.find((s) => s.persona === 'newcomer' && s.comId === COM);
    expect(sandbox.store.state.reservations.some((r) => r.userCode === newcomer?.userCode)).toBe(false);
    await open('home/service-tasks', {}, {}, 'newcomer');
    expect(await screen.findByText('暂无待服务的任务，可在任务中心为客户预约回访', {}, WAIT)).toBeTruthy();
  });
});

describe('home/customer-home-page: 建群审核 for reviewers', () => {
  const staffOf = (persona: string) => {
    const s = sandbox.store.state.staff.find((x) => x.persona === persona && x.comId === COM);
    if (!s) throw new Error(`no ${persona} in ${COM}`);
    return s;
  };
  /** The applications waiting for a reviewer, as the sandbox's review queue holds them. */
  const waitingFor = (userCode: string) => {
    const s = sandbox.store.state;
    const branches = new Set(s.reviewerConfigs.filter((c) => c.reviewerUserCode === userCode).map((c) => c.comCode));
    return s.groupApplies.filter((a) => a.comCode.startsWith(COM.slice(0, 2)) && a.status === '0' && (branches.has(a.comCode) || a.reviewerUserCode === userCode));
  };
  /** Opens the home as `persona`, recording which calls have been answered. */
  const openHome = async (persona: string): Promise<{ h: SandboxPage; answered: string[] }> => {
    const answered: string[] = [];
    const request: RuntimeServices['request'] = async (api, params, data) => {
      try {
        return await appServices.request(api, params, data);
      } finally {
        answered.push(api);
      }
    };
    const h = await open('home/customer-home-page', {}, { request }, persona);
    return { h, answered };
  };

  it('shows a reviewer the entry with the applications waiting for them, and opens the review queue', async () => {
    const reviewer = staffOf('reviewer');
    const waiting = waitingFor(reviewer.userCode);
    expect(waiting.length).toBeGreaterThan(0);
    const { h } = await openHome('reviewer');
    const entry = (await screen.findByText('建群审核', {}, WAIT)).closest('button') as HTMLElement;
    expect(entry).not.toBeNull();
    expect(await within(entry).findByText(`${waiting.length} 条待审核`, {}, WAIT)).toBeInTheDocument();
    await userEvent.click(entry);
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/create-group/review', {}, false]);
  });

  it('shows it to no one without an active reviewer configuration, and asks for no review queue', async () => {
    const { answered } = await openHome('manager');
    await waitFor(() => expect(answered).toContain('queryReviewerConfig'), WAIT);
    await screen.findByText('常用功能', {}, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('建群审核')).toBeNull();
    expect(answered).not.toContain('queryApplyCreateGroup');
  });

  it('knows a reviewer by the configuration, not by the persona: an active one shows the entry, a disabled one does not', async () => {
    const manager = staffOf('manager');
    const config = { ...sandbox.store.state.reviewerConfigs[0], configId: 'RC999', comCode: manager.comCode, reviewerUserCode: manager.userCode, reviewerName: manager.userName, status: '0' as const };
    sandbox.store.write((s) => void s.reviewerConfigs.push(config));
    const disabled = await openHome('manager');
    await waitFor(() => expect(disabled.answered).toContain('queryReviewerConfig'), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('建群审核')).toBeNull();
    cleanup();
    sandbox.store.write((s) => {
      const own = s.reviewerConfigs.find((c) => c.configId === 'RC999');
      if (own) own.status = '1';
    });
    await openHome('manager');
    expect(await screen.findByText('建群审核', {}, WAIT)).toBeInTheDocument();
    const waiting = waitingFor(manager.userCode).length;
    expect(await screen.findByText(waiting ? `${waiting} 条待审核` : '暂无待审核', {}, WAIT)).toBeInTheDocument();
  });
});

describe('home/customer-home-page: each figure opens the list it counts, with the same count', () => {
  /** The number a tile of 今日工作 shows, once its source has answered. */
  const tileValue = async (label: string): Promise<number> => {
    const grid = (await screen.findByText(label, {}, WAIT)).closest('.w-statgrid') as HTMLElement;
    const valueOf = (): string => within(grid).getByText(label).parentElement?.querySelector('.w-statgrid__value')?.firstChild?.textContent ?? '';
    await waitFor(() => expect(valueOf()).toMatch(/^\d+$/), WAIT);
    return Number(valueOf());
  };
  /** Taps a tile on the home page and answers where it leads: [path, query]. */
  const follow = async (label: string): Promise<{ figure: number; to: string; query: Record<string, string> }> => {
    const h = await open('home/customer-home-page');
    const figure = await tileValue(label);
    await userEvent.click(screen.getByText(label));
    const [to, query] = h.rt.callsOf('navigate').at(-1) as [string, Record<string, string>, boolean];
    cleanup();
    return { figure, to, query };
  };
  /** Opens the page a route path names (`/group/page` → schema `group/page`). */
  const openTarget = (to: string, query: Record<string, string>): Promise<SandboxPage> => open(to.replace(/^\//, ''), query);
  const boundToManager = (custId: string): boolean => sandbox.store.state.bindings.some((b) => b.custId === custId && b.userCode === MANAGER);

  it('待绑定客户: the customers waiting to be bound, none of them bound', async () => {
    const waiting = mine().filter((c) => c.taskType === '2');
    expect(waiting.every((c) => !boundToManager(c.custId))).toBe(true);
    const { figure, to, query } = await follow('待绑定客户');
    expect(figure).toBe(waiting.length);
    expect([to, query]).toEqual(['/customer-info/query-customer', { tab: '2' }]);
    await openTarget(to, query);
    expect(await screen.findByText(`待办客户，共 ${figure} 位 · 点击未绑定客户可绑定`, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: new RegExp(`^待办\\s*${figure}$`) })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('未绑定').length).toBe(Math.min(figure, 10));
    expect(screen.queryByText('已绑定')).toBeNull();
  });

  it('我的客户: every customer of the user, on the list’s 全部 tab', async () => {
    const { figure, to, query } = await follow('我的客户');
    expect(figure).toBe(mine().length);
    expect([to, query]).toEqual(['/customer-info/query-customer', { tab: 'all' }]);
    const h = await openTarget(to, query);
    expect(await screen.findByText(`我的客户，共 ${figure} 位 · 点击未绑定客户可绑定`, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    // The same call as the tile: no task-type filter.
    expect(called(h, 'weixinCustMainQuery').find(([, p]) => p.pageSize === 10)?.[1]).toMatchObject({ taskType: '', keyword: '' });
  });

  it('未发送电子保单: the user’s policies in force whose e-policy is unsent, each opening its customer’s policies to send it', async () => {
    const unsent = sandbox.store.state.policies.filter((p) => p.userCode === MANAGER && p.status === '1' && p.sendFlag === '0');
    expect(unsent.length).toBeGreaterThan(0);
    const { figure, to, query } = await follow('未发送电子保单');
    expect(figure).toBe(unsent.length);
    expect([to, query]).toEqual(['/customer-info/policy-list', { sendFlag: '0' }]);
    const h = await openTarget(to, query);
    expect(await screen.findByText(`有效保单中未发送电子保单 ${figure} 张 · 点击保单到客户的保单中发送`, {}, WAIT)).toBeInTheDocument();
    expect(called(h, 'queryCustomerPolicy')[0][1]).toMatchObject({ sendFlag: '0', status: '1' });
    expect(called(h, 'weixinBaseInfoSearch')).toHaveLength(0);
    // Not sent from here: the current chat is not these customers'.
    expect(screen.queryByRole('button', { name: /发送电子保单/ })).toBeNull();
    const first = [...unsent].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
    await userEvent.click(screen.getByText(first.policyNo));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/customer-info/policy-list', { custId: first.custId, sendFlag: '0' }, false]);
  });

  it('待发关怀消息: the care messages waiting to be sent', async () => {
    const waiting = sandbox.store.state.careMsgs.filter((m) => m.userCode === MANAGER && m.sendFlag === '0');
    const { figure, to, query } = await follow('待发关怀消息');
    expect(figure).toBe(waiting.length);
    expect([to, query]).toEqual(['/custcare-msg/custcare-msg-query', { sendFlag: '0' }]);
    await openTarget(to, query);
    expect(await screen.findByText(`全部类型 · 待发送 ${figure} 条`, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: new RegExp(`^待发送\\s*${figure}$`) })).toHaveAttribute('aria-selected', 'true');
  });
});
