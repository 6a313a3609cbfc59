/**
 * Calls added for the customer-record pages of /customer-info/ (issue 22): the open payment page
 * a customer reaches from the insure/payment QR code a manager showed or sent them.
 */
import { Reply } from '../reply';
import { encryptId } from '../seed/identity';
import { fmtDateTime } from '../util/dates';
import { flat, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

/** The link code of a proposal's payment page (the payUrl queryEPayUrlInfo answers carries it). */
export function payLinkCode(proposalNo: string): string {
  return encryptId(`pay:${proposalNo}`).slice(0, 16);
}

/** A name for a page anyone with the link may open: the surname only ('张**'). */
function maskName(name: string): string {
  const chars = [...name];
  return chars[0] + '*'.repeat(Math.max(chars.length - 1, 1));
}

export const PAY_LINK_INVALID = '支付链接无效或已失效，请联系您的客户经理重新获取';

/**
 * The open twin of queryEPayUrlInfo: a proposal's payment summary by proposalNo and the link's
 * code, without a session. Wrong or missing code: refused, so proposal numbers cannot be walked.
 * The applicant's name is masked; ePayUrl is the insurer's cashier page.
 */
function openPayInfo(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const proposalNo = str(p, 'proposalNo');
  const code = str(p, 'code');
  const policy = proposalNo ? ctx.state.policies.find((x) => x.proposalNo === proposalNo) : undefined;
  if (!policy || !code || code !== payLinkCode(proposalNo)) return Reply.fail(PAY_LINK_INVALID);
  return {
    proposalNo,
    riskName: policy.riskName,
    applicantName: maskName(policy.applicantName),
    licenseNo: policy.licenseNo,
    premium: policy.premium,
    startDate: policy.startDate,
    endDate: policy.endDate,
    expireTime: fmtDateTime(ctx.now + 2 * 3600000),
    ePayUrl: `https://epay.epicc.com.cn/cashier?proposalNo=${encodeURIComponent(proposalNo)}&sign=${encryptId(`cashier:${proposalNo}`).slice(0, 24)}`,
  };
}

export const customerRecordHandlers: HandlerMap = {
  whiteQueryEPayUrlInfo: openPayInfo,
};
