/** Care messages and disaster warnings (domain "care-msg"). */
import { Reply } from '@sandbox/reply';
import type { CareMsg } from '@sandbox/seed/types';
import { fmtDateTime } from '@sandbox/util/dates';
import { flat, list, paginate, str } from './params';
import { notBlacklisted, recordSend } from './sends';
import { callerOf, canSeeCustomer } from './scope';
import type { HandlerContext, HandlerMap } from './types';

/** Longest care message text a manager may save (WeCom text messages allow far more). */
const MAX_CONTENT = 500;

const CARE_TYPE_NAMES: Record<CareMsg['careType'], string> = {
  '0': '生日关怀', '1': '年检提醒', '2': '新车批改', '3': '理赔关怀', '4': '防灾防损', '5': '增值服务',
};

/**
 * A care message as the app shows it: with its customer (name, mobile, which the app shows masked,
 * avatar, WeCom id) and whether its manager edited the generated text.
 */
function view(ctx: HandlerContext, m: CareMsg): Record<string, unknown> {
  const c = ctx.state.customers.find((x) => x.custId === m.custId);
  return {
    ...m,
    careTypeName: CARE_TYPE_NAMES[m.careType],
    custName: c?.custName ?? '',
    mobile: c?.mobile ?? '',
    externalUserId: c?.externalUserId ?? '',
    avatar: c?.avatar ?? '',
    encryptCustId: c?.encryptCustId ?? '',
    edited: m.content !== m.generatedContent,
  };
}

/** The caller's care messages (another manager's are theirs: none for a new employee). */
export function mine(ctx: HandlerContext): CareMsg[] {
  const userCode = ctx.user?.userCode ?? '';
  return userCode ? ctx.state.careMsgs.filter((m) => m.userCode === userCode) : [];
}

function findMsg(ctx: HandlerContext): CareMsg | undefined {
  const p = flat(ctx.params);
  const id = str(p, 'careId', 'id', 'msgId');
  const registNo = str(p, 'registNo');
  return mine(ctx).find((m) => (id && m.careId === id) || (registNo && m.registNo === registNo));
}

/** Whether the caller may see (and message) the customer of this id. */
function reachable(ctx: HandlerContext, custId: string): boolean {
  const caller = callerOf(ctx);
  return ctx.state.customers.some((c) => c.custId === custId && canSeeCustomer(ctx.state, caller, c));
}

function listMsgs(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  let items = mine(ctx);
  // One type, or several separated by commas (the service-message pages list a few types together).
  const types = str(p, 'careType', 'type', 'msgType').split(',').map((t) => t.trim()).filter(Boolean);
  if (types.length) items = items.filter((m) => types.includes(m.careType));
  const flag = str(p, 'sendFlag');
  if (flag) items = items.filter((m) => m.sendFlag === flag);
  return paginate(items.map((m) => view(ctx, m)), ctx.params);
}

export function setFlag(ctx: HandlerContext, msgs: CareMsg[], flag: '0' | '1'): void {
  ctx.store.write(() => {
    for (const m of msgs) {
      m.sendFlag = flag;
      m.sendTime = flag === '1' ? fmtDateTime(ctx.now) : '';
    }
  });
  // A message marked sent was sent to its customer's chat by the app: it belongs in the send log.
  if (flag === '1') for (const m of msgs) recordSend(ctx, 'care', m.careId, [m.custId]);
}

/**
 * A care message the manager wrote and sent from the compose page: stored as sent, with the
 * manager's text as its generated text too (there is nothing to restore).
 */
function compose(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const custId = str(p, 'custId');
  const careType = str(p, 'careType', 'type') as CareMsg['careType'];
  const content = str(p, 'content', 'msgContent').trim();
  const userCode = ctx.user?.userCode ?? '';
  if (!reachable(ctx, custId)) return Reply.fail('未查询到该客户，请重新选择');
  if (!(careType in CARE_TYPE_NAMES)) return Reply.fail('请选择关怀类型');
  if (!content) return Reply.fail('消息内容不能为空');
  if (Array.from(content).length > MAX_CONTENT) return Reply.fail(`消息内容不能超过${MAX_CONTENT}字`);
  if (!notBlacklisted(ctx, [custId]).allowed.length) return Reply.fail('该客户在消息推送黑名单中，无法发送');
  const next = ctx.state.careMsgs.reduce((max, m) => Math.max(max, Number(m.careId.slice(2)) || 0), 300000) + 7;
  const msg: CareMsg = {
    careId: `CM${next}`,
    custId,
    userCode,
    careType,
    registNo: '',
    licenseNo: '',
    title: CARE_TYPE_NAMES[careType],
    content,
    generatedContent: content,
    createTime: fmtDateTime(ctx.now),
    sendFlag: '0',
    sendTime: '',
  };
  ctx.store.write(() => {
    ctx.state.careMsgs.unshift(msg);
  });
  setFlag(ctx, [msg], '1');
  return view(ctx, msg);
}

/** Sends a generated message (by careId or registNo), or, without one, a message written by the manager. */
function send(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  if (!str(p, 'careId', 'id', 'msgId', 'registNo') && str(p, 'custId')) return compose(ctx);
  const msg = findMsg(ctx);
  if (!msg) return Reply.fail('关怀消息不存在');
  if (!notBlacklisted(ctx, [msg.custId]).allowed.length) return Reply.fail('该客户在消息推送黑名单中，无法发送');
  setFlag(ctx, [msg], '1');
  return view(ctx, msg);
}

