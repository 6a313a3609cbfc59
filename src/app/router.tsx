/**
 * History-mode router (react-router's declarative mode): every location runs the navigation guard
 * (spec 4.1) and loads its page before the shell shows it; until then the previous page stays on
 * screen under the progress bar. A redirect the guard asks for replaces the requested entry, so it
 * never reaches history as an entry of its own (as vue-router's `next(path)` did).
 *
 * The data router (createBrowserRouter and loaders) would do the same with twice the code on the
 * first route (about 30 KB gzip against 14 KB): this app has one catch-all route and its own guard.
 */
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { parseLocation } from '@/router';
import { AppShell } from './AppShell';
import { guardAndLoad, type LoadResult } from './pageLoader';
import { committedLocation } from './committed';
import { setNavigator } from './services';

const RouteError = lazy(() => import('./RouteError').then((m) => ({ default: m.RouteError })));

/** How the app's history works: the browser's, or in memory from `initialEntries` (Storybook, tests). */
export interface AppRouter {
  initialEntries?: string[];
}

export function createAppRouter(options: { initialEntries?: string[] } = {}): AppRouter {
  return { initialEntries: options.initialEntries };
}

type PageResult = Extract<LoadResult, { kind: 'page' }>;

/** The first navigation, started before React renders (see startFirstNavigation). */
let first: { url: string; result: Promise<LoadResult> } | null = null;

/**
 * Runs the guard and loads the page for the browser's current URL at once, so its round trips and
 * downloads overlap React's first render of the shell instead of following it. The router picks
 * the result up for its first location (once); any other location runs the guard itself.
 */
export function startFirstNavigation(): void {
  const url = `${window.location.pathname}${window.location.search}`;
  first = { url, result: guardAndLoad(parseLocation(url), null) };
  first.result.catch(() => undefined);
}

function takeFirstNavigation(url: string): Promise<LoadResult> | null {
  const hit = first && first.url === url ? first.result : null;
  first = null;
  return hit;
}

/** What is on screen: the last location the guard let through, with its loaded page. */
interface Shown {
  result: PageResult;
  location: Location;
}

function GuardedShell(): ReactNode {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    setNavigator({
      go: (url, replaceEntry) => void navigate(url, { replace: replaceEntry }),
      back: (delta) => void navigate(-delta),
    });
  }, [navigate]);

  useEffect(() => {
    let current = true;
    const url = `${location.pathname}${location.search}`;
    (takeFirstNavigation(url) ?? guardAndLoad(parseLocation(url), committedLocation())).then(
      (result) => {
        if (!current) return;
        if (result.kind === 'redirect') void navigate(result.to, { replace: true });
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
        <RouteError error={error} />
      </Suspense>
    );
  }
  if (!shown) return <div className="app-boot" aria-busy="true" />;
  return <AppShell data={shown.result} location={shown.location} />;
}

/** The app's routes: one guarded catch-all, shown by the shell. */
export function AppRoutes({ router }: { router: AppRouter }): ReactNode {
  return router.initialEntries ? (
    <MemoryRouter initialEntries={router.initialEntries}>
      <GuardedShell />
    </MemoryRouter>
  ) : (
    <BrowserRouter>
      <GuardedShell />
    </BrowserRouter>
  );
}
