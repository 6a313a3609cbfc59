/**
 * The production build the bench measures: vite.config.ts as is, into bench/out/app. While a page
 * under test (bench/lib/config.ts) has no schema in schemas/pages yet, its bench stand-in
 * (bench/fixtures/pages) is compiled in its place through the same schema plugin (validated, with
 * expressions compiled), so the figures exist from day one and switch to the real page by itself.
 */
import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import base from '../vite.config';
import { listPages } from '../build/files';
import { APP_OUT, DETAIL, HOME, hasRealPage, type PageUnderTest } from './lib/config';

const PAGES_ID = '\0virtual:schema/pages';

/** Adds the stand-ins of missing pages under test to `virtual:schema/pages`. */
export function standInPages(pages: PageUnderTest[]): Plugin {
  const missing = pages.filter((p): p is PageUnderTest & { fixture: string } => !hasRealPage(p) && Boolean(p.fixture));
  return {
    name: 'bench-stand-in-pages',
    enforce: 'pre',
    load(id) {
      if (id !== PAGES_ID || missing.length === 0) return null;
      const real = listPages();
      const entries = [
        ...real.map((p) => `  ${JSON.stringify(p.id)}: () => import(${JSON.stringify(`virtual:schema/page/${p.id}`)}),`),
        ...missing.map((p) => {
          // `virtual:schema/file/<absolute path without .json>` is the plugin's `?page` fixture module.
          const spec = `virtual:schema/file${p.fixture.slice(0, -'.json'.length)}`;
          return `  ${JSON.stringify(p.pageId)}: () => import(${JSON.stringify(spec)}).then((m) => ({ ...m.default, pageId: ${JSON.stringify(p.pageId)} })),`;
        }),
      ];
      const ids = [...real.map((p) => p.id), ...missing.map((p) => p.pageId)];
      // No early widget lists while a stand-in is in: pages load their widgets after their module.
      return [`export const pageIds = ${JSON.stringify(ids)};`, 'export const pageAssets = {};', 'export const pageLoaders = {', ...entries, '};'].join('\n');
    },
  };
}

const config: UserConfig = {
  ...base,
  root: path.resolve(import.meta.dirname, '..'),
  plugins: [standInPages([HOME, DETAIL]), ...(base.plugins ?? [])],
  logLevel: 'warn',
  // Hidden source maps leave the JS as deployed; the bench reads them to say what a chunk is made of.
  build: { ...base.build, outDir: APP_OUT, emptyOutDir: true, manifest: true, sourcemap: 'hidden', reportCompressedSize: false },
};

export default defineConfig(config);
