/**
 * The app config of the system comId (spec/product.md 4.1 step 7): from memory, else the signed
 * local cache (30 min), else the server (`queryAppConfig`). Reloaded when the user's comId differs.
 */
import { request, readCache, writeCache } from '@/request';
import { LOCAL_KEYS, getAppType } from '@/session';

export interface AppConfig {
  wecomComId?: string;
  userComId?: string;
  vehicleUrl?: string;
  frontUrl?: string;
  configs?: Array<{ configCode: string; comCode?: string; configValue: string }>;
  [key: string]: unknown;
}

let current: { comId: string; config: AppConfig } | null = null;

export function currentAppConfig(): AppConfig | null {
  return current?.config ?? null;
}

async function fetchConfig(comId: string): Promise<AppConfig> {
  const appType = getAppType();
  const config = await request<AppConfig>('queryAppConfig', appType ? { comId, appType } : { comId });
  current = { comId, config };
  // The guard goes on with the config in memory; the signed copy for the next visit is written
  // meanwhile (signing answers in a task of its own, which a busy phone would make it wait for).
  writeCache(LOCAL_KEYS.appConfig, { comId, config }).catch((error: unknown) => console.warn('[app config] caching the config failed', error));
  return config;
}

export async function loadAppConfig(comId: string): Promise<AppConfig> {
  if (current?.comId === comId) return current.config;
  const cached = await readCache<{ comId: string; config: AppConfig }>(LOCAL_KEYS.appConfig);
  if (cached?.comId === comId) {
    current = cached;
    return cached.config;
  }
  return fetchConfig(comId);
}

export async function reloadAppConfig(comId: string): Promise<void> {
  await fetchConfig(comId);
}

/** A config item by code (optionally by comCode); switches default to '0' (spec 9). */
export function configValue(configCode: string, comCode?: string, fallback = '0'): string {
  const items = current?.config.configs ?? [];
  const hit = items.find((c) => c.configCode === configCode && (!comCode || !c.comCode || c.comCode === comCode));
  return hit?.configValue ?? fallback;
}

export function resetAppConfigForTesting(): void {
  current = null;
}
