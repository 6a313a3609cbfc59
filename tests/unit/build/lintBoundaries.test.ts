// @vitest-environment node
/**
 * The import boundaries of eslint.config.js, run through ESLint's Node API on source strings that
 * stand at a path inside the tree (the files need not exist): widgets reach src/ only through the
 * widget API (src/widget-kit), src/core stays free of React, src/react, src/app and the widgets,
 * the rest of src/ imports src/core and src/react through their index.ts, and the sandbox shares
 * only what it should with the app.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The no-restricted-imports messages ESLint gives `code` standing at `file` (relative to the root). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, 'the fixture parses').toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const WIDGET = 'renderers/Fixture/Fixture.tsx';
const uses = (spec: string): string => `import { x } from '${spec}';\nexport const y = x;\n`;

/** [file, import] pairs ESLint must refuse once each (with `says` in the message, if given). */
async function expectRefused(cases: Array<[string, string]>, says?: string): Promise<void> {
  for (const [file, spec] of cases) {
    const found = await refusals(file, uses(spec));
    expect(found, `${file}: ${spec}`).toHaveLength(1);
    if (says) expect(found[0], `${file}: ${spec}`).toContain(says);
  }
}

/** [file, import] pairs ESLint must accept. */
async function expectAccepted(cases: Array<[string, string]>): Promise<void> {
  for (const [file, spec] of cases) expect(await refusals(file, uses(spec)), `${file}: ${spec}`).toEqual([]);
}

const at = (file: string, specs: string[]): Array<[string, string]> => specs.map((spec) => [file, spec]);

describe('widgets import src/ only through the widget API', () => {
  it('refuses an internal path of src/, by alias or relative', () =>
    expectRefused(at(WIDGET, ['@/react/runtime', '@/core/actions', '@/lib', '@/state', '@/shell', '@/request', '../../src/react/pageContext', '../../src']), '@/widget-kit'));

  it('refuses a type-only import of an internal path too', async () => {
    expect(await refusals(WIDGET, "import type { NodeSchema } from '@/core/types';\nexport type N = NodeSchema;\n")).toHaveLength(1);
  });

  it('refuses the sandbox', () => expectRefused(at(WIDGET, ['@sandbox/index', '../../sandbox/app'])));

  it('accepts the widget API, other widgets and packages', () =>
    expectAccepted(at(WIDGET, ['@/widget-kit', '@/widget-kit/form', '../parts/cardKit', '../props.generated', 'antd', 'react'])));

  it('keeps the test kits out of a shipped widget, and lets tests and stories use them', async () => {
    await expectRefused(at(WIDGET, ['@/widget-kit/testing', '../testing/widgetTest']));
    const kits = ['renderers/Fixture/Fixture.test.tsx', 'renderers/Fixture/Fixture.stories.tsx', 'renderers/testing/Kit.tsx'];
    await expectAccepted(kits.flatMap((file) => at(file, ['@/widget-kit/testing', '../testing/widgetTest'])));
    await expectRefused(kits.map((file) => [file, '@/react/testing']));
  });
});

describe('src/core stays free of React, src/react, src/app and the widgets', () => {
  it('refuses each', () =>
    expectRefused([
      ...at('src/core/fixture.ts', ['react', 'react-dom/client', '@formily/react', 'antd', '@/react/runtime', '../react/runtime', '@/app/services', '@renderers/Text/Text', '../../renderers/Text/Text']),
      ['src/core/actions/fixture.ts', '../../react'],
      ['src/core/expr/fixture.ts', '../../app/urlPolicy'],
    ]));

  it('accepts its own modules, src/lib and plain packages', () =>
    expectAccepted(at('src/core/actions/fixture.ts', ['./paths', '../types', '../lib/mask', 'immer', '@formily/json-schema'])));
});

