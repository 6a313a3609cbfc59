/**
 * Runs the navigation guard for a target, then loads its page module and the widgets it uses, so a
 * page renders complete on its first paint (no widget waterfall).
 */
import { pageLoaders } from 'virtual:schema/pages';
import { runGuard, formatLocation, type NavLocation, type RouteMatch } from '@/router';
import type { PageModule } from '@/core/types';
import { widgetRegistry } from '@/react/widgets';
import { doneProgress, notify } from '@/shell';
import { guardDeps } from './guardDeps';
import { loadDicts, routeTable } from './schemaData';

export type LoadResult =
  | { kind: 'redirect'; to: string; replace: boolean }
  | { kind: 'page'; to: NavLocation; match: RouteMatch; page: PageModule | null };

/** How many times one navigation may re-enter (routes generated) or follow guard redirects. */
const MAX_HOPS = 5;

export async function loadPageModule(pageId: string): Promise<PageModule | null> {
  const loader = pageLoaders[pageId];
  if (!loader) return null;
  const [mod] = await Promise.all([loader(), loadDicts()]);
  await widgetRegistry.preload(mod.widgets);
  return mod;
}

export async function guardAndLoad(to: NavLocation, from: NavLocation | null): Promise<LoadResult> {
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
      const page = match.route.page ? await loadPageModule(match.route.page) : null;
      return { kind: 'page', to, match, page };
    }
    throw new Error(`navigation to ${formatLocation(to)} re-entered ${MAX_HOPS} times`);
  } finally {
    doneProgress();
  }
}
