// @vitest-environment node
/**
 * What keeps the first open of a page story in `storybook dev` fast (see the report in
 * .storybook/main.ts and build/storybookPreload.ts): regressions here cost product staff seconds.
 */
import { describe, expect, it } from 'vitest';
import type { InlineConfig, Plugin } from 'vite';
import main from '../../../.storybook/main';
import { staticImportsOf } from '../../../build/storybookPreload';
import { schemaPlugin } from '../../../build/vitePlugin';

type ViteFinal = (config: InlineConfig, options: unknown) => Promise<InlineConfig>;

describe('Storybook’s Vite config', () => {
  it('scans PageStory for dependencies, warms it up and preloads its modules for page stories', async () => {
    const cfg = await (main.viteFinal as ViteFinal)({ plugins: [], optimizeDeps: { entries: ['index.html'] } }, {});
    // Without it msw and hono were found on the first page opened: re-bundle, reload, 17 s.
    expect(cfg.optimizeDeps?.entries).toEqual(['index.html', '.storybook/PageStory.tsx']);
    expect(cfg.server?.warmup?.clientFiles).toContain('./.storybook/PageStory.tsx');
    const names = (cfg.plugins ?? []).flat().map((p) => (p as Plugin).name);
    expect(names).toContain('app-page-story-preload');
  });
});

describe('the preload list', () => {
  it('follows static imports and re-exports, resolves a dependency’s relative chunks, and leaves dynamic imports', () => {
    const code = [
      'import { a } from "/src/a.ts";',
      'import "/src/b.css";',
      'import {\n  c,\n  d\n} from "/node_modules/.cache/deps/c.js?v=12";',
      'export { e } from "./e.ts";',
      'const lazy = () => import("/src/lazy.tsx");',
      'import * as f from "./chunk-f.js";',
      'import React from "react";',
    ].join('\n');
    expect(staticImportsOf(code, '/node_modules/.cache/deps/main.js?v=12')).toEqual([
      '/src/a.ts',
      '/src/b.css',
      '/node_modules/.cache/deps/c.js?v=12',
      '/node_modules/.cache/deps/e.ts',
      '/node_modules/.cache/deps/chunk-f.js',
    ]);
  });
});

describe('the schema collections', () => {
  it.each(['routes', 'apis', 'dicts'])('%s is one module, not one per file (a dev request each)', async (kind) => {
    const plugin = schemaPlugin();
    const load = plugin.load as (this: unknown, id: string) => string;
    const code = load.call({ addWatchFile: () => undefined, error: (m: string) => { throw new Error(m); } }, `\0virtual:schema/${kind}`);
    expect(code).not.toMatch(/import .* from ['"]virtual:schema\/module\//);
    expect(code).toMatch(/export default \[/);
  });
});
