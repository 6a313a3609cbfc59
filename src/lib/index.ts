/**
 * Validators, masking, formatting and dictionary helpers: pure functions shared by forms,
 * schemas (expression helpers), the sandbox and scripts. No React, no DOM; runs in Node too.
 */
export { isMainlandPhone } from './phone';
export { parseIdCard, isIdCard, upgradeIdCard15To18 } from './idcard';
export type { IdCardInfo, IdCardError, IdCardResult } from './idcard';
export { isLicensePlate, PLATE_SUFFIXES } from './plate';
export type { PlateSuffix } from './plate';
export { isSequentialDigits } from './sequence';
export { maskText, maskPhone, maskIdCard, maskUserCode, maskPhoneForCompare, samePhone } from './mask';
export { formatMoney } from './money';
export { formatDateTime, formatSeconds, DEFAULT_DATETIME_FORMAT } from './datetime';
export { stripIdentifierMarker } from './identifier';
export { VALIDATION_MESSAGES } from './messages';
export { dictLabel, dictOptions } from './dicts';
export { provinceByPlatePrefix, platePrefixByComId, PLATE_PREFIXES } from './provinces';
export type { Dict, DictItem, DictOption } from './dicts';
export { addLibFormats } from './ajvFormats';
export { checkUrl, appPathOf, allowedUrlOf, hostAllowed, REFUSED_URL_MESSAGE } from './urlPolicy';
export type { UrlPolicy, UrlVerdict } from './urlPolicy';
// Formily wiring (registerFormilyValidators) is in ./formily: importing it here would pull
// @formily/core into every bundle that formats a phone number. The Form widget imports it.
// The dictionary data itself (`dicts`) lives in ./dictData: it uses import.meta.glob, which only
// Vite understands, so it is kept out of this Node-safe entry point.
// The store primitive (createStore, webStorage, useStore) is its own entry point, '@/lib/store':
// its React hook keeps it out of this React-free one.
