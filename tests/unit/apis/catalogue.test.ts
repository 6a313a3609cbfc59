/**
 * The call catalogue (schemas/apis/*.json) against its meta-schema and against spec/calls.md section 7.
 * The spec's call names are copied below as literal data, so a call dropped from the catalogue fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { ApiDef, ApiModule } from '../../../src/core/types';

const ROOT = resolve(__dirname, '../../..');
const API_DIR = join(ROOT, 'schemas/apis');
const META = JSON.parse(readFileSync(join(ROOT, 'schemas/meta/api-module.schema.json'), 'utf8')) as object;

const files = readdirSync(API_DIR).filter((f) => f.endsWith('.json')).sort();
const modules = files.map((file) => ({
  file,
  doc: JSON.parse(readFileSync(join(API_DIR, file), 'utf8')) as ApiModule,
}));
const all: Array<ApiDef & { domain: string }> = modules.flatMap(({ doc }) =>
  doc.apis.map((a) => ({ ...a, domain: doc.domain })),
);
const byId = new Map(all.map((a) => [a.id, a]));
const get = (id: string): ApiDef & { domain: string } => {
  const api = byId.get(id);
  if (!api) throw new Error(`no catalogue entry with id ${id}`);
  return api;
};

/**
 * Every call spec/calls.md section 7 names, as written there (a sub-folder or a leading '/' is part
 * of the name when the spec gives it). An optional 'GET ' / 'POST ' prefix pins the method where the
 * spec uses one name for two calls.
 */
