/**
 * Page stories without story code: Storybook indexes every schemas/pages/<group>/<page>.json, and
 * this plugin turns the import of such a file into a CSF module that renders the page through the
 * real PageRenderer (src/storybook/PageStory.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SCHEMAS } from './paths.ts';

const PAGE_FILE = /[\\/]schemas[\\/]pages[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;
const PREFIX = '\0virtual:page-story/';

interface RouteLite {
  page?: string;
  title: string;
  path: string;
  access: string;
  roles: string[];
}

function routesByPage(): Map<string, RouteLite> {
  const map = new Map<string, RouteLite>();
  const dir = path.join(SCHEMAS, 'routes');
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json'))) {
    const mod = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { routes: RouteLite[] };
    for (const r of mod.routes) if (r.page && !map.has(r.page)) map.set(r.page, r);
  }
  return map;
}

function groupTitles(): Map<string, string> {
  const map = new Map<string, string>();
  const dir = path.join(SCHEMAS, 'routes');
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json'))) {
    const mod = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { group: string; title: string };
    map.set(mod.group, mod.title);
  }
  return map;
}

/** Sidebar place of a page story: Pages/<group title>/<route title>. */
export function pageStoryTitle(fileName: string): { title: string; name: string; pageId: string } {
  const m = PAGE_FILE.exec(fileName);
  if (!m) throw new Error(`${fileName} is not a page schema`);
  const pageId = `${m[1]}/${m[2]}`;
  const route = routesByPage().get(pageId);
  const group = groupTitles().get(m[1]) ?? m[1];
  return { title: `Pages/${group}/${route?.title ?? m[2]} (${m[2]})`, name: '页面', pageId };
}

export function pageStoryPlugin(): Plugin {
  return {
    name: 'app-page-stories',
    enforce: 'pre',
    resolveId(id) {
      const clean = id.split('?')[0];
      const m = PAGE_FILE.exec(clean);
      return m ? `${PREFIX}${m[1]}/${m[2]}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const pageId = id.slice(PREFIX.length);
      const route = routesByPage().get(pageId);
      const { title } = pageStoryTitle(path.join(SCHEMAS, 'pages', `${pageId}.json`));
      const meta = { pageId, title, route: route ? { path: route.path, title: route.title, access: route.access, roles: route.roles } : null };
      return [
        `import * as page from 'virtual:schema/page/${pageId}';`,
        "import { PageStory } from '/src/storybook/PageStory';",
        `export default { title: ${JSON.stringify(title)}, component: PageStory, parameters: { layout: 'fullscreen', page: ${JSON.stringify(meta)} }, tags: ['page'] };`,
        `export const Page = { name: '页面', args: { page, route: ${JSON.stringify(meta.route)} } };`,
      ].join('\n');
    },
  };
}
