import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { appAliases } from './build/aliases.ts';

/** End-to-end tests: real Chromium (Debian's, via playwright-core) against `npm start`. */
export default defineConfig({
  // The app's aliases: the tests import sandbox and src modules, which import each other by them.
  resolve: { alias: appAliases(fileURLToPath(new URL('.', import.meta.url))) },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    fileParallelism: false,
    pool: 'forks',
    // As the unit suite: one more try in CI, and `npm test` lists what passed only on its retry.
    retry: process.env.CI === 'true' ? 1 : 0,
  },
});
