/**
 * History-mode router: one catch-all route whose loader runs the navigation guard (spec 4.1) and
 * loads the page; the shell renders the result. Redirects the guard asks for never reach history
 * as separate entries, because the URL changes only after the loader resolves.
 */
import { createBrowserRouter, createMemoryRouter, redirect, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { parseLocation } from '@/router';
import { AppShell } from './AppShell';
import { lazy, Suspense } from 'react';

const RouteError = lazy(() => import('./RouteError').then((m) => ({ default: m.RouteError })));
import { guardAndLoad } from './pageLoader';
import { committedLocation } from './committed';
import { setNavigator } from './services';

async function loader({ request }: LoaderFunctionArgs): Promise<unknown> {
  const url = new URL(request.url);
  const result = await guardAndLoad(parseLocation(`${url.pathname}${url.search}`), committedLocation());
  if (result.kind === 'redirect') throw result.replace ? replace(result.to) : redirect(result.to);
  return result;
}

const routes: RouteObject[] = [
  {
    path: '*',
    loader,
    element: <AppShell />,
    errorElement: (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ),
    hydrateFallbackElement: <div className="app-boot" aria-busy="true" />,
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href !== nextUrl.href,
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router: history mode in the app; `initialEntries` gives an in-memory history
 * (Storybook, tests) that runs the same guard and shell.
 */
export function createAppRouter(options: { initialEntries?: string[] } = {}): AppRouter {
  const router = options.initialEntries ? createMemoryRouter(routes, { initialEntries: options.initialEntries }) : createBrowserRouter(routes);
  setNavigator({
    go: (url, replaceEntry) => void router.navigate(url, { replace: replaceEntry }),
    back: (delta) => void router.navigate(-delta),
  });
  return router;
}
