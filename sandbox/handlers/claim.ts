/** Claims: schedules, claim groups, claim managers and first-accident care (domain "claim"). */
import { SANDBOX_GROUP_CHATS } from '../../src/wecom/simulator/fixtures';
import { maskPhone } from '../../src/lib';
import { Reply } from '../reply';
import { NON_VEHICLE_RISKS } from '../seed/ref-insurance';
import type { Claim } from '../seed/types';
import { nextId } from '../store';
import { fmtDateTime } from '../util/dates';
import { customerOrDefault, findCustomer } from './lookup';
import { flat, paginate, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

function findClaim(ctx: HandlerContext): Claim | undefined {
  const p = flat(ctx.params);
  const registNo = str(p, 'registNo', 'registno', 'caseNo');
  if (registNo) return ctx.state.claims.find((c) => c.registNo === registNo);
  const customer = findCustomer(ctx, p);
  return customer ? ctx.state.claims.find((c) => c.custId === customer.custId) : undefined;
}

export function claimView(ctx: HandlerContext, c: Claim): Record<string, unknown> {
  const customer = ctx.state.customers.find((x) => x.custId === c.custId);
  return { ...c, steps: c.steps.map((s) => ({ ...s })), custName: customer?.custName ?? '', handlerMobile: maskPhone(c.handlerMobile) };
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
  const items = ctx.state.claimGroups.filter((g) => g.status === '1' && (registNo ? g.registNo === registNo : g.userCode === userCode || !userCode));
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

function claimServlet(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const action = str(p, 'method', 'action', 'interfaceCode', 'type');
  const claim = findClaim(ctx);
  if (/list/i.test(action) || !claim) {
    const customer = customerOrDefault(ctx);
    return ctx.state.claims.filter((c) => c.custId === customer.custId).map((c) => claimView(ctx, c));
  }
  return claimView(ctx, claim);
}

function claimManager(ctx: HandlerContext): unknown {
  const claim = findClaim(ctx);
  const advisor = ctx.state.staff.find((s) => s.comId === ctx.comId && s.managerRecord?.recordType === '2');
  return {
    registNo: claim?.registNo ?? '',
    handlerName: claim?.handlerName ?? advisor?.userName ?? '',
    handlerMobile: maskPhone(claim?.handlerMobile ?? advisor?.mobile ?? ''),
    claimAdvisorCode: advisor?.userCode ?? '',
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
