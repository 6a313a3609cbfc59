/** Policies and electronic policies: lists, links, sends and send flags (domain "policy"). */
import { maskIdCard } from '@/lib';
import { Reply } from '@sandbox/reply';
import { assetUrl } from '@sandbox/seed/assets';
import { encryptId } from '@sandbox/seed/identity';
import type { Policy } from '@sandbox/seed/types';
import { fmtDateTime, parseCst } from '@sandbox/util/dates';
import { findCustomer, namesCustomer, policyView } from './lookup';
import { flat, list, paginate, search, str } from './params';
import { payLinkCode } from './customerRecords';
import { recordSend } from './sends';
import { callerOf, canSeePolicy } from './scope';
import type { HandlerContext, HandlerMap } from './types';

function origin(ctx: HandlerContext): string {
  return new URL(ctx.request.url).origin;
}

/**
 * The policies the caller may see (scope.ts: with their customer). The open e-policy download
 * calls, made without a session from the link a manager sent, answer by the link's policy number.
 */
function reachablePolicies(ctx: HandlerContext): Policy[] {
  const caller = callerOf(ctx);
  if (caller.kind === 'anonymous') return ctx.state.policies;
  return ctx.state.policies.filter((p) => canSeePolicy(ctx.state, caller, p));
}

function findPolicy(ctx: HandlerContext): Policy | undefined {
  const p = flat(ctx.params);
  const policyNo = str(p, 'policyNo', 'policyno');
  const piid = str(p, 'piid', 'encryptPiid', 'id');
  if (!policyNo && !piid) return undefined;
  return reachablePolicies(ctx).find((x) => (policyNo && x.policyNo === policyNo) || (piid && (x.piid === piid || x.encryptPiid === piid)));
}

function byProposalNo(ctx: HandlerContext, proposalNo: string): Policy | undefined {
  return proposalNo ? reachablePolicies(ctx).find((p) => p.proposalNo === proposalNo) : undefined;
}

function policiesOfCall(ctx: HandlerContext): Policy[] {
  const p = flat(ctx.params);
  const nos = list(p, 'policyNos', 'policyNoList', 'policyNo');
  if (nos.length) return reachablePolicies(ctx).filter((x) => nos.includes(x.policyNo));
  const one = findPolicy(ctx);
  return one ? [one] : [];
}

function downloadLink(ctx: HandlerContext, policy: Policy): string {
  return `${origin(ctx)}/__sandbox/files/epolicy/${policy.policyNo}.pdf`;
}

function shareLink(ctx: HandlerContext, policy: Policy): string {
  return `${origin(ctx)}/external/download-policy-single?policyNo=${policy.policyNo}&code=${encryptId(policy.policyNo).slice(0, 16)}`;
}

function markSent(ctx: HandlerContext, policies: Policy[]): void {
  ctx.store.write(() => {
    for (const p of policies) p.sendFlag = '1';
  });
}

/** Sends e-policies to the current chat's customer: marks them sent and logs the send. */
function send(ctx: HandlerContext): unknown {
  const policies = policiesOfCall(ctx);
  if (!policies.length) return Reply.fail('请选择需要发送的保单');
  markSent(ctx, policies);
  const sendId = recordSend(ctx, 'ePolicy', policies.map((p) => p.policyNo).join(','), [...new Set(policies.map((p) => p.custId))]);
  return {
    sendId,
    sendCount: policies.length,
    links: policies.map((p) => ({ policyNo: p.policyNo, riskName: p.riskName, link: shareLink(ctx, p), title: `${p.insuredName}的电子保单（${p.riskName}）` })),
  };
}

function customerPolicies(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const customer = findCustomer(ctx, p);
  const userCode = ctx.user?.userCode ?? '';
  // A customer the caller may not see has no policies for them; without one, the caller's own.
  let items = customer
    ? ctx.state.policies.filter((x) => x.custId === customer.custId)
    : namesCustomer(p) ? [] : reachablePolicies(ctx).filter((x) => x.userCode === userCode);
  const sendFlag = str(p, 'sendFlag');
  if (sendFlag) items = items.filter((x) => x.sendFlag === sendFlag);
  const riskType = str(p, 'riskType');
  if (riskType) items = items.filter((x) => (riskType === '1') === x.vehicle);
  const status = str(p, 'status', 'policyStatus');
  if (status) items = items.filter((x) => x.status === status);
  items = search(items, str(p, 'keyword', 'licenseNo', 'insuredName'), [(x) => x.policyNo, (x) => x.licenseNo, (x) => x.insuredName]);
  items.sort((a, b) => b.startDate.localeCompare(a.startDate));
  return paginate(items.map(policyView), ctx.params);
}

