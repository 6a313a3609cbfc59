// @vitest-environment node
/**
 * The entry does not grow with pages (issue 19): the production build with pages added keeps
 * their loaders and widget and icon lists out of the chunks the app boots with; they are in their
 * group's manifest chunk, and index.html preloads the landing page's group manifest.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type PluginOption, type Rolldown } from 'vite';
import viteConfig from '../../../vite.config';
import { schemaPlugin } from '../../../build/vitePlugin';
import { listPages, readJson } from '../../../build/files';
import { expectedSchemaRef } from '../../../build/validate';
import { CORE_WIDGETS } from '../../../src/react/coreWidgets';

/** Pages added under the home group, with ids no route names (the route table is in the entry). */
const PROBES = ['home/entry-probe-one', 'home/entry-probe-two', 'home/entry-probe-three'];

let dir = '';
let chunks: Rolldown.OutputChunk[] = [];
let html = '';

/** The chunks the app boots with: the entry and its static imports. */
function bootChunks(): Rolldown.OutputChunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const out = new Map<string, Rolldown.OutputChunk>();
  const stack = chunks.filter((c) => c.isEntry);
  while (stack.length) {
    const c = stack.pop() as Rolldown.OutputChunk;
    if (out.has(c.fileName)) continue;
    out.set(c.fileName, c);
    for (const f of c.imports) if (byFile.has(f)) stack.push(byFile.get(f) as Rolldown.OutputChunk);
  }
  return [...out.values()];
}

const chunkOf = (moduleId: string): Rolldown.OutputChunk | undefined => chunks.find((c) => c.facadeModuleId === `\0${moduleId}`);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-test-'));
  const template = listPages().find((p) => p.id === 'customer-info/customerInfo-detail');
  if (!template) throw new Error('the detail page is missing');
  const extraPages = PROBES.map((id) => {
    const file = path.join(dir, `${id}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const page = { ...(readJson(template.file) as Record<string, unknown>), $schema: expectedSchemaRef('page', file) };
    fs.writeFileSync(file, JSON.stringify(page));
    return { id, file };
  });
  // The service worker plugin (build/serviceWorker.ts) globs the written files, and this build writes none.
  const dropped = (name: string): boolean => name === 'app-schemas' || name.startsWith('vite-plugin-pwa');
  const others = (viteConfig.plugins ?? []).flat().filter((p: PluginOption) => !(p && typeof p === 'object' && 'name' in p && dropped(p.name)));
  const result = await build({
    ...viteConfig,
    configFile: false,
    logLevel: 'silent',
    plugins: [schemaPlugin({ extraPages }), ...others],
    build: { ...viteConfig.build, write: false, outDir: path.join(dir, 'out') },
  });
  const output = (Array.isArray(result) ? result[0] : (result as Rolldown.RolldownOutput)).output;
  chunks = output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const index = output.find((o) => o.type === 'asset' && o.fileName === 'index.html');
  html = index && index.type === 'asset' ? String(index.source) : '';
}, 180_000);

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the production entry', () => {
  it('names no page that is not routed, and no page chunk', () => {
    const boot = bootChunks();
    expect(boot.length).toBeGreaterThan(0);
    const pageFiles = chunks.filter((c) => c.facadeModuleId?.startsWith('\0virtual:schema/page/')).map((c) => path.basename(c.fileName));
    expect(pageFiles.length).toBeGreaterThan(PROBES.length);
    // Page ids, page chunks, and widget lists as the page manifests write them.
    const found = boot.flatMap((c) =>
      [...PROBES, ...pageFiles, 'widgets:[`'].filter((s) => c.code.includes(s)).map((s) => `${c.fileName}: ${s}`),
    );
    expect(found).toEqual([]);
  });

  it('finds the added pages through their group’s manifest chunk', () => {
    const manifest = chunkOf('virtual:schema/page-manifest-home');
    expect(manifest).toBeDefined();
    for (const id of PROBES) expect(manifest?.code).toContain(JSON.stringify(id));
    expect(manifest?.code).toMatch(/widgets:\[`/);
    const probe = chunkOf(`virtual:schema/page/${PROBES[0]}`);
    expect(manifest?.dynamicImports).toContain(probe?.fileName);
    expect(bootChunks().some((c) => c.dynamicImports.includes(manifest?.fileName ?? ''))).toBe(true);
  });

  it('holds no antd runtime, nor that of its icons: the shell and the core widgets paint without them (issue 28)', () => {
    const boot = bootChunks();
    const modules = boot.flatMap((c) => c.moduleIds).map((id) => id.replace(/\\/g, '/'));
    // The core widgets are in the entry's closure: the home paints with them alone.
    for (const type of CORE_WIDGETS) expect(modules.some((id) => id.endsWith(`/renderers/${type}/${type}.tsx`)), type).toBe(true);
    // antd's components, its configuration and CSS-in-JS, motion and the locales load with the
    // first page or dialog that renders antd (src/shell/antdScope.tsx).
    const antd = modules.filter((id) => /\/node_modules\/(antd|@ant-design\/cssinjs|rc-motion|rc-picker|dayjs\/locale)\//.test(id) || id.endsWith('/src/shell/AppTheme.tsx'));
    expect(antd).toEqual([]);
    // Their icons are drawn from the SVG definitions (src/shell/SvgIcon.tsx), without the runtime
    // of @ant-design/icons (its context, two-tone colours and colour maths, style injection).
    const iconRuntime = modules.filter((id) => /\/node_modules\/(@ant-design\/(icons|colors|fast-color)|rc-util)\//.test(id));
    expect(iconRuntime).toEqual([]);
  });

  it('holds no action module: actions run on a tap or once a page is on screen, and load in their own chunk (issue 28)', () => {
    const modules = bootChunks().flatMap((c) => c.moduleIds).map((id) => id.replace(/\\/g, '/'));
    expect(modules.filter((id) => id.includes('/src/core/actions/modules/'))).toEqual([]);
    const actions = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith('/src/core/actions/actionModules.ts')));
    expect(actions?.moduleIds.filter((id) => id.includes('/src/core/actions/modules/')).length).toBeGreaterThan(20);
  });

  it('preloads the landing page’s group manifest from index.html', () => {
    // '/' redirects to /home/customer-home-page (schemas/routes/root.json).
    const manifest = chunkOf('virtual:schema/page-manifest-home');
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${manifest?.fileName}">`);
    expect(html.match(/page-manifest-/g)).toHaveLength(1);
  });
});
