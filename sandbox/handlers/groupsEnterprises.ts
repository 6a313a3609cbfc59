/**
 * Linked customer group chats and partner enterprises (issue 23; calls assumed, see the catalogue
 * notes). A group chat is its owner's: another user, even an administrator, neither lists nor
 * configures it. Partner enterprises are the company's and only an administrator (the
 * getEnterpriseConfigPer permission) lists, creates or pauses them.
 */
import { isMainlandPhone, maskPhone } from '@/lib';
import { Reply } from '@sandbox/reply';
import type { Enterprise, LinkedGroup, SandboxState } from '@sandbox/seed/types';
import { fmtDateTime } from '@sandbox/util/dates';
import { flat, paginate, search, str } from './params';
import { relationOf } from './scope';
import { isAdmin } from './team';
import type { HandlerContext, HandlerMap } from './types';

/** What a non-administrator is told by the enterprise calls. */
export const ENTERPRISE_ADMIN_ONLY = '仅分公司管理员可以配置合作企业';
export const GROUP_NOT_FOUND = '未查询到该群聊，可能已解除关联或不属于您';
export const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const FLAG = (v: string): '0' | '1' => (v === '1' || v === 'true' ? '1' : '0');
const ENTERPRISE_TYPES: Record<Enterprise['enterpriseType'], string> = { '1': '车商', '2': '修理厂', '3': '团体客户', '4': '代理机构' };

const groupsOf = (state: SandboxState): LinkedGroup[] => (state.linkedGroups ??= []);
const enterprisesOf = (state: SandboxState): Enterprise[] => (state.enterprises ??= []);

/** The caller's own linked chats in their company. */
function ownGroups(ctx: HandlerContext): LinkedGroup[] {
  const me = ctx.user?.userCode ?? '';
  return (ctx.state.linkedGroups ?? []).filter((g) => g.comId === ctx.comId && g.ownerCode === me && me !== '');
}

function groupView(ctx: HandlerContext, g: LinkedGroup): Record<string, unknown> {
  const relation = relationOf(ctx.state, g.comId, g.chatId);
  return {
    chatId: g.chatId,
    chatName: g.chatName,
    memberCount: g.memberCount,
    customerCount: g.customerCount,
    custName: relation?.custName ?? '',
    licenseNo: relation?.licenseNo ?? '',
    robotEnabled: g.robotEnabled,
    quoteEnabled: g.quoteEnabled,
    filingEnabled: g.filingEnabled,
    renewalRemind: g.renewalRemind,
    welcomeText: g.welcomeText,
    statusName: g.robotEnabled === '1' ? (g.quoteEnabled === '1' ? '机器人报价中' : '机器人已开启') : '机器人未开启',
    createTime: g.createTime,
    lastActiveTime: g.lastActiveTime,
    updateTime: g.updateTime,
  };
}

/** Params: keyword (chat or filed customer name), robot ('1' on, '0' off), pageNo, pageSize. */
function queryLinkedGroupList(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const robot = str(p, 'robotEnabled');
  const mine = ownGroups(ctx);
  const rows = search(
    mine.filter((g) => !robot || g.robotEnabled === robot),
    str(p, 'keyword'),
    [(g) => g.chatName, (g) => relationOf(ctx.state, g.comId, g.chatId)?.custName ?? ''],
  ).sort((a, b) => b.lastActiveTime.localeCompare(a.lastActiveTime) || a.chatId.localeCompare(b.chatId));
  return {
    ...paginate(rows.map((g) => groupView(ctx, g)), ctx.params),
    groupCount: mine.length,
    robotCount: mine.filter((g) => g.robotEnabled === '1').length,
    memberTotal: mine.reduce((n, g) => n + g.customerCount, 0),
  };
}

function ownGroup(ctx: HandlerContext): LinkedGroup | Reply {
  const chatId = str(flat(ctx.params), 'chatId');
  if (!chatId) return Reply.fail('缺少群聊信息，请从多群管理进入');
  return ownGroups(ctx).find((g) => g.chatId === chatId) ?? Reply.fail(GROUP_NOT_FOUND);
}

function queryGroupConfig(ctx: HandlerContext): unknown {
  const g = ownGroup(ctx);
  return g instanceof Reply ? g : { ...groupView(ctx, g), ownerName: ctx.staff?.userName ?? '' };
}

/**
 * Saves a chat's robot settings. The robot's quoting and filing need the robot on; a welcome
 * text is at most 200 characters.
 */
function saveGroupConfig(ctx: HandlerContext): unknown {
  const g = ownGroup(ctx);
  if (g instanceof Reply) return g;
  const p = flat(ctx.params);
  const next = {
    robotEnabled: FLAG(str(p, 'robotEnabled')),
    quoteEnabled: FLAG(str(p, 'quoteEnabled')),
    filingEnabled: FLAG(str(p, 'filingEnabled')),
    renewalRemind: FLAG(str(p, 'renewalRemind')),
    welcomeText: str(p, 'welcomeText').trim(),
  };
  if (next.robotEnabled === '0' && (next.quoteEnabled === '1' || next.filingEnabled === '1')) return Reply.fail('请先开启群机器人，再开启自动报价或客户建档');
  if (next.welcomeText.length > 200) return Reply.fail('入群欢迎语最多 200 字');
  ctx.store.write((s) => {
    const own = groupsOf(s).find((x) => x.comId === g.comId && x.chatId === g.chatId);
    if (own) Object.assign(own, next, { updateTime: fmtDateTime(ctx.now) });
  });
  return { chatId: g.chatId, ...next, updateTime: fmtDateTime(ctx.now) };
}