function ePolicyByCode(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const code = str(p, 'code', 'verifyCode');
  const idNo = str(p, 'idNo', 'idNumber', 'identifyNo', 'certificateNo').toUpperCase();
  const policyNo = str(p, 'policyNo');
  const policies = ctx.state.policies.filter(
    (x) => (!policyNo || x.policyNo === policyNo) && (x.verifyCode === code || encryptId(x.policyNo).slice(0, 16) === code) && (!idNo || x.idNumber === idNo || x.idNumber.endsWith(idNo)),
  );
  if (!policies.length) return Reply.fail('验证码或证件号码不正确，请核对后重试');
  return policies.map((x) => ({ ...policyView(x), downloadUrl: downloadLink(ctx, x) }));
}

function unsentNumbers(ctx: HandlerContext): unknown {
  const userCode = ctx.user?.userCode ?? '';
  const mine = ctx.state.policies.filter((p) => p.userCode === userCode && p.status === '1');
  return {
    unSendCount: mine.filter((p) => p.sendFlag === '0').length,
    vehicleUnSendCount: mine.filter((p) => p.sendFlag === '0' && p.vehicle).length,
    nonVehicleUnSendCount: mine.filter((p) => p.sendFlag === '0' && !p.vehicle).length,
    sentCount: mine.filter((p) => p.sendFlag === '1').length,
  };
}

function policiesByRegistNo(ctx: HandlerContext): unknown {
  const registNo = str(flat(ctx.params), 'registNo');
  const claim = ctx.state.claims.find((c) => c.registNo === registNo);
  if (!claim) return [];
  const policies = reachablePolicies(ctx);
  const main = policies.find((p) => p.policyNo === claim.policyNo);
  return policies
    .filter((p) => main && p.carId === main.carId && p.startDate === main.startDate)
    .map((p) => ({ ...policyView(p), registNo }));
}

function updateSendFlag(ctx: HandlerContext): unknown {
  const policies = policiesOfCall(ctx);
  if (!policies.length) return Reply.fail('保单不存在');
  const flag = str(flat(ctx.params), 'sendFlag', 'flag') === '0' ? '0' : '1';
  ctx.store.write(() => {
    for (const p of policies) p.sendFlag = flag;
  });
  return { updated: policies.length, sendFlag: flag };
}

function payUrl(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const proposalNo = str(p, 'proposalNo');
  const policy = byProposalNo(ctx, proposalNo) ?? findPolicy(ctx);
  const no = policy?.proposalNo ?? proposalNo;
  // The customer's open payment page; its code lets the open call answer without a session.
  return { payUrl: `${origin(ctx)}/customer-info/public-pay-qrCode?proposalNo=${no}&code=${payLinkCode(no)}`, proposalNo: no, premium: policy?.premium ?? 0, expireTime: fmtDateTime(ctx.now + 2 * 3600000) };
}

function productList(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const classCode = str(p, 'classCode', 'productClass');
  const productCode = str(p, 'productCode');
  let items = ctx.state.products.filter((x) => (!classCode || x.classCode === classCode) && (!productCode || x.productCode === productCode));
  items = search(items, str(p, 'keyword', 'productName'), [(x) => x.productName, (x) => x.description]);
  const className = (code: string): string => ctx.state.productClasses.find((c) => c.classCode === code)?.className ?? '';
  return paginate(items.map((x) => ({ ...x, className: className(x.classCode) })), ctx.params, 20);
}

