import { LOCAL_KEYS } from '@/session';
import { readCache, writeCache } from './cache';

/** The id of the switch-config call in the catalogue. */
export const SWITCH_CONFIG_API = 'querySwitchConfig';
/** The switch type asked for the `.do` switch. */
export const REQUEST_DO_SWITCH_TYPE = 'wx_temporarily_do';

/** Reads the switch value from its signed cache entry; absent, expired or tampered gives null. */
export async function readRequestDoSwitch(): Promise<string | null> {
  const value = await readCache<unknown>(LOCAL_KEYS.requestDo);
  return value === null ? null : String(value);
}

/** True when the cached switch says '1': `.do` is removed from matching paths. */
export async function isRequestDoOn(): Promise<boolean> {
  return (await readRequestDoSwitch()) === '1';
}

function switchValue(answer: unknown): string {
  if (typeof answer === 'string' || typeof answer === 'number' || typeof answer === 'boolean') {
    return typeof answer === 'boolean' ? (answer ? '1' : '0') : String(answer);
  }
  if (typeof answer === 'object' && answer !== null) {
    const record = answer as Record<string, unknown>;
    for (const field of ['configValue', 'switchValue', 'value']) {
      const value = record[field];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
  }
  return '0';
}

type Caller = (id: string, params: Record<string, unknown>) => Promise<unknown>;

let pending: Promise<string> | null = null;

/**
 * Makes sure the `wx_request_do` switch is cached (30 min): asks the server only when the
 * entry is absent or invalid; a failure caches '0'. Resolves with the value in force.
 * `call` is the request function (injected to keep this module free of the request cycle).
 */
export function ensureRequestDoSwitchWith(call: Caller): Promise<string> {
  pending ??= (async () => {
    const cached = await readRequestDoSwitch();
    if (cached !== null) return cached;
    let value: string;
    try {
      value = switchValue(await call(SWITCH_CONFIG_API, { type: REQUEST_DO_SWITCH_TYPE }));
    } catch {
      value = '0';
    }
    // Read back by this page at once (the next call's path); stored once signed.
    writeCache(LOCAL_KEYS.requestDo, value).catch(() => undefined);
    return value;
  })().finally(() => {
    pending = null;
  });
  return pending;
}