const SPEC_CALLS: Record<string, string[]> = {
  '7.1': [
    'config-sign.do', 'config.do', 'login.do', 'fake-login.do', 'confirmQRCodeLoginPC', 'codeExchangeId.do',
    'logout.do', 'getUmTUserInfo.do', 'getUmTUserInfoVerify.do', 'getSsologinToken.do',
    'getUserInfoByUserCode.do', 'getQyUserIdByCode', 'checkUseInPC', 'getExternalUserIdByUnionId.do',
    'getMpPowerCode.do', 'querySystemConfig.do', 'queryWecomSystemConfig.do', 'getWecomSystemConfig.do',
    'queryKhyxSystemConfig.do', 'queryMultipleWxConfig.do', 'queryWxApiTypeConfig.do',
    'queryShortLinkConfig.do', 'querySystemConfigYxValList', '/weComAPI/getUserInfo',
    'queryUserCodeInManagerInfo', 'queryUserRole', 'getEnterpriseConfigPer',
    'fuzzyQueryUserByUserNameOrUserCode', 'queryMisWXBindStatus.do', 'updateUserQWBySMSValid',
    'queryContactWayQRCode.do', 'cancelQRCodeAndRegister.do', 'queryInterconnectQRCode', 'applyInterconnect',
  ],
  '7.2': [
    'weixinCustMainQuery.do', 'weixinCustMainBinding.do', 'weixinCustMainRemove.do', 'getExternalContact.do',
    'getExternalContactdetail.do', 'modifyExternalContactRemark.do', 'queryWxContactInfo.do',
    'weixinCustPortraitDetail.do', 'weixinCustInsureDetail.do', 'weixinCustProductDetail.do',
    'weixinBaseInfoSearch.do', 'weixinCustStatusSearch.do', 'weixinCustValueInfoSearch.do',
    'weixinPlydtlSearch.do', 'weixinPlysumSearch.do', 'weixinRemindInfoSearch.do',
    'weixinThirdInCreaseSearch.do', 'weixinCarBaseInfoSearch.do', 'weixinCustEleSaleTagsDetail.do',
    'weixinComplantInfoSearch.do', 'tradeStatusReason.do', 'decryptCustomerPhone.do', 'getHashPhoneCode.do',
    'queryCustPhoneByLicenseNo.do', 'queryCustInsureInfo', 'qryVisitInfoByUnionId.do',
    'getWeiXinHashCodeOnPhone', 'queryCustomerNameByUnionId.do', 'getUserByLicenseNo.do', 'queryHistoryCar',
    'queryHistoryPrp', 'ocrCompanyName', 'saveLeadInfo', 'queryLeadInfos', 'delLeadInfo', 'addFavorite',
    'deleteFavorite', 'queryPatterType3HasFavorites.do',
    '/mc/customerBasic', '/mc/customerComm', '/mc/customerTrading', '/mc/customerCar', '/mc/query.do',
    '/mc/batchAddCustByCertificateNo', '/mc/calculationBindingRate', '/mc/calculateRenewalRate',
    '/mc/custManagerInfoRegister', '/mc/updateCustManagerInfo', '/mc/getPhoneListByCustId',
    'reservation', 'queryReservation', 'updateAdviserByJson', 'getUserMsg', 'product/queryProductClassList',
    'customerInfo/customerCarInfo', 'queryAddedService.do', 'queryAllActivityNode.do',
    'weChatQueryCustomer.do', 'queryProposalDetailForWechat.do', 'queryCustManagerPersonalIndicators.do',
    'updateNonVehicleAdviser', '/qt/creategroupapply/getCustomerLevel', 'getRecordUrlForWechat',
  ],
  '7.3': [
    'sendElectronicPolicy.do', 'sendElectronicPolicyById', 'saveSendPolicyHistory.do',
    'getElectronicPolicyAndSend.do', 'getElectronicPolicyAndSendToManager', 'getSendEPolicyLink.do',
    'getSendEPolicyLinkByPolicyNoAndIdNo.do', 'queryCustomerPolicy.do', 'getDownloadEPolicyLink.do',
    'queryEPolicyByCodeAndIdNo.do', 'queryPolicyNoInfo.do', 'queryEPayUrlInfo.do', 'queryETInsureLink',
    'getVehiclePolicyByExternalUserId.do', 'getPolicyListByRegistNo', 'queryUnSendNumbers.do',
    'saveSendHistory.do', 'queryPolicyList.do', 'queryPolicyDownloadDetail', 'getDownloadLimitMsg',
    'updateSendFlagByPolicyNo', 'updateSendFlagById', 'saveMergeSendEnable', '/qth/proposalsearch/reissue',
    'productcatalog/queryProductList.do', 'saveProposalLogOnWechat.do', 'checkUserCodeWithProposal.do',
    'createClaimGroup.do', 'queryClaimGroup.do', 'claimDrainage.do', 'claimBehaviorRecords',
    'piccclaim/ClaimInterfServlet', 'delClaimGroup.do', 'getClaimManager', 'queryFirstAccidentCareMsg',
    'getNonAutoRiskClassName',
  ],
  '7.4': [
    'queryMpNews.do', 'queryNewsById.do', 'queryNewsInfoByArticleId.do', 'queryMpNewsCategory.do',
    'queryWxTMpNewsAccessHistory.do', 'queryNewsContent.do', 'queryArticleInsuranceInfo.do',
    'checkNewsHaveMiniProLink.do', 'mpNewsInteraction.do', 'sendMpNews.do', 'saveNews.do', 'createMpNews.do',
    'queryMpNewsByArticleId.do', 'queryNewsInsuranceName.do',
    'saveGroupMsg.do', 'queryGroupMsgHistoryList.do', 'queryGroupMsgHistoryById.do',
    'queryGroupMsgSendCustListById.do', 'sendTaskGroupMsg.do', 'queryTaskGroupMsgHistory.do',
    'findRenewalReminderCustListByBatchNo.do', 'createRenewalReminderMsg.do', 'getInMsgBlackList.do',
    'updateMsgBlackList.do', '/api/querySendMsgBlackListConfig', '/api/addOrUpdateSendMsgBlackListConfig',
    'sendWechatMessageOnWeiXin',
    'queryCustcareMsgList', 'queryCustCareNumbers.do', 'queryDisasterWarningMsgDetailList',
    'sendDisasterWarningMsg.do',
    'queryQwPosterClass', 'uploadPosterWithPosterUrl.do', 'queryQwPosterMain', 'posterChangeLink.do',
    'savePosterShareConfig', 'queryPatterMain.do',
    'uploadMedia.do', 'uploadAttachment', 'getImageBase64.do',
    'POST /tm/interactplatform/wechat/tmtgraphicmain/queryTmTGraphicMain',
    '/tm/interactplatform/wechat/tmtQwPatterMainWeb/queryTmTQwPatterMain',
    '/tm/interactplatform/wechat/queryTmTQwPatterClass',
    '/tm/interactplatform/wechat/tmtqwpatterclass/queryPatterClass',
    'POST /tm/interactplatform/wechat/queryMarketingDistribute',
    '/tm/interactplatform/wechat/tmtqwpostermain/getPosterLinkUrl',
    '/tm/interactplatform/wechat/getInsureUrl',
    '/tm/interactplatform/wechat/queryMarketingDistributeDetail',
    'GET /tm/interactplatform/wechat/queryTmTGraphicMain',
    '/tm/interactplatform/wechat/queryTmTGraphicMainById',
    '/tm/interactplatform/wechat/queryTmTQwPosterMainById',
    '/tm/interactplatform/wechat/checkLatestResource',
    'workplaceposition/bind', 'workplaceposition/unBind', 'workplaceposition/queryBind',
    'workplaceposition/querySignIn', 'workplaceposition/signIn',
    'POST /wecom/api/queryMarketingDistribute.do', 'getTrainingResource', 'queryMomentsTask',
    'queryMomentsTaskCount', 'queryShareConfigAndManagerInfo', 'saveClickInfo.do', 'getEncryptUrl.do',
    'getEncryptCode.do', 'getSaCredential.do', 'saveBuryingPoint',
    '/wecomClub/queryPublishedVoucher', '/wecomClub/queryVoucherOrder',
    'queryServiceManagerNewCommentNum.do', 'queryConfigForNewCar', 'queryConfigForBindingSource',
  ],
  '7.5': [
    'queryReviewerConfig', 'queryReviewerConfigList', 'multipleComCodesFilter', 'addOrUpdateReviewerConfig',
    'deleteReviewerConfig', 'submitCreateGroupApply', 'submitCreateGroupApplyIsOpen', 'queryApplyCreateGroup',
    'checkIsSubmitApplyCreateGroup', 'reviewApplyCreateGroup', 'findServiceManagerUserByCreateGroup',
    'checkRpaApply', 'deleteRpaApply',
  ],
  '7.6': ['getRobotQtOcrResult', 'updateRobotQtOcrResult'],
  '7.7': [
    'getSalesPitch', 'isUseful', 'getFrequentlyQuestions', 'getNavigationList', 'saveIntellRecord',
    'generateSessionId', 'showAssistantByUser', 'checkIsValidRiskCode', 'insertWhiteListByFunc',
    'invalidFunctionCode', 'getFileInfoByFileName', 'downLoadFileByPath', 'getReportAnalyze',
    'saveUsageRecord', 'getTokenUser', 'chatWithChatBot.do', 'saveAssistantConfigInfo',
    'queryAssistantConfigInfo', 'reservationTask', 'getAddedService',
  ],
};

