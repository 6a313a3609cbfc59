import { defineConfig } from 'vite';
import react from "@vitejs/plugin-react";
import { schemaPlugin } from "./build/vitePlugin";
import { fileURLToPath } from 'node:url';

const r = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [schemaPlugin(), react()],
  resolve: {
    alias: { '@': r('./src'), '@renderers': r('./renderers'), '@sandbox': r('./sandbox') },
  },
});