describe('the rest of src/ imports src/core and src/react through their index.ts, and no sandbox', () => {
  it('refuses a deep path of either, by alias or relative', () =>
    expectRefused([
      ...at('src/app/fixture.ts', ['@/core/paths', '../core/types', '@/react/runtime']),
      ['src/router/fixture.ts', '../core/types.ts'],
      ['src/wecom/simulator/fixture.ts', '../../react/pageContext'],
      ['src/react/fixture.ts', '@/core/actions'],
      ['src/app/fixture.ts', '@sandbox/index'],
      ['src/react/fixture.ts', '../../sandbox/msw'],
      ['src/app/fixture.ts', '@renderers/Text/Text'],
    ]));

  it('accepts the surfaces, the runtime test kit, and a module inside its own folder', () =>
    expectAccepted([
      ...at('src/app/fixture.ts', ['@/core', '@/react']),
      ['src/wecom/fixture.ts', '@/react/testing'],
      ['src/react/fixture.ts', './runtime'],
      ['src/core/actions/fixture.ts', '../paths'],
    ]));
});

describe('the sandbox shares with the app only what both sides need', () => {
  it('accepts src/lib, the catalogue types and the simulator fixtures', () =>
    expectAccepted(at('sandbox/handlers/fixture.ts', ['@/lib', '@/core/types', '@/wecom/simulator/fixtures', '../../src/lib'])));

  it('refuses the rest of src/ and the widgets', () =>
    expectRefused(at('sandbox/handlers/fixture.ts', ['@/request', '@/lib/dictData', '@/core/actions', '@/session/userInfo', '../../src/request', '@renderers/Text/Text', '../../renderers/Text/Text'])));

  it('lets a contract test read the sandbox token with the app decoder', async () => {
    await expectAccepted([['sandbox/session/fixture.test.ts', '@/session/userInfo']]);
    await expectRefused([['sandbox/session/fixture.test.ts', '@/request']]);
  });
});

/** The import-style messages ESLint gives `spec` imported at `file`, and the import after `--fix`. */
async function styleOf(file: string, spec: string): Promise<{ messages: string[]; fixed: string }> {
  const code = uses(spec);
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const messages = result.messages.filter((m) => m.ruleId === 'local/import-style').map((m) => m.message);
  const fixer = new ESLint({ cwd: ROOT, fix: true });
  const [fixedResult] = await fixer.lintText(code, { filePath: path.join(ROOT, file) });
  const fixed = /from '([^']*)'/.exec(fixedResult.output ?? code)?.[1] ?? '';
  return { messages, fixed };
}

describe('one import style: aliases across folders, relative paths inside a folder', () => {
  it.each([
    // Leaves its folder: the alias.
    ['src/app/fixture.ts', '../request/errors', '@/request/errors'],
    ['src/core/actions/fixture.ts', '../../lib/mask', '@/lib/mask'],
    ['renderers/Fixture/Fixture.tsx', '../parts/cardKit', '@renderers/parts/cardKit'],
    ['sandbox/handlers/fixture.ts', '../util/dates', '@sandbox/util/dates'],
    ['sandbox/handlers/fixture.ts', '../../src/lib', '@/lib'],
    // In its folder or below: the relative path.
    ['src/request/fixture.ts', '@/request/errors', './errors'],
    ['src/request/fixture.ts', '@/request/transport/axios', './transport/axios'],
    ['renderers/Fixture/Fixture.tsx', '@renderers/Fixture/parts', './parts'],
    ['sandbox/fixture.ts', '@sandbox/handlers/news', './handlers/news'],
  ])('%s: %s is refused and fixed to %s', async (file, spec, expected) => {
    const { messages, fixed } = await styleOf(file, spec);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`'${expected}'`);
    expect(fixed).toBe(expected);
  });

  it.each([
    ['src/app/fixture.ts', '@/request/errors'],
    ['src/app/fixture.ts', './pageLoader'],
    ['renderers/Fixture/Fixture.test.tsx', '../../tests/utils/renderPage'],
    ['src/lib/fixture.ts', '../../schemas/dicts/provinces.json'],
    ['src/app/fixture.ts', 'react'],
    ['tests/unit/fixture.test.ts', '../../src/lib'],
  ])('%s: %s is in the style (or outside the three trees)', async (file, spec) => {
    expect((await styleOf(file, spec)).messages).toEqual([]);
  });
});
