/**
 * Page and fragment stories without story code. Storybook indexes every
 * schemas/pages/<group>/<page>.json and schemas/fragments/<name>.json, and this plugin turns the
 * import of such a file into a CSF module:
 * - a page: one story per route showing it (a page serving several routes, as the task centres
 *   do, previews under each with that route's props), the whole app at the route's path
 *   (.storybook/PageStory.tsx);
 * - a fragment: the fragment by itself, in a page of its own with its file's "stories" arguments
 *   (virtual:schema/fragment/<name>, .storybook/FragmentStory.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { listModules, readJson } from './files.ts';
import { ROOT, SCHEMAS } from './paths.ts';
import { pageSchemaFile } from '../src/app/pageFile.ts';
import { pageStoryTitle as titleOf, type PageStoryInfo, type PageStoryRoute, type RouteModuleTitles } from '../.storybook/pageStoryInfo.ts';

const PAGE_FILE = /[\\/]schemas[\\/]pages[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;
const FRAGMENT_FILE = /[\\/]schemas[\\/]fragments[\\/]([^\\/]+)\.json$/;
const PREFIX = '\0virtual:page-story/';
const FRAGMENT_PREFIX = '\0virtual:fragment-story/';
/** A widget's own page fixture, renderers/<Widget>/<Widget>.page.json. */
const WIDGET_FIXTURE_FILE = /[\\/]renderers[\\/]([A-Z][A-Za-z0-9]*)[\\/]\1\.page\.json$/;
const WIDGET_PREFIX = '\0virtual:widget-story/';

interface RouteLite extends PageStoryRoute {
  name: string;
  page?: string;
}

interface RouteModuleLite extends RouteModuleTitles {
  routes: RouteLite[];
}

/** The route modules as written (read afresh: a route file may change while Storybook runs). */
function routeModules(): RouteModuleLite[] {
  return listModules('routes').map((m) => readJson(m.file) as RouteModuleLite);
}

function pageIdOf(fileName: string): string {
  const m = PAGE_FILE.exec(fileName);
  if (!m) throw new Error(`${fileName} is not a page schema`);
  return `${m[1]}/${m[2]}`;
}

/** The routes showing a page, in route-table order. */
function routesOf(pageId: string, modules: readonly RouteModuleLite[]): RouteLite[] {
  return modules.flatMap((m) => m.routes).filter((r) => r.page === pageId);
}

/** One story of a page: under one route showing it (or none, for a page no route shows yet). */
export interface PageStoryEntry {
  exportName: string;
  name: string;
  route: PageStoryRoute | null;
}

const routeArg = (route: RouteLite | undefined): PageStoryRoute | null =>
  route ? { path: route.path, title: route.title, access: route.access, roles: route.roles } : null;

/**
 * Sidebar place of a page's stories: Pages/<group title>/<route title>, one story per route
 * ('页面' when one route shows the page, else each route's title, as the task centres).
 */
export function pageStoryTitle(fileName: string): { title: string; pageId: string; stories: PageStoryEntry[] } {
  const pageId = pageIdOf(fileName);
  const modules = routeModules();
  const routes = routesOf(pageId, modules);
  const stories: PageStoryEntry[] =
    routes.length > 1
      ? routes.map((route) => ({ exportName: route.name, name: route.title, route: routeArg(route) }))
      : [{ exportName: 'Page', name: '页面', route: routeArg(routes[0]) }];
  return { title: titleOf(pageId, modules), pageId, stories };
}

/** Parameters every page story has: product staff's view, not a developer's. */
export interface PageStoryParameters {
  layout: 'fullscreen';
  /** The story's args are the compiled page module: nothing a product person can edit. */
  controls: { disable: true };
  actions: { disable: true };
  interactions: { disable: true };
  /** Shown in the 页面说明 panel instead. */
  page: PageStoryInfo;
}

/** The meta of one page's stories, from its schema and the route table. */
export function pageStoryMeta(pageId: string): { title: string; tags: string[]; parameters: PageStoryParameters } {
  const modules = routeModules();
  const route = routesOf(pageId, modules)[0];
  const schema = readJson(path.join(SCHEMAS, 'pages', `${pageId}.json`)) as { description?: string };
  const title = titleOf(pageId, modules);
  const info: PageStoryInfo = { pageId, title, description: schema.description, file: pageSchemaFile(pageId), route: routeArg(route) };
  return {
    title,
    tags: ['page'],
    parameters: { layout: 'fullscreen', controls: { disable: true }, actions: { disable: true }, interactions: { disable: true }, page: info },
  };
}

