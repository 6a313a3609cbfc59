import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isLegacyNoticeSuppressed,
  LEGACY_NOTICE_SUPPRESS_MS,
  LEGACY_NOTICE_TEXT,
  startLegacyNotice,
  type LegacyNoticeDeps,
} from '../../../src/router';
import { LOCAL_KEYS } from '../../../src/session/keys';

const DAY = 24 * 60 * 60 * 1000;

function fakeDeps(opts: { legacy?: boolean; loggedInAfterMs?: number | null; stored?: string | null } = {}) {
  const { legacy = true, loggedInAfterMs = 0, stored = null } = opts;
  const start = Date.now();
  const store = new Map<string, string>();
  if (stored !== null) store.set(LOCAL_KEYS.legacyNoticeTime, stored);
  const deps = {
    isLegacyContext: () => legacy,
    isLoggedIn: () => loggedInAfterMs !== null && Date.now() - start >= loggedInAfterMs,
    now: () => Date.now(),
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => {
        store.set(key, value);
      },
    },
    timers: {
      setTimeout: (fn: () => void, ms: number): unknown => setTimeout(fn, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    alert: vi.fn(),
  } satisfies LegacyNoticeDeps;
  return { deps, store };
}

describe('legacy notice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-10T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the alert 3 s after mount for a logged-in user and stores the time', () => {
    const { deps, store } = fakeDeps();
    startLegacyNotice(deps);
    vi.advanceTimersByTime(2999);
    expect(deps.alert).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.alert).toHaveBeenCalledWith('提示', LEGACY_NOTICE_TEXT);
    expect(LEGACY_NOTICE_TEXT).toMatch(/旧版应用服务.*入口截图.*当前页面截图.*管理员.*最新服务/);
    expect(store.get(LOCAL_KEYS.legacyNoticeTime)).toBe(String(Date.now()));
  });

  it('keeps checking every 3 s until the user logs in, within 3 tries', () => {
    const { deps } = fakeDeps({ loggedInAfterMs: 7000 });
    startLegacyNotice(deps);
    vi.advanceTimersByTime(6000);
    expect(deps.alert).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(deps.alert).toHaveBeenCalledOnce();
  });

  it('gives up after 3 tries', () => {
    const { deps } = fakeDeps({ loggedInAfterMs: 10000 });
    startLegacyNotice(deps);
    vi.advanceTimersByTime(60000);
    expect(deps.alert).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing outside the legacy context', () => {
    const { deps } = fakeDeps({ legacy: false });
    startLegacyNotice(deps);
    vi.advanceTimersByTime(10000);
    expect(deps.alert).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is suppressed within 7 days of the last alert', () => {
    const { deps } = fakeDeps({ stored: String(Date.now() - 6 * DAY) });
    startLegacyNotice(deps);
    vi.advanceTimersByTime(10000);
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('shows again once more than 7 days have passed', () => {
    const { deps } = fakeDeps({ stored: String(Date.now() - 8 * DAY) });
    startLegacyNotice(deps);
    vi.advanceTimersByTime(3000);
    expect(deps.alert).toHaveBeenCalledOnce();
  });

  it('stops on unmount', () => {
    const { deps } = fakeDeps({ loggedInAfterMs: 4000 });
    const stop = startLegacyNotice(deps);
    vi.advanceTimersByTime(3000);
    stop();
    vi.advanceTimersByTime(10000);
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('reads the suppression window at its edges', () => {
    const now = 1_000_000_000_000;
    expect(isLegacyNoticeSuppressed(String(now - LEGACY_NOTICE_SUPPRESS_MS), now)).toBe(true);
    expect(isLegacyNoticeSuppressed(String(now - LEGACY_NOTICE_SUPPRESS_MS - 1), now)).toBe(false);
    expect(isLegacyNoticeSuppressed(null, now)).toBe(false);
    expect(isLegacyNoticeSuppressed('garbage', now)).toBe(false);
  });
});
