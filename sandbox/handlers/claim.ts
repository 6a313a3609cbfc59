/** Claims: schedules, claim groups, claim managers and first-accident care (domain "claim"). */
import { SANDBOX_GROUP_CHATS } from '@/wecom/simulator/fixtures';
import { maskPhone } from '@/lib';
import { Reply } from '@sandbox/reply';
import { NON_VEHICLE_RISKS } from '@sandbox/seed/refInsurance';
import type { Claim } from '@sandbox/seed/types';
import { nextId } from '@sandbox/store';
import { fmtDateTime } from '@sandbox/util/dates';
import { findCustomer } from './lookup';
import { flat, paginate, str } from './params';
import { callerOf, canSeeClaim } from './scope';
import type { HandlerContext, HandlerMap } from './types';

/** The claims the caller may see: with their customer (scope.ts). */
function visibleClaims(ctx: HandlerContext): Claim[] {
  const caller = callerOf(ctx);
  return ctx.state.claims.filter((c) => canSeeClaim(ctx.state, caller, c));
}

function findClaim(ctx: HandlerContext): Claim | undefined {
  const p = flat(ctx.params);
  const registNo = str(p, 'registNo', 'registno', 'caseNo');
  if (registNo) return visibleClaims(ctx).find((c) => c.registNo === registNo);
  const customer = findCustomer(ctx, p);
  return customer ? ctx.state.claims.find((c) => c.custId === customer.custId) : undefined;
}

/**
 * The claim's steps as schedule entries ({title, time, description, status}, the Timeline shape):
 * the node the claim is at is 'current' until the claim is closed, later nodes are 'pending'.
 */
function scheduleOf(c: Claim): Record<string, unknown>[] {
  const closed = c.steps.every((s) => s.done);
  const at = closed ? c.steps.length : c.steps.findIndex((s) => s.node === c.status);
  return c.steps.map((s, i) => ({
    title: s.nodeName,
    time: s.time,
    description: s.done ? [s.operator, s.remark].filter(Boolean).join('：') : '',
    status: i < at ? 'done' : i === at ? 'current' : 'pending',
  }));
}

export function claimView(ctx: HandlerContext, c: Claim): Record<string, unknown> {
  const customer = ctx.state.customers.find((x) => x.custId === c.custId);
  return {
    ...c,
    steps: c.steps.map((s) => ({ ...s })),
    schedule: scheduleOf(c),
    custName: customer?.custName ?? '',
    encryptCustId: customer?.encryptCustId ?? '',
    handlerMobile: maskPhone(c.handlerMobile),
  };
}

function createGroup(ctx: HandlerContext): unknown {
  const claim = findClaim(ctx);
  if (!claim) return Reply.fail('报案号不存在');
  const customer = ctx.state.customers.find((c) => c.custId === claim.custId);
  const existing = ctx.state.claimGroups.find((g) => g.registNo === claim.registNo && g.status === '1');
  if (existing) return Reply.fail(`该案件已建群：${existing.groupName}`, existing);
  return ctx.store.write((s) => {
    const groupId = nextId(s, 'CG');
    const group = {
      groupId,
      registNo: claim.registNo,
      chatId: SANDBOX_GROUP_CHATS[1]?.chatId ?? `wr${groupId}`,
      groupName: `${customer?.custName ?? ''}理赔服务群`,
      userCode: ctx.user?.userCode ?? '',
      members: [ctx.user?.userCode ?? '', customer?.externalUserId ?? '', claim.handlerName],
      createTime: fmtDateTime(ctx.now),
      status: '1' as const,
    };
    s.claimGroups.unshift(group);
    return group;
  });
}

function queryGroups(ctx: HandlerContext): unknown {
  const registNo = str(flat(ctx.params), 'registNo');
  const userCode = ctx.user?.userCode ?? '';
  const claim = registNo ? findClaim(ctx) : undefined;
  const items = ctx.state.claimGroups.filter((g) => g.status === '1' && (registNo ? g.registNo === claim?.registNo : g.userCode === userCode));
  return paginate(items, ctx.params);
}

