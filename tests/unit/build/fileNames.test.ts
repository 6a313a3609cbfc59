/**
 * One file-name case for the product's code: a module's file is camelCase (a function, data or a
 * hook) or PascalCase (a component or a widget), in src/, renderers/, sandbox/, build/ and
 * .storybook/. Kebab-case is for what is named after something else that is: schema files and
 * their groups (schemas/pages/customer-info), the page tests named after those groups
 * (tests/unit/pages/customer-info.test.tsx), npm scripts' files (scripts/check-sizes.ts) and the
 * bench's floor pages (bench/floors/detail-react.tsx, served as detail-react.html).
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const CODE_DIRS = ['src', 'renderers', 'sandbox', 'build', '.storybook'];
const SKIP = new Set(['node_modules', 'out', '.tmp', 'fixtures']);

/** A module name: camelCase or PascalCase words, then suffixes such as .test, .stories, .generated. */
export const MODULE_NAME = /^[A-Za-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*\.(ts|tsx|mts|mjs)$/;

function codeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...codeFiles(full));
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path.relative(ROOT, full));
  }
  return out;
}

describe('file names', () => {
  it('are camelCase or PascalCase for every module of code', () => {
    const files = CODE_DIRS.filter((d) => fs.existsSync(path.join(ROOT, d))).flatMap((d) => codeFiles(path.join(ROOT, d)));
    expect(files.length).toBeGreaterThan(400);
    expect(files.filter((f) => !MODULE_NAME.test(path.basename(f)))).toEqual([]);
  });

  it('refuse a kebab-case module and accept the project’s suffixes', () => {
    expect(MODULE_NAME.test('answer-maps.ts')).toBe(false);
    expect(MODULE_NAME.test('answerMaps.ts')).toBe(true);
    expect(MODULE_NAME.test('ActionSheet.stories.tsx')).toBe(true);
    expect(MODULE_NAME.test('schemaTypes.generated.ts')).toBe(true);
    expect(MODULE_NAME.test('public-links.test.tsx')).toBe(false);
  });
});
