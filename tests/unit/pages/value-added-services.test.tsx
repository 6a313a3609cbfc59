/**
 * value-added-services pages against the sandbox (issue 25): allocation schemes, creating one
 * with the service-pack and salespeople pickers (the kept-alive form keeps what was typed), the
 * scheme's view, its batches and a batch's rows.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { fill, typeDate } from '../../utils/formTyping';
import { rowOf } from '../../utils/listRows';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
/** Forms that are typed into: antd's controls mount lazily and typing is slow on a loaded CI machine. */
const FORM_TIMEOUT = 90_000;

const open = (pageId: string, query: Record<string, string> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { persona: 'manager', comId: COM, query });

const beijingPlans = () => sandbox.store.state.valueAddedPlans.filter((p) => p.comCode === COM);
const batchesOf = (planId: string) => sandbox.store.state.valueAddedBatches.filter((b) => b.planId === planId);
const dayAfter = (days: number): string => new Date(Date.now() + 8 * 3600000 + days * 86400000).toISOString().slice(0, 10);



startEachTestFresh(sandbox, { resetStore: true });

describe('value-added-services/value-added-allocation-scheme', () => {
  it('lists the province’s schemes with their quota and opens one', async () => {
    const plan = beijingPlans()[0];
    const h = await open('value-added-services/value-added-allocation-scheme');
    expect(await screen.findByText(`本机构共 ${beijingPlans().length} 个分配方案`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(rowOf(plan.planName)).getByText(`已用 ${plan.usedQuota} / 共 ${plan.totalQuota} 份，剩余 ${plan.totalQuota - plan.usedQuota} 份`)).toBeInTheDocument();
    await userEvent.click(rowOf(plan.planName));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/value-added-services/view-value-added', { planId: plan.planId }, false]);
  });

  it('searches by name and says when nothing matches', async () => {
    const h = await open('value-added-services/value-added-allocation-scheme', { keyword: '不存在的方案' });
    // An empty state's text is checked as found: the lazy antd Empty replaces its stand-in.
    await screen.findByText('没有找到“不存在的方案”相关的方案', {}, { timeout: 8000 });
    expect(h.called('queryValueAddedPlanList')[0][1]).toMatchObject({ keyword: '不存在的方案' });
  });
});

describe('value-added-services/new-plan-added', () => {
  it('saves a scheme with the picked pack and salespeople and opens it', async () => {
    const pack = sandbox.store.state.servicePacks.find((p) => p.comCode === COM && p.status === '1');
    if (!pack) throw new Error('no active pack');
    const h = await open('value-added-services/new-plan-added', { packId: pack.packId, packName: pack.packName, salesCodes: `${MANAGER},11017346`, salesNames: '赵立新、周婷' });
    expect(await screen.findByText('赵立新、周婷', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(pack.packName)).toBeInTheDocument();
    await screen.findByText('道路救援', {}, { timeout: 8000 });
    await fill(screen.getByPlaceholderText('如：年末高价值客户回馈方案'), '年末回馈方案');
    await typeDate('请选择开始日期', dayAfter(1));
    await typeDate('请选择结束日期', dayAfter(90));
    await userEvent.click(screen.getByText('道路救援'));
    await userEvent.click(screen.getByText('年检代办'));
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(h.called('saveValueAddedPlan')).toHaveLength(1));
    expect(h.called('saveValueAddedPlan')[0][1]).toMatchObject({
      planName: '年末回馈方案',
      startDate: dayAfter(1),
      endDate: dayAfter(90),
      itemCodes: ['S01', 'S05'],
      totalQuota: 100,
      allocationRule: '按客户等级分配',
      packId: pack.packId,
      salesUserCodes: `${MANAGER},11017346`,
    });
    const saved = sandbox.store.state.valueAddedPlans.find((p) => p.planName === '年末回馈方案');
    expect(saved?.salesUserCodes).toEqual([MANAGER, '11017346']);
    expect(batchesOf(saved?.planId ?? '-')).toHaveLength(1);
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/value-added-services/view-value-added', { planId: saved?.planId }, true]);
  }, FORM_TIMEOUT);

  it('sends the picked pack to the salespeople picker and gets the typed name back; a refused save keeps the form', async () => {
    const taken = beijingPlans()[0];
    const h = await open('value-added-services/new-plan-added', { packId: 'SP307', packName: '尊享车主服务包' });
    await screen.findByText('道路救援', {}, { timeout: 8000 });
    await fill(screen.getByPlaceholderText('如：年末高价值客户回馈方案'), taken.planName);
    await userEvent.click(screen.getByText('销售人员'));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/value-added-services/sales-force', { packId: 'SP307', packName: '尊享车主服务包' }, true]);

    cleanup();
    const back = await open('value-added-services/new-plan-added', { packId: 'SP307', packName: '尊享车主服务包', salesCodes: MANAGER, salesNames: '赵立新' });
    expect(await screen.findByDisplayValue(taken.planName, {}, { timeout: 8000 })).toBeInTheDocument();
    await typeDate('请选择开始日期', dayAfter(1));
    await typeDate('请选择结束日期', dayAfter(30));
    await userEvent.click(await screen.findByText('精致洗车'));
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(back.called('saveValueAddedPlan')).toHaveLength(1));
    await waitFor(() => expect(back.rt.callsOf('toast').map((t) => t[0])).toContain(`本机构已有名为“${taken.planName}”的方案`));
    expect(screen.getByDisplayValue(taken.planName)).toBeInTheDocument();
    expect(back.rt.callsOf('navigate')).toHaveLength(0);
  }, FORM_TIMEOUT);
});

