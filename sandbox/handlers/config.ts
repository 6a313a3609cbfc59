/** System and company configuration (catalogue domain "config"), plus the switch helpers. */
import { provinceComIdOf, provinceOf } from '@sandbox/seed/refPlaces';
import type { SandboxState } from '@sandbox/seed/types';
import { fmtDateTime } from '@sandbox/util/dates';
import { list, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

/** Config items other than the switches; switches default to '0' (spec 9). */
const CONFIG_DEFAULTS: Readonly<Record<string, string>> = {
  smart_business_card: '0',
  check_wecom_phone_same_as_khyx: '0',
  wx_temporarily_do: '0',
  group_msg_daily_limit: '1',
  epolicy_merge_send: '1',
  epolicy_download_limit: '5',
  poster_lead_collect: '1',
  news_share_track: '1',
  assistant_enabled: '1',
  claim_group_auto_invite: '1',
  short_link_domain: 'https://s.sandbox.local',
  kf_hotline: '95518',
};

/** Chinese names of the config items, and which are on/off switches ('0' off, '1' on). */
export const CONFIG_NAMES: Readonly<Record<string, { name: string; switch: boolean }>> = {
  smart_business_card: { name: '智能名片校验', switch: true },
  check_wecom_phone_same_as_khyx: { name: '营销手机号一致校验', switch: true },
  wx_temporarily_do: { name: '企业微信临时办理', switch: true },
  group_msg_daily_limit: { name: '群发每日限发', switch: true },
  epolicy_merge_send: { name: '电子保单合并发送', switch: true },
  epolicy_download_limit: { name: '电子保单每日下载上限（次）', switch: false },
  poster_lead_collect: { name: '海报线索收集', switch: true },
  news_share_track: { name: '文章分享追踪', switch: true },
  assistant_enabled: { name: '智能助手', switch: true },
  claim_group_auto_invite: { name: '理赔群自动邀请', switch: true },
  short_link_domain: { name: '短链接域名', switch: false },
  kf_hotline: { name: '客服热线', switch: false },
};

/** A config value: company switch, else global switch, else the defaults table, else defaultValue, else '0'. */
export function configValue(state: SandboxState, comCode: string, configCode: string, defaultValue?: string): string {
  const comId = /^\d{8}$/.test(comCode) ? provinceComIdOf(comCode) : '51000000';
  return (
    state.switches.byComId[comId]?.[configCode] ??
    state.switches.global[configCode] ??
    CONFIG_DEFAULTS[configCode] ??
    (defaultValue === undefined || defaultValue === '' ? '0' : defaultValue)
  );
}

function comCodeOf(ctx: HandlerContext): string {
  return str(ctx.params, 'comCode', 'comId') || ctx.user?.comCode || ctx.comId;
}

function item(ctx: HandlerContext, configCode: string): Record<string, string> {
  const comCode = comCodeOf(ctx);
  return {
    configCode,
    comCode,
    configValue: configValue(ctx.state, comCode, configCode, str(ctx.params, 'defaultValue') || undefined),
    configName: CONFIG_NAMES[configCode]?.name ?? configCode,
    valueType: (CONFIG_NAMES[configCode]?.switch ?? false) ? 'switch' : 'text',
    updateTime: fmtDateTime(ctx.now - 86400000),
  };
}

function allItems(ctx: HandlerContext): Array<Record<string, string>> {
  const codes = new Set([...Object.keys(CONFIG_DEFAULTS), ...Object.keys(ctx.state.switches.byComId[ctx.comId] ?? {})]);
  return [...codes].map((code) => item(ctx, code));
}

function query(ctx: HandlerContext): unknown {
  const codes = list(ctx.params, 'configCodes', 'configCodeList');
  const code = str(ctx.params, 'configCode', 'code', 'type');
  if (codes.length) return codes.map((c) => item(ctx, c));
  return code ? item(ctx, code) : allItems(ctx);
}

export const configHandlers: HandlerMap = {
  querySystemConfig: query,
  queryWecomSystemConfig: query,
  getWecomSystemConfig: (ctx) => ({ configValue: configValue(ctx.state, comCodeOf(ctx), str(ctx.params, 'configCode'), str(ctx.params, 'defaultValue') || undefined) }),
  queryKhyxSystemConfig: query,
  queryMultipleWxConfig: (ctx) => {
    const codes = list(ctx.params, 'configCodes', 'configCode', 'codes');
    return Object.fromEntries((codes.length ? codes : Object.keys(CONFIG_DEFAULTS)).map((c) => [c, configValue(ctx.state, comCodeOf(ctx), c)]));
  },
  queryWxApiTypeConfig: (ctx) => ({ apiType: ctx.comId === '51000000' ? 'new' : 'old', comId: ctx.comId, customerApi: ctx.comId === '51000000' ? 'customerForCS' : 'mc' }),
  queryShortLinkConfig: (ctx) => ({ enabled: '1', domain: configValue(ctx.state, comCodeOf(ctx), 'short_link_domain'), expireDays: 30 }),
  querySystemConfigYxValList: (ctx) => {
    const code = str(ctx.params, 'configCode', 'type') || 'yx_channel';
    const province = provinceOf(ctx.comId);
    return province.branches.map((b, i) => ({ configCode: code, comCode: b.comCode, comName: b.comName, configValue: String(i % 2), valName: i % 2 ? '开启' : '关闭' }));
  },
};
