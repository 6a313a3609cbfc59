/** Login, JS-SDK signatures, identity and user management (catalogue domain "auth"). */
import { maskPhoneForCompare } from '@/lib';
import { Reply } from '@sandbox/reply';
import { makeManagerRecord } from '@sandbox/seed/staff';
import { loginPersona, personaForCode } from '@sandbox/session/login';
import { fmtDateTime } from '@sandbox/util/dates';
import { sha1Hex } from '@sandbox/util/sha1';
import { encryptId } from '@sandbox/seed/identity';
import { assetUrl } from '@sandbox/seed/assets';
import { staffView } from './lookup';
import { flat, search, str } from './params';
import { visibleCustomers } from './scope';
import type { HandlerContext, HandlerMap } from './types';

/** The failure message that means "no business card" to the permission gate. */
export const NO_MANAGER_RECORD_MESSAGE = '查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！';

const CORP_ID = 'ww5a8e3c2f1d7b9e40';
const AGENT_ID = '1000017';

/** WeCom JS-SDK signature: sha1 of jsapi_ticket, noncestr, timestamp and url (sorted). */
function jsSdkSignature(ctx: HandlerContext, ticket: string): Record<string, string | number> {
  const url = str(ctx.params, 'url', 'pageUrl') || 'http://localhost:5173/';
  const timestamp = Math.floor(ctx.now / 1000);
  const nonceStr = sha1Hex(`${url}|${timestamp}`).slice(0, 16);
  const signature = sha1Hex(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`);
  return { timestamp, nonceStr, signature };
}

function configSign(ctx: HandlerContext): unknown {
  const agent = str(ctx.params, 'type') === 'agent';
  const ticket = agent ? 'sandbox-agent-ticket' : 'sandbox-corp-ticket';
  return {
    appId: CORP_ID,
    corpId: CORP_ID,
    agentId: AGENT_ID,
    ...jsSdkSignature(ctx, ticket),
    jsApiList: ['sendChatMessage', 'getCurExternalContact', 'getContext', 'shareAppMessage', 'openEnterpriseChat', 'selectExternalContact', 'getCurExternalChat', 'closeWindow'],
  };
}

function login(ctx: HandlerContext): unknown {
  const code = str(ctx.params, 'code');
  if (!code) return Reply.fail('授权码不能为空');
  const comId = str(ctx.params, 'comId') || ctx.comId;
  const result = loginPersona(personaForCode(code).key, comId, ctx.now);
  return result ? result.token : Reply.fail('省份信息不正确，请从企业微信工作台重新进入');
}

function fakeLogin(ctx: HandlerContext): unknown {
  const result = loginPersona(str(ctx.params, 'persona') || 'manager', str(ctx.params, 'comId') || '51000000', ctx.now);
  return result ?? Reply.fail('未知的模拟登录身份或省份');
}

function logout(ctx: HandlerContext): unknown {
  const signature = ctx.token?.split('.')[2];
  if (signature) ctx.store.write((s) => void s.revokedTokens.push(signature));
  return true;
}

function currentUser(ctx: HandlerContext): unknown {
  const s = ctx.staff;
  if (!s) return ctx.user ? { userCode: ctx.user.userCode, userName: ctx.user.userName, comId: ctx.user.comId, comCode: ctx.user.comCode } : null;
  return { ...staffView(s), mobile: s.mobile, roles: s.roles, systemRole: 'qyUser', registered: Boolean(s.managerRecord) };
}

function userInfoByUserCode(ctx: HandlerContext): unknown {
  const userCode = str(ctx.params, 'userCode') || ctx.user?.userCode || '';
  const s = ctx.state.staff.find((x) => x.userCode === userCode);
  return s ? staffView(s) : Reply.fail('未查询到该工号对应的用户');
}

/** getUserInfo: the marketing (khyx) system's record, phone masked 3+4. */
function marketingUserInfo(ctx: HandlerContext): unknown {
  const userId = str(ctx.params, 'userId') || ctx.user?.userId || '';
  const s = ctx.state.staff.find((x) => x.userId === userId) ?? ctx.staff;
  if (!s) return Reply.fail('用户不在营销管理系统中', { userId });
  return { mobile: maskPhoneForCompare(s.khyxMobile), avatar: s.avatar, userName: s.userName, userCode: s.userCode };
}

function managerInfo(ctx: HandlerContext): unknown {
  const userCode = str(ctx.params, 'userCode') || ctx.user?.userCode || '';
  const record = ctx.state.staff.find((s) => s.userCode === userCode)?.managerRecord;
  if (!record) return Reply.fail(NO_MANAGER_RECORD_MESSAGE);
  return { ...record, type: record.recordType === '2' ? 'claimsAdvisor' : 'manager' };
}

function userRole(ctx: HandlerContext): unknown {
  const s = ctx.staff;
  const roles = s?.roles ?? ['externalUser'];
  return {
    userCode: ctx.user?.userCode ?? '',
    roles: roles.map((r) => ({ roleCode: r, roleName: { qyUser: '企业微信用户', reviewer: '建群审核人', admin: '分公司管理员', teamLeader: '团队长', externalUser: '外部联系人' }[r] ?? r })),
    isAdmin: roles.includes('admin') ? '1' : '0',
    isReviewer: roles.includes('reviewer') ? '1' : '0',
  };
}

function enterpriseConfigPer(ctx: HandlerContext): unknown {
  const admin = ctx.staff?.roles.includes('admin') ?? false;
  return { permission: admin, page: admin ? '' : '/error/401', configCodes: admin ? ['enterprise-config', 'enterprise-creat', 'enterprise-repair'] : [] };
}

function fuzzyUsers(ctx: HandlerContext): unknown {
  const keyword = str(ctx.params, 'keyword', 'userName', 'userCode', 'name');
  const staff = ctx.state.staff.filter((s) => s.comId === ctx.comId);
  // cardRegistered: whether the person has a manager / claims-advisor record, i.e. a business card.
  return search(staff, keyword, [(s) => s.userName, (s) => s.userCode]).slice(0, 20).map((s) => ({ ...staffView(s), cardRegistered: Boolean(s.managerRecord) }));
}

function misBindStatus(ctx: HandlerContext): unknown {
  const s = ctx.staff;
  return { bindStatus: s?.managerRecord || s?.misBound ? '1' : '0', userCode: s?.userCode ?? '', mobile: s ? maskPhoneForCompare(s.khyxMobile) : '', identifyNo: str(ctx.params, 'identifyNo') };
}

/** SMS-validated marketing binding: fixes the marketing phone (the phone-mismatch persona's way out). */
function updateUserBySms(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const smsCode = str(p, 'smsCode', 'validCode', 'code', 'verifyCode');
  if (smsCode && !/^\d{4,6}$/.test(smsCode)) return Reply.fail('短信验证码错误，请重新输入');
  const mobile = str(p, 'mobile', 'phone');
  const staff = ctx.staff;
  if (!staff) return Reply.fail('用户不在营销管理系统中');
  ctx.store.write(() => {
    staff.khyxMobile = mobile || staff.mobile;
    staff.misBound = true;
    if (staff.managerRecord) staff.managerRecord.mobile = staff.khyxMobile;
  });
  return { userCode: staff.userCode, mobile: maskPhoneForCompare(staff.khyxMobile), bindTime: fmtDateTime(ctx.now) };
}

function contactWayQrCode(ctx: HandlerContext): unknown {
  const userCode = ctx.user?.userCode ?? '';
  return { configId: encryptId(`contact-way-${userCode}`).slice(0, 24).toLowerCase(), qrCode: assetUrl('qrcode', `contact-${userCode}`), userCode };
}

function checkCommonAuthority(ctx: HandlerContext): unknown {
  const path = str(ctx.params, 'path', 'authCode');
  const role = ctx.user?.systemRole;
  if (role === 'externalUser' && path && !path.startsWith('/robot')) return { permission: false, page: '/error/401' };
  if (/reviewer-config|enterprise-/.test(path) && !ctx.staff?.roles.some((r) => r === 'admin' || r === 'reviewer')) {
    return { permission: false, page: '/error/401' };
  }
  return { permission: true };
}

export const authHandlers: HandlerMap = {
  configSign,
  config: (ctx) => ({ corpId: CORP_ID, agentId: AGENT_ID, ...jsSdkSignature(ctx, 'sandbox-agent-ticket'), debug: false }),
  login,
  fakeLogin,
  logout,
  codeExchangeId: (ctx) => {
    const persona = personaForCode(str(ctx.params, 'code'));
    return { userId: persona.people[ctx.comId].userId, userCode: persona.people[ctx.comId].userCode };
  },
  getQyUserIdByCode: (ctx) => personaForCode(str(ctx.params, 'code')).people[ctx.comId].userId,
  checkUseInPC: (ctx) => ({ inPC: /Windows|Macintosh/.test(ctx.request.headers.get('user-agent') ?? '') && !/Mobile/.test(ctx.request.headers.get('user-agent') ?? '') }),
  getUmTUserInfo: currentUser,
  getUmTUserInfoVerify: (ctx) => ({ ...(currentUser(ctx) as object), verified: true }),
  getSsologinToken: (ctx) => ({ ssoToken: encryptId(`sso-${ctx.user?.userCode ?? ''}-${Math.floor(ctx.now / 60000)}`), expiresIn: 300 }),
  getUserInfoByUserCode: userInfoByUserCode,
  getExternalUserIdByUnionId: (ctx) => {
    const unionId = str(ctx.params, 'unionId');
    return (unionId && visibleCustomers(ctx).find((c) => c.unionId === unionId)?.externalUserId) || '';
  },
  getMpPowerCode: (ctx) => (ctx.staff?.managerRecord ? '1' : '0'),
  getUserInfo: marketingUserInfo,
  queryUserCodeInManagerInfo: managerInfo,
  queryUserRole: userRole,
  getEnterpriseConfigPer: enterpriseConfigPer,
  fuzzyQueryUserByUserNameOrUserCode: fuzzyUsers,
  queryMisWXBindStatus: misBindStatus,
  updateUserQWBySMSValid: updateUserBySms,
  queryContactWayQRCode: contactWayQrCode,
  cancelQRCodeAndRegister: (ctx) => {
    const staff = ctx.staff;
    if (staff && !staff.managerRecord) {
      ctx.store.write(() => {
        staff.managerRecord = makeManagerRecord(staff, '1', fmtDateTime(ctx.now));
      });
    }
    return { result: true, userCode: staff?.userCode ?? '' };
  },
  queryInterconnectQRCode: (ctx) => ({ qrCode: assetUrl('qrcode', `interconnect-${ctx.comId}`), corpName: ctx.comId === '11000000' ? '北京市分公司' : '四川省分公司', expireTime: fmtDateTime(ctx.now + 7 * 86400000) }),
  applyInterconnect: (ctx) => ({ applyId: encryptId(`interconnect-${ctx.user?.userCode ?? ''}`).slice(0, 12), status: '0', statusName: '待审核' }),
  checkCommonAuthority,
};