/** Path prefix every call of a section must carry (where the section names one). */
const SECTION_PREFIX: Record<string, string> = { '7.5': '/qt/creategroupapply/', '7.7': '/assistant/' };

/** Calls the spec describes without a name, mapped to the id we chose for each. */
const DESCRIBED_CALLS: Record<string, string> = {
  'app config fetch (product.md 4.1 / 7)': 'queryAppConfig',
  'switch query, type wx_temporarily_do': 'querySwitchConfig',
  'toEncryptCustId (spec 4)': 'toEncryptCustId',
  'common authority check (spec 6)': 'checkCommonAuthority',
  'authority check for group creation (7.3)': 'checkCreateGroupAuthority',
  'car use place lookup by unionId (7.2)': 'queryCarUsePlaceByUnionId',
  'car use place save (7.2)': 'saveCarUsePlace',
  'customer-for-CS customerBasic (51000000)': 'customerBasicForCS',
  'customer-for-CS customerComm (51000000)': 'customerCommForCS',
  'customer-for-CS customerTrading (51000000)': 'customerTradingForCS',
  'customer-for-CS customerCar (51000000)': 'customerCarForCS',
  'care message by id': 'queryCustcareMsgById',
  'care message by registNo': 'queryCustcareMsgByRegistNo',
  'care message send': 'sendCustcareMsg',
  'care message modify': 'modifyCustcareMsg',
  'care message refresh': 'refreshCustcareMsg',
  'care message send-flag update': 'updateCustcareMsgSendFlag',
  'care message send-flag update by registNo': 'updateCustcareMsgSendFlagByRegistNo',
  'white: article content': 'whiteQueryNewsContent',
  'white: mini-program link check': 'whiteCheckNewsHaveMiniProLink',
  'white: insure link': 'whiteGetInsureUrl',
  'white: poster url': 'whiteGetPosterUrl',
  'white: province list': 'whiteQueryProvinceList',
  'white: city list': 'whiteQueryCityList',
  'white: area list': 'whiteQueryAreaList',
  'white: OCR relationship update': 'whiteUpdateOcrRelationship',
  'white: chat-room relation query': 'whiteQueryChatRoomRelation',
  'white: chat-room relation save': 'whiteSaveChatRoomRelation',
  'assistant: information summary': 'getInformationSummary',
  'assistant: quote': 'getQuoteInfo',
  'assistant: proposal': 'getProposalInfo',
  'assistant: claim-detail': 'getClaimDetail',
  'assistant: per-person report list': 'queryPersonReportList',
  'assistant: per-person report detail': 'queryPersonReportDetail',
};