describe('value-added-services pickers', () => {
  it('sales-force adds a person to those picked and returns with the pack', async () => {
    const h = await open('value-added-services/sales-force', { packId: 'SP307', packName: '尊享车主服务包', salesCodes: MANAGER, salesNames: '赵立新' });
    expect(await screen.findByText('已选：赵立新', {}, { timeout: 8000 })).toBeInTheDocument();
    await fill(screen.getByPlaceholderText('输入姓名或工号搜索'), '周婷');
    await userEvent.click(await screen.findByText(/周婷\s+11017346/));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/value-added-services/new-plan-added', { packId: 'SP307', packName: '尊享车主服务包', salesCodes: `${MANAGER},11017346`, salesNames: '赵立新、周婷' }, true]);
  });

  it('sales-force does not add a person twice', async () => {
    const h = await open('value-added-services/sales-force', { salesCodes: MANAGER, salesNames: '赵立新' });
    await userEvent.click(await screen.findByText(/赵立新\s+11016688/, {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['赵立新已在销售人员中', 'info']));
    expect(h.rt.callsOf('navigate')).toHaveLength(0);
  });

  it('package-prpdict-list offers active packs in force and returns the pick with the salespeople', async () => {
    // In force: seeded packs run validDays from the day they were created.
    const until = (p: { createTime: string; validDays: number; validTo?: string }): string =>
      p.validTo ?? new Date(Date.parse(`${p.createTime.slice(0, 10)}T00:00:00+08:00`) + p.validDays * 86400000 + 8 * 3600000).toISOString().slice(0, 10);
    const offered = sandbox.store.state.servicePacks.filter((p) => p.comCode === COM && p.status === '1' && until(p) >= dayAfter(0));
    if (!offered.length) throw new Error('no pack in force');
    const h = await openSandboxPage(sandbox, 'service-pack-application/package-prpdict-list', { persona: 'manager', comId: COM, query: { salesCodes: MANAGER, salesNames: '赵立新' } });
    await screen.findByText('仅列出启用中的服务包，点击即关联到方案', {}, { timeout: 8000 });
    expect(h.called('queryPrpDictList')[0][1]).toMatchObject({ codeType: 'servicePack' });
    const first = offered[0];
    await userEvent.click(await screen.findByText(new RegExp(`${first.packName}\\s+${first.packId}`)));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/value-added-services/new-plan-added', { packId: first.packId, packName: first.packName, salesCodes: MANAGER, salesNames: '赵立新' }, true]);
  });
});

describe('value-added-services/view-value-added, batch-management and batch-details', () => {
  it('shows a scheme with its services and batches; a batch opens its rows', async () => {
    const plan = beijingPlans()[1];
    const batches = batchesOf(plan.planId);
    const h = await open('value-added-services/view-value-added', { planId: plan.planId });
    expect(await screen.findByText(plan.planName, {}, { timeout: 8000 })).toBeInTheDocument();
    for (const item of plan.items) expect(screen.getByText(item.itemName)).toBeInTheDocument();
    expect(screen.getByText('未指定人员，本机构销售人员均可为名下客户分配')).toBeInTheDocument();
    await userEvent.click(screen.getByText(batches[0].batchName));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/value-added-services/batch-details', { batchNo: batches[0].batchNo }, false]);
  });

  it('without ?planId loads nothing and offers the scheme list', async () => {
    const h = await open('value-added-services/view-value-added');
    // An empty state's text is checked as found: the lazy antd Empty replaces its stand-in.
    await screen.findByText('未指定分配方案', {}, { timeout: 8000 });
    expect(h.called('queryValueAddedPlanDetail')).toHaveLength(0);
  });

  it('batch-management shows one scheme’s batches with ?planId and filters by state', async () => {
    const plan = beijingPlans()[1];
    const h = await open('value-added-services/batch-management', { planId: plan.planId });
    expect(await screen.findByText(`共 ${batchesOf(plan.planId).length} 个批次`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryValueAddedBatchList')[0][1]).toMatchObject({ planId: plan.planId, status: '' });
    await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
    const done = batchesOf(plan.planId).filter((b) => b.status === '2');
    expect(await screen.findByText(`共 ${done.length} 个批次`)).toBeInTheDocument();
    expect(h.called('queryValueAddedBatchList').at(-1)?.[1]).toMatchObject({ status: '2' });
  });

  it('batch-details shows the batch and its rows, the sent ones on their tab', async () => {
    const plan = beijingPlans()[1];
    const batch = batchesOf(plan.planId).find((b) => b.status === '1');
    if (!batch) throw new Error('no batch being sent');
    const h = await open('value-added-services/batch-details', { batchNo: batch.batchNo });
    expect(await screen.findByText(batch.batchName, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(`${batch.sentCount} 人`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '待发放' }));
    await waitFor(() => expect(h.called('queryValueAddedBatchDetail').some(([, p]) => p.status === '0')).toBe(true));
    expect((await screen.findAllByText('待发放')).length).toBeGreaterThan(1);
  });

  it('batch-details of another province’s batch is refused', async () => {
    const sichuan = sandbox.store.state.valueAddedPlans.find((p) => p.comCode === '51000000');
    const batch = batchesOf(sichuan?.planId ?? '-')[0];
    await open('value-added-services/batch-details', { batchNo: batch.batchNo });
    expect(await screen.findByText(/批次不存在或不属于本机构/, {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

const ownGrants = () => (sandbox.store.state.serviceGrants ?? []).filter((g) => g.userCode === MANAGER && g.comId === COM);

describe('home/added-services-value', () => {
  it('shows the staff member’s figures and services, and a figure filters the list', async () => {
    const own = ownGrants();
    const unused = own.filter((g) => g.status === '1');
    const h = await open('home/added-services-value');
    expect(await screen.findByText(String(own.length), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(String(unused.length))).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`${own[0].custName}\\s+${own[0].itemName} × ${own[0].times}`))).toBeInTheDocument();
    const figure = screen.getAllByText('未使用').find((el) => el.closest('.w-statgrid'));
    if (!figure) throw new Error('no 未使用 figure');
    await userEvent.click(figure);
    await waitFor(() => expect(h.called('queryServiceGrantList').some(([, p]) => p.status === '1')).toBe(true));
    await userEvent.click(screen.getByText('服务重置'));
    expect(h.rt.callsOf('navigate')).toContainEqual(['/home/reset-services', {}, false]);
  });
});

describe('home/reset-services', () => {
  it('takes back an unused service after a reason and a confirmation; it then shows on 已重置', async () => {
    const grant = ownGrants().find((g) => g.status === '1');
    if (!grant) throw new Error('no unused grant of the manager');
    const plan = sandbox.store.state.valueAddedPlans.find((p) => p.planId === grant.planId);
    const used = plan?.usedQuota ?? 0;
    const h = await openSandboxPage(sandbox, 'home/reset-services', { persona: 'manager', comId: COM, query: { keyword: grant.custName }, overrides: { actionSheet: async () => 1 } });
    const row = await screen.findByText(new RegExp(`${grant.itemName} × ${grant.times} · ${grant.planName}`), {}, { timeout: 8000 });
    await userEvent.click(row);
    await waitFor(() => expect(h.called('resetServiceGrant')).toHaveLength(1));
    expect(h.called('resetServiceGrant')[0][1]).toEqual({ grantId: grant.grantId, reason: '服务项目选错' });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '重置服务', okText: '重置' });
    expect(grant.status).toBe('0');
    expect(plan?.usedQuota).toBe(used - 1);
    await userEvent.click(screen.getByRole('tab', { name: '已重置' }));
    expect(await screen.findByText(/重置：服务项目选错/)).toBeInTheDocument();
  });

  it('offers nothing to do on a service already reset', async () => {
    const grant = ownGrants().find((g) => g.status === '1');
    if (!grant) throw new Error('no unused grant of the manager');
    sandbox.store.write(() => Object.assign(grant, { status: '0', resetReason: '客户不需要该服务', resetTime: grant.grantTime }));
    const h = await open('home/reset-services', { status: '0', keyword: grant.custName });
    await userEvent.click(await screen.findByText(new RegExp(`重置：${grant.resetReason}`), {}, { timeout: 8000 }));
    expect(h.rt.callsOf('actionSheet')).toHaveLength(0);
    expect(h.called('resetServiceGrant')).toHaveLength(0);
  });
});

describe('customer-info/value-added-services-allocate', () => {
  it('allocates a service of a scheme in force to the customer, who then lists it', async () => {
    const customer = sandbox.store.state.customers.find((c) => c.managerUserCode === MANAGER && !(sandbox.store.state.serviceGrants ?? []).some((g) => g.custId === c.custId));
    if (!customer) throw new Error('no customer of the manager without services');
    const h = await open('customer-info/value-added-services-allocate', { custId: customer.custId });
    // An empty state's text is checked as found: the lazy antd Empty replaces its stand-in.
    await screen.findByText('尚未为该客户分配增值服务', {}, { timeout: 8000 });
    expect(h.called('queryAddedService')[0][1]).toMatchObject({ custId: customer.custId });
    const plan = beijingPlans()[1];
    await userEvent.click(await screen.findByText('请选择分配方案', {}, { timeout: 8000 }));
    await userEvent.click(await screen.findByTitle(plan.planName));
    await userEvent.click(await screen.findByText('请选择方案中的服务', {}, { timeout: 8000 }));
    await userEvent.click(await screen.findByTitle(plan.items[0].itemName));
    await userEvent.click(screen.getByRole('button', { name: '确认分配' }));
    await waitFor(() => expect(h.called('allocateValueAddedService')).toHaveLength(1));
    expect(h.called('allocateValueAddedService')[0][1]).toMatchObject({ custId: customer.custId, planId: plan.planId, itemCode: plan.items[0].itemCode });
    expect(await screen.findByText(`${plan.items[0].itemName} × ${plan.items[0].times}`)).toBeInTheDocument();
    expect(h.rt.callsOf('toast')).toContainEqual([`已为${customer.custName}分配${plan.items[0].itemName}`, 'success']);
  }, FORM_TIMEOUT);

  it('without a customer loads nothing and says so', async () => {
    const h = await open('customer-info/value-added-services-allocate');
    // An empty state's text is checked as found: the lazy antd Empty replaces its stand-in.
    await screen.findByText('缺少客户信息', {}, { timeout: 8000 });
    expect(h.requests).toHaveLength(0);
  });
});
