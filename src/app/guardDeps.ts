/** The navigation guard's dependencies, wired to the session, request layer, shell and gate. */
import Cookies from 'js-cookie';
import type { GuardDeps, NavLocation, PermissionResult } from '@/router';
import type { CompiledRoute } from '@/core';
import { ensureRequestDoSwitch, writeCache } from '@/request';
import {
  COOKIE_KEYS, LOCAL_KEYS, decodeToken, getSystemComId, getToken, isAppType, removeToken, setAppType, setSystemComId,
} from '@/session';
import { PROGRESS_DELAY_MS, setDocumentTitle, startProgress, toast } from '@/shell';
import { loadScript, ScriptLoadError } from '@/lib/scripts';
import { appDefaults, routeTable } from './schemaData';
import { loadAppConfig, reloadAppConfig } from './appConfig';
import { generateRoutes, loadToken, resetGeneratedRoutes, routesGenerated } from './session';
import { permissionGate, refreshPhoneModified } from './permissionGate';
import { refreshStoredPermissions } from './permissionStore';
import { formatLocation } from '@/router';
import { BOOT_SCREEN_DELAY_MS, isPageShown } from './firstPage';

let debugConsoleLoaded = false;

/**
 * The permission gate with the signed phone-modified cache and the kept results read first (the
 * gate reads both synchronously): on a second open within their window the gate asks nothing.
 */
async function checkGate(route: CompiledRoute, to?: NavLocation): Promise<PermissionResult> {
  await Promise.all([refreshPhoneModified(), refreshStoredPermissions()]);
  return permissionGate.check(route, to);
}

export const guardDeps: GuardDeps = {
  table: routeTable,
  ensureSwitch: async () => {
    await ensureRequestDoSwitch();
  },
  // Until the first page is shown the boot screen is the progress shown (firstPage.ts): the bar
  // starts when that does. On a warm start the first navigation settles sooner, and nprogress is
  // then neither loaded nor started and finished (a forced layout) just before the first page.
  startProgress: () => startProgress(isPageShown() ? PROGRESS_DELAY_MS : BOOT_SCREEN_DELAY_MS),
  debugFlag: () => Boolean(Cookies.get(COOKIE_KEYS.debug)),
  enableDebugConsole: async () => {
    if (debugConsoleLoaded) return;
    debugConsoleLoaded = true;
    // Lazily loaded by its registered key: the debug console is not part of the main bundle.
    try {
      const { default: VConsole } = await loadScript('vconsole');
      new VConsole();
    } catch (error) {
      debugConsoleLoaded = false;
      if (error instanceof ScriptLoadError) toast(error.userMessage, { type: 'error' });
      throw error;
    }
  },
  setMeta: (route) => setDocumentTitle(route.title, appDefaults.defaultTitle),
  setAppType: (appType) => {
    if (isAppType(appType)) setAppType(appType);
  },
  getSystemComId,
  setSystemComId,
  clearToken: () => {
    removeToken();
    resetGeneratedRoutes();
    permissionGate.reset();
  },
  loadAppConfig,
  getToken,
  loadToken,
  decodeUser: (token) => decodeToken(token),
  routesGenerated,
  generateRoutes,
  reloadAppConfig,
  checkPermission: checkGate,
  warmPermission: (route) => {
    // The guard's own check sees the same failure and lets the navigation through.
    checkGate(route).catch(() => undefined);
  },
  storeRedirectInfo: (target) => {
    void writeCache(LOCAL_KEYS.redirectInfo, { path: target.path, query: target.query, fullPath: formatLocation(target) }, { validMs: null });
  },
  log: (message, error) => console.warn(`[guard] ${message}`, error ?? ''),
};
