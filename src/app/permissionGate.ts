/** The permission gate (spec 4.2) wired to the request layer and the session. */
import { createPermissionGate, type ManagerRecord, type PermissionGate } from '@/router';
import { request, readCacheEntry, removeCache, writePhoneModified } from '@/request';
import { LOCAL_KEYS, getUserInfo } from '@/session';

interface ManagerAnswer {
  kind?: string;
  type?: string;
  [key: string]: unknown;
}

let cachedPhoneEntry: unknown = null;

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
    const u = getUserInfo();
    const answer = await request<{ configValue?: string } | string | null>('getWecomSystemConfig', {
      comCode: u?.comCode ?? u?.comId ?? '',
      configCode,
      defaultValue: '0',
    });
    if (answer && typeof answer === 'object') return answer.configValue ?? '0';
    return answer ?? '0';
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
  log: (message, error) => console.warn(`[permission] ${message}`, error ?? ''),
});
