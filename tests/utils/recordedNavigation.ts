/**
 * For page tests of links: the app's navigator replaced by one that records where the page went
 * (in-app `go`) and what it left for (`leave`: another origin), each as [url, replace]; console
 * warnings silenced and kept (the URL policy warns when it refuses); toasts closed. Fresh per test.
 */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { setNavigator } from '@/app/services';
import { closeToast } from '@/shell';

export interface RecordedNavigation {
  went: Array<[string, boolean]>;
  left: Array<[string, boolean]>;
  /** The console warnings of the test so far, each its arguments. */
  warnings(): unknown[][];
}

export function recordNavigation(): RecordedNavigation {
  let warn: MockInstance<typeof console.warn> | undefined;
  const nav: RecordedNavigation = { went: [], left: [], warnings: () => warn?.mock.calls ?? [] };
  beforeEach(() => {
    nav.went = [];
    nav.left = [];
    setNavigator({ go: (url, replace) => void nav.went.push([url, replace]), leave: (url, replace) => void nav.left.push([url, replace]), back: () => undefined, canGoBack: () => false, rewrite: () => undefined });
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    closeToast();
  });
  afterEach(() => warn?.mockRestore());
  return nav;
}
