/**
 * The legacy-notice flow (spec/product.md 4.3, 9): a user who opened the app through the old
 * (legacy) context path is told, once logged in, to have the admin switch the app configuration
 * to the latest service. Timers, clock, storage and the alert are injected.
 */
import { LOCAL_KEYS } from '@/session/keys';

/** Check interval after mount. */
export const LEGACY_NOTICE_INTERVAL_MS = 3000;
/** Checks for a logged-in user before giving up. */
export const LEGACY_NOTICE_MAX_TRIES = 3;
/** After showing, the notice stays suppressed for this long. */
export const LEGACY_NOTICE_SUPPRESS_MS = 7 * 24 * 60 * 60 * 1000;

export const LEGACY_NOTICE_TITLE = '提示';
export const LEGACY_NOTICE_TEXT =
  '您当前使用的是旧版应用服务，请将应用入口截图和当前页面截图提供给管理员，以便管理员将应用配置切换至最新服务。';

/** What the flow reads and does, injected. */
export interface LegacyNoticeDeps {
  /** True when the app runs under the old legacy context path. */
  isLegacyContext(): boolean;
  /** True once a user is logged in. */
  isLoggedIn(): boolean;
  /** Epoch milliseconds. */
  now(): number;
  /** Local storage (the time is kept under LOCAL_KEYS.legacyNoticeTime as epoch ms). */
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  timers: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  /** Shows a blocking alert. A returned promise is not awaited. */
  alert(title: string, message: string): void | Promise<void>;
}

/**
 * True while the notice is suppressed: it was shown at most 7 days ago. The spec's literal
 * wording ("while the stored time is at or before 7 days from now") would hold for every past
 * time and never show it again; constant 9 says "suppressed for 7 days", which is what this does.
 * A stored time in the future (clock moved back) also suppresses; an unreadable one does not.
 */
export function isLegacyNoticeSuppressed(stored: string | null, now: number): boolean {
  if (stored === null || stored.trim() === '') return false;
  const shownAt = Number(stored);
  return Number.isFinite(shownAt) && now - shownAt <= LEGACY_NOTICE_SUPPRESS_MS;
}

/**
 * Starts the flow after mount: checks at 3 s, 6 s and 9 s for a logged-in user, and on the first
 * success stores the time and shows the alert, unless suppressed. Returns a stop function for unmount.
 */
export function startLegacyNotice(deps: LegacyNoticeDeps): () => void {
  const suppressed = (): boolean =>
    isLegacyNoticeSuppressed(deps.storage.getItem(LOCAL_KEYS.legacyNoticeTime), deps.now());
  if (!deps.isLegacyContext() || suppressed()) return () => undefined;

  let tries = 0;
  let stopped = false;
  let handle: unknown;

  const show = (): void => {
    if (suppressed()) return;
    deps.storage.setItem(LOCAL_KEYS.legacyNoticeTime, String(deps.now()));
    const shown = deps.alert(LEGACY_NOTICE_TITLE, LEGACY_NOTICE_TEXT);
    if (shown) shown.catch(() => undefined);
  };

  const tick = (): void => {
    if (stopped) return;
    tries += 1;
    if (deps.isLoggedIn()) {
      show();
      return;
    }
    if (tries < LEGACY_NOTICE_MAX_TRIES) handle = deps.timers.setTimeout(tick, LEGACY_NOTICE_INTERVAL_MS);
  };

  handle = deps.timers.setTimeout(tick, LEGACY_NOTICE_INTERVAL_MS);
  return () => {
    stopped = true;
    deps.timers.clearTimeout(handle);
  };
}
