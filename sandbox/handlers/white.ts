/** Open calls under /wecom/white: switch and app config, shared article pages, area lists, robot relations. */
import provincesJson from '../../schemas/dicts/provinces.json';
import { Reply } from '@sandbox/reply';
import { CITIES, DISTRICTS } from '@sandbox/seed/refAreas';
import { isSandboxComId } from '@sandbox/session/personas';
import { provinceOf } from '@sandbox/seed/refPlaces';
import { fmtDateTime } from '@sandbox/util/dates';
import { configValue } from './config';
import { shareInfo } from './marketing';
import { newsContent, miniProLinkCheck, saveNewsAccess } from './news';
import { flat, str } from './params';
import { QUOTE_MISSING, QUOTE_NOT_FOUND, confirmQuote, withStatusName } from './robot';
import type { OcrResult } from '@sandbox/seed/types';
import { callerOf, canSeeQuote, canSeeRelation, relationOf } from './scope';
import type { HandlerContext, HandlerMap } from './types';

const APP_CONFIG_CODES = ['smart_business_card', 'check_wecom_phone_same_as_khyx', 'epolicy_merge_send', 'poster_lead_collect', 'assistant_enabled'];

function appConfig(ctx: HandlerContext): unknown {
  const comId = str(ctx.params, 'comId');
  if (!isSandboxComId(comId)) return Reply.fail(`未查询到省份${comId || ''}的应用配置`);
  const origin = new URL(ctx.request.url).origin;
  const province = provinceOf(comId);
  return {
    wecomComId: comId,
    userComId: ctx.user?.comId ?? comId,
    comName: province.comName,
    appType: str(ctx.params, 'appType') || '2',
    corpId: 'ww5a8e3c2f1d7b9e40',
    agentId: '1000017',
    vehicleUrl: `${origin}/vehicle/`,
    frontUrl: `${origin}/`,
    customerApi: comId === '51000000' ? 'customerForCS' : 'mc',
    configs: APP_CONFIG_CODES.map((configCode) => ({ configCode, comCode: comId, configValue: configValue(ctx.state, comId, configCode) })),
  };
}

/**
 * The sharer's card for pages customers open without a login: the staff member the call names
 * (never the caller), with the full number for dialling when the card shows the mobile.
 */
function openShareInfo(ctx: HandlerContext): unknown {
  const userCode = str(flat(ctx.params), 'userCode', 'shareUserCode');
  const staff = ctx.state.staff.find((s) => s.userCode === userCode);
  if (!staff) return Reply.fail('分享人信息不存在');
  const posterId = str(flat(ctx.params), 'posterId');
  const answer = shareInfo({ ...ctx, params: posterId ? { userCode, posterId } : { userCode } }) as { manager: Record<string, unknown>; shareConfig: { showMobile: boolean } };
  return { ...answer, manager: { ...answer.manager, phone: answer.shareConfig.showMobile ? staff.mobile : '' } };
}

/**
 * A shared poster for its public page: the image, its QR box and card area, and the link its QR
 * code carries, which is the same page again with the sharer (userCode) the link names.
 */
function sharedPoster(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const poster = ctx.state.posters.find((x) => x.posterId === str(p, 'posterId', 'id'));
  if (!poster) return Reply.fail('海报不存在或已下架');
  const userCode = str(p, 'userCode', 'shareUserCode');
  const sharer = ctx.state.staff.some((s) => s.userCode === userCode) ? userCode : '';
  const link = new URL(poster.linkUrl, new URL(ctx.request.url).origin);
  if (sharer) link.searchParams.set('userCode', sharer);
  return { posterId: poster.posterId, posterUrl: poster.imageUrl, posterName: poster.posterName, qrArea: poster.qrArea, cardArea: poster.cardArea, linkUrl: link.href };
}

function provinces(): unknown {
  return provincesJson.items.map((i) => ({ code: i.value.slice(0, 2) + '0000', comId: i.value, name: i.extra.fullName, shortName: i.label }));
}

/** The filing of the chat the call names, in the caller's company, when the caller may read it (scope.ts). */
function relation(ctx: HandlerContext): unknown {
  const chatId = str(flat(ctx.params), 'chatId', 'roomId');
  const found = chatId ? relationOf(ctx.state, ctx.comId, chatId) : undefined;
  return found && canSeeRelation(ctx.state, callerOf(ctx), found) ? found : null;
}

