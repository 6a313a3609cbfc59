/** The permission gate (spec 4.2) wired to the request layer and the session. */
import { BUSINESS_CARD_SWITCH, PHONE_SWITCH, createPermissionGate, type ManagerRecord, type PermissionGate } from '@/router';
import { request, readCacheEntry, removeCache, writePhoneModified } from '@/request';
import { LOCAL_KEYS, getUserInfo } from '@/session';
import { permissionStore } from './permissionStore';

interface ManagerAnswer {
  kind?: string;
  type?: string;
  [key: string]: unknown;
}

let cachedPhoneEntry: unknown = null;

/** The switches the two checks read: asked in one call, as the checks run together. */
const GATE_SWITCHES: readonly string[] = [BUSINESS_CARD_SWITCH, PHONE_SWITCH];
let gateSwitches: Promise<Record<string, string>> | null = null;

/**
 * Company config switches of the user's company in one call (queryMultipleWxConfig: in comCode and
 * the codes; out each code's value). A code the answer lacks reads '0', as getWecomSystemConfig's
 * defaultValue made it.
 */
async function readSwitches(codes: readonly string[]): Promise<Record<string, string>> {
  const u = getUserInfo();
  const answer = await request<Record<string, unknown> | null>('queryMultipleWxConfig', {
    comCode: u?.comCode ?? u?.comId ?? '',
    configCodes: codes.join(','),
  });
  return Object.fromEntries(codes.map((code) => {
    const value = answer && typeof answer === 'object' ? answer[code] : undefined;
    return [code, typeof value === 'string' || typeof value === 'number' ? String(value) : '0'];
  }));
}

/** Keeps a synchronous copy of the signed phone-modified cache for the gate. */
export async function refreshPhoneModified(): Promise<void> {
  const entry = await readCacheEntry<unknown>(LOCAL_KEYS.phoneModified);
  cachedPhoneEntry = entry?.data ?? null;
}

/**
 * The user changed their phone to `mobile` on AccountInfo: writes the phone-modified cache
 * (24 h, spec 4.2) and the gate's copy, so the phone check passes without asking the user-info
 * service while the session's phone is that one.
 */
export async function recordPhoneModified(mobile: string): Promise<void> {
  await writePhoneModified(mobile);
  await refreshPhoneModified();
}

export const permissionGate: PermissionGate = createPermissionGate({
  getUser: () => {
    const u = getUserInfo();
    return u?.userCode ? { userCode: u.userCode, mobile: u.mobile, userId: u.userId } : null;
  },
  readConfig: async (configCode) => {
    if (!GATE_SWITCHES.includes(configCode)) return (await readSwitches([configCode]))[configCode];
    gateSwitches ??= readSwitches(GATE_SWITCHES).finally(() => {
      gateSwitches = null;
    });
    return (await gateSwitches)[configCode];
  },
  queryManagerRecord: async (userCode) => {
    const r = await request<ManagerAnswer | null>('queryUserCodeInManagerInfo', { userCode });
    if (!r || (typeof r === 'object' && Object.keys(r).length === 0)) return null;
    const kind = r.kind === 'claimsAdvisor' || r.type === 'claimsAdvisor' ? 'claimsAdvisor' : 'manager';
    return { ...r, kind } as ManagerRecord;
  },
  queryServiceUser: async (user) => {
    const u = getUserInfo();
    return request<{ mobile?: string; avatar?: string } | null>('getUserInfo', { userId: user.userId ?? '', comId: u?.comId ?? '' });
  },
  readPhoneModified: () => cachedPhoneEntry,
  removePhoneModified: () => {
    cachedPhoneEntry = null;
    removeCache(LOCAL_KEYS.phoneModified);
  },
  now: () => Date.now(),
  store: permissionStore,
  log: (message, error) => console.warn(`[permission] ${message}`, error ?? ''),
});