function matches(api: ApiDef, spec: string): boolean {
  const m = /^(GET|POST) (.*)$/.exec(spec);
  const method = m?.[1];
  const name = m ? m[2] : spec;
  if (method && api.method !== method) return false;
  return name.startsWith('/') ? api.path === name || api.path.endsWith(name) : api.path.endsWith(`/${name}`);
}

describe('call catalogue: format', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(META);

  it.each(files)('%s validates against api-module.schema.json', (file) => {
    const { doc } = modules.find((m) => m.file === file)!;
    const ok = validate(doc);
    expect(ok ? [] : validate.errors).toEqual([]);
  });

  it.each(files)('%s: domain equals the file name and $schema points at the meta-schema', (file) => {
    const { doc } = modules.find((m) => m.file === file)!;
    expect(doc.domain).toBe(file.replace(/\.json$/, ''));
    expect(doc.$schema).toBe('../meta/api-module.schema.json');
    expect(doc.apis.length).toBeGreaterThan(0);
  });

  it('ids are unique across all files', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const a of all) {
      if (seen.has(a.id)) dupes.push(`${a.id} (${seen.get(a.id)}, ${a.domain})`);
      seen.set(a.id, a.domain);
    }
    expect(dupes).toEqual([]);
  });

  it('method + path pairs are unique', () => {
    const keys = all.map((a) => `${a.method} ${a.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('holds at least 220 calls', () => {
    expect(all.length).toBeGreaterThanOrEqual(220);
  });

  it('every title holds Chinese text', () => {
    expect(all.filter((a) => !/[\u4e00-\u9fff]/.test(a.title)).map((a) => a.id)).toEqual([]);
  });

  it('paths use only the prefixes the spec names', () => {
    const prefixes = [
      '/wecom/api/', '/mc/', '/qt/creategroupapply/', '/tm/interactplatform/wechat/', '/wecomClub/',
      '/assistant/', '/weComAPI/', '/api/', '/wecom/white/', '/wf/tm/', '/qth/proposalsearch/', '/productcatalog/',
    ];
    expect(all.filter((a) => !prefixes.some((p) => a.path.startsWith(p))).map((a) => a.id)).toEqual([]);
  });

  it('GET calls send params in the query string (or nothing)', () => {
    expect(all.filter((a) => a.method === 'GET' && !['query', 'none'].includes(a.body)).map((a) => a.id)).toEqual([]);
  });
});

describe('call catalogue: complete against spec/calls.md section 7', () => {
  for (const [section, names] of Object.entries(SPEC_CALLS)) {
    it(`section ${section}: every named call has an entry`, () => {
      const missing = names.filter((n) => !all.some((a) => matches(a, n)));
      expect(missing).toEqual([]);
      const prefix = SECTION_PREFIX[section];
      if (prefix) {
        const outside = names.filter((n) => !all.some((a) => matches(a, n) && a.path.startsWith(prefix)));
        expect(outside).toEqual([]);
      }
    });
  }

  it('calls the spec only describes have their chosen ids, marked assumed', () => {
    const missing = Object.entries(DESCRIBED_CALLS).filter(([, id]) => !byId.has(id));
    expect(missing).toEqual([]);
    expect(Object.values(DESCRIBED_CALLS).filter((id) => byId.get(id)?.assumed !== true)).toEqual([]);
  });

  it('names shared by two calls map to two distinct entries', () => {
    expect(get('queryTmTGraphicMainPost')).toMatchObject({ method: 'POST', path: '/tm/interactplatform/wechat/tmtgraphicmain/queryTmTGraphicMain' });
    expect(get('queryTmTGraphicMain')).toMatchObject({ method: 'GET', path: '/tm/interactplatform/wechat/queryTmTGraphicMain' });
    expect(get('queryMarketingDistribute')).toMatchObject({ method: 'POST', body: 'form', path: '/wecom/api/queryMarketingDistribute.do' });
    expect(get('queryMarketingDistributeInteract').path).toBe('/tm/interactplatform/wechat/queryMarketingDistribute');
  });
});

describe('call catalogue: options from spec/calls.md sections 4, 6, 8 and 9', () => {
  it('the three long timeouts, and no other', () => {
    expect(get('sendTaskGroupMsg').timeoutMs).toBe(600000);
    expect(get('batchAddCustByCertificateNo').timeoutMs).toBe(300000);
    expect(get('fuzzyQueryUserByUserNameOrUserCode').timeoutMs).toBe(10000);
    expect(all.filter((a) => a.timeoutMs !== undefined).map((a) => a.id).sort()).toEqual(
      ['batchAddCustByCertificateNo', 'fuzzyQueryUserByUserNameOrUserCode', 'sendTaskGroupMsg'],
    );
  });

  it('trade status, product class and news category failures give an empty list', () => {
    expect(all.filter((a) => a.emptyListOnError).map((a) => a.id).sort()).toEqual(
      ['queryMpNewsCategory', 'queryProductClassList', 'tradeStatusReason'],
    );
    expect(get('tradeStatusReason').debounceMs).toBe(500);
  });

  it('power code and switch config failures give "0"', () => {
    expect(get('getMpPowerCode').fallbackOnError).toBe('0');
    expect(get('querySwitchConfig').fallbackOnError).toBe('0');
  });

  it('every /assistant call carries the bearer token, and only those', () => {
    const assistant = all.filter((a) => a.path.startsWith('/assistant/'));
    expect(assistant.length).toBeGreaterThanOrEqual(20);
    expect(assistant.filter((a) => a.auth !== 'bearer').map((a) => a.id)).toEqual([]);
    expect(all.filter((a) => a.auth === 'bearer' && !a.path.startsWith('/assistant/')).map((a) => a.id)).toEqual([]);
  });

  it('every province51 names an existing id, and the four customer-centre calls have one', () => {
    const withVariant = all.filter((a) => a.province51 !== undefined);
    expect(withVariant.filter((a) => !byId.has(a.province51!)).map((a) => a.id)).toEqual([]);
    expect(withVariant.map((a) => a.id).sort()).toEqual(['customerBasic', 'customerCar', 'customerComm', 'customerTrading']);
    for (const a of withVariant) {
      const v = get(a.province51!);
      expect(v.method).toBe(a.method);
      expect(v.body).toBe(a.body);
    }
  });

  it('encrypted ids are completed before binding, complaint, reminder, car-info, customer-car, level and recording calls', () => {
    expect(get('weixinCustMainBinding').encryptIds).toEqual(['encryptCustId', 'encryptCustIdAndUserCode']);
    for (const id of [
      'weixinComplantInfoSearch', 'weixinRemindInfoSearch', 'weixinCarBaseInfoSearch', 'customerCar',
      'customerCarForCS', 'getCustomerLevel', 'getRecordUrlForWechat',
    ]) {
      expect(get(id).encryptIds, id).toContain('encryptCustId');
    }
  });

  it('every weixin* customer read query fills custId and idNumber from the caches', () => {
    const reads = all.filter((a) => /\/weixin\w+(Search|Detail|Query)\.do$/.test(a.path));
    expect(reads.length).toBe(14);
    expect(reads.filter((a) => JSON.stringify(a.fillFromCache) !== '["custId","idNumber"]').map((a) => a.id)).toEqual([]);
    expect(get('weixinCustMainBinding').fillFromCache).toBeUndefined();
  });

  it('licence, frame and vin are URL-encoded on the calls that carry them', () => {
    for (const id of ['queryCustPhoneByLicenseNo', 'getUserByLicenseNo']) expect(get(id).urlEncode).toEqual(['licenseNo']);
    for (const id of ['weixinCarBaseInfoSearch', 'customerCar', 'customerCarForCS', 'queryHistoryCar']) {
      expect(get(id).urlEncode).toEqual(['licenseNo', 'frameNo', 'vinNo']);
    }
  });

  it('identical in-flight customer-car calls share one result', () => {
    expect(all.filter((a) => a.dedupe).map((a) => a.id).sort()).toEqual(['customerCar', 'customerCarForCS']);
  });

  it('cached results name their storage keys', () => {
    expect(get('mpNewsInteraction').cacheAs).toBe('mpNewsInteraction');
    expect(get('weixinCustMainQuery').cacheAs).toBe('wx_todoTaskCache');
    expect(get('querySwitchConfig').cacheAs).toBe('wx_request_do');
  });

  it('open calls are exactly the /wecom/white ones', () => {
    const white = all.filter((a) => a.path.startsWith('/wecom/white/'));
    expect(white.length).toBeGreaterThanOrEqual(10);
    expect(all.filter((a) => (a.public === true) !== a.path.startsWith('/wecom/white/')).map((a) => a.id)).toEqual([]);
  });

  it('answer styles: full, blob and unwrap where chosen', () => {
    expect(get('queryClaimGroup').answer).toBe('full');
    // Their readers want the payload only (the policy list; the bigModel flag).
    for (const id of ['getPolicyListByRegistNo', 'showAssistantByUser']) expect(get(id).answer, id).toBe('unwrap');
    expect(get('downLoadFileByPath').answer).toBe('blob');
    expect(get('getDownloadEPolicyLink').answer).toBe('unwrap');
  });

  it('body kinds the spec states', () => {
    expect(get('saveSendPolicyHistory').body).toBe('multipart');
    expect(get('updateUserQWBySMSValid').body).toBe('query+json');
    expect(get('updateRobotQtOcrResult').body).toBe('query+json');
    expect(get('getAddedService').body).toBe('query+json');
    expect(get('chatWithChatBot').body).toBe('query');
    expect(get('sendElectronicPolicy').body).toBe('form');
    expect(get('queryPolicyList').body).toBe('json');
    for (const id of ['customerBasic', 'customerComm', 'customerTrading', 'customerCar', 'mcQuery']) expect(get(id).body, id).toBe('form');
  });

  it('the navigation guard and permission gate calls exist with their agreed shapes', () => {
    expect(get('querySwitchConfig')).toMatchObject({ method: 'GET', path: '/wecom/white/querySwitchConfig.do', body: 'query', assumed: true });
    expect(get('queryAppConfig')).toMatchObject({ method: 'GET', path: '/wecom/white/queryAppConfig.do', body: 'query', assumed: true });
    expect(get('getWecomSystemConfig')).toMatchObject({ method: 'GET', path: '/wecom/api/getWecomSystemConfig.do' });
    expect(get('queryUserCodeInManagerInfo').method).toBe('GET');
    expect(get('getUserInfo')).toMatchObject({ method: 'POST', path: '/weComAPI/getUserInfo', body: 'json' });
    expect(get('login')).toMatchObject({ method: 'GET', path: '/wecom/api/login.do' });
    expect(get('fakeLogin')).toMatchObject({ method: 'POST', path: '/wecom/api/fake-login.do', body: 'json' });
    expect(get('logout').path).toBe('/wecom/api/logout.do');
    expect(get('toEncryptCustId')).toMatchObject({ method: 'GET', path: '/wecom/api/toEncryptCustId.do' });
    expect(get('configSign')).toMatchObject({ method: 'GET', path: '/wecom/api/config-sign.do' });
  });

  it('calls behind the unknown forwarding prefix are marked assumed', () => {
    const fwd = all.filter((a) => a.path.includes('/fwdapi/'));
    expect(fwd.length).toBe(12);
    expect(fwd.filter((a) => a.assumed !== true).map((a) => a.id)).toEqual([]);
  });
});
