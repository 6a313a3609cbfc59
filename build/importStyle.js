/**
 * ESLint rule `local/import-style`: one import style across the three source trees (issue 20).
 *
 * - A module of src/, renderers/ or sandbox/ imports a module of another folder of those trees
 *   through the tree's alias: `@/…` (src), `@renderers/…`, `@sandbox/…` (build/aliases.ts and
 *   tsconfig.json's `paths` declare them). `../` is refused.
 * - It imports a module of its own folder (or of a folder below it) by a relative path, `./…`. An
 *   alias pointing into the importer's own folder is refused.
 * - What lies outside the three trees (schemas/, tests/, build/) keeps its relative path: those
 *   folders have no alias.
 *
 * So the path says at a glance whether a module reaches outside its folder. Both cases are fixed by
 * `eslint --fix`. Plain JavaScript with JSDoc, as eslint.config.js loads it without a TypeScript step.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The source trees and their aliases, longest alias first so `@renderers/` is not read as `@/`. */
const TREES = [
  { alias: '@renderers', dir: path.join(ROOT, 'renderers') },
  { alias: '@sandbox', dir: path.join(ROOT, 'sandbox') },
  { alias: '@', dir: path.join(ROOT, 'src') },
];

/** @param {string} abs @param {string} dir */
const inside = (abs, dir) => abs === dir || abs.startsWith(dir + path.sep);

/** The alias form of an absolute module path in one of the trees, or null. @param {string} abs */
function aliasOf(abs) {
  const tree = TREES.find((t) => inside(abs, t.dir));
  if (!tree) return null;
  return `${tree.alias}/${path.relative(tree.dir, abs).split(path.sep).join('/')}`;
}

/** The absolute path an alias specifier names, or null for anything else. @param {string} spec */
function resolveAlias(spec) {
  for (const t of TREES) {
    if (spec.startsWith(t.alias + '/')) return path.join(t.dir, spec.slice(t.alias.length + 1));
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importStyle = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Aliases across folders of src/, renderers/ and sandbox/; relative paths inside a folder.' },
    schema: [],
    messages: {
      useAlias: "'{{spec}}' leaves this folder: import it through its alias, '{{fixed}}' (build/importStyle.js).",
      useRelative: "'{{spec}}' is in this folder: import it by its relative path, '{{fixed}}' (build/importStyle.js).",
    },
  },
  create(context) {
    const file = context.filename;
    if (!TREES.some((t) => inside(file, t.dir))) return {};
    const dir = path.dirname(file);

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      let fixed = null;
      let messageId = 'useAlias';
      if (spec.startsWith('../')) {
        fixed = aliasOf(path.resolve(dir, spec));
      } else {
        const abs = resolveAlias(spec);
        if (abs && inside(abs, dir) && abs !== dir) {
          fixed = `./${path.relative(dir, abs).split(path.sep).join('/')}`;
          messageId = 'useRelative';
        }
      }
      if (!fixed) return;
      const quote = source.raw ? source.raw[0] : "'";
      context.report({
        node: source,
        messageId,
        data: { spec, fixed },
        fix: (fixer) => fixer.replaceText(source, `${quote}${fixed}${quote}`),
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const localPlugin = { rules: { 'import-style': importStyle } };
