/** The real runtime services: router, request layer, shell UI, WeCom bridge and client state. */
import type { RuntimeServices } from '@/react';
import { request, download } from '@/request';
import { getUserInfo, setToken, readStorage } from '@/session';
import { actionSheet, confirmDialog, hideLoading, notify, showLoading, toast, type ToastType } from '@/shell';
import { getBridge, readCurrentContact, type OpenEnterpriseChatParams, type SendChatMessageParams } from '@/wecom';
import { enqueueMedia, sendFirstMediaToCurrentChat, setAiModel } from '@/state';
import { LOGIN_PATH, formatLocation, parseLocation, type NavLocation } from '@/router';
import { patchQuery } from '@/core';
import { readCache, removeCache } from '@/request';
import { LOCAL_KEYS } from '@/session';
import { dicts, routeTable } from './schemaData';
import { currentAppConfig } from './appConfig';
import { permissionGate, recordPhoneModified } from './permissionGate';
import { resetGeneratedRoutes } from './session';
import { checkChat } from './chatCheck';
import { endClientSession } from './clientSession';
import { checkDataUrl, loginRedirectPath } from './urlPolicy';
import { shareToExternalMoments } from './moments';
import { REFUSED_URL_MESSAGE, allowedUrlOf } from '@/lib';

/** How the services move between pages; set by the router once it exists. */
export interface Navigator {
  go(url: string, replace: boolean): void;
  /** Leaves the app for a URL the URL policy let through (a full navigation). */
  leave(url: string, replace: boolean): void;
  back(delta: number): void;
  /** Applies a query patch to the current entry's URL in place (see RuntimeServices.rewriteQuery). */
  rewrite(patch: Record<string, string>): void;
  /** Whether an earlier entry of this tab's history is a page of the app. */
  canGoBack(): boolean;
}

/** A full navigation away from the app (or to a file on its origin). */
export const leaveApp = (url: string, replace: boolean): void => (replace ? window.location.replace(url) : window.location.assign(url));

let nav: Navigator = {
  go: leaveApp,
  leave: leaveApp,
  back: (delta) => window.history.go(-delta),
  rewrite: (patch) => rewriteBrowserEntry(patch),
  canGoBack: () => false,
};

/**
 * Rewrites the browser's current history entry with `patch` applied to its query, keeping the
 * entry's state (the router's key and index): the router sees no navigation now, and a back or
 * forward step to this entry, or a reload, reads the rewritten URL. Returns the new location.
 */
export function rewriteBrowserEntry(patch: Record<string, string>): NavLocation {
  const current = parseLocation(`${window.location.pathname}${window.location.search}`);
  const next = { path: current.path, query: patchQuery(current.query, patch) };
  window.history.replaceState(window.history.state, '', `${formatLocation(next)}${window.location.hash}`);
  return next;
}

export function setNavigator(n: Navigator): void {
  nav = n;
}

const TOAST_TYPES: ReadonlySet<string> = new Set(['info', 'success', 'error', 'warning', 'loading']);

/** A path, or a route name, plus query → URL. */
export function hrefOf(to: string, query: Record<string, string>): string {
  const byName = to.startsWith('/') ? null : routeTable.byName.get(to);
  const loc = parseLocation(byName ? byName.path : to);
  return formatLocation({ path: loc.path, query: { ...loc.query, ...query } });
}

async function copyText(text: string): Promise<void> {
  if (globalThis.navigator?.clipboard?.writeText) {
    try {
      await globalThis.navigator.clipboard.writeText(text);
      return;
    } catch {
      // WeCom webviews may refuse the async clipboard; fall back to a selection copy.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw Object.assign(new Error('copy failed'), { userMessage: '复制失败，请长按手动复制' });
}

export const appServices: RuntimeServices = {
  navigate: (to, query, replace) => nav.go(hrefOf(to, query), replace),
  back: (delta) => nav.back(delta),
  rewriteQuery: (patch) => nav.rewrite(patch),
  request: (api, params, data) => request(api, params, data === undefined ? {} : { data }),
  download: (api, params) => download(api, params),
  toast: (message, type) => toast(message, { type: type && TOAST_TYPES.has(type) ? (type as ToastType) : 'info' }),
  notify: (message, type) => notify({ type, message }),
  showLoading: (text, color, maskColor) => showLoading({ text, color, maskColor }),
  hideLoading,
  confirm: confirmDialog,
  actionSheet,
  copy: copyText,
  // Every URL a page opens comes from data: the URL policy decides (src/lib/urlPolicy.ts).
  openUrl: (url, replace) => {
    const verdict = checkDataUrl(url, 'openUrl');
    if (verdict.kind === 'refused') toast(REFUSED_URL_MESSAGE, { type: 'error' });
    else if (verdict.kind === 'route') nav.go(verdict.path, replace);
    else nav.leave(verdict.url, replace);
  },
  shownUrl: (url) => allowedUrlOf(checkDataUrl(url, 'shown')),
  checkChat,
  sendToChat: (message) => getBridge().sendChatMessage(message as unknown as SendChatMessageParams),
  shareToExternalMoments,
  enqueueMedia: async (task, sendNow) => {
    enqueueMedia({ mediaId: task.mediaId, externalUserId: task.externalUserId, type: task.type as 'image' | 'video' | 'file' });
    if (sendNow) await sendFirstMediaToCurrentChat();
  },
  closeWindow: async () => {
    await getBridge().closeWindow();
  },
  openEnterpriseChat: async (options) => {
    const list = (v: unknown): string[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v.map(String) : String(v).split(';').filter(Boolean));
    const params: OpenEnterpriseChatParams = {
      groupName: options.groupName as string | undefined,
      userIds: list(options.userIds),
      externalUserIds: list(options.externalUserIds),
      chatId: options.chatId as string | undefined,
    };
    await getBridge().openEnterpriseChat(params);
  },
  currentContact: () => readCurrentContact(getBridge()),
  resetPermission: async (phoneModified) => {
    if (phoneModified) await recordPhoneModified(phoneModified);
    permissionGate.reset();
  },
  returnAfterFix: (fallback) => {
    permissionGate.reset();
    const remembered = permissionGate.consumeReturn();
    if (remembered) {
      removeCache(LOCAL_KEYS.redirectInfo);
      nav.go(formatLocation(remembered), true);
      return;
    }
    void readCache<{ fullPath?: string }>(LOCAL_KEYS.redirectInfo).then((info) => {
      removeCache(LOCAL_KEYS.redirectInfo);
      nav.go(info?.fullPath ?? fallback ?? '/index', true);
    });
  },
  login: (token, redirect) => {
    if (!setToken(token)) {
      toast('登录信息无效，请重新登录', { type: 'error' });
      return;
    }
    resetGeneratedRoutes();
    permissionGate.reset();
    // A redirect that would leave the app sends the user home (/index leads to the role's home).
    nav.go((redirect ? loginRedirectPath(redirect) : null) ?? '/index', true);
  },
  logout: (query) => {
    endClientSession();
    nav.go(hrefOf(LOGIN_PATH, query), true);
  },
  setAiModel: async (model) => {
    await setAiModel(model === 'bigModel' ? 'bigModel' : 'knowledgeBase');
  },
  canGoBack: () => nav.canGoBack(),
  user: () => (getUserInfo() as Record<string, unknown> | null) ?? null,
  config: () => currentAppConfig(),
  dicts,
  log: (message, detail) => {
    if (import.meta.env.DEV || readStorage('local', 'wx_debugLog')) console.warn(message, detail ?? '');
  },
  dev: import.meta.env.DEV,
};
