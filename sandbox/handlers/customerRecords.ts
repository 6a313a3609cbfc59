/**
 * Calls added for the customer-record pages of /customer-info/ (issue 22): the open payment page
 * a customer reaches from the insure/payment QR code a manager showed or sent them, and the
 * follow-up record of a task (任务处理).
 */
import { Reply } from '@sandbox/reply';
import { tradeStatusReasons } from './customer';
import { completeTask, isTodo } from './customerTasks';
import { customerNotFound, customerView, findCustomer } from './lookup';
import { encryptId } from '@sandbox/seed/identity';
import { fmtDateTime } from '@sandbox/util/dates';
import { flat, paginate, str } from './params';
import type { CustomerAttachment } from '@sandbox/seed/types';
import { ownCustomers } from './scope';
import { sha1Hex } from '@sandbox/util/sha1';
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

/** The follow status each trade-status reason type records (spec 3.3). */
const FOLLOW_STATUS: Readonly<Record<string, 'mu001' | 'mu002' | 'mu003'>> = { 'note-follow': 'mu001', 'note-success': 'mu002', 'note-fail': 'mu003' };

export const FOLLOW_REASON_MISSING = '请选择跟进原因';

/**
 * Records a follow-up of the caller's customer: the follow status (which must be the reason
 * type's), the reason and a note become the customer's follow status and remark; a success or a
 * failure finishes the customer's to-do task.
 */
function saveTaskFollow(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const c = findCustomer(ctx, p);
  if (!c) return customerNotFound(ctx);
  const reasonType = str(p, 'reasonType');
  const reason = tradeStatusReasons(reasonType).find((r) => r.id.codeCode === str(p, 'reasonCode'));
  if (!reasonType || !reason) return Reply.fail(FOLLOW_REASON_MISSING);
  const followStatus = FOLLOW_STATUS[reasonType];
  if (str(p, 'followStatus') && str(p, 'followStatus') !== followStatus) return Reply.fail('跟进结果与原因不符，请重新选择');
  const remark = str(p, 'remark').trim();
  if (remark.length > 200) return Reply.fail('跟进备注不能超过200字');
  ctx.store.write(() => {
    c.followStatus = followStatus;
    c.followRemark = remark ? `${reason.codeCName}：${remark}` : reason.codeCName;
    if (followStatus !== 'mu001' && isTodo(c)) completeTask(c, ctx.now);
  });
  const view = customerView(ctx, c);
  return { custId: c.custId, followStatus, followStatusName: view.followStatusName, followRemark: c.followRemark, taskStatus: isTodo(c) ? 'todo' : 'done' };
}

export const OCR_NO_IMAGE = '请先上传证件照片';

/**
 * ID-card recognition of an uploaded photo. The sandbox reads no image: it answers the card of
 * one of the caller's own customers, picked by the photo's address, so a photo taken in the
 * sandbox finds a customer the caller may open.
 */
function ocrIdCard(ctx: HandlerContext): unknown {
  const imageUrl = str(flat(ctx.params), 'imageUrl', 'url', 'fileId');
  if (!imageUrl) return Reply.fail(OCR_NO_IMAGE);
  const own = ownCustomers(ctx);
  if (!own.length) return Reply.fail('未能识别证件信息，请重新拍摄清晰完整的证件照片');
  const c = own[parseInt(sha1Hex(imageUrl).slice(0, 8), 16) % own.length];
  return { name: c.custName, idNo: c.idNumber, gender: c.gender === '2' ? '女' : '男', birthday: c.birthday, address: c.address, confidence: 0.96 };
}

const ATTACHMENT_CATEGORIES: Readonly<Record<string, string>> = { idcard: '证件照片', car: '车辆照片', claim: '理赔资料', other: '其他' };

interface SavedFile {
  fileId: string;
  fileName: string;
  fileSize: number;
  url: string;
}

function savedFiles(value: unknown): SavedFile[] {
  const raw: unknown = typeof value === 'string' && value.trim().startsWith('[') ? JSON.parse(value) : value;
  if (!Array.isArray(raw)) return [];
  return raw
    .map((f) => (typeof f === 'object' && f !== null ? (f as Record<string, unknown>) : {}))
    .filter((f) => typeof f.fileId === 'string' && typeof f.url === 'string')
    .map((f) => ({ fileId: String(f.fileId), fileName: String(f.fileName ?? ''), fileSize: Number(f.fileSize ?? 0), url: String(f.url) }));
}

/** Saves uploaded photos (uploadAttachment answers) to one of the caller's customers. */
function saveAttachments(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const c = findCustomer(ctx, p);
  if (!c) return customerNotFound(ctx);
  const files = savedFiles(ctx.params.files);
  if (!files.length) return Reply.fail('请先上传图片');
  if (files.length > 9) return Reply.fail('一次最多保存9张图片');
  const category = ATTACHMENT_CATEGORIES[str(p, 'category')] ? str(p, 'category') : 'other';
  const remark = str(p, 'remark').trim().slice(0, 100);
  const saved = ctx.store.write((s) => {
    s.attachments ??= [];
    const rows: CustomerAttachment[] = files.map((f, i) => ({
      attachmentId: `AT${ctx.now}${i}${s.attachments?.length ?? 0}`,
      custId: c.custId,
      registNo: str(p, 'registNo'),
      category,
      ...f,
      remark,
      userCode: ctx.user?.userCode ?? '',
      uploadTime: fmtDateTime(ctx.now),
    }));
    s.attachments.unshift(...rows);
    return rows.length;
  });
  return { custId: c.custId, savedCount: saved };
}

/** A customer's saved photos, newest first, with the category's name. */
function queryAttachments(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return customerNotFound(ctx);
  const rows = (ctx.state.attachments ?? []).filter((a) => a.custId === c.custId).map((a) => ({ ...a, categoryName: ATTACHMENT_CATEGORIES[a.category] ?? '其他' }));
  return paginate(rows, ctx.params, 20);
}

export const customerRecordHandlers: HandlerMap = {
  saveCustomerAttachments: saveAttachments,
  queryCustomerAttachments: queryAttachments,
  ocrIdCard,
  whiteQueryEPayUrlInfo: openPayInfo,
  saveTaskFollow,
};
