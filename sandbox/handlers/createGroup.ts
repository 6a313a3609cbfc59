/** Group-creation applications, their review, and reviewer configurations (/qt/creategroupapply). */
import { maskPhone } from '@/lib';
import { Reply } from '@sandbox/reply';
import { APPLY_STATUS_NAMES, GROUP_TYPE_NAMES } from '@sandbox/seed/createGroup';
import { makeWecomId } from '@sandbox/seed/identity';
import { branchOf, provinceOf } from '@sandbox/seed/refPlaces';
import type { GroupApply, ReviewerConfig } from '@sandbox/seed/types';
import { createRng } from '@sandbox/util/prng';
import { nextId } from '@sandbox/store';
import { fmtDateTime } from '@sandbox/util/dates';
import { findCustomer } from './lookup';
import { flat, list, paginate, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

function isReviewer(ctx: HandlerContext): boolean {
  const userCode = ctx.user?.userCode ?? '';
  return ctx.state.reviewerConfigs.some((c) => c.reviewerUserCode === userCode && c.status === '1');
}

function configView(c: ReviewerConfig): Record<string, unknown> {
  return { ...c, reviewerMobile: maskPhone(c.reviewerMobile), groupTypeNames: c.groupTypes.map((t) => GROUP_TYPE_NAMES[t as GroupApply['groupType']] ?? t) };
}

function configs(ctx: HandlerContext): ReviewerConfig[] {
  const p = flat(ctx.params);
  const comCodes = list(p, 'comCodes', 'comCode');
  return ctx.state.reviewerConfigs.filter((c) => c.comCode.slice(0, 2) === ctx.comId.slice(0, 2) && (!comCodes.length || comCodes.includes(c.comCode)));
}

function saveConfig(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const reviewer = ctx.state.staff.find((s) => s.userCode === str(p, 'reviewerUserCode', 'userCode'));
  if (!reviewer) return Reply.fail('审核人工号不存在');
  const comCode = str(p, 'comCode') || reviewer.comCode;
  const branch = branchOf(comCode);
  const groupTypes = list(p, 'groupTypes', 'groupType');
  return ctx.store.write((s) => {
    const configId = str(p, 'configId', 'id');
    const existing = configId ? s.reviewerConfigs.find((c) => c.configId === configId) : undefined;
    const duplicate = s.reviewerConfigs.find((c) => c.comCode === comCode && c.reviewerUserCode === reviewer.userCode && c.configId !== configId);
    if (duplicate) return Reply.fail('该机构已配置此审核人');
    const fields = {
      comCode,
      comName: branch?.comName ?? provinceOf(comCode).comName,
      reviewerUserCode: reviewer.userCode,
      reviewerName: reviewer.userName,
      reviewerMobile: reviewer.mobile,
      groupTypes: groupTypes.length ? groupTypes : ['1', '2', '3'],
      level: str(p, 'level') === '2' ? ('2' as const) : ('1' as const),
      status: str(p, 'status') === '0' ? ('0' as const) : ('1' as const),
      updateTime: fmtDateTime(ctx.now),
    };
    if (existing) {
      Object.assign(existing, fields);
      return configView(existing);
    }
    const created: ReviewerConfig = { configId: nextId(s, 'RC', 4), createTime: fmtDateTime(ctx.now), ...fields };
    s.reviewerConfigs.push(created);
    return configView(created);
  });
}

function deleteConfig(ctx: HandlerContext): unknown {
  const ids = list(flat(ctx.params), 'configIds', 'configId', 'id');
  const removed = ctx.store.write((s) => {
    const before = s.reviewerConfigs.length;
    s.reviewerConfigs = s.reviewerConfigs.filter((c) => !ids.includes(c.configId));
    return before - s.reviewerConfigs.length;
  });
  return removed ? { deleted: removed } : Reply.fail('审核人配置不存在');
}

function submit(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const staff = ctx.staff;
  if (!staff) return Reply.fail('仅企业微信内部用户可以申请建群');
  const customer = findCustomer(ctx, p);
  const groupType = (['1', '2', '3'].includes(str(p, 'groupType')) ? str(p, 'groupType') : '2') as GroupApply['groupType'];
  // 协助建群: applying on behalf of a service manager of the company (assistUserCode), who owns the application.
  const assistCode = str(p, 'assistUserCode');
  const owner = assistCode ? ctx.state.staff.find((s) => s.userCode === assistCode && s.comId === ctx.comId && s.managerRecord) : staff;
  if (!owner) return Reply.fail('请选择要协助建群的服务经理');
  const pending = ctx.state.groupApplies.find((a) => a.applyUserCode === owner.userCode && a.status === '0' && customer && a.custId === customer.custId);
  if (pending) return Reply.fail('该客户已有待审核的建群申请，请勿重复提交');
  return ctx.store.write((s) => {
    const apply: GroupApply = {
      applyId: nextId(s, 'GA'),
      applyUserCode: owner.userCode,
      applyUserName: owner.userName,
      comCode: owner.comCode,
      groupType,
      groupTypeName: GROUP_TYPE_NAMES[groupType],
      groupName: str(p, 'groupName') || `${customer?.custName ?? '客户'}${GROUP_TYPE_NAMES[groupType]}`,
      custId: customer?.custId ?? '',
      custName: customer?.custName ?? str(p, 'custName'),
      registNo: str(p, 'registNo'),
      reason: str(p, 'reason', 'applyReason') || '客户服务需要，申请一键建群',
      members: [...new Set([owner.userCode, staff.userCode, ...list(p, 'members', 'memberUserCodes')])],
      status: '0',
      statusName: APPLY_STATUS_NAMES['0'],
      reviewerUserCode: '',
      reviewerName: '',
      reviewRemark: '',
      applyTime: fmtDateTime(ctx.now),
      reviewTime: '',
      chatId: '',
    };
    s.groupApplies.unshift(apply);
    return apply;
  });
}

function queryApplies(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const userCode = ctx.user?.userCode ?? '';
  const scope = str(p, 'queryType', 'type', 'scope');
  const status = str(p, 'status', 'applyStatus');
  const applyId = str(p, 'applyId', 'id');
  let items = ctx.state.groupApplies.filter((a) => a.comCode.slice(0, 2) === ctx.comId.slice(0, 2));
  if (applyId) items = items.filter((a) => a.applyId === applyId);
  else if (scope === 'review' || scope === '2' || (scope === '' && isReviewer(ctx))) {
    const comCodes = new Set(ctx.state.reviewerConfigs.filter((c) => c.reviewerUserCode === userCode).map((c) => c.comCode));
    items = items.filter((a) => comCodes.has(a.comCode) || a.reviewerUserCode === userCode);
  } else items = items.filter((a) => a.applyUserCode === userCode);
  if (status) items = items.filter((a) => a.status === status);
  return paginate(items, ctx.params);
}

function review(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  if (!isReviewer(ctx)) return Reply.fail('您不是建群审核人，无权审核');
  const apply = ctx.state.groupApplies.find((a) => a.applyId === str(p, 'applyId', 'id'));
  if (!apply) return Reply.fail('建群申请不存在');
  if (apply.status !== '0') return Reply.fail(`该申请已${apply.statusName}，请勿重复审核`);
  const result = str(p, 'status', 'reviewStatus', 'result');
  const approved = result === '1' || result === 'pass' || result === 'approve';
  return ctx.store.write(() => {
    apply.status = approved ? '3' : '2';
    apply.statusName = APPLY_STATUS_NAMES[apply.status];
    apply.reviewerUserCode = ctx.user?.userCode ?? '';
    apply.reviewerName = ctx.staff?.userName ?? '';
    apply.reviewRemark = str(p, 'remark', 'reviewRemark') || (approved ? '同意' : '不符合建群条件');
    apply.reviewTime = fmtDateTime(ctx.now);
    if (approved) apply.chatId = makeWecomId(createRng(apply.applyId), 'wr');
    return apply;
  });
}

export const createGroupHandlers: HandlerMap = {
  queryReviewerConfig: (ctx) => {
    const id = str(flat(ctx.params), 'configId', 'id');
    if (id) {
      const found = ctx.state.reviewerConfigs.find((c) => c.configId === id);
      return found ? configView(found) : Reply.fail('审核人配置不存在');
    }
    const userCode = ctx.user?.userCode ?? '';
    return ctx.state.reviewerConfigs.filter((c) => c.reviewerUserCode === userCode).map(configView);
  },
  queryReviewerConfigList: (ctx) => paginate(configs(ctx).map(configView), ctx.params),
  multipleComCodesFilter: (ctx) => {
    const codes = list(flat(ctx.params), 'comCodes', 'comCode');
    const branches = provinceOf(ctx.comId).branches.filter((b) => !codes.length || codes.some((c) => b.comCode.startsWith(c.replace(/0+$/, ''))));
    return branches.map((b) => ({ comCode: b.comCode, comName: b.comName, reviewerCount: ctx.state.reviewerConfigs.filter((c) => c.comCode === b.comCode).length }));
  },
  addOrUpdateReviewerConfig: saveConfig,
  deleteReviewerConfig: deleteConfig,
  submitCreateGroupApply: submit,
  submitCreateGroupApplyIsOpen: (ctx) => ({ isOpen: '1', hasReviewer: ctx.state.reviewerConfigs.some((c) => c.comCode === (ctx.user?.comCode ?? '') && c.status === '1') ? '1' : '0' }),
  queryApplyCreateGroup: queryApplies,
  checkIsSubmitApplyCreateGroup: (ctx) => {
    const p = flat(ctx.params);
    const customer = findCustomer(ctx, p);
    const registNo = str(p, 'registNo');
    const apply = ctx.state.groupApplies.find((a) => a.applyUserCode === ctx.user?.userCode && ((customer && a.custId === customer.custId) || (registNo && a.registNo === registNo)));
    return { submitted: Boolean(apply), applyId: apply?.applyId ?? '', status: apply?.status ?? '', statusName: apply?.statusName ?? '' };
  },
  reviewApplyCreateGroup: review,
  findServiceManagerUserByCreateGroup: (ctx) => {
    const p = flat(ctx.params);
    const customer = findCustomer(ctx, p);
    const staff = ctx.state.staff.filter((s) => s.comId === ctx.comId && s.managerRecord);
    const owner = customer ? staff.find((s) => s.userCode === customer.managerUserCode) : undefined;
    return (owner ? [owner, ...staff.filter((s) => s !== owner)] : staff).slice(0, 10).map((s) => ({ userCode: s.userCode, userName: s.userName, userId: s.userId, avatar: s.avatar, position: s.position, recordType: s.managerRecord?.recordType ?? '' }));
  },
  checkRpaApply: (ctx) => {
    const pending = ctx.state.groupApplies.filter((a) => a.applyUserCode === ctx.user?.userCode && a.status === '1');
    return { hasRpaApply: pending.length > 0, applyIds: pending.map((a) => a.applyId) };
  },
  deleteRpaApply: (ctx) => {
    const id = str(flat(ctx.params), 'applyId', 'id');
    const removed = ctx.store.write((s) => {
      const before = s.groupApplies.length;
      s.groupApplies = s.groupApplies.filter((a) => !(a.applyId === id && a.applyUserCode === ctx.user?.userCode && a.status !== '3'));
      return before - s.groupApplies.length;
    });
    return removed ? { deleted: id } : Reply.fail('申请不存在或已建群，无法删除');
  },
};
