import { LOCAL_KEYS, readStorage, removeStorage, writeStorage } from '@/session';

/** The longest time a "phone was modified" record is honoured: 24 hours. */
export const PHONE_MODIFIED_MAX_MS = 24 * 60 * 60 * 1000;

/** The phone-modified cache (spec/calls.md 3): the user fixed their phone in account info. */
export interface PhoneModifiedEntry {
  hadModify: boolean;
  /** Epoch milliseconds after which the record is ignored. */
  expireTime: number;
  /** The phone the user changed to. */
  mobile: string;
}

/** Records that the user changed their phone to `mobile`; honoured for `validMs` (at most 24 h). */
export function setPhoneModified(mobile: string, validMs: number = PHONE_MODIFIED_MAX_MS): PhoneModifiedEntry {
  const entry: PhoneModifiedEntry = {
    hadModify: true,
    expireTime: Date.now() + Math.min(validMs, PHONE_MODIFIED_MAX_MS),
    mobile,
  };
  writeStorage('local', LOCAL_KEYS.phoneModified, JSON.stringify(entry));
  return entry;
}

function parse(raw: string | null): PhoneModifiedEntry | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const entry = value as Partial<PhoneModifiedEntry>;
    if (typeof entry.hadModify !== 'boolean' || typeof entry.expireTime !== 'number' || typeof entry.mobile !== 'string') {
      return null;
    }
    return { hadModify: entry.hadModify, expireTime: entry.expireTime, mobile: entry.mobile };
  } catch {
    return null;
  }
}

/**
 * True when the cache says the phone was modified to `mobile`, and the record is unexpired and
 * no more than 24 h ahead. Otherwise the record is removed and false is returned, so the
 * phone check runs again (spec/calls.md 4, permission gate).
 */
export function checkPhoneModified(mobile: string): boolean {
  const entry = parse(readStorage('local', LOCAL_KEYS.phoneModified));
  const now = Date.now();
  if (entry && entry.hadModify && now < entry.expireTime && entry.expireTime - now <= PHONE_MODIFIED_MAX_MS && entry.mobile === mobile) {
    return true;
  }
  removePhoneModified();
  return false;
}

/** Forgets the phone-modified record. */
export function removePhoneModified(): void {
  removeStorage('local', LOCAL_KEYS.phoneModified);
}
