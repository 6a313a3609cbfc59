/**
 * Drafts of forms: what a user typed into a form that asks for it (the Form widget's `draft`),
 * kept in session storage per user and form name, so leaving the page and coming back (the
 * group-message editor and its customer filter), a reload or an evicted kept-alive view loses
 * nothing. Session storage lives as long as the WeCom window; the user code in the key keeps one
 * user's draft from another signed in on the same device.
 */
import { SESSION_KEYS } from '@/session/keys';
import { readStorage, removeStorage, writeStorage } from '@/session/storage';

export type FormValues = Record<string, unknown>;

const keyOf = (userCode: string, name: string): string => `${SESSION_KEYS.formDraft}:${userCode}:${name}`;

/** The stored draft of form `name` for the user, or undefined. */
export function readFormDraft(userCode: string, name: string): FormValues | undefined {
  const raw = readStorage('session', keyOf(userCode, name));
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as FormValues) : undefined;
  } catch {
    return undefined;
  }
}

export function writeFormDraft(userCode: string, name: string, values: FormValues): void {
  writeStorage('session', keyOf(userCode, name), JSON.stringify(values));
}

export function removeFormDraft(userCode: string, name: string): void {
  removeStorage('session', keyOf(userCode, name));
}

const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The values that say something: blank ones left out, keys sorted (for comparison). */
function meaningful(values: FormValues): string {
  const keys = Object.keys(values).filter((k) => !isBlank(values[k])).sort();
  return JSON.stringify(keys.map((k) => [k, values[k]]));
}

/** Whether `values` hold nothing beyond `initial`: no draft worth keeping. */
export function isUntouched(values: FormValues, initial: FormValues): boolean {
  return meaningful(values) === meaningful(initial);
}