/** Unlinks a chat from the app: the robot leaves it and it is no longer listed. */
function unlinkGroup(ctx: HandlerContext): unknown {
  const g = ownGroup(ctx);
  if (g instanceof Reply) return g;
  ctx.store.write((s) => {
    s.linkedGroups = groupsOf(s).filter((x) => !(x.comId === g.comId && x.chatId === g.chatId));
  });
  return { chatId: g.chatId, chatName: g.chatName, result: true };
}

function enterpriseView(ctx: HandlerContext, e: Enterprise): Record<string, unknown> {
  return {
    enterpriseId: e.enterpriseId,
    companyName: e.companyName,
    creditCode: e.creditCode,
    enterpriseType: e.enterpriseType,
    enterpriseTypeName: ENTERPRISE_TYPES[e.enterpriseType],
    contactName: e.contactName,
    contactPhone: maskPhone(e.contactPhone),
    address: e.address,
    status: e.status,
    statusName: e.status === '1' ? '合作中' : '已暂停',
    createUserName: ctx.state.staff.find((s) => s.userCode === e.createUserCode)?.userName ?? '',
    createTime: e.createTime,
  };
}

/** Params: keyword (name or credit code), pageNo, pageSize. Newest first. */
function queryEnterpriseConfigList(ctx: HandlerContext): unknown {
  if (!isAdmin(ctx.staff)) return Reply.fail(ENTERPRISE_ADMIN_ONLY);
  const all = (ctx.state.enterprises ?? []).filter((e) => e.comId === ctx.comId);
  const rows = search(all, str(flat(ctx.params), 'keyword'), [(e) => e.companyName, (e) => e.creditCode])
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || a.enterpriseId.localeCompare(b.enterpriseId));
  return {
    ...paginate(rows.map((e) => enterpriseView(ctx, e)), ctx.params),
    enterpriseCount: all.length,
    activeCount: all.filter((e) => e.status === '1').length,
  };
}

/** Creates a partner enterprise: name, credit code (unique in the company), type, contact. */
function addEnterpriseConfig(ctx: HandlerContext): unknown {
  if (!isAdmin(ctx.staff)) return Reply.fail(ENTERPRISE_ADMIN_ONLY);
  const p = flat(ctx.params);
  const companyName = str(p, 'companyName').trim();
  const creditCode = str(p, 'creditCode').trim().toUpperCase();
  const enterpriseType = str(p, 'enterpriseType');
  const contactName = str(p, 'contactName').trim();
  const contactPhone = str(p, 'contactPhone').trim();
  if (companyName.length < 4 || companyName.length > 50) return Reply.fail('请输入 4–50 字的企业名称');
  if (!CREDIT_CODE.test(creditCode)) return Reply.fail('请输入18位统一社会信用代码');
  if (!(enterpriseType in ENTERPRISE_TYPES)) return Reply.fail('请选择企业类型');
  if (!contactName) return Reply.fail('请输入联系人');
  if (!isMainlandPhone(contactPhone)) return Reply.fail('请输入正确的手机号码');
  const mine = enterprisesOf(ctx.state).filter((e) => e.comId === ctx.comId);
  const same = mine.find((e) => e.creditCode === creditCode);
  if (same) return Reply.fail(`统一社会信用代码已登记为“${same.companyName}”，请勿重复新建`);
  const now = fmtDateTime(ctx.now);
  const created: Enterprise = {
    enterpriseId: `EP${ctx.comId.slice(0, 2)}${String(1001 + mine.length)}`,
    comId: ctx.comId,
    companyName,
    creditCode,
    enterpriseType: enterpriseType as Enterprise['enterpriseType'],
    contactName,
    contactPhone,
    address: str(p, 'address').trim(),
    status: '1',
    createUserCode: ctx.user?.userCode ?? '',
    createTime: now,
    updateTime: now,
  };
  ctx.store.write((s) => {
    enterprisesOf(s).push(created);
  });
  return enterpriseView(ctx, created);
}

/** Pauses ('0') or resumes ('1') the cooperation with an enterprise of the company. */
function updateEnterpriseConfigStatus(ctx: HandlerContext): unknown {
  if (!isAdmin(ctx.staff)) return Reply.fail(ENTERPRISE_ADMIN_ONLY);
  const p = flat(ctx.params);
  const id = str(p, 'enterpriseId');
  const status = str(p, 'status');
  if (status !== '0' && status !== '1') return Reply.fail('请选择合作状态');
  const found = (ctx.state.enterprises ?? []).find((e) => e.enterpriseId === id && e.comId === ctx.comId);
  if (!found) return Reply.fail('未查询到该企业');
  ctx.store.write((s) => {
    const e = enterprisesOf(s).find((x) => x.enterpriseId === id && x.comId === ctx.comId);
    if (e) Object.assign(e, { status, updateTime: fmtDateTime(ctx.now) });
  });
  return enterpriseView(ctx, { ...found, status });
}

export const groupsEnterprisesHandlers: HandlerMap = {
  queryLinkedGroupList,
  queryGroupConfig,
  saveGroupConfig,
  unlinkGroup,
  queryEnterpriseConfigList,
  addEnterpriseConfig,
  updateEnterpriseConfigStatus,
};