/** Sidebar place of a fragment's story: Fragments/<name>. */
export function fragmentStoryTitle(fileName: string): { title: string; name: string; fragment: string } {
  const m = FRAGMENT_FILE.exec(fileName);
  if (!m) throw new Error(`${fileName} is not a fragment`);
  return { title: `Fragments/${m[1]}`, name: '片段', fragment: m[1] };
}

/**
 * The story of a widget whose one story is its page fixture (.storybook/widgetFixtureStory.ts):
 * `Widgets/<Widget>`, story `Full`; null for another file, or when the widget has its own
 * <Widget>.stories.tsx (its stories are written out there).
 */
export function widgetFixtureStoryTitle(fileName: string): { title: string; widget: string } | null {
  const m = WIDGET_FIXTURE_FILE.exec(fileName);
  if (!m) return null;
  if (fs.existsSync(path.join(path.dirname(fileName), `${m[1]}.stories.tsx`))) return null;
  return { title: `Widgets/${m[1]}`, widget: m[1] };
}

export function pageStoryPlugin(): Plugin {
  return {
    name: 'app-page-stories',
    enforce: 'pre',
    resolveId(id) {
      // A fixture imported as itself (by Storybook's index), not as a compiled page (`?page`).
      const fixture = id.includes('?') ? null : WIDGET_FIXTURE_FILE.exec(id);
      if (fixture && widgetFixtureStoryTitle(path.join(ROOT, 'renderers', fixture[1], `${fixture[1]}.page.json`))) return `${WIDGET_PREFIX}${fixture[1]}`;
      const clean = id.split('?')[0];
      const m = PAGE_FILE.exec(clean);
      if (m) return `${PREFIX}${m[1]}/${m[2]}`;
      const f = FRAGMENT_FILE.exec(clean);
      return f ? `${FRAGMENT_PREFIX}${f[1]}` : null;
    },
    load(id) {
      if (id.startsWith(WIDGET_PREFIX)) {
        const widget = id.slice(WIDGET_PREFIX.length);
        return [
          `import page from '/renderers/${widget}/${widget}.page.json?page';`,
          "import { widgetFixtureStory } from '/.storybook/widgetFixtureStory';",
          `const story = widgetFixtureStory(${JSON.stringify(widget)}, page);`,
          'export default story.meta;',
          'export const Full = story.Full;',
        ].join('\n');
      }
      if (id.startsWith(FRAGMENT_PREFIX)) {
        const name = id.slice(FRAGMENT_PREFIX.length);
        const { title } = fragmentStoryTitle(path.join(SCHEMAS, 'fragments', `${name}.json`));
        return [
          `import * as page from 'virtual:schema/fragment/${name}';`,
          "import { FragmentStory } from '/.storybook/FragmentStory';",
          `export default { title: ${JSON.stringify(title)}, component: FragmentStory, parameters: { layout: 'fullscreen', fragment: ${JSON.stringify(name)} }, tags: ['fragment'] };`,
          `export const Fragment = { name: '片段', args: { page } };`,
        ].join('\n');
      }
      if (!id.startsWith(PREFIX)) return null;
      const pageId = id.slice(PREFIX.length);
      this.addWatchFile(path.join(SCHEMAS, 'pages', `${pageId}.json`));
      const meta = pageStoryMeta(pageId);
      const { stories } = pageStoryTitle(path.join(SCHEMAS, 'pages', `${pageId}.json`));
      return [
        `import * as page from 'virtual:schema/page/${pageId}';`,
        "import { PageStory } from '/.storybook/PageStory';",
        `export default { title: ${JSON.stringify(meta.title)}, component: PageStory, parameters: ${JSON.stringify(meta.parameters)}, tags: ${JSON.stringify(meta.tags)} };`,
        ...stories.map((s) => `export const ${s.exportName} = { name: ${JSON.stringify(s.name)}, args: { page, route: ${JSON.stringify(s.route)} } };`),
      ].join('\n');
    },
  };
}
