/**
 * Page and fragment stories without story code. Storybook indexes every
 * schemas/pages/<group>/<page>.json and schemas/fragments/<name>.json, and this plugin turns the
 * import of such a file into a CSF module:
 * - a page: one story per route showing it (a page serving several routes, as the task centres
 *   do, previews under each with that route's props), the whole app at the route's path
 *   (src/storybook/PageStory.tsx);
 * - a fragment: the fragment by itself, in a page of its own with its file's "stories" arguments
 *   (virtual:schema/fragment/<name>, src/storybook/FragmentStory.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SCHEMAS } from './paths';

const PAGE_FILE = /[\\/]schemas[\\/]pages[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;
const FRAGMENT_FILE = /[\\/]schemas[\\/]fragments[\\/]([^\\/]+)\.json$/;
const PREFIX = '\0virtual:page-story/';
const FRAGMENT_PREFIX = '\0virtual:fragment-story/';

interface RouteLite {
  name: string;
  page?: string;
  title: string;
  path: string;
  access: string;
  roles: string[];
}

function routeModules(): Array<{ group: string; title: string; routes: RouteLite[] }> {
  const dir = path.join(SCHEMAS, 'routes');
  return fs
    .readdirSync(dir)
    .filter((x) => x.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { group: string; title: string; routes: RouteLite[] });
}

/** The routes showing each page, in route-table order. */
function routesByPage(): Map<string, RouteLite[]> {
  const map = new Map<string, RouteLite[]>();
  for (const mod of routeModules()) for (const r of mod.routes) if (r.page) map.set(r.page, [...(map.get(r.page) ?? []), r]);
  return map;
}

function groupTitles(): Map<string, string> {
  return new Map(routeModules().map((m) => [m.group, m.title]));
}

/** One story of a page: under one route showing it (or none, for a page no route shows yet). */
export interface PageStoryEntry {
  exportName: string;
  name: string;
  route: RouteLite | null;
}

/**
 * Sidebar place of a page's stories: Pages/<group title>/<first route's title> (<page>), one story
 * per route ('页面' when one route shows the page, else each route's title).
 */
export function pageStoryTitle(fileName: string): { title: string; pageId: string; stories: PageStoryEntry[] } {
  const m = PAGE_FILE.exec(fileName);
  if (!m) throw new Error(`${fileName} is not a page schema`);
  const pageId = `${m[1]}/${m[2]}`;
  const routes = routesByPage().get(pageId) ?? [];
  const group = groupTitles().get(m[1]) ?? m[1];
  const stories: PageStoryEntry[] =
    routes.length > 1
      ? routes.map((route) => ({ exportName: route.name, name: route.title, route }))
      : [{ exportName: 'Page', name: '页面', route: routes[0] ?? null }];
  return { title: `Pages/${group}/${routes[0]?.title ?? m[2]} (${m[2]})`, pageId, stories };
}

/** Sidebar place of a fragment's story: Fragments/<name>. */
export function fragmentStoryTitle(fileName: string): { title: string; name: string; fragment: string } {
  const m = FRAGMENT_FILE.exec(fileName);
  if (!m) throw new Error(`${fileName} is not a fragment`);
  return { title: `Fragments/${m[1]}`, name: '片段', fragment: m[1] };
}

const routeArg = (route: RouteLite | null): unknown =>
  route ? { path: route.path, title: route.title, access: route.access, roles: route.roles } : null;

export function pageStoryPlugin(): Plugin {
  return {
    name: 'app-page-stories',
    enforce: 'pre',
    resolveId(id) {
      const clean = id.split('?')[0];
      const m = PAGE_FILE.exec(clean);
      if (m) return `${PREFIX}${m[1]}/${m[2]}`;
      const f = FRAGMENT_FILE.exec(clean);
      return f ? `${FRAGMENT_PREFIX}${f[1]}` : null;
    },
    load(id) {
      if (id.startsWith(FRAGMENT_PREFIX)) {
        const name = id.slice(FRAGMENT_PREFIX.length);
        const { title } = fragmentStoryTitle(path.join(SCHEMAS, 'fragments', `${name}.json`));
        return [
          `import * as page from 'virtual:schema/fragment/${name}';`,
          "import { FragmentStory } from '/src/storybook/FragmentStory';",
          `export default { title: ${JSON.stringify(title)}, component: FragmentStory, parameters: { layout: 'fullscreen', fragment: ${JSON.stringify(name)} }, tags: ['fragment'] };`,
          `export const Fragment = { name: '片段', args: { page } };`,
        ].join('\n');
      }
      if (!id.startsWith(PREFIX)) return null;
      const pageId = id.slice(PREFIX.length);
      const { title, stories } = pageStoryTitle(path.join(SCHEMAS, 'pages', `${pageId}.json`));
      const meta = { pageId, title, route: routeArg(stories[0].route) };
      return [
        `import * as page from 'virtual:schema/page/${pageId}';`,
        "import { PageStory } from '/src/storybook/PageStory';",
        `export default { title: ${JSON.stringify(title)}, component: PageStory, parameters: { layout: 'fullscreen', page: ${JSON.stringify(meta)} }, tags: ['page'] };`,
        ...stories.map((s) => `export const ${s.exportName} = { name: ${JSON.stringify(s.name)}, args: { page, route: ${JSON.stringify(routeArg(s.route))} } };`),
      ].join('\n');
    },
  };
}
