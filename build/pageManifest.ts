/**
 * The modules through which the app finds a page's code (src/core/pageManifest.ts), so the entry
 * does not grow with pages:
 *
 *   virtual:schema/page-groups              { [group]: () => import(its manifest) }: the only
 *                                           part in the entry, one line per page group
 *   virtual:schema/page-manifest-<group>    { [pageId]: { load, assets } }: a chunk per group with
 *                                           its pages' loaders and the widget and icon lists
 *                                           fetched with them
 *   virtual:schema/pages                    every page (pageIds, pageLoaders) for tests and tools,
 *                                           made of the group manifests; the app does not import it
 *
 * The build preloads the manifest of the page '/' leads to from index.html (landingPageOf), so the
 * home page's first paint waits for no extra request; any other first page's manifest is requested
 * with the guard's first calls (src/app/pageLoader.ts), whose round trips it shares.
 */
import { pageGroupOf, type PageAssets } from '../src/core/pageManifest.ts';
import type { RoleName, RouteDef } from '../src/core/types.ts';

export const PAGE_GROUPS_MODULE = 'page-groups';
/** Prefix of a group manifest's module id; its chunk is named page-manifest-<group>-<hash>.js. */
export const PAGE_GROUP_MODULE = 'page-manifest-';

export interface ManifestPage {
  id: string;
  /** Undefined when the page's JSON does not parse: its own module reports the error. */
  assets: PageAssets | undefined;
}

/** Page groups in first-seen order, each with its pages. */
export function groupPages<T extends { id: string }>(pages: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const p of pages) {
    const group = pageGroupOf(p.id);
    const list = groups.get(group);
    if (list) list.push(p);
    else groups.set(group, [p]);
  }
  return groups;
}

/** `virtual:schema/page-groups`: a loader per group manifest. */
export function pageGroupsModule(prefix: string, groups: string[]): string {
  return [
    'export default {',
    ...groups.map((g) => `  ${JSON.stringify(g)}: () => import(${JSON.stringify(`${prefix}${PAGE_GROUP_MODULE}${g}`)}),`),
    '};',
  ].join('\n');
}

/** `virtual:schema/page-manifest-<group>`: the group's pages, each with its loader and assets. */
export function pageGroupModule(prefix: string, pages: ManifestPage[]): string {
  return [
    'export default {',
    ...pages.map((p) => {
      const load = `load: () => import(${JSON.stringify(`${prefix}page/${p.id}`)})`;
      return `  ${JSON.stringify(p.id)}: { ${load}${p.assets ? `, assets: ${JSON.stringify(p.assets)}` : ''} },`;
    }),
    '};',
  ].join('\n');
}

/** `virtual:schema/pages`: every page of every group manifest. */
export function allPagesModule(prefix: string, groups: string[]): string {
  return [
    ...groups.map((g, i) => `import g${i} from ${JSON.stringify(`${prefix}${PAGE_GROUP_MODULE}${g}`)};`),
    `const entries = [${groups.map((_, i) => `g${i}`).join(', ')}].flatMap((m) => Object.entries(m));`,
    'export const pageIds = entries.map(([id]) => id);',
    'export const pageLoaders = Object.fromEntries(entries.map(([id, p]) => [id, p.load]));',
  ].join('\n');
}

/**
 * The page the root path leads to, following redirects between fixed paths; a `toHome` route leads
 * to the home of `role` (staff: the app's main audience; src/router/home.ts). Null if none.
 */
export function landingPageOf(
  routes: Array<Pick<RouteDef, 'path' | 'page' | 'redirect' | 'toHome' | 'home'>>,
  from = '/',
  role: RoleName = 'qyUser',
): string | null {
  let at = from;
  for (let hop = 0; hop < 5; hop++) {
    const route = routes.find((r) => r.path === at);
    if (route?.page) return route.page;
    if (route?.toHome) return routes.find((r) => r.home?.includes(role))?.page ?? null;
    if (!route?.redirect) return null;
    at = route.redirect.split('?')[0];
  }
  return null;
}
