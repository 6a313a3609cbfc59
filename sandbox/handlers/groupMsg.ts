/** Group (mass) messages, renewal reminders and the message blacklist (domain "group-msg"). */
import { Reply } from '@sandbox/reply';
import { deliveryCounts, deliveryOf, unreachableReason } from '@sandbox/seed/delivery';
import type { GroupMsg, MsgAttachment } from '@sandbox/seed/types';
import { nextId } from '@sandbox/store';
import { calendarDaysUntil, fmtCompactDate, fmtDateTime } from '@sandbox/util/dates';
import { isJsonObject } from '@sandbox/util/json';
import { customerView, findCustomer } from './lookup';
import { flat, list, paginate, search, str } from './params';
import { notBlacklisted, recordSend } from './sends';
import { callerOf, canSeeCustomer, ownCustomers, visibleCustomers } from './scope';
import type { HandlerContext, HandlerMap } from './types';
import { isAdmin } from './team';

const MSG_TYPES = new Set(['0', '1', '2', '3', '5', '6']);

/** A group message as the app shows it; its figures derive from its recipients' states (seed/delivery.ts). */
function msgView(ctx: HandlerContext, m: GroupMsg): Record<string, unknown> {
  const { failures: _failures, ...rest } = m;
  const counts = deliveryCounts(m);
  return {
    ...rest,
    ...counts,
    msgTypeName: { '0': '营销推广', '1': '客户关怀', '2': '车险营销', '3': '非车营销', '5': '节日祝福', '6': '续保提醒' }[m.msgType],
    statusName: m.status === '0' ? '待发送' : counts.failCount === 0 ? '已发送' : counts.successCount === 0 ? '发送失败' : '部分失败',
    custCount: m.custIds.length,
    senderName: ctx.state.staff.find((s) => s.userCode === m.userCode)?.userName ?? '',
  };
}

function attachmentsOf(value: unknown): MsgAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isJsonObject).map((a) => ({
    msgtype: a.msgtype === 'image' || a.msgtype === 'miniprogram' || a.msgtype === 'text' ? a.msgtype : 'link',
    title: typeof a.title === 'string' ? a.title : '',
    url: typeof a.url === 'string' ? a.url : '',
    picUrl: typeof a.picUrl === 'string' ? a.picUrl : '',
  }));
}

function createMsg(ctx: HandlerContext, send: boolean): unknown {
  const p = flat(ctx.params);
  const content = str(p, 'content', 'text', 'msgContent');
  if (!content && !Array.isArray(p.attachments)) return Reply.fail('消息内容不能为空');
  const requested = list(p, 'custIds', 'custIdList');
  const external = list(p, 'externalUserIds', 'externalUserIdList');
  // A message goes only to customers the sender may reach (scope.ts); others are dropped.
  const reachable = visibleCustomers(ctx);
  const custIds = requested.length
    ? requested.filter((id) => reachable.some((c) => c.custId === id))
    : reachable.filter((c) => external.includes(c.externalUserId)).map((c) => c.custId);
  if ((requested.length || external.length) && !custIds.length) return Reply.fail('未查询到可发送的客户，请重新选择');
  const targets = custIds.length ? custIds : ownCustomers(ctx).slice(0, 10).map((c) => c.custId);
  const { allowed, blocked } = notBlacklisted(ctx, targets);
  const msgType = str(p, 'msgType', 'type');
  const userCode = ctx.user?.userCode ?? '';
  // A send reaches only the customers bound to the sender; the others fail with the reason.
  const failures = send
    ? allowed.map((custId) => ({ custId, reason: unreachableReason(ctx.state.bindings, userCode, custId) })).filter((f) => f.reason)
    : [];
  return ctx.store.write((s) => {
    const msgId = `GM${fmtCompactDate(ctx.now)}${nextId(s, 'GM', 4).slice(2)}`;
    const msg: GroupMsg = {
      msgId,
      userCode,
      msgType: MSG_TYPES.has(msgType) ? (msgType as GroupMsg['msgType']) : '0',
      filterType: '1',
      title: str(p, 'title') || '群发消息',
      content,
      attachments: attachmentsOf(p.attachments),
      custIds: allowed,
      batchNo: str(p, 'batchNo'),
      createTime: fmtDateTime(ctx.now),
      sendTime: send ? fmtDateTime(ctx.now) : '',
      status: !send ? '0' : failures.length ? '2' : '1',
      failures,
    };
    s.groupMsgs.unshift(msg);
    return { msgId, custCount: allowed.length, blockedCount: blocked.length, status: msg.status, ...deliveryCounts(msg) };
  });
}

