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
      // On the 2-core CI machine a page test can miss a wait once under load: it gets one more
      // try there, and `npm test` lists every test that passed only on its retry.
      retry: process.env.CI === 'true' ? 1 : 0,
    },
  }),
);
