/**
 * Runs the navigation guard for a target, then loads its page module and the widgets it uses, so a
 * page renders complete on its first paint (no widget waterfall).
 *
 * The data path of a navigation starts here (router.tsx calls guardAndLoad) and hands off so:
 *
 *   route match     routeTable.match, once a guard run (guardAndLoad); the match goes to runGuard
 *        |          and, once the guard passes, to the page shown
 *   scope           scopeBeforeMount (src/core/pageScope.ts): query, params, route, user, config,
 *        |          dict, the page's initial state and values; the renderer builds the same
 *   prefetch        prefetchPageData (src/core/prefetchData.ts) starts each independent source's
 *        |          first request, keyed by sourceKey; blocking ones are waited for a little
 *   page mount      AppShell renders PageRenderer with the same query, params and route
 *        |
 *   sources         useDataSources (src/react/useDataSources.ts, one hook per mechanism in
 *        |          src/react/sources/): each source resolves the same key, takes the prefetched
 *        |          answer instead of asking again (usePrefetchHandOff) ...
 *   SWR cache       ... and SWR holds the answer for the next visit (kept on the device when the
 *                   source is `persist`: src/react/persistedCache.ts, src/app/dataCache.ts)
 */
import { runGuard, formatLocation, homeRouteOf, routeScope, type NavLocation, type RouteMatch } from '@/router';
import { scopeBeforeMount, prefetchPageData, prefetchSettled, type PageModule } from '@/core';
import { widgetRegistry } from '@/react';
import { doneProgress, notify, preloadIcons } from '@/shell';
import { guardDeps } from './guardDeps';
import { holdsData } from './dataCache';
import { loadPageDicts, routeTable } from './schemaData';
import { appServices } from './services';
import { pageManifestEntry } from './pageManifests';

export type LoadResult =
  | { kind: 'redirect'; to: string; replace: boolean }
  | { kind: 'page'; to: NavLocation; match: RouteMatch; page: PageModule | null };

/** How many times one navigation may re-enter (routes generated) or follow guard redirects. */
const MAX_HOPS = 5;

/**
 * A page's load: `requested` once its chunk, widgets and icons are requested (its group's manifest
 * read), `module` once its module and the dictionaries are in, `ready` once its widgets and icons
 * are too; null for a page the build does not know.
 */
interface PageLoad {
  requested: Promise<void>;
  module: Promise<PageModule | null>;
  ready: Promise<PageModule | null>;
}

/** Page loads by page id: one download per page however often it is asked for. */
const pageLoads = new Map<string, PageLoad>();

/** Loads a page, once per page (a failed load, or an unknown page, is forgotten, so the next asks again). */
function startPageLoad(pageId: string): PageLoad {
  let load = pageLoads.get(pageId);
  if (!load) {
    const manifestEntry = pageManifestEntry(pageId);
    const module = manifestEntry.then((entry) => {
      if (!entry) return null;
      // The manifest lists the page's widgets and icons next to its loader: their chunks download
      // alongside the page's own instead of after it has arrived and been evaluated (the boot's
      // first render and the guard's answers can hold that up for a hundred milliseconds or more).
      // A failure surfaces below, where `ready` asks for the same widgets again.
      if (entry.assets) {
        widgetRegistry.preload(entry.assets.widgets).catch(() => undefined);
        void preloadIcons(entry.assets.icons);
      }
      return entry.load().then(async (mod) => {
        await loadPageDicts(mod);
        return mod;
      });
    });
    const ready = module.then(async (mod) => {
      if (mod) await Promise.all([widgetRegistry.preload(mod.widgets), preloadIcons(mod.icons)]);
      return mod;
    });
    // After the callback above, which issues the requests.
    const requested = manifestEntry.then(
      () => undefined,
      () => undefined,
    );
    load = { requested, module, ready };
    pageLoads.set(pageId, load);
    const forget = (): void => void pageLoads.delete(pageId);
    ready.then((mod) => {
      if (!mod) forget();
    }, forget);
  }
  return load;
}

/**
 * Resolves once the code of the page `path` shows has been requested, at once when it shows none
 * (or if its manifest fails to load: the navigation reports that). On a cold start React's first
 * render waits for it (main.tsx, firstPage.ts).
 */
export function pageCodeRequested(path: string): Promise<void> {
  const pageId = routeTable.match(path)?.route.page;
  return pageId ? startPageLoad(pageId).requested : Promise.resolve();
}

