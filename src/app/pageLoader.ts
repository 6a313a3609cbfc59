/**
 * Runs the navigation guard for a target, then loads its page module and the widgets it uses, so a
 * page renders complete on its first paint (no widget waterfall).
 */
import { pageLoaders } from 'virtual:schema/pages';
import { runGuard, formatLocation, type NavLocation, type RouteMatch } from '@/router';
import type { PageModule } from '@/core/types';
import { widgetRegistry } from '@/react/widgets';
import { prefetchPageData } from '@/react/prefetchData';
import { doneProgress, iconNamesOf, notify, preloadIcons } from '@/shell';
import { guardDeps } from './guardDeps';
import { loadDicts, routeTable } from './schemaData';
import { appServices } from './services';

export type LoadResult =
  | { kind: 'redirect'; to: string; replace: boolean }
  | { kind: 'page'; to: NavLocation; match: RouteMatch; page: PageModule | null };

/** How many times one navigation may re-enter (routes generated) or follow guard redirects. */
const MAX_HOPS = 5;

/**
 * Loads a page module, its dictionaries and widgets. With `target`, the page's independent data
 * sources start loading as soon as the module is in, in parallel with the widgets (prefetchData.ts).
 */
export async function loadPageModule(pageId: string, target?: { to: NavLocation; match: RouteMatch }): Promise<PageModule | null> {
  const loader = pageLoaders[pageId];
  if (!loader) return null;
  const [mod] = await Promise.all([loader(), loadDicts()]);
  if (target) {
    const scope = {
      query: target.to.query,
      params: target.match.params,
      user: appServices.user() ?? {},
      config: appServices.config() ?? {},
      dict: appServices.dicts,
      state: mod.default.state ?? {},
    };
    prefetchPageData(mod.default.data, scope, appServices.request, appServices.apiDebounceMs);
  }
  await Promise.all([widgetRegistry.preload(mod.widgets), preloadIcons(iconNamesOf(mod.default))]);
  return mod;
}


/** Literal `navigate` targets of a page schema, in schema order. */
function linkTargets(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const n of node) linkTargets(n, out);
  } else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (o.action === 'navigate' && typeof o.to === 'string' && !o.to.includes('{{')) out.add(o.to);
    for (const v of Object.values(o)) if (v && typeof v === 'object') linkTargets(v, out);
  }
  return out;
}

/** How many linked pages a shown page prefetches. */
const PREFETCH_LINKS = 6;
const prefetched = new Set<string>();

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
  const pageIds = [...linkTargets(page.default, new Set())]
    .map((to) => routeTable.match(to.split('?')[0])?.route.page)
    .filter((id): id is string => Boolean(id) && id !== page.pageId && !prefetched.has(id as string))
    .slice(0, PREFETCH_LINKS);
  const next = (): void => {
    const id = pageIds.shift();
    if (!id) return;
    prefetched.add(id);
    loadPageModule(id).then(() => idle(next), () => idle(next));
  };
  idle(next);
}

export async function guardAndLoad(to: NavLocation, from: NavLocation | null): Promise<LoadResult> {
  // The page's code does not depend on the guard's answer: download it while the guard runs (its
  // calls take round trips of their own). A redirect leaves a cached chunk behind, nothing more.
  const early = routeTable.match(to.path)?.route.page;
  if (early) void loadPageModule(early).catch(() => undefined);
  try {
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      const outcome = await runGuard(to, from, guardDeps);
      if (outcome.kind === 'reenter') continue;
      if (outcome.kind === 'redirect') {
        if (outcome.message) notify({ type: 'danger', message: outcome.message });
        return { kind: 'redirect', to: outcome.to, replace: outcome.replace };
      }
      const match = routeTable.match(to.path);
      if (!match) return { kind: 'redirect', to: '/error/404', replace: true };
      const page = match.route.page ? await loadPageModule(match.route.page, { to, match }) : null;
      return { kind: 'page', to, match, page };
    }
    throw new Error(`navigation to ${formatLocation(to)} re-entered ${MAX_HOPS} times`);
  } finally {
    doneProgress();
  }
}
