import { LOCAL_KEYS } from '@/session';
import { readCache, removeCache, writeCache } from './cache';

/** The longest time a "phone was modified" record is honoured: 24 hours. */
export const PHONE_MODIFIED_MAX_MS = 24 * 60 * 60 * 1000;

/**
 * The phone-modified cache (spec/calls.md 3): the user fixed their phone in account info.
 * Stored as the data of a signed cache entry under LOCAL_KEYS.phoneModified, the format the
 * permission gate reads (src/router permission checks compare the masked phones).
 */
export interface PhoneModifiedEntry {
  hadModify: boolean;
  /** Epoch milliseconds after which the record is ignored. */
  expireTime: number;
  /** The phone the user changed to. */
  mobile: string;
}

/** Records that the user changed their phone to `mobile`; honoured for `validMs` (at most 24 h). */
export async function writePhoneModified(mobile: string, validMs: number = PHONE_MODIFIED_MAX_MS): Promise<PhoneModifiedEntry> {
  const lifetime = Math.min(validMs, PHONE_MODIFIED_MAX_MS);
  const entry: PhoneModifiedEntry = { hadModify: true, expireTime: Date.now() + lifetime, mobile };
  await writeCache(LOCAL_KEYS.phoneModified, entry, { validMs: lifetime });
  return entry;
}

function isPhoneModifiedEntry(value: unknown): value is PhoneModifiedEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<PhoneModifiedEntry>;
  return typeof entry.hadModify === 'boolean' && typeof entry.expireTime === 'number' && typeof entry.mobile === 'string';
}

/**
 * The phone-modified record while it is honoured: signed, `hadModify`, unexpired and no more
 * than 24 h ahead. Otherwise the record is removed and null is returned, so the phone check
 * runs again.
 */
export async function readPhoneModified(): Promise<PhoneModifiedEntry | null> {
  const entry = await readCache<unknown>(LOCAL_KEYS.phoneModified);
  const now = Date.now();
  if (isPhoneModifiedEntry(entry) && entry.hadModify && now < entry.expireTime && entry.expireTime - now <= PHONE_MODIFIED_MAX_MS) {
    return entry;
  }
  removePhoneModified();
  return null;
}

/** Forgets the phone-modified record. */
export function removePhoneModified(): void {
  removeCache(LOCAL_KEYS.phoneModified);
}
