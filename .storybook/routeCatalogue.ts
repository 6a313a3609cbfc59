/**
 * The rows of Storybook's route catalogue, from the route table the app itself compiles
 * (src/app/schemaData.ts) and the page schemas the build found: no hand-kept copy.
 */
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import type { CompiledRoute } from '@/core';
import { pageSchemaFile } from '@/app/pageFile';
import { pageStoryTitle, type RouteModuleTitles } from './pageStoryInfo';

export type CatalogueStatus = 'page' | 'missing' | 'redirect';

export interface CatalogueRow {
  path: string;
  title: string;
  group: string;
  roles: readonly string[];
  access: string;
  status: CatalogueStatus;
  /** The page story to open, for a route whose page is written. */
  storyId?: string;
  /** The schema file to write, for a route whose page is not. */
  file?: string;
  redirect?: string;
}

/**
 * Story id of a route's page story, as Storybook derives it from the indexer's title and export
 * name: a page shown by several routes has one story per route, named by the route
 * (build/storybookPages.ts), else its one story 'Page'.
 */
export function pageStoryId(pageId: string, modules: readonly RouteModuleTitles[], routeName?: string): string {
  return toId(pageStoryTitle(pageId, modules), storyNameFromExport(routeName ?? 'Page'));
}

export function catalogueRows(routes: readonly CompiledRoute[], modules: readonly RouteModuleTitles[], pageIds: readonly string[]): CatalogueRow[] {
  const written = new Set(pageIds);
  const groupTitle = new Map(modules.map((m) => [m.group, m.title]));
  const routesOfPage = new Map<string, number>();
  for (const r of routes) if (r.page) routesOfPage.set(r.page, (routesOfPage.get(r.page) ?? 0) + 1);
  return routes.map((r) => {
    const base = { path: r.path, title: r.title, group: groupTitle.get(r.group) ?? r.group, roles: r.roles, access: r.access };
    if (r.redirect) return { ...base, status: 'redirect', redirect: r.redirect };
    if (r.page && written.has(r.page)) {
      const shared = (routesOfPage.get(r.page) ?? 0) > 1;
      return { ...base, status: 'page', storyId: pageStoryId(r.page, modules, shared ? r.name : undefined) };
    }
    return { ...base, status: 'missing', file: r.page ? pageSchemaFile(r.page) : undefined };
  });
}
