/**
 * Every cookie, session-storage and local-storage key the app uses, in one place.
 * The spec says such names exist but does not give them (spec/calls.md section 9); these are ours.
 */
export const COOKIE_KEYS = {
  /** Login token cookie. */
  token: 'wx_token',
  /** WeCom company id cookie. */
  comId: 'weixin_comId',
  /** WeCom user id cookie. */
  userId: 'weixin_userId',
  /** Debug console flag: any non-empty value enables the console. */
  debug: 'wx_debug',
} as const;

export const SESSION_KEYS = {
  /** appType from the query (1 provincial native WeChat, 2 headquarters WeCom). */
  appType: 'wx_appType',
  /** Prefix of form drafts: `wx_formDraft:<userCode>:<form draft name>` (src/state/formDrafts.ts). */
  formDraft: 'wx_formDraft',
} as const;

export const LOCAL_KEYS = {
  token: 'wx_token',
  userInfo: 'wx_userInfo',
  /** The system province id (8 digits). */
  systemComId: 'wx_systemComId',
  bindUserCode: 'wx_bindUserCode',
  /** Switch 'wx_request_do': '1' strips .do from API paths. Signed cache entry, 30 min. */
  requestDo: 'wx_request_do',
  appConfig: 'wx_appConfig',
  phoneModified: 'wx_phoneModified',
  /** The permission gate's cacheable results of this session (signed cache entry, 30 min). */
  permissionResults: 'wx_permissionResults',
  /** Page data sources marked `persist`, of this session (src/react/persistedCache.ts). */
  persistedData: 'wx_persistedData',
  redirectInfo: 'wx_redirectInfo',
  /** The build whose boot chunks the code-cache frame has compiled (src/codeCache/warm.ts). */
  codeCacheBuild: 'wx_codeCacheBuild',
  aiModel: 'wx_aiModel',
  legacyNoticeTime: 'wx_legacyNoticeTime',
  newsContentCache: 'wx_newsContentCache',
  mediaSendQueue: 'wx_mediaSendQueue',
  mpNewsInteraction: 'mpNewsInteraction',
  todoTaskCache: 'wx_todoTaskCache',
  taskIdCache: 'wx_taskidCache',
  custIdCache: 'wx_CustIdCache',
  idNumberCache: 'wx_IDNumberCache',
  piidCache: 'wx_piidCache',
  custIdAndUserCodeCache: 'wx_CustIdAndUserCodeCache',
  idNumberAndUserCodeCache: 'wx_IDNumberAndUserCodeCache',
} as const;