function history(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const userCode = ctx.user?.userCode ?? '';
  let items = ctx.state.groupMsgs.filter((m) => m.userCode === userCode);
  const type = str(p, 'msgType');
  if (type) items = items.filter((m) => m.msgType === type);
  const filterType = str(p, 'filterType');
  if (filterType) items = items.filter((m) => m.filterType === filterType);
  items = search(items, str(p, 'keyword', 'title'), [(m) => m.title, (m) => m.content]);
  return paginate(items.map((m) => msgView(ctx, m)), ctx.params);
}

/** One of the caller's own group messages (another sender's, with its customers, is not found). */
function findMsg(ctx: HandlerContext): GroupMsg | undefined {
  const id = str(flat(ctx.params), 'msgId', 'id');
  const userCode = ctx.user?.userCode ?? '';
  return ctx.state.groupMsgs.find((m) => m.msgId === id && m.userCode === userCode);
}

/**
 * The customers of one group message with their send state (0 waiting, 1 delivered, 2 failed, with
 * the reason; seed/delivery.ts), optionally only one `sendStatus`. Rows carry the customer view
 * (masked mobile, labels, status) so the list can show who they are.
 */
function sendCustList(ctx: HandlerContext): unknown {
  const msg = findMsg(ctx);
  if (!msg) return Reply.fail('群发记录不存在');
  const wanted = str(flat(ctx.params), 'sendStatus', 'status');
  const rows = msg.custIds.map((custId) => {
    const c = ctx.state.customers.find((x) => x.custId === custId);
    const { sendStatus, failReason } = deliveryOf(msg, custId);
    return {
      ...(c ? customerView(ctx, c) : {}),
      custId,
      custName: c?.custName ?? '',
      avatar: c?.avatar ?? '',
      externalUserId: c?.externalUserId ?? '',
      sendStatus,
      sendStatusName: sendStatus === '0' ? '待发送' : sendStatus === '2' ? '发送失败' : '已送达',
      sendTime: msg.sendTime,
      failReason,
    };
  });
  return paginate(wanted ? rows.filter((r) => r.sendStatus === wanted) : rows, ctx.params, 20);
}

/**
 * The caller's customers in a renewal-reminder batch of their company (query batchNo; default the
 * company's newest batch; another manager's customers in it are theirs to remind), soonest expiry
 * first, each with the due vehicle policy, the days left and whether a renewal reminder of this
 * batch already reached them (`reminded`, `remindTime`; a failed one did not); `pendingCustIds`
 * lists those not reminded yet, the recipients of the next reminder.
 */
function renewalCustomers(ctx: HandlerContext): unknown {
  const batchNo = str(flat(ctx.params), 'batchNo');
  const batches = ctx.state.renewalBatches.filter((b) => b.comCode === ctx.comId);
  const batch = batchNo ? batches.find((b) => b.batchNo === batchNo) : batches[0];
  if (!batch) return { ...paginate([], ctx.params), batchNo: '', batchName: '' };
  const reminders = ctx.state.groupMsgs.filter((m) => m.msgType === '6' && m.batchNo === batch.batchNo && m.status !== '0');
  const mine = new Set(ownCustomers(ctx).map((c) => c.custId));
  const rows = batch.custIds
    .filter((custId) => mine.has(custId))
    .map((custId) => {
      const c = ctx.state.customers.find((x) => x.custId === custId);
      const policy = ctx.state.policies
        .filter((p) => p.custId === custId && p.vehicle && p.status === '1' && p.endDate > batch.createTime)
        .sort((a, b) => a.endDate.localeCompare(b.endDate))[0];
      const endDate = policy?.endDate.slice(0, 10) ?? '';
      // Reminded: a reminder of this batch reached them (one that failed did not).
      const reminder = reminders.find((m) => m.custIds.includes(custId) && deliveryOf(m, custId).sendStatus === '1');
      return {
        ...(c ? customerView(ctx, c) : {}),
        custId,
        batchNo: batch.batchNo,
        licenseNo: policy?.licenseNo ?? '',
        endDate,
        daysLeft: endDate ? Math.max(0, calendarDaysUntil(endDate, ctx.now)) : null,
        policyNo: policy?.policyNo ?? '',
        reminded: Boolean(reminder),
        remindTime: reminder?.sendTime ?? '',
      };
    })
    .sort((a, b) => a.endDate.localeCompare(b.endDate));
  return {
    ...paginate(rows, ctx.params, 20),
    batchNo: batch.batchNo,
    batchName: batch.batchName,
    batchTime: batch.createTime,
    remindedCount: rows.filter((r) => r.reminded).length,
    pendingCustIds: rows.filter((r) => !r.reminded).map((r) => r.custId),
  };
}