export const policyHandlers: HandlerMap = {
  sendElectronicPolicy: send,
  sendElectronicPolicyById: send,
  saveSendPolicyHistory: (ctx) => {
    const policies = policiesOfCall(ctx);
    markSent(ctx, policies);
    const sendId = recordSend(ctx, 'ePolicyHistory', policies.map((p) => p.policyNo).join(','), policies.map((p) => p.custId));
    return { sendId, attachments: ctx.files.map((f) => ({ fileName: f.name, size: f.size })) };
  },
  getElectronicPolicyAndSend: send,
  getElectronicPolicyAndSendToManager: (ctx) => {
    const policies = policiesOfCall(ctx);
    if (!policies.length) return Reply.fail('请选择需要发送的保单');
    const manager = ctx.state.staff.find((s) => s.userCode === policies[0].userCode);
    return { managerName: manager?.userName ?? '', managerUserCode: manager?.userCode ?? '', links: policies.map((p) => downloadLink(ctx, p)) };
  },
  getSendEPolicyLink: (ctx) => {
    const policy = findPolicy(ctx);
    return policy ? { link: shareLink(ctx, policy), title: `${policy.insuredName}的电子保单`, desc: `${policy.riskName} ${policy.policyNo}`, imgUrl: assetUrl('cover', 'epolicy') } : Reply.fail('保单不存在');
  },
  getSendEPolicyLinkByPolicyNoAndIdNo: (ctx) => {
    const policy = findPolicy(ctx);
    const idNo = str(flat(ctx.params), 'idNo', 'idNumber').toUpperCase();
    if (!policy || (idNo && policy.idNumber !== idNo)) return Reply.fail('保单号与证件号码不匹配');
    return { link: shareLink(ctx, policy), policyNo: policy.policyNo };
  },
  queryCustomerPolicy: customerPolicies,
  getDownloadEPolicyLink: (ctx) => {
    const policy = findPolicy(ctx);
    return policy ? downloadLink(ctx, policy) : Reply.fail('电子保单尚未生成，请稍后再试');
  },
  queryEPolicyByCodeAndIdNo: ePolicyByCode,
  queryPolicyNoInfo: (ctx) => {
    const policy = findPolicy(ctx);
    return policy ? { ...policyView(policy), idNumber: maskIdCard(policy.idNumber) } : Reply.fail('保单不存在');
  },
  queryEPayUrlInfo: payUrl,
  queryETInsureLink: (ctx) => {
    const product = ctx.state.products.find((x) => x.productCode === str(ctx.params, 'productCode', 'code')) ?? ctx.state.products[0];
    return { insureUrl: `${origin(ctx)}${product.insureUrl}?userCode=${ctx.user?.userCode ?? ''}`, productName: product.productName };
  },
  getVehiclePolicyByExternalUserId: (ctx) => {
    const c = findCustomer(ctx);
    if (!c) return [];
    return ctx.state.policies.filter((p) => p.custId === c.custId && p.vehicle && p.status === '1').map(policyView);
  },
  getPolicyListByRegistNo: policiesByRegistNo,
  queryUnSendNumbers: unsentNumbers,
  saveSendHistory: (ctx) => ({ sendId: recordSend(ctx, str(ctx.params, 'sendType', 'type') || 'ePolicy', str(ctx.params, 'policyNo', 'targetId'), []) }),
  queryPolicyList: customerPolicies,
  queryPolicyDownloadDetail: (ctx) => {
    return policiesOfCall(ctx).map((p) => ({ ...policyView(p), downloadUrl: downloadLink(ctx, p), downloadCount: parseCst(p.startDate) % 3 }));
  },
  getDownloadLimitMsg: () => ({ limitCount: 5, message: '同一保单每日最多下载5次，如需更多请联系您的客户经理。' }),
  updateSendFlagByPolicyNo: updateSendFlag,
  updateSendFlagById: updateSendFlag,
  saveMergeSendEnable: (ctx) => ({ mergeSendEnable: str(ctx.params, 'enable', 'mergeSendEnable') === '0' ? '0' : '1' }),
  proposalReissue: (ctx) => {
    const proposalNo = str(flat(ctx.params), 'proposalNo');
    const policy = byProposalNo(ctx, proposalNo);
    return policy ? { proposalNo, reissued: true, message: '电子投保单已重新发送至客户手机' } : Reply.fail('投保单不存在');
  },
  queryProductList: productList,
  saveProposalLogOnWechat: (ctx) => ({ logId: recordSend(ctx, 'proposalView', str(ctx.params, 'proposalNo'), []) }),
  checkUserCodeWithProposal: (ctx) => {
    const proposalNo = str(flat(ctx.params), 'proposalNo');
    const policy = ctx.state.policies.find((p) => p.proposalNo === proposalNo);
    if (!policy) return { msgbool: false, msgString: '投保单不存在' };
    return policy.userCode === ctx.user?.userCode
      ? { msgbool: true, msgString: '投保单归属当前工号' }
      : { msgbool: false, msgString: '该投保单不属于当前工号，无法查看' };
  },
};
