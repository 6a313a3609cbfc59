/**
 * History-mode router: one catch-all route whose loader runs the navigation guard (spec 4.1) and
 * loads the page; the shell renders the result. Redirects the guard asks for never reach history
 * as separate entries, because the URL changes only after the loader resolves.
 */
import { createBrowserRouter, redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { parseLocation } from '@/router';
import { AppShell } from './AppShell';
import { RouteError } from './RouteError';
import { guardAndLoad } from './pageLoader';
import { committedLocation } from './committed';
import { setNavigator } from './services';

async function loader({ request }: LoaderFunctionArgs): Promise<unknown> {
  const url = new URL(request.url);
  const result = await guardAndLoad(parseLocation(`${url.pathname}${url.search}`), committedLocation());
  if (result.kind === 'redirect') throw result.replace ? replace(result.to) : redirect(result.to);
  return result;
}

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  const router = createBrowserRouter([
    {
      path: '*',
      loader,
      element: <AppShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <div className="app-boot" aria-busy="true" />,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href !== nextUrl.href,
    },
  ]);
  setNavigator({
    go: (url, replaceEntry) => void router.navigate(url, { replace: replaceEntry }),
    back: (delta) => void router.navigate(-delta),
  });
  return router;
}
