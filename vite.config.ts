import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { schemaPlugin } from './build/vitePlugin.ts';
import { sandboxPlugin, apiProxy } from './build/sandboxPlugin.ts';
import { appAliases } from './build/aliases.ts';
import { appUrlPlugin } from './build/appUrl.ts';
import { serviceWorkerPlugin } from './build/serviceWorker.ts';
import { CORE_WIDGETS } from './src/react/coreWidgets.ts';

const r = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
const port = Number(process.env.PORT ?? 5173);

/**
 * antd's small shared internals (utilities, style helpers, Button, Space, Tag and what rc-util and
 * Babel's helpers they use), in one chunk: split by which pages share them, a cold deep link to
 * the customer detail loaded some 20 chunks of a few hundred bytes each, every one a preload link,
 * a request and a task. Paired cold loads of the detail: −88 ms on loopback, −356 ms at 150 ms
 * RTT (10 and 6 pairs); its download grows from 40.0 to 45.9 KB gzip; the home's initial JS does
 * not change (the chunk loads after its first paint). ContextIsolator stays out: it imports
 * antd's form context and with it rc-field-form and async-validator, which only forms need.
 */
/** The core widgets (src/react/coreWidgets.ts: antd-free, on nearly every page) and the parts they share. */
const WIDGETS_CORE = new RegExp(`[\\\\/]renderers[\\\\/](${CORE_WIDGETS.join('|')}|parts[\\\\/](SourceStatus|lazyStates|sourceStates))[\\\\/.]`);

const ANTD_KIT = /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|button|space|style|tag|theme[\\/]interface)|rc-util[\\/]es|@rc-component[\\/](util|color-picker)|@ant-design[\\/]cssinjs-utils|@babel[\\/]runtime)[\\/]/;

export default defineConfig({
  plugins: [schemaPlugin(), sandboxPlugin(), appUrlPlugin(), react(), serviceWorkerPlugin()],
  resolve: { alias: appAliases(r('.')) },
  server: {
    port,
    strictPort: true,
    host: process.env.HOST ?? '127.0.0.1',
    proxy: apiProxy(process.env.API_TARGET),
    // Scratch output (screenshots, bench builds and snapshots) must not reload open pages.
    watch: { ignored: ['**/.tmp/**', '**/bench/out/**', '**/storybook-static/**'] },
  },
  // The dev server's dependency scan starts from the app alone: by default it reads every HTML file
  // in the project, and the bench's floor pages import a module only the bench config provides, so
  // the whole scan failed and each dependency was found on first use instead, reloading the page.
  optimizeDeps: { entries: ['index.html'] },
  preview: { port, strictPort: true },
  build: {
    target: 'es2019',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    // The widgets nearly every page shows, with what they import, in one chunk (and antd's shared
    // internals in another, see ANTD_KIT). Split per widget,
    // a cold start loaded some 60 small chunks before its first paint; each one costs the phone a
    // <link rel=modulepreload> from Vite's preload helper and a task of its own, about 150 ms of
    // main thread at 4× CPU in all. Paired cold loads (8 pairs): home LCP −164 ms, detail −116 ms;
    // home initial JS 198.8 → 187.1 KB gzip (one chunk compresses better than many).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'widgets-core', test: WIDGETS_CORE, priority: 2 },
            { name: 'antd-kit', test: (id: string) => ANTD_KIT.test(id) && !id.includes('ContextIsolator'), priority: 1 },
          ],
        },
      },
    },
  },
});
