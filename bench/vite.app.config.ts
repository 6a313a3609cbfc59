/**
 * The production build the bench measures: vite.config.ts as is, into bench/out/app. While a page
 * under test (bench/lib/config.ts) has no schema in schemas/pages yet, its bench stand-in
 * (bench/fixtures/pages) is compiled in its place through the same schema plugin (validated, with
 * expressions compiled), so the figures exist from day one and switch to the real page by itself.
 */
import path from 'node:path';
import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import base from '../vite.config';
import { schemaPlugin } from '../build/vitePlugin';
import { APP_OUT, DETAIL, HOME, hasRealPage, type PageUnderTest } from './lib/config';

/** The schema plugin with the stand-ins of missing pages under test compiled as those pages. */
export function withStandInPages(plugins: PluginOption[], pages: PageUnderTest[]): PluginOption[] {
  const extraPages = pages.flatMap((p) => (!hasRealPage(p) && p.fixture ? [{ id: p.pageId, file: p.fixture }] : []));
  const others = plugins.flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && p.name === 'app-schemas'));
  return [schemaPlugin({ extraPages }), ...others];
}

/** BENCH_APP_OUT: where the build goes (the size case's build with stand-in pages goes elsewhere). */
const outDir = process.env.BENCH_APP_OUT ?? APP_OUT;

const config: UserConfig = {
  ...base,
  root: path.resolve(import.meta.dirname, '..'),
  plugins: withStandInPages(base.plugins ?? [], [HOME, DETAIL]),
  logLevel: 'warn',
  // Hidden source maps leave the JS as deployed; the bench reads them to say what a chunk is made of.
  build: { ...base.build, outDir, emptyOutDir: true, manifest: true, sourcemap: 'hidden', reportCompressedSize: false },
};

export default defineConfig(config);
