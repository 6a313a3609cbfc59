/**
 * Value-added service schemes, their allocation batches, and the services staff give to
 * customers (/wecom/api/valueAdded, assumed calls: the spec names none). Schemes and batches are
 * the caller's province's; grants are the caller's own.
 */
import { maskPhone } from '@/lib';
import { Reply } from '@sandbox/reply';
import { ITEMS } from '@sandbox/seed/valueAdded';
import type { ServiceGrant, ServicePack, ValueAddedBatch, ValueAddedPlan } from '@sandbox/seed/types';
import { nextId } from '@sandbox/store';
import { createRng } from '@sandbox/util/prng';
import { fmtCompactDate, fmtDateTime } from '@sandbox/util/dates';
import { findCustomer } from './lookup';
import { flat, list, num, paginate, search, str } from './params';
import { companyCustomers } from './scope';
import type { HandlerContext, HandlerMap } from './types';

const STAFF_ONLY = '仅企业微信内部员工可以使用增值服务';
const BATCH_STATUS: Record<ValueAddedBatch['status'], string> = { '0': '待发放', '1': '发放中', '2': '已完成' };
const GRANT_STATUS: Record<ServiceGrant['status'], string> = { '1': '未使用', '2': '已使用', '0': '已重置' };

const plansOf = (ctx: HandlerContext): ValueAddedPlan[] => ctx.state.valueAddedPlans.filter((p) => p.comCode === ctx.comId);

/** A scheme is in force while its status is on and today is within its dates. */
function inForce(ctx: HandlerContext, p: ValueAddedPlan): boolean {
  const today = fmtDateTime(ctx.now).slice(0, 10);
  return p.status === '1' && p.startDate <= today && today <= p.endDate;
}

function planView(ctx: HandlerContext, p: ValueAddedPlan): Record<string, unknown> {
  const live = inForce(ctx, p);
  const sales = p.salesUserCodes ?? [];
  return {
    planId: p.planId,
    planName: p.planName,
    items: p.items,
    itemSummary: p.items.map((i) => `${i.itemName}×${i.times}`).join('、'),
    allocationRule: p.allocationRule,
    totalQuota: p.totalQuota,
    usedQuota: p.usedQuota,
    remainQuota: Math.max(0, p.totalQuota - p.usedQuota),
    startDate: p.startDate,
    endDate: p.endDate,
    status: live ? '1' : '0',
    statusName: live ? '生效中' : p.status === '1' && p.startDate > fmtDateTime(ctx.now).slice(0, 10) ? '未开始' : '已结束',
    packId: p.packId ?? '',
    packName: p.packName ?? '',
    salesCount: sales.length,
    salesScope: sales.length ? `指定 ${sales.length} 名销售人员` : '本机构全部销售人员',
    remark: p.remark ?? '',
    createTime: p.createTime ?? `${p.startDate} 09:00:00`,
  };
}

function batchView(ctx: HandlerContext, b: ValueAddedBatch): Record<string, unknown> {
  const plan = ctx.state.valueAddedPlans.find((p) => p.planId === b.planId);
  return { ...b, planName: plan?.planName ?? '', statusName: BATCH_STATUS[b.status] };
}

function queryPlans(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const status = str(p, 'status');
  let rows = plansOf(ctx).map((x) => planView(ctx, x));
  if (status) rows = rows.filter((x) => x.status === status);
  rows = search(rows, str(p, 'keyword'), [(x) => String(x.planName), (x) => String(x.planId)]);
  rows.sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
  return paginate(rows, p);
}

function planDetail(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const planId = str(flat(ctx.params), 'planId', 'id');
  if (!planId) return Reply.fail('缺少方案编号');
  const plan = plansOf(ctx).find((x) => x.planId === planId);
  if (!plan) return Reply.fail('分配方案不存在或不属于本机构');
  const sales = (plan.salesUserCodes ?? [])
    .map((code) => ctx.state.staff.find((s) => s.userCode === code))
    .filter((s): s is NonNullable<typeof s> => Boolean(s))
    .map((s) => ({ userCode: s.userCode, userName: s.userName, comName: s.comName }));
  const batches = ctx.state.valueAddedBatches.filter((b) => b.planId === plan.planId).map((b) => batchView(ctx, b));
  return { ...planView(ctx, plan), sales, batches };
}