function counts(ctx: HandlerContext): unknown {
  const items = mine(ctx).filter((m) => m.sendFlag === '0');
  const byType = Object.fromEntries(Object.keys(CARE_TYPE_NAMES).map((t) => [t, items.filter((m) => m.careType === t).length]));
  return { total: items.length, byType, types: Object.entries(CARE_TYPE_NAMES).map(([careType, careTypeName]) => ({ careType, careTypeName, count: byType[careType] })) };
}

function warnings(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const id = str(p, 'warningId', 'id');
  const comCode = ctx.user?.comCode ?? '';
  let items = ctx.state.disasterWarnings.filter((w) => w.comCode.slice(0, 2) === ctx.comId.slice(0, 2));
  if (id) items = items.filter((w) => w.warningId === id);
  else if (str(p, 'scope') === 'mine') items = items.filter((w) => w.comCode === comCode);
  // A company's warning names customers of every manager: the caller is shown their own.
  const origin = new URL(ctx.request.url).origin;
  return paginate(
    items.map((w) => {
      const guide = ctx.state.articles.find((a) => a.newsId === w.newsId);
      const mine = w.custIds.filter((cid) => reachable(ctx, cid));
      return {
        ...w,
        custIds: mine,
        linkUrl: `${origin}${w.linkUrl}`,
        guideTitle: guide?.title ?? '',
        guideCoverUrl: guide?.coverUrl ?? '',
        custCount: mine.length,
        customers: mine.slice(0, 20).map((cid) => {
          const c = ctx.state.customers.find((x) => x.custId === cid);
          return { custId: cid, custName: c?.custName ?? '', externalUserId: c?.externalUserId ?? '', licenseNo: ctx.state.cars.find((x) => x.custId === cid)?.licenseNo ?? '' };
        }),
      };
    }),
    ctx.params,
  );
}

/**
 * Notifies a warning's customers: as a text message, or, with linkUrl (the 图文链接 variant), as a
 * link card to that web page; the send log tells the two apart.
 */
function sendWarning(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const warnings = ctx.state.disasterWarnings.filter((w) => w.comCode.slice(0, 2) === ctx.comId.slice(0, 2));
  const warning = warnings.find((w) => w.warningId === str(p, 'warningId', 'id'));
  if (!warning) return Reply.fail('灾害预警不存在');
  const linkUrl = str(p, 'linkUrl');
  if (linkUrl && !isWebUrl(linkUrl)) return Reply.fail('预警链接无效');
  const chosen = list(p, 'custIds', 'custIdList');
  const { allowed, blocked } = notBlacklisted(ctx, (chosen.length ? chosen : warning.custIds).filter((cid) => reachable(ctx, cid)));
  ctx.store.write(() => {
    warning.sendFlag = '1';
  });
  const sendId = recordSend(ctx, linkUrl ? 'disaster-link' : 'disaster', warning.warningId, allowed);
  return { sendId, warningId: warning.warningId, msgType: linkUrl ? 'link' : 'text', linkUrl, successCount: allowed.length, blockedCount: blocked.length };
}

function isWebUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

export const careMsgHandlers: HandlerMap = {
  queryCustcareMsgList: listMsgs,
  queryCustcareMsgById: (ctx) => {
    const m = findMsg(ctx);
    return m ? view(ctx, m) : Reply.fail('关怀消息不存在');
  },
  queryCustcareMsgByRegistNo: (ctx) => {
    const registNo = str(flat(ctx.params), 'registNo');
    return mine(ctx).filter((m) => m.registNo === registNo).map((m) => view(ctx, m));
  },
  sendCustcareMsg: send,
  modifyCustcareMsg: (ctx) => {
    const msg = findMsg(ctx);
    const content = str(flat(ctx.params), 'content', 'msgContent').trim();
    if (!msg) return Reply.fail('关怀消息不存在');
    if (msg.sendFlag === '1') return Reply.fail('消息已发送，不能再修改');
    if (!content) return Reply.fail('消息内容不能为空');
    if (Array.from(content).length > MAX_CONTENT) return Reply.fail(`消息内容不能超过${MAX_CONTENT}字`);
    ctx.store.write(() => {
      msg.content = content;
    });
    return view(ctx, msg);
  },
  // With a message id: regenerate its text (the manager's edits are dropped); without: the list.
  refreshCustcareMsg: (ctx) => {
    const msg = findMsg(ctx);
    if (!msg) return listMsgs(ctx);
    if (msg.sendFlag === '1') return Reply.fail('消息已发送，不能再修改');
    ctx.store.write(() => {
      msg.content = msg.generatedContent;
    });
    return view(ctx, msg);
  },
  updateCustcareMsgSendFlag: (ctx) => {
    const msg = findMsg(ctx);
    if (!msg) return Reply.fail('关怀消息不存在');
    setFlag(ctx, [msg], str(ctx.params, 'sendFlag') === '0' ? '0' : '1');
    return { careId: msg.careId, sendFlag: msg.sendFlag };
  },
  updateCustcareMsgSendFlagByRegistNo: (ctx) => {
    const registNo = str(flat(ctx.params), 'registNo');
    const msgs = mine(ctx).filter((m) => m.registNo === registNo);
    setFlag(ctx, msgs, str(ctx.params, 'sendFlag') === '0' ? '0' : '1');
    return { registNo, updated: msgs.length };
  },
  queryCustCareNumbers: counts,
  queryDisasterWarningMsgDetailList: warnings,
  sendDisasterWarningMsg: sendWarning,
};
