/** A small fixture catalogue, independent of schemas/apis/*.json. */
import type { ApiDef, CompiledApi } from '@/core/types';

function api(id: string, method: ApiDef['method'], path: string, extra: Partial<ApiDef> = {}): CompiledApi {
  return { id, title: id, method, path, body: 'query', answer: 'unwrap', domain: 'fixture', ...extra };
}

export const FIXTURE_APIS: CompiledApi[] = [
  api('current', 'GET', '/wecom/api/current.do'),
  api('currentFull', 'GET', '/wecom/api/current.do', { answer: 'full' }),
  api('currentRaw', 'GET', '/wecom/api/current.do', { answer: 'raw' }),
  api('mcCall', 'POST', '/mc/customerBasic', { body: 'form' }),
  api('qtCall', 'GET', '/qt/creategroupapply/queryApplyCreateGroup'),
  api('clubCall', 'POST', '/wecomClub/queryPublishedVoucher', { body: 'json' }),
  api('tmCall', 'POST', '/tm/interactplatform/wechat/queryMarketingDistribute', { body: 'json' }),
  api('fwdCall', 'POST', '/wecom/api/fwdapi/reservation', { body: 'form' }),
  api('khyxCall', 'GET', '/khyx/api/queryKhyxSystemConfig.do'),
  api('otherDo', 'GET', '/other/api/plain.do'),
  api('fwdDo', 'GET', '/fwdapi/product/list.do'),
  api('newFrontDo', 'GET', '/newFront/api/page.do'),
  api('noBody', 'GET', '/wecom/api/echo', { body: 'none' }),
  api('echoQuery', 'GET', '/wecom/api/echo'),
  api('echoPostQuery', 'POST', '/wecom/api/echo', { body: 'query' }),
  api('echoForm', 'POST', '/wecom/api/echo', { body: 'form' }),
  api('echoJson', 'POST', '/wecom/api/echo', { body: 'json' }),
  api('echoMultipart', 'POST', '/wecom/api/echo', { body: 'multipart' }),
  api('echoQueryJson', 'POST', '/wecom/api/echo', { body: 'query+json' }),
  api('echoQueryForm', 'POST', '/wecom/api/echo', { body: 'query+form' }),
  api('echoBearer', 'GET', '/assistant/echo', { auth: 'bearer' }),
  api('slow', 'GET', '/wecom/api/slow.do', { timeoutMs: 50 }),
  api('quiet', 'GET', '/wecom/api/quiet.do', { notCheckLogout: true }),
  api('tradeStatusReason', 'GET', '/wecom/api/tradeStatusReason.do', { emptyListOnError: true }),
  api('getMpPowerCode', 'GET', '/wecom/api/getMpPowerCode.do', { fallbackOnError: '0' }),
  api('strict', 'GET', '/wecom/api/strict.do', { handleError: true }),
  api('toEncryptCustId', 'GET', '/wecom/api/toEncryptCustId.do'),
  api('weixinCustMainBinding', 'POST', '/wecom/api/weixinCustMainBinding.do', {
    body: 'json',
    encryptIds: ['encryptCustId', 'encryptCustIdAndUserCode'],
  }),
  api('weixinBaseInfoSearch', 'GET', '/wecom/api/weixinBaseInfoSearch.do', { fillFromCache: ['custId', 'idNumber'] }),
  api('customerCar', 'POST', '/mc/customerCar', {
    body: 'form',
    dedupe: true,
    province51: 'customerCarForCS',
    encryptIds: ['encryptCustId'],
    urlEncode: ['licenseNo', 'frameNo', 'vinNo'],
  }),
  api('customerCarForCS', 'POST', '/wecom/api/customerForCS/customerCar', { body: 'form', dedupe: true }),
  api('carInfo', 'GET', '/wecom/api/weixinCarBaseInfoSearch.do', { urlEncode: ['licenseNo', 'frameNo', 'vinNo'] }),
  api('weixinCustMainQuery', 'POST', '/wecom/api/weixinCustMainQuery.do', { body: 'json', cacheAs: 'wx_todoTaskCache' }),
  api('mpNewsInteraction', 'GET', '/wecom/api/mpNewsInteraction.do', { cacheAs: 'mpNewsInteraction' }),
  api('querySwitchConfig', 'GET', '/wecom/white/querySwitchConfig.do', { fallbackOnError: '0', cacheAs: 'wx_request_do' }),
  api('exportFile', 'GET', '/wecom/api/exportFile.do', { answer: 'blob' }),
  api('downLoadFileByPath', 'GET', '/assistant/downLoadFileByPath', { auth: 'bearer' }),
];
