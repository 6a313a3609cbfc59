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
  },
});