function blacklist(ctx: HandlerContext): unknown {
  const userCode = ctx.user?.userCode ?? '';
  const caller = callerOf(ctx);
  const visible = (custId: string): boolean => ctx.state.customers.some((c) => c.custId === custId && canSeeCustomer(ctx.state, caller, c));
  const items = ctx.state.blacklist.filter((b) => b.userCode === userCode || visible(b.custId));
  return paginate(search(items, str(ctx.params, 'keyword', 'custName'), [(b) => b.custName]), ctx.params, 20);
}

function updateBlacklist(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const op = str(p, 'operateType', 'type', 'action') || 'add';
  const customer = findCustomer(ctx, p);
  if (!customer) return Reply.fail('未查询到客户信息');
  const remove = op === 'remove' || op === 'delete' || op === '0';
  ctx.store.write((s) => {
    s.blacklist = s.blacklist.filter((b) => b.custId !== customer.custId);
    if (!remove) {
      s.blacklist.unshift({
        custId: customer.custId,
        custName: customer.custName,
        externalUserId: customer.externalUserId,
        userCode: ctx.user?.userCode ?? '',
        reason: str(p, 'reason') || '客户要求不再接收营销消息',
        createTime: fmtDateTime(ctx.now),
      });
    }
  });
  return { custId: customer.custId, inBlackList: !remove };
}

function blacklistConfig(ctx: HandlerContext): unknown {
  return ctx.state.blacklistConfigs.find((c) => c.comCode === ctx.comId) ?? null;
}

function saveBlacklistConfig(ctx: HandlerContext): unknown {
  // The company's push configuration is its administrators' (msg-blacklist/config).
  if (!isAdmin(ctx.staff)) return Reply.fail('仅分公司管理员可以修改消息推送配置');
  const p = flat(ctx.params);
  return ctx.store.write((s) => {
    let config = s.blacklistConfigs.find((c) => c.comCode === ctx.comId);
    if (!config) {
      config = { comCode: ctx.comId, enabled: '1', msgTypes: ['0', '2', '3'], maxPerWeek: 3, updateUserCode: '', updateTime: '' };
      s.blacklistConfigs.push(config);
    }
    const enabled = str(p, 'enabled', 'status');
    if (enabled === '0' || enabled === '1') config.enabled = enabled;
    const types = list(p, 'msgTypes');
    if (types.length) config.msgTypes = types;
    const max = Number(str(p, 'maxPerWeek', 'limitNum'));
    if (Number.isFinite(max) && max > 0) config.maxPerWeek = max;
    config.updateUserCode = ctx.user?.userCode ?? '';
    config.updateTime = fmtDateTime(ctx.now);
    return config;
  });
}

export const groupMsgHandlers: HandlerMap = {
  saveGroupMsg: (ctx) => createMsg(ctx, false),
  queryGroupMsgHistoryList: history,
  queryGroupMsgHistoryById: (ctx) => {
    const m = findMsg(ctx);
    return m ? msgView(ctx, m) : Reply.fail('群发记录不存在');
  },
  queryGroupMsgSendCustListById: sendCustList,
  sendTaskGroupMsg: (ctx) => {
    const result = createMsg(ctx, true);
    if (!(result instanceof Reply) && isJsonObject(result) && typeof result.msgId === 'string') recordSend(ctx, 'taskGroupMsg', result.msgId, []);
    return result;
  },
  queryTaskGroupMsgHistory: (ctx) => {
    const userCode = ctx.user?.userCode ?? '';
    const ids = new Set(ctx.state.sends.filter((x) => x.kind === 'taskGroupMsg' && x.userCode === userCode).map((x) => x.targetId));
    const items = ctx.state.groupMsgs.filter((m) => m.userCode === userCode && (ids.has(m.msgId) || m.status !== '0'));
    return paginate(items.map((m) => msgView(ctx, m)), ctx.params);
  },
  findRenewalReminderCustListByBatchNo: renewalCustomers,
  createRenewalReminderMsg: (ctx) => createMsg({ ...ctx, params: { msgType: '6', title: '续保提醒', ...ctx.params } }, true),
  getInMsgBlackList: blacklist,
  updateMsgBlackList: updateBlacklist,
  querySendMsgBlackListConfig: blacklistConfig,
  addOrUpdateSendMsgBlackListConfig: saveBlacklistConfig,
  sendWechatMessageOnWeiXin: (ctx) => {
    const p = flat(ctx.params);
    const customer = findCustomer(ctx, p);
    const sendId = recordSend(ctx, 'wechat', str(p, 'templateId', 'msgType') || 'text', customer ? [customer.custId] : []);
    return { sendId, msgid: `msg${sendId.slice(2)}`, errcode: 0, errmsg: 'ok' };
  },
};