function savePlan(ctx: HandlerContext): unknown {
  const staff = ctx.staff;
  if (!staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const planName = str(p, 'planName').trim();
  if (!planName) return Reply.fail('请填写方案名称');
  if (plansOf(ctx).some((x) => x.planName === planName)) return Reply.fail(`本机构已有名为“${planName}”的方案`);
  const startDate = str(p, 'startDate');
  const endDate = str(p, 'endDate');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return Reply.fail('请选择方案有效期');
  if (endDate < startDate) return Reply.fail('结束日期不能早于开始日期');
  const codes = list(p, 'itemCodes');
  const items = ITEMS.filter((i) => codes.includes(i.itemCode));
  if (!items.length) return Reply.fail('请至少选择一项增值服务');
  const totalQuota = Math.floor(num(p, 0, 'totalQuota'));
  if (totalQuota < 1) return Reply.fail('分配总份数至少为 1');
  const packId = str(p, 'packId');
  let pack: ServicePack | undefined;
  if (packId) {
    pack = ctx.state.servicePacks.find((x) => x.packId === packId && x.comCode === ctx.comId && x.status === '1');
    if (!pack) return Reply.fail('所选服务包不存在或已停用');
  }
  const sales = list(p, 'salesUserCodes');
  if (sales.some((code) => !ctx.state.staff.some((s) => s.userCode === code && s.comId === ctx.comId))) return Reply.fail('所选销售人员不属于本机构');
  return ctx.store.write((s) => {
    const plan: ValueAddedPlan = {
      planId: nextId(s, 'VPN', 4),
      planName,
      comCode: ctx.comId,
      items,
      allocationRule: str(p, 'allocationRule') || '按客户等级分配',
      totalQuota,
      usedQuota: 0,
      startDate,
      endDate,
      status: '1',
      packId: pack?.packId,
      packName: pack?.packName,
      salesUserCodes: sales,
      remark: str(p, 'remark').slice(0, 200),
      createTime: fmtDateTime(ctx.now),
    };
    s.valueAddedPlans.unshift(plan);
    s.valueAddedBatches.unshift({
      batchNo: `ZZ${fmtCompactDate(ctx.now)}${nextId(s, 'VB', 3).slice(2)}`,
      planId: plan.planId,
      batchName: `${planName}-第1批`,
      custCount: 0,
      sentCount: 0,
      createTime: fmtDateTime(ctx.now),
      status: '0',
    });
    return planView(ctx, plan);
  });
}

function queryBatches(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const planIds = new Set(plansOf(ctx).map((x) => x.planId));
  const planId = str(p, 'planId');
  const status = str(p, 'status');
  let rows = ctx.state.valueAddedBatches.filter((b) => planIds.has(b.planId) && (!planId || b.planId === planId) && (!status || b.status === status));
  rows = search(rows, str(p, 'keyword'), [(b) => b.batchNo, (b) => b.batchName]);
  rows = rows.slice().sort((a, b) => b.createTime.localeCompare(a.createTime));
  return paginate(rows.map((b) => batchView(ctx, b)), p);
}

/**
 * The rows of a seeded batch follow from its number (the same every time): customers of the
 * province, the first sentCount of them sent. Grants made in the app are not batch rows.
 */
function batchRows(ctx: HandlerContext, b: ValueAddedBatch): Array<Record<string, unknown>> {
  const plan = ctx.state.valueAddedPlans.find((p) => p.planId === b.planId);
  const customers = companyCustomers(ctx);
  if (!plan || !customers.length) return [];
  const rng = createRng(b.batchNo);
  // Distinct customers while there are enough, in an order of the batch's own.
  const order = rng.sample(customers, Math.min(customers.length, b.custCount));
  const rows: Array<Record<string, unknown>> = [];
  for (let i = 0; i < b.custCount; i += 1) {
    const c = order[i % order.length];
    const item = plan.items[i % plan.items.length];
    const sent = i < b.sentCount;
    rows.push({
      rowNo: i + 1,
      custName: `${c.custName.slice(0, 1)}${'*'.repeat(Math.max(1, c.custName.length - 1))}`,
      mobile: maskPhone(c.mobile),
      itemName: item.itemName,
      times: item.times,
      status: sent ? '1' : '0',
      statusName: sent ? '已发放' : '待发放',
      sendTime: sent ? b.createTime : '',
    });
  }
  return rows;
}

function batchDetail(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const batchNo = str(p, 'batchNo');
  if (!batchNo) return Reply.fail('缺少批次号');
  const planIds = new Set(plansOf(ctx).map((x) => x.planId));
  const batch = ctx.state.valueAddedBatches.find((b) => b.batchNo === batchNo && planIds.has(b.planId));
  if (!batch) return Reply.fail('批次不存在或不属于本机构');
  const status = str(p, 'status');
  const rows = batchRows(ctx, batch).filter((r) => !status || r.status === status);
  return { batch: batchView(ctx, batch), ...paginate(rows, p, 20) };
}

const grantsOf = (ctx: HandlerContext): ServiceGrant[] => (ctx.state.serviceGrants ?? []).filter((g) => g.userCode === (ctx.staff?.userCode ?? '-') && g.comId === ctx.comId);

function grantView(g: ServiceGrant): Record<string, unknown> {
  return { ...g, mobile: maskPhone(g.mobile), statusName: GRANT_STATUS[g.status] };
}

function queryGrants(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const own = grantsOf(ctx);
  const custId = str(p, 'custId');
  const status = str(p, 'status');
  let rows = own.filter((g) => (!custId || g.custId === custId) && (!status || g.status === status));
  rows = search(rows, str(p, 'keyword'), [(g) => g.custName, (g) => g.itemName]);
  const scope = custId ? own.filter((g) => g.custId === custId) : own;
  const summary = {
    given: scope.length,
    unused: scope.filter((g) => g.status === '1').length,
    used: scope.filter((g) => g.status === '2').length,
    reset: scope.filter((g) => g.status === '0').length,
  };
  return { ...paginate(rows.map(grantView), p), summary };
}

function allocate(ctx: HandlerContext): unknown {
  const staff = ctx.staff;
  if (!staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const customer = findCustomer(ctx, { custId: str(p, 'custId') });
  if (!customer || customer.managerUserCode !== staff.userCode) return Reply.fail('只能为自己名下的客户分配增值服务');
  const plan = plansOf(ctx).find((x) => x.planId === str(p, 'planId'));
  if (!plan || !inForce(ctx, plan)) return Reply.fail('请选择生效中的分配方案');
  if (plan.salesUserCodes?.length && !plan.salesUserCodes.includes(staff.userCode)) return Reply.fail('您不在该方案的销售人员范围内');
  if (plan.usedQuota >= plan.totalQuota) return Reply.fail('该方案的可分配份数已用完');
  const item = plan.items.find((i) => i.itemCode === str(p, 'itemCode'));
  if (!item) return Reply.fail('请选择该方案包含的服务');
  if (grantsOf(ctx).some((g) => g.custId === customer.custId && g.planId === plan.planId && g.itemCode === item.itemCode && g.status === '1')) {
    return Reply.fail(`该客户已有未使用的“${item.itemName}”，请勿重复分配`);
  }
  return ctx.store.write((s) => {
    const grant: ServiceGrant = {
      grantId: nextId(s, 'VGN', 6),
      custId: customer.custId,
      custName: customer.custName,
      mobile: customer.mobile,
      comId: customer.comId,
      userCode: staff.userCode,
      planId: plan.planId,
      planName: plan.planName,
      itemCode: item.itemCode,
      itemName: item.itemName,
      times: item.times,
      status: '1',
      grantTime: fmtDateTime(ctx.now),
      remark: str(p, 'remark').slice(0, 200),
      resetReason: '',
      resetTime: '',
    };
    (s.serviceGrants ??= []).unshift(grant);
    const live = s.valueAddedPlans.find((x) => x.planId === plan.planId);
    if (live) live.usedQuota += 1;
    return grantView(grant);
  });
}

function resetGrant(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const grantId = str(p, 'grantId', 'id');
  const grant = grantsOf(ctx).find((g) => g.grantId === grantId);
  if (!grant) return Reply.fail('未找到该服务记录');
  if (grant.status !== '1') return Reply.fail(`该服务${GRANT_STATUS[grant.status]}，不能重置`);
  const reason = str(p, 'reason').trim();
  if (!reason) return Reply.fail('请填写重置原因');
  return ctx.store.write((s) => {
    grant.status = '0';
    grant.resetReason = reason.slice(0, 100);
    grant.resetTime = fmtDateTime(ctx.now);
    const plan = s.valueAddedPlans.find((x) => x.planId === grant.planId);
    if (plan) plan.usedQuota = Math.max(0, plan.usedQuota - 1);
    return grantView(grant);
  });
}

export const valueAddedHandlers: HandlerMap = {
  queryValueAddedPlanList: queryPlans,
  queryValueAddedPlanDetail: planDetail,
  saveValueAddedPlan: savePlan,
  queryValueAddedBatchList: queryBatches,
  queryValueAddedBatchDetail: batchDetail,
  allocateValueAddedService: allocate,
  queryServiceGrantList: queryGrants,
  resetServiceGrant: resetGrant,
};