function deleteGroup(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const id = str(p, 'groupId', 'chatId', 'registNo');
  const group = ctx.state.claimGroups.find((g) => g.status === '1' && (g.groupId === id || g.chatId === id || g.registNo === id));
  if (!group) return Reply.fail('理赔群不存在或已解散');
  ctx.store.write(() => {
    group.status = '0';
  });
  return { groupId: group.groupId, status: '0' };
}

/**
 * The claim servlet: a customer's claims, newest report first, when the method names a list (or
 * no claim is named); otherwise the claim of the registration number, refused when there is none.
 */
function claimServlet(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const action = str(p, 'method', 'action', 'interfaceCode', 'type');
  const registNo = str(p, 'registNo', 'registno', 'caseNo');
  if (/list/i.test(action) || (!registNo && !/detail|schedule/i.test(action))) {
    const customer = findCustomer(ctx, p);
    if (!customer) return [];
    return ctx.state.claims
      .filter((c) => c.custId === customer.custId)
      .sort((a, b) => b.reportTime.localeCompare(a.reportTime))
      .map((c) => claimView(ctx, c));
  }
  const claim = findClaim(ctx);
  return claim ? claimView(ctx, claim) : Reply.fail('未查询到该理赔案件，请核对报案号');
}

function claimManager(ctx: HandlerContext): unknown {
  const claim = findClaim(ctx);
  const advisor = ctx.state.staff.find((s) => s.comId === ctx.comId && s.managerRecord?.recordType === '2');
  return {
    registNo: claim?.registNo ?? '',
    handlerName: claim?.handlerName ?? advisor?.userName ?? '',
    handlerMobile: maskPhone(claim?.handlerMobile ?? advisor?.mobile ?? ''),
    claimAdvisorCode: advisor?.userCode ?? '',
    claimAdvisorUserId: advisor?.userId ?? '',
    claimAdvisorName: advisor?.userName ?? '',
    claimAdvisorAvatar: advisor?.avatar ?? '',
  };
}

function firstAccidentCare(ctx: HandlerContext): unknown {
  const claim = findClaim(ctx);
  const customer = claim ? ctx.state.customers.find((c) => c.custId === claim.custId) : undefined;
  const care = claim ? ctx.state.careMsgs.find((m) => m.registNo === claim.registNo) : undefined;
  if (!claim) return null;
  return {
    registNo: claim.registNo,
    custName: customer?.custName ?? '',
    licenseNo: claim.licenseNo,
    content: care?.content ?? `${customer?.custName ?? ''}您好，得知您的车辆出险，请注意人身安全，理赔事宜我们将全程协助。`,
    sendFlag: care?.sendFlag ?? '0',
  };
}

export const claimHandlers: HandlerMap = {
  createClaimGroup: createGroup,
  queryClaimGroup: queryGroups,
  claimDrainage: (ctx) => {
    const claim = findClaim(ctx);
    return { registNo: claim?.registNo ?? '', drainageUrl: `/claim-group-building?registNo=${claim?.registNo ?? ''}`, qrCode: `/__sandbox/assets/qrcode-${claim?.registNo ?? 'claim'}.svg` };
  },
  claimBehaviorRecords: (ctx) => {
    const claim = findClaim(ctx);
    return { recordId: ctx.store.write((s) => nextId(s, 'CB')), registNo: claim?.registNo ?? '', behavior: str(flat(ctx.params), 'behavior', 'behaviorType') || 'view', time: fmtDateTime(ctx.now) };
  },
  claimInterfServlet: claimServlet,
  delClaimGroup: deleteGroup,
  getClaimManager: claimManager,
  queryFirstAccidentCareMsg: firstAccidentCare,
  getNonAutoRiskClassName: (ctx) => {
    const code = str(ctx.params, 'riskCode');
    const risks = code ? NON_VEHICLE_RISKS.filter((r) => r.riskCode === code) : NON_VEHICLE_RISKS;
    return risks.map((r) => ({ riskCode: r.riskCode, riskName: r.riskName, riskClassName: /医疗|疾病|津贴/.test(r.riskName) ? '健康险' : /家庭/.test(r.riskName) ? '财产险' : '意外险' }));
  },
  checkCreateGroupAuthority: (ctx) => {
    const record = ctx.staff?.managerRecord;
    return record ? { permission: true, recordType: record.recordType } : { permission: false, page: '/business-card/register-card', message: '请先登记客户经理或理赔顾问信息' };
  },
};