/**
 * Files the chat's customer. An external user files themselves (their own contact id); a chat
 * already filed for someone the caller may not see is refused.
 */
function saveRelation(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const chatId = str(p, 'chatId', 'roomId');
  if (!chatId) return Reply.fail('群聊ID不能为空');
  const caller = callerOf(ctx);
  const existing = relationOf(ctx.state, ctx.comId, chatId);
  if (existing && !canSeeRelation(ctx.state, caller, existing)) return Reply.fail('该群聊已由其他客户建档，请联系您的客户经理');
  // A chat linked to an existing customer file (relation-duplicate-files) takes its name.
  const custId = str(p, 'custId');
  const linked = custId ? ctx.state.customers.find((c) => c.custId === custId && c.comId === ctx.comId) : undefined;
  return ctx.store.write((s) => {
    const record = {
      comId: ctx.comId,
      chatId,
      chatName: str(p, 'chatName') || '客户服务群',
      custId,
      custName: str(p, 'custName') || linked?.custName || '',
      licenseNo: str(p, 'licenseNo'),
      externalUserId: caller.kind === 'external' ? caller.externalUserId : str(p, 'externalUserId'),
      updateTime: fmtDateTime(ctx.now),
    };
    const i = s.chatRoomRelations.findIndex((r) => r.comId === ctx.comId && r.chatId === chatId);
    if (i >= 0) s.chatRoomRelations[i] = { ...s.chatRoomRelations[i], ...Object.fromEntries(Object.entries(record).filter(([, v]) => v !== '')) };
    else s.chatRoomRelations.push(record);
    return relationOf(s, ctx.comId, chatId) ?? record;
  });
}

/**
 * The recognition record an open call names (ocrId, else the chat's) in the call's company:
 * without a session the chat or record id is the link's key (scope.ts rule 5), with one the
 * caller must be able to see it.
 */
function openQuote(ctx: HandlerContext, notFound: string): OcrResult | Reply {
  const p = flat(ctx.params);
  const ocrId = str(p, 'ocrId', 'id');
  const chatId = str(p, 'chatId', 'roomId');
  if (!ocrId && !chatId) return Reply.fail(QUOTE_MISSING);
  const caller = callerOf(ctx);
  const record = ctx.state.ocrResults.find(
    (o) => o.comId === ctx.comId && (ocrId ? o.ocrId === ocrId : o.chatId === chatId) && (caller.kind === 'anonymous' || canSeeQuote(ctx.state, caller, o)),
  );
  return record ?? Reply.fail(notFound);
}

/** The open twin of getRobotQtOcrResult, for the filing page opened from the chat's link. */
function getOcr(ctx: HandlerContext): unknown {
  const record = openQuote(ctx, QUOTE_NOT_FOUND);
  return record instanceof Reply ? record : withStatusName(record);
}

/** The open twin of updateRobotQtOcrResult: never writes the quoted premium. */
function updateOcr(ctx: HandlerContext): unknown {
  const record = openQuote(ctx, '识别记录不存在');
  return record instanceof Reply ? record : confirmQuote(ctx, record, false);
}

export const whiteHandlers: HandlerMap = {
  querySwitchConfig: (ctx) => configValue(ctx.state, ctx.comId, str(ctx.params, 'type') || 'wx_temporarily_do'),
  queryAppConfig: appConfig,
  whiteQueryNewsContent: newsContent,
  whiteSaveNewsAccess: saveNewsAccess,
  whiteQueryShareManagerInfo: openShareInfo,
  whiteCheckNewsHaveMiniProLink: miniProLinkCheck,
  whiteGetPosterUrl: sharedPoster,
  whiteQueryProvinceList: provinces,
  whiteQueryCityList: (ctx) => CITIES[(str(ctx.params, 'provinceCode') || '510000').slice(0, 2) + '0000'] ?? [],
  whiteQueryAreaList: (ctx) => DISTRICTS[str(ctx.params, 'cityCode') || '510100'] ?? [],
  whiteGetRobotQtOcrResult: getOcr,
  whiteUpdateOcrRelationship: updateOcr,
  whiteQueryChatRoomRelation: relation,
  whiteSaveChatRoomRelation: saveRelation,
};