/** Loads a page module, its dictionaries, widgets and icons; null for an unknown page id. */
function loadPageModule(pageId: string): Promise<PageModule | null> {
  return startPageLoad(pageId).ready;
}

/**
 * How long a navigation waits, once the page's code is in, for the answers of its blocking sources
 * before it shows the page's skeleton instead: about React's own delay before it reveals a
 * Suspense fallback. The progress bar shows meanwhile (after PROGRESS_DELAY_MS).
 */
export const BLOCKING_ANSWER_WAIT_MS = 300;

/**
 * Loads the page a guarded navigation shows. Its independent data sources start loading as soon
 * as the module is in, in parallel with the widgets (src/core/prefetchData.ts); the page shows when its
 * widgets are in and its blocking sources answered, or BLOCKING_ANSWER_WAIT_MS after that.
 */
async function loadTargetPage(pageId: string, to: NavLocation, match: RouteMatch): Promise<PageModule | null> {
  const load = startPageLoad(pageId);
  const mod = await load.module;
  if (!mod) return null;
  const scope = scopeBeforeMount(mod.default, { query: to.query, params: match.params, route: routeScope(match.route) }, appServices);
  const started = prefetchPageData(mod.default.data, scope, appServices.request, holdsData);
  const page = await load.ready;
  // A blocking source shows a skeleton in place of the page until it answers. When it answers
  // soon, keep the current screen that little longer and show the page once, complete.
  const blocking = started.filter((s) => mod.default.data?.[s.source]?.blocking).map((s) => s.key);
  await prefetchSettled(blocking, BLOCKING_ANSWER_WAIT_MS);
  return page;
}

/** How many linked pages a shown page prefetches (the build orders them: list rows' target first). */
const PREFETCH_LINKS = 8;

/**
 * Once the phone is idle after a page is shown, downloads the modules and widgets of the first
 * pages it links to, one at a time, so tapping a link does not wait for a chunk waterfall. Data is
 * not prefetched (the guard and the target's query decide it); pages needing a role or permission
 * still go through the guard when tapped.
 */
export function prefetchLinks(page: PageModule): void {
  // Only where the browser reports idle time (Chromium webviews): prefetching must never compete
  // with the page for the main thread or the network.
  if (typeof requestIdleCallback !== 'function') return;
  const idle = (fn: () => void): void => void requestIdleCallback(fn, { timeout: 3000 });
  const pageIds = page.links
    .map((to) => routeTable.match(to.split('?')[0])?.route.page)
    .filter((id): id is string => Boolean(id) && id !== page.pageId && !pageLoads.has(id as string))
    .slice(0, PREFETCH_LINKS);
  const next = (): void => {
    const id = pageIds.shift();
    if (!id) return;
    loadPageModule(id).then(() => idle(next), () => idle(next));
  };
  idle(next);
}

export async function guardAndLoad(to: NavLocation, from: NavLocation | null): Promise<LoadResult> {
  // The route is matched once a run of the guard, and that match goes to the guard and to the page
  // shown (a re-entry matches again: the guard has just generated the routes).
  let match = routeTable.match(to.path);
  // The page's code does not depend on the guard's answer: download it while the guard runs (its
  // calls take round trips of their own). A redirect leaves a cached chunk behind, nothing more.
  // For / and /index that is the home of the session's role, where the guard will send them.
  const target = match?.route;
  const early = target?.toHome ? homeRouteOf(routeTable.homes, appServices.user()?.systemRole)?.page : target?.page;
  if (early) startPageLoad(early)?.ready.catch(() => undefined);
  try {
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      if (hop > 0) match = routeTable.match(to.path);
      const outcome = await runGuard(to, from, guardDeps, match);
      if (outcome.kind === 'reenter') continue;
      if (outcome.kind === 'redirect') {
        if (outcome.message) notify({ type: 'danger', message: outcome.message });
        return { kind: 'redirect', to: outcome.to, replace: outcome.replace };
      }
      if (!match) return { kind: 'redirect', to: '/error/404', replace: true };
      const page = match.route.page ? await loadTargetPage(match.route.page, to, match) : null;
      return { kind: 'page', to, match, page };
    }
    throw new Error(`navigation to ${formatLocation(to)} re-entered ${MAX_HOPS} times`);
  } finally {
    doneProgress();
  }
}
