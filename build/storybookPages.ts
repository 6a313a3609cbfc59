/**
 * Page stories without story code: Storybook indexes every schemas/pages/<group>/<page>.json, and
 * this plugin turns the import of such a file into a CSF module that renders the page through the
 * real PageRenderer (src/storybook/PageStory.tsx).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { listModules, readJson } from './files.ts';
import { SCHEMAS } from './paths.ts';
import { pageSchemaFile } from '../src/app/pageFile.ts';
import { pageStoryTitle as titleOf, type PageStoryInfo, type PageStoryRoute, type RouteModuleTitles } from '../src/storybook/pageStoryInfo.ts';

const PAGE_FILE = /[\\/]schemas[\\/]pages[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;
const PREFIX = '\0virtual:page-story/';

interface RouteModuleLite extends RouteModuleTitles {
  routes: Array<PageStoryRoute & { page?: string }>;
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

/** Sidebar place of a page story: Pages/<group title>/<route title>. */
export function pageStoryTitle(fileName: string): { title: string; name: string; pageId: string } {
  const pageId = pageIdOf(fileName);
  return { title: titleOf(pageId, routeModules()), name: '页面', pageId };
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

/** The meta of one page's story, from its schema and the route table. */
export function pageStoryMeta(pageId: string): { title: string; tags: string[]; parameters: PageStoryParameters } {
  const modules = routeModules();
  const route = modules.flatMap((m) => m.routes).find((r) => r.page === pageId);
  const schema = readJson(path.join(SCHEMAS, 'pages', `${pageId}.json`)) as { description?: string };
  const title = titleOf(pageId, modules);
  const info: PageStoryInfo = {
    pageId,
    title,
    description: schema.description,
    file: pageSchemaFile(pageId),
    route: route ? { path: route.path, title: route.title, access: route.access, roles: route.roles } : null,
  };
  return {
    title,
    tags: ['page'],
    parameters: { layout: 'fullscreen', controls: { disable: true }, actions: { disable: true }, interactions: { disable: true }, page: info },
  };
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
      this.addWatchFile(path.join(SCHEMAS, 'pages', `${pageId}.json`));
      const meta = pageStoryMeta(pageId);
      return [
        `import * as page from 'virtual:schema/page/${pageId}';`,
        "import { PageStory } from '/src/storybook/PageStory';",
        `export default { title: ${JSON.stringify(meta.title)}, component: PageStory, parameters: ${JSON.stringify(meta.parameters)}, tags: ${JSON.stringify(meta.tags)} };`,
        `export const Page = { name: '页面', args: { page, route: ${JSON.stringify(meta.parameters.page.route)} } };`,
      ].join('\n');
    },
  };
}
