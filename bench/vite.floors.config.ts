/**
 * The floors and the peer, one multi-page production build into bench/out/floors:
 *   home-static.html   the app's home page as static HTML (a snapshot of the rendered page with its
 *                      CSS inlined and every script removed: the same pixels with no JavaScript)
 *   detail-react.html  the customer detail page in hand-written React + antd
 *   detail-guarded.html the same page after the app's guard, through the app's request layer
 *   form-formily.html  the generated 500-field form through our schema runtime
 *   form-react.html    the same form in plain React + antd Form (the floor)
 *   form-rjsf.html     the same form in RJSF with its antd theme and ajv8 (the peer)
 * Same aliases, React plugin, schema plugin, build target and chunk groups as the app. The groups
 * matter to every page: without them the five pages' shared code was split into many small chunks
 * (199 against 139), which cost the hand-written detail page 72 ms of its cold load (paired, 8
 * runs; a build of that page alone with the app's groups: −74 ms), the plain React form 396 ms,
 * RJSF 240 ms and ours 130 ms of first screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { schemaPlugin } from '../build/vitePlugin';
import { FLOORS_OUT, GEN, ROOT } from './lib/config';
import { hasFormWidget } from './fixtures/genForm500';
import app from '../vite.config';
import { appAliases } from '../build/aliases';
import { floorPages, REACT_FLOORS } from './floors/floorPages';

const FLOORS = path.join(ROOT, 'bench/floors');
const PAGES = ['index', 'home-static', ...REACT_FLOORS];

/** home-static.html becomes the snapshot written by the bench (bench/out/gen/home-static.html). */
function homeSnapshot(): Plugin {
  return {
    name: 'bench-home-snapshot',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('home-static.html')) return html;
        const file = path.join(GEN, 'home-static.html');
        return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : html;
      },
    },
  };
}

/** `bench:form-runtime`: the Form widget path when renderers/Form exists, else Formily directly. */
function formRuntime(): Plugin {
  return {
    name: 'bench-form-runtime',
    enforce: 'pre',
    resolveId(id) {
      if (id !== 'bench:form-runtime') return null;
      return path.join(FLOORS, hasFormWidget() ? 'formRuntime.schema.tsx' : 'formRuntime.direct.tsx');
    },
  };
}

/**
 * The schema plugin as the floors need it: compiling the `?page` form fixture. Its whole-project
 * check at build start is the app build's job (bench/vite.app.config.ts); here it would only make
 * the floors depend on every page being valid at the moment.
 */
function fixtureSchemaPlugin(): Plugin {
  const plugin = schemaPlugin();
  const config = plugin.config;
  if (typeof config !== 'function') return plugin;
  return {
    ...plugin,
    config(userConfig, env) {
      return config.call(this, userConfig, { ...env, command: 'serve' });
    },
  };
}

/**
 * The root must be the project root: the widget registry globs `/renderers/*` from it. Vite then
 * writes the pages to <outDir>/bench/floors/; they are moved to <outDir>/ (asset URLs are absolute).
 */
function flattenPages(): Plugin {
  return {
    name: 'bench-flatten-pages',
    apply: 'build',
    closeBundle() {
      const from = path.join(FLOORS_OUT, 'bench', 'floors');
      if (!fs.existsSync(from)) return;
      for (const f of fs.readdirSync(from)) fs.renameSync(path.join(from, f), path.join(FLOORS_OUT, f));
      fs.rmSync(path.join(FLOORS_OUT, 'bench'), { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  root: ROOT,
  base: '/',
  logLevel: 'warn',
  plugins: [formRuntime(), homeSnapshot(), floorPages(ROOT), fixtureSchemaPlugin(), react(), flattenPages()],
  resolve: { alias: appAliases(ROOT) },
  build: {
    target: 'es2019',
    outDir: FLOORS_OUT,
    emptyOutDir: true,
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      input: Object.fromEntries(PAGES.map((p) => [p, path.join(FLOORS, `${p}.html`)])),
      output: app.build?.rolldownOptions?.output,
    },
  },
});
