import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { schemaPlugin } from './build/vitePlugin';
import { sandboxPlugin, apiProxy } from './build/sandboxPlugin';

const r = (p: string): string => fileURLToPath(new URL(p, import.meta.url));
const port = Number(process.env.PORT ?? 5173);

export default defineConfig({
  plugins: [schemaPlugin(), sandboxPlugin(), react()],
  resolve: {
    alias: { '@': r('./src'), '@renderers': r('./renderers'), '@sandbox': r('./sandbox') },
  },
  server: {
    port,
    strictPort: true,
    host: process.env.HOST ?? '127.0.0.1',
    proxy: apiProxy(process.env.API_TARGET),
    // Scratch output (screenshots, bench builds and snapshots) must not reload open pages.
    watch: { ignored: ['**/.tmp/**', '**/bench/out/**', '**/storybook-static/**'] },
  },
  preview: { port, strictPort: true },
  build: {
    target: 'es2019',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    // The widgets nearly every page shows, with what they import, in one chunk. Split per widget,
    // a cold start loaded some 60 small chunks before its first paint; each one costs the phone a
    // <link rel=modulepreload> from Vite's preload helper and a task of its own, about 150 ms of
    // main thread at 4× CPU in all. Paired cold loads (8 pairs): home LCP −164 ms, detail −116 ms;
    // home initial JS 198.8 → 187.1 KB gzip (one chunk compresses better than many).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'widgets-core', test: /[\\/]renderers[\\/](Section|Stack|Text|StatGrid|CellGroup|List|ErrorState)[\\/]/ }],
        },
      },
    },
  },
});
