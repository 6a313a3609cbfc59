/**
 * The two checks of the permission gate (spec/product.md 4.2, spec/calls.md 4), as pure async
 * functions over the injected deps. Each says whether its result may be cached.
 */
import { samePhone } from '@/lib/mask';
import { ACCOUNT_INFO_PAGE, REGISTER_CARD_PAGE } from './paths';
import type { GateUser, ManagerRecord, PermissionGateDeps, PermissionResult } from './permissionTypes';

/** A check's result and whether the gate may keep it until reset. */
export interface CheckOutcome {
  result: PermissionResult;
  cacheable: boolean;
}

/** Company config switches the gate reads (default '0'). */
export const BUSINESS_CARD_SWITCH = 'smart_business_card';
export const PHONE_SWITCH = 'check_wecom_phone_same_as_khyx';

/** The server's "no manager or claims-advisor record" text (calls.md 8), minus its punctuation. */
const NO_RECORD_TEXT = '暂无此用户对应的客户经理或理赔顾问信息';

/** The phone-modified cache is honoured for at most 24 h (spec/product.md 9). */
export const PHONE_MODIFIED_TTL_MS = 24 * 60 * 60 * 1000;

const ALLOWED: PermissionResult = { permission: true };

function isOn(value: string | null | undefined): boolean {
  return (value ?? '0') === '1';
}

function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    for (const key of ['statusText', 'errorMsg', 'msg', 'message']) {
      const value = record[key];
      if (typeof value === 'string') return value;
    }
  }
  return '';
}

/** True when a rejection of the manager-record query means "no record". */
export function isNoRecordError(error: unknown): boolean {
  return errorText(error).includes(NO_RECORD_TEXT);
}

/**
 * Business-card check: with smart_business_card '1', a user without a manager or claims-advisor
 * record is sent to RegisterBusinessCard. Other query errors reject (the guard logs and passes)
 * and are not cached.
 */
export async function businessCardCheck(user: GateUser, deps: PermissionGateDeps): Promise<CheckOutcome> {
  if (!isOn(await deps.readConfig(BUSINESS_CARD_SWITCH))) return { result: ALLOWED, cacheable: true };
  let record: ManagerRecord | null;
  try {
    record = await deps.queryManagerRecord(user.userCode);
  } catch (error) {
    if (!isNoRecordError(error)) throw error;
    record = null;
  }
  return record
    ? { result: ALLOWED, cacheable: true }
    : { result: { permission: false, page: REGISTER_CARD_PAGE }, cacheable: true };
}

/**
 * True when the phone-modified cache says the phone was modified, has not expired (and expires
 * within 24 h of now, so a far-future entry is not honoured) and its mobile is the user's own
 * mobile once both are masked (first 3 + last 4): the phone the user set on AccountInfo is still
 * the phone the session has.
 */
export function phoneModifiedHolds(entry: unknown, userMobile: string | undefined, now: number): boolean {
  if (!entry || typeof entry !== 'object') return false;
  const { hadModify, expireTime, mobile } = entry as Record<string, unknown>;
  const expiry = typeof expireTime === 'string' ? Number(expireTime) : expireTime;
  if (hadModify !== true || typeof expiry !== 'number' || !Number.isFinite(expiry)) return false;
  if (now > expiry || expiry - now > PHONE_MODIFIED_TTL_MS) return false;
  return typeof mobile === 'string' && samePhone(mobile, userMobile);
}

/** Where the phone check sends the user: AccountInfo to modify the phone, with the service's avatar. */
export function accountInfoPage(avatar: string | null | undefined): string {
  return avatar ? `${ACCOUNT_INFO_PAGE}&avatar=${encodeURIComponent(avatar)}` : ACCOUNT_INFO_PAGE;
}

/**
 * Phone check: with check_wecom_phone_same_as_khyx '1', the user-info service's mobile and the
 * user's own mobile must agree once masked (first 3 + last 4), else the user goes to AccountInfo
 * (modifyMobile=1 and the service's avatar) to modify the phone. A phone-modified cache that
 * holds (the user changed the phone to the session's own within 24 h) lets the user through
 * without asking the service; one that does not hold is removed and the service is asked (the
 * check is reset). Any error, and a service without a mobile to compare, let the user through
 * uncached.
 */
export async function phoneCheck(user: GateUser, deps: PermissionGateDeps): Promise<CheckOutcome> {
  try {
    if (!isOn(await deps.readConfig(PHONE_SWITCH))) return { result: ALLOWED, cacheable: true };
    const modified = deps.readPhoneModified();
    if (phoneModifiedHolds(modified, user.mobile, deps.now())) return { result: ALLOWED, cacheable: false };
    if (modified) deps.removePhoneModified();
    const service = await deps.queryServiceUser(user);
    if (!service?.mobile) return { result: ALLOWED, cacheable: false };
    if (samePhone(service.mobile, user.mobile)) {
      return { result: ALLOWED, cacheable: true };
    }
    return { result: { permission: false, page: accountInfoPage(service.avatar) }, cacheable: false };
  } catch (error) {
    deps.log('permission: the phone check failed; letting the user through', error);
    return { result: ALLOWED, cacheable: false };
  }
}

/** A helper for the AccountInfo page: the cache entry to write after the user changed the phone. */
export function phoneModifiedEntry(mobile: string, now: number): { hadModify: true; expireTime: number; mobile: string } {
  return { hadModify: true, expireTime: now + PHONE_MODIFIED_TTL_MS, mobile };
}
