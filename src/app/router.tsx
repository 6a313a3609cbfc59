/**
 * History-mode router (react-router's declarative mode): every location runs the navigation guard
 * (spec 4.1) and loads its page before the shell shows it; until then the previous page stays on
 * screen under the progress bar. A redirect the guard asks for replaces the requested entry, so it
 * never reaches history as an entry of its own (as vue-router's `next(path)` did).
 *
 * The data router (createBrowserRouter and loaders) would do the same with twice the code on the
 * first route (about 30 KB gzip against 14 KB): this app has one catch-all route and its own guard.
 */
import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { formatLocation, parseLocation } from '@/router';
import { PageLoadingBar, PageSkeleton } from '@/react';
import { AntdScope, loadAntdTheme } from '@/shell';
import { AppShell } from './AppShell';
import { guardAndLoad, pageCodeRequested, type LoadResult } from './pageLoader';
import { bootScreenDelayLeft } from './firstPage';
import { leaveApp, rewriteBrowserEntry, setNavigator } from './services';
import { committedLocation, setCommittedLocation } from './committed';
import { sessionEpoch } from './clientSession';

const RouteError = lazy(() => Promise.all([import('./RouteError'), loadAntdTheme()]).then(([m]) => ({ default: m.RouteError })));

/** How the app's history works: the browser's, or in memory from `initialEntries` (Storybook, tests). */
export interface AppRouter {
  initialEntries?: string[];
}

export function createAppRouter(options: { initialEntries?: string[] } = {}): AppRouter {
  return { initialEntries: options.initialEntries };
}

type PageResult = Extract<LoadResult, { kind: 'page' }>;

/**
 * A navigation whose guard already runs, started where the navigation happens rather than in the
 * effect after React renders the new location: the first URL before React's first render, a push
 * in the tap's own click handler, a back step in its popstate event. The guard's calls and the
 * page's downloads then overlap that render instead of following it.
 */
let started: { at: string; result: Promise<LoadResult>; settled?: LoadResult } | null = null;

/** A URL as the router compares locations ('/path?query'). */
function locationKey(url: string): string {
  return formatLocation(parseLocation(url));
}

/** Runs the guard and loads the page for `url` now; the router picks the result up (once). */
function startNavigation(url: string): Promise<LoadResult> {
  const result = guardAndLoad(parseLocation(url), committedLocation());
  const entry: NonNullable<typeof started> = { at: locationKey(url), result };
  result.then(
    (settled) => {
      entry.settled = settled;
    },
    () => undefined,
  );
  started = entry;
  return result;
}

/**
 * The position of the current entry among this tab's entries of the app: react-router's browser
 * history numbers them (`idx` of history.state, 0 for the entry the app was opened at).
 */
function historyIndex(): number {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : 0;
}

/** The browser's current URL ('/path?query'). */
function browserUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Starts the navigation to the browser's current URL before React renders (see startNavigation):
 * `codeRequested` once its page's code has been requested, `settled` once it has settled; neither
 * rejects. The first render waits for one of them a while (firstPage.ts).
 */
export function startFirstNavigation(): { codeRequested: Promise<void>; settled: Promise<void> } {
  const url = browserUrl();
  const settled = startNavigation(url).then(
    () => undefined,
    () => undefined,
  );
  return { codeRequested: pageCodeRequested(parseLocation(url).path), settled };
}

/**
 * The page of the started navigation for `url` if it has settled on one already: the first render
 * shows it at once instead of the boot screen (a warm start's navigation settles before React's
 * first render, see firstPage.ts).
 */
function settledPage(url: string): PageResult | null {
  const settled = started && started.at === locationKey(url) ? started.settled : undefined;
  return settled?.kind === 'page' ? settled : null;
}

/** The started navigation for `url`, if that is what was started; either way nothing is left started. */
function takeStartedNavigation(url: string): Promise<LoadResult> | null {
  const hit = started && started.at === locationKey(url) ? started.result : null;
  started = null;
  return hit;
}

/** What is on screen: the last location the guard let through, with its loaded page. */
interface Shown {
  result: PageResult;
  location: Location;
}

function GuardedShell({ browserHistory }: { browserHistory: boolean }): ReactNode {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(() => {
    const result = settledPage(`${location.pathname}${location.search}`);
    return result ? { result, location } : null;
  });
  const [error, setError] = useState<unknown>(null);

  const go = useCallback(
    (url: string, replaceEntry: boolean): void => {
      void navigate(url, { replace: replaceEntry });
      // An absolute URL is the location the router is about to render (a relative one resolves
      // against the route, so the effect runs the guard for it).
      if (url.startsWith('/')) startNavigation(url);
    },
    [navigate],
  );

  useEffect(() => {
    setNavigator({
      go,
      leave: leaveApp,
      back: (delta) => void navigate(-delta),
      canGoBack: () => browserHistory && historyIndex() > 0,
      // In memory (Storybook) there is no URL to keep: the page's state stays as it is.
      rewrite: (patch) => {
        if (browserHistory) setCommittedLocation(rewriteBrowserEntry(patch));
      },
    });
  }, [go, navigate, browserHistory]);

  useEffect(() => {
    if (!browserHistory) return undefined;
    // A back or forward step: the browser has moved to the entry already when popstate fires.
    const onPop = (): void => void startNavigation(browserUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [browserHistory]);

  useEffect(() => {
    let current = true;
    const url = `${location.pathname}${location.search}`;
    (takeStartedNavigation(url) ?? guardAndLoad(parseLocation(url), committedLocation())).then(
      (result) => {
        if (!current) return;
        // The first render showed this very result already (settledPage).
        if (shown?.result === result) return;
        if (result.kind === 'redirect') go(result.to, true);
        // A page the user navigated to renders at once, in the task its last answer arrived in,
        // not after the tasks queued meanwhile. Not the first page: its first render would come
        // before the answers already on their way, and render again when they arrive.
        else if (shown) flushSync(() => setShown({ result, location }));
        else setShown({ result, location });
      },
      (e: unknown) => {
        if (current) setError(e ?? new Error('navigation failed'));
      },
    );
    return () => {
      current = false;
    };
    // One guard run per history entry (the key changes with every navigation, the URL may not)
    // and per URL (an entry rewritten in place by history.pushState with its old state keeps its key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.pathname, location.search]);

  if (error) {
    return (
      <Suspense fallback={null}>
        <AntdScope>
          <RouteError error={error} />
        </AntdScope>
      </Suspense>
    );
  }
  // The first page waits for the guard (the request switch, the session, the permission gate) and
  // its data: on a slow network say so, BOOT_SCREEN_DELAY_MS after start-up, instead of a blank
  // screen (firstPage.ts; a page ready sooner shows no flash of it).
  if (!shown) {
    return (
      <div className="app-boot" aria-busy="true">
        <div className="app-boot__wait" style={{ animationDelay: `${bootScreenDelayLeft()}ms` }}>
          <PageLoadingBar />
          <PageSkeleton />
        </div>
      </div>
    );
  }
  // A new session (after 退出登录) starts a new shell: no kept-alive view of the last one stays.
  return <AppShell key={sessionEpoch()} data={shown.result} location={shown.location} />;
}

/** The app's routes: one guarded catch-all, shown by the shell. */
export function AppRoutes({ router }: { router: AppRouter }): ReactNode {
  return router.initialEntries ? (
    <MemoryRouter initialEntries={router.initialEntries}>
      <GuardedShell browserHistory={false} />
    </MemoryRouter>
  ) : (
    <BrowserRouter>
      <GuardedShell browserHistory />
    </BrowserRouter>
  );
}
