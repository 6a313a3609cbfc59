import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'renderers/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts'],
      setupFiles: ['tests/setup.ts'],
      testTimeout: 20000,
      pool: 'threads',
    },
  }),
);
