// @vitest-environment node
/**
 * The import boundaries of eslint.config.js, run through ESLint's Node API on source strings that
 * stand at a path inside the tree (the files need not exist): widgets reach src/ only through the
 * widget API (src/widget-kit), src/core stays free of React, src/react, src/app and the widgets,
 * and the sandbox shares only what it should with the app.
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
const uses = (spec: string, name = 'x'): string => `import { ${name} } from '${spec}';\nexport const y = ${name};\n`;

describe('widgets import src/ only through the widget API', () => {
  it('refuses an internal path of src/, by alias or relative', async () => {
    for (const spec of ['@/react/runtime', '@/core/actions', '@/lib', '@/state', '@/shell', '@/request', '../../src/react/pageContext', '../../src']) {
      const found = await refusals(WIDGET, uses(spec));
      expect(found, spec).toHaveLength(1);
      expect(found[0], spec).toContain('@/widget-kit');
    }
  });

  it('refuses a type-only import of an internal path too', async () => {
    expect(await refusals(WIDGET, "import type { NodeSchema } from '@/core/types';\nexport type N = NodeSchema;\n")).toHaveLength(1);
  });

  it('refuses the sandbox', async () => {
    expect(await refusals(WIDGET, uses('@sandbox/index'))).toHaveLength(1);
    expect(await refusals(WIDGET, uses('../../sandbox/app'))).toHaveLength(1);
  });

  it('accepts the widget API, other widgets and packages', async () => {
    for (const spec of ['@/widget-kit', '@/widget-kit/form', '../parts/cardKit', '../props.generated', 'antd', 'react']) {
      expect(await refusals(WIDGET, uses(spec)), spec).toEqual([]);
    }
  });

  it('keeps the test kits out of a shipped widget, and lets tests and stories use them', async () => {
    expect(await refusals(WIDGET, uses('@/widget-kit/testing'))).toHaveLength(1);
    expect(await refusals(WIDGET, uses('../testing/widgetTest'))).toHaveLength(1);
    for (const file of ['renderers/Fixture/Fixture.test.tsx', 'renderers/Fixture/Fixture.stories.tsx', 'renderers/testing/Kit.tsx']) {
      expect(await refusals(file, uses('@/widget-kit/testing')), file).toEqual([]);
      expect(await refusals(file, uses('../testing/widgetTest')), file).toEqual([]);
      expect(await refusals(file, uses('@/react/testing')), file).toHaveLength(1);
    }
  });
});

describe('src/core stays free of React, src/react, src/app and the widgets', () => {
  it('refuses each', async () => {
    for (const [file, spec] of [
      ['src/core/fixture.ts', 'react'],
      ['src/core/fixture.ts', 'react-dom/client'],
      ['src/core/fixture.ts', '@formily/react'],
      ['src/core/fixture.ts', 'antd'],
      ['src/core/fixture.ts', '@/react/runtime'],
      ['src/core/fixture.ts', '../react/runtime'],
      ['src/core/actions/fixture.ts', '../../react'],
      ['src/core/fixture.ts', '@/app/services'],
      ['src/core/expr/fixture.ts', '../../app/urlPolicy'],
      ['src/core/fixture.ts', '@renderers/Text/Text'],
      ['src/core/fixture.ts', '../../renderers/Text/Text'],
    ]) {
      expect(await refusals(file, uses(spec)), `${file}: ${spec}`).toHaveLength(1);
    }
  });

  it('accepts its own modules, src/lib and plain packages', async () => {
    for (const spec of ['./paths', '../types', '../lib/mask', 'immer', '@formily/json-schema']) {
      expect(await refusals('src/core/actions/fixture.ts', uses(spec)), spec).toEqual([]);
    }
  });
});

describe('the sandbox shares with the app only what both sides need', () => {
  it('accepts src/lib, the catalogue types and the simulator fixtures', async () => {
    for (const spec of ['../../src/lib', '../../src/core/types', '../../src/wecom/simulator/fixtures']) {
      expect(await refusals('sandbox/handlers/fixture.ts', uses(spec)), spec).toEqual([]);
    }
  });

  it('refuses the rest of src/ and the widgets', async () => {
    for (const spec of ['../../src/request', '../../src/lib/dictData', '../../src/core/actions', '../../src/session/user-info', '@/lib', '../../renderers/Text/Text']) {
      expect(await refusals('sandbox/handlers/fixture.ts', uses(spec)), spec).toHaveLength(1);
    }
  });

  it('lets a contract test read the sandbox token with the app decoder', async () => {
    expect(await refusals('sandbox/session/fixture.test.ts', uses('../../src/session/user-info'))).toEqual([]);
    expect(await refusals('sandbox/session/fixture.test.ts', uses('../../src/request'))).toHaveLength(1);
  });
});
