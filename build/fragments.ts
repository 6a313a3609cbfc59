/**
 * Fragments: a JSON file under schemas/fragments/ with declared parameters and a body of nodes,
 * included from any node list of a page (`{ "type": "Fragment", "use": "task-list", "with": {…} }`)
 * and expanded here, at build time: the app never sees a Fragment node, only the nodes it stands
 * for, with every `{{args.<name>}}` replaced by the value given in `with` (or the declared default).
 *
 * An argument may be plain JSON or one whole `{{ expression }}` of the including page's scope
 * (`"custId": "{{item.custId}}"`): a string that is just `{{args.x}}` becomes the argument itself,
 * and inside a larger expression the argument's value or expression takes the place of `args.x`.
 *
 * Expansion keeps where every part of the result comes from, so an error found in the expanded page
 * names the fragment file and the pointer inside it, and the page (and pointer) that included it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FRAGMENTS, rel } from './paths.ts';
import { JsonSyntaxError, readJson } from './files.ts';
import type { SchemaIssue } from './validate.ts';
import { didYouMean } from './suggest.ts';
import { literal, parseExpression, printExpression, replaceRootReads, rootReads, type Ast } from './exprAst.ts';
import type { FragmentFile, FragmentParam } from '../src/core/types.ts';

/** The node type of an include. */
export const FRAGMENT_TYPE = 'Fragment';
/** The root fragment bodies read their parameters from. */
export const ARGS_ROOT = 'args';

/** One declared parameter of a fragment (fragment.schema.json). Without a default it must be given. */
export type ParamDecl = FragmentParam;
export type ParamType = NonNullable<ParamDecl['type']>;

/**
 * A fragment file as read, before ajv has checked it: fragment.schema.json's fields, any of them
 * possibly missing, and a body of nodes not checked yet.
 */
export type FragmentJson = Partial<Omit<FragmentFile, 'body'>> & { body: unknown[] };

/** A place in a schema file. */
export interface Place {
  file: string;
  pointer: string;
}

/** Where a part of an expanded page comes from, and the includes it came through (outermost first). */
export interface Origin extends Place {
  via: Place[];
}

/** Reads fragment files by name, each once. */
export interface FragmentLoader {
  dir: string;
  /** The file a name stands for (whether or not it exists). */
  fileOf(name: string): string;
  /** The parsed fragment, null when there is no such file; throws JsonSyntaxError for bad JSON. */
  load(name: string): FragmentJson | null;
  /** Names of the fragments in the folder. */
  names(): string[];
}

export function fragmentLoader(dir: string = FRAGMENTS): FragmentLoader {
  const cache = new Map<string, FragmentJson | null>();
  const fileOf = (name: string): string => path.join(dir, `${name}.json`);
  return {
    dir,
    fileOf,
    load(name) {
      if (!cache.has(name)) {
        const file = fileOf(name);
        cache.set(name, fs.existsSync(file) ? (readJson(file) as FragmentJson) : null);
      }
      return cache.get(name) ?? null;
    },
    names() {
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => path.basename(f, '.json'));
    },
  };
}

/** The result of expanding a page's includes. */
export interface Expansion {
  json: unknown;
  /** Include errors (unknown fragment, wrong parameter …), each naming both files. */
  issues: SchemaIssue[];
  /** The fragment files the page uses (to watch them). */
  files: string[];
  /** Where a pointer of the expanded JSON comes from. */
  locate(pointer: string): Origin;
}

const WHOLE_RE = /^\s*\{\{([\s\S]*)\}\}\s*$/;
const PART_RE = /\{\{([\s\S]*?)\}\}/g;
/** A fragment's name: its file name without .json. */
export const FRAGMENT_NAME_RE = /^[a-z0-9][a-z0-9-]*$/;
const INCLUDE_KEYS = new Set(['type', 'use', 'with']);

const esc = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isInclude = (v: unknown): v is Record<string, unknown> => isRecord(v) && v.type === FRAGMENT_TYPE;

/** ' (included by a.json#/x ← page.json#/body/3)' for an origin reached through includes. */
export function viaText(via: readonly Place[]): string {
  if (!via.length) return '';
  return ` (included by ${[...via].reverse().map((p) => `${rel(p.file)}#${p.pointer}`).join(' ← ')})`;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(type: ParamType, value: unknown): boolean {
  const t = jsonType(value);
  return t === type || (type === 'number' && t === 'integer');
}

const isWholeExpression = (v: unknown): v is string => typeof v === 'string' && WHOLE_RE.test(v) && !(WHOLE_RE.exec(v)?.[1] ?? '').includes('}}');

/** Checks an include's arguments against the fragment's parameters; returns the values to use. */
function bindArgs(
  include: Record<string, unknown>,
  fragment: FragmentJson,
  fragmentFile: string,
  at: Place,
  via: readonly Place[],
  issues: SchemaIssue[],
): Map<string, unknown> {
  const declared = fragment.params ?? {};
  const names = Object.keys(declared);
  const given = include.with;
  const args = new Map<string, unknown>();
  const where = `fragment ${rel(fragmentFile)}`;
  const add = (pointer: string, message: string): void => {
    issues.push({ file: at.file, pointer, message: `${message}${viaText(via)}` });
  };
  if (given !== undefined && !isRecord(given)) {
    add(`${at.pointer}/with`, `"with" must be an object of the parameters of ${where}`);
  }
  const values = isRecord(given) ? given : {};
  for (const [name, value] of Object.entries(values)) {
    const decl = declared[name];
    const pointer = `${at.pointer}/with/${esc(name)}`;
    if (!decl) {
      const list = names.length ? `declared: ${names.join(', ')}` : 'it declares none';
      add(pointer, `unknown parameter '${name}' of ${where}${didYouMean(name, names)} (${list})`);
      continue;
    }
    let wrong = '';
    if (!isWholeExpression(value)) {
      if (decl.type && !typeMatches(decl.type, value)) wrong = `must be of type ${decl.type}, not ${jsonType(value)}`;
      else if (decl.enum && !decl.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) {
        wrong = `is ${JSON.stringify(value)}, must be one of: ${decl.enum.map((e) => JSON.stringify(e)).join(', ')}`;
      }
    }
    if (wrong) add(pointer, `parameter '${name}' of ${where} ${wrong}`);
    // A wrong argument is reported here, once: the body gets the default (if any) instead.
    else args.set(name, value);
  }
  for (const [name, decl] of Object.entries(declared)) {
    if (args.has(name)) continue;
    args.set(name, decl.default);
    const missing = decl.default === undefined && !(isRecord(given) && name in given);
    if (missing) add(isRecord(given) ? `${at.pointer}/with` : at.pointer, `missing parameter '${name}' of ${where} (it has no default)`);
  }
  return args;
}

/** The tree an argument stands for inside an expression, or an error message. */
function argTree(value: unknown): Ast | string {
  if (value === undefined) return { type: 'Identifier', name: 'undefined' } as Ast;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    if (typeof value !== 'string' || !value.includes('{{')) return literal(value);
    if (!isWholeExpression(value)) return 'mixes text and {{ }}: it can only be used whole ("{{args.<name>}}")';
    const tree = parseExpression(WHOLE_RE.exec(value)?.[1] ?? '');
    return tree ?? `is an expression that does not parse: ${value}`;
  }
  if (Array.isArray(value) && value.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))) {
    const elements = value.map((v) => argTree(v));
    const bad = elements.find((e) => typeof e === 'string');
    if (typeof bad === 'string') return bad;
    return { type: 'ArrayExpression', elements } as unknown as Ast;
  }
  return `is ${jsonType(value)} JSON: it can only be used whole ("{{args.<name>}}")`;
}

/**
 * Replaces the parameters read in one string of a fragment. A string that is just `{{args.x}}`
 * becomes the argument itself (any JSON); other expressions reading `args` are rewritten with the
 * argument in place; the rest of the string is kept as written.
 */
function substitute(text: string, args: ReadonlyMap<string, unknown>, report: (message: string) => void): unknown {
  if (!text.includes('{{')) return text;
  const names = [...args.keys()];
  const unknown = (name: string): void => {
    report(`expression reads args.${name}, which the fragment does not declare${didYouMean(name, names)} (declared: ${names.join(', ') || 'none'})`);
  };
  const whole = WHOLE_RE.exec(text);
  if (whole && !whole[1].includes('}}')) {
    const m = /^\s*args\.([A-Za-z_$][A-Za-z0-9_$]*)\s*$/.exec(whole[1]);
    if (m) {
      if (!args.has(m[1])) {
        unknown(m[1]);
        return null;
      }
      return structuredClone(args.get(m[1]));
    }
  }
  return text.replace(PART_RE, (part, body: string) => {
    const tree = parseExpression(body);
    if (!tree || !rootReads(tree).some((r) => r.root === ARGS_ROOT)) return part;
    const next = replaceRootReads(tree, ARGS_ROOT, (name) => {
      if (name === null) {
        report('read parameters by name: args.<name>');
        return literal(null);
      }
      if (!args.has(name)) {
        unknown(name);
        return literal(null);
      }
      const arg = argTree(args.get(name));
      if (typeof arg === 'string') {
        report(`parameter '${name}' ${arg}`);
        return literal(null);
      }
      return arg;
    });
    // A problem is reported; its read becomes null, so the expression still compiles.
    try {
      return `{{${printExpression(next)}}}`;
    } catch {
      return part; // A form the compiler rejects anyway (it reports it).
    }
  });
}

/** A fragment body with its parameters replaced; problems are reported with their pointer. */
function applyArgs(value: unknown, args: ReadonlyMap<string, unknown>, pointer: string, report: (pointer: string, message: string) => void): unknown {
  if (typeof value === 'string') return substitute(value, args, (m) => report(pointer, m));
  if (Array.isArray(value)) return value.map((v, i) => applyArgs(v, args, `${pointer}/${i}`, report));
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = applyArgs(v, args, `${pointer}/${esc(k)}`, report);
    return out;
  }
  return value;
}

/**
 * Expands every include of a page (fragments may include fragments). `file` is the page's file.
 * An include that cannot be expanded is dropped from the result and reported.
 */
export function expandFragments(json: unknown, file: string, loader: FragmentLoader = fragmentLoader()): Expansion {
  const issues: SchemaIssue[] = [];
  const origins = new Map<string, Origin>();
  const files = new Set<string>();

  const includeNodes = (node: Record<string, unknown>, at: Place, via: Place[]): Array<{ value: unknown; origin: Origin }> => {
    const report = (pointer: string, message: string): void => {
      issues.push({ file: at.file, pointer, message: `${message}${viaText(via)}` });
    };
    for (const key of Object.keys(node)) {
      if (!INCLUDE_KEYS.has(key)) report(`${at.pointer}/${esc(key)}`, `unknown property '${key}' of a Fragment include${didYouMean(key, INCLUDE_KEYS)} (it takes "use" and "with")`);
    }
    const use = node.use;
    if (typeof use !== 'string' || !FRAGMENT_NAME_RE.test(use)) {
      report(`${at.pointer}${use === undefined ? '' : '/use'}`, `a Fragment include needs "use": the name of a file in ${rel(loader.dir)}/`);
      return [];
    }
    const fragmentFile = loader.fileOf(use);
    if (via.some((p) => p.file === fragmentFile) || at.file === fragmentFile) {
      report(`${at.pointer}/use`, `fragment '${use}' includes itself (${rel(fragmentFile)})`);
      return [];
    }
    let fragment: FragmentJson | null;
    try {
      fragment = loader.load(use);
    } catch (e) {
      if (!(e instanceof JsonSyntaxError)) throw e;
      report(`${at.pointer}/use`, `fragment '${use}' is not valid JSON: ${e.message}`);
      return [];
    }
    if (!fragment) {
      report(`${at.pointer}/use`, `fragment '${use}' not found: ${rel(fragmentFile)} does not exist${didYouMean(use, loader.names(), '"')}`);
      return [];
    }
    files.add(fragmentFile);
    if (!Array.isArray(fragment.body)) {
      issues.push({ file: fragmentFile, pointer: '/body', message: `must be an array of nodes${viaText([...via, at])}` });
      return [];
    }
    const args = bindArgs(node, fragment, fragmentFile, at, via, issues);
    const inner = [...via, at];
    const body = applyArgs(fragment.body, args, '/body', (pointer, message) => {
      issues.push({ file: fragmentFile, pointer, message });
    }) as unknown[];
    return body.map((value, i) => ({ value, origin: { file: fragmentFile, pointer: `/body/${i}`, via: inner } }));
  };

  /** The nodes an include stands for, its own includes expanded in turn. */
  const nodesOf = (include: Record<string, unknown>, origin: Origin): Array<{ value: unknown; origin: Origin }> =>
    includeNodes(include, origin, origin.via).flatMap((node) => (isInclude(node.value) ? nodesOf(node.value, node.origin) : [node]));

  /** Expands one value found at `origin`, placed at `out` in the result. */
  const expand = (value: unknown, origin: Origin, out: string): unknown => {
    if (Array.isArray(value)) {
      origins.set(out, origin);
      const result: unknown[] = [];
      value.forEach((item, i) => {
        const itemOrigin: Origin = { ...origin, pointer: `${origin.pointer}/${i}` };
        const nodes = isInclude(item) ? nodesOf(item, itemOrigin) : [{ value: item, origin: itemOrigin }];
        for (const node of nodes) result.push(expand(node.value, node.origin, `${out}/${result.length}`));
      });
      return result;
    }
    if (isRecord(value)) {
      if (isInclude(value)) {
        // A single node's place (not a list): the fragment must stand for one node.
        const nodes = nodesOf(value, origin);
        if (nodes.length === 1) return expand(nodes[0].value, nodes[0].origin, out);
        if (nodes.length > 1) {
          issues.push({ file: origin.file, pointer: origin.pointer, message: `a Fragment in place of one node must have one node in its body, '${String(value.use)}' has ${nodes.length}${viaText(origin.via)}` });
        }
        return undefined;
      }
      origins.set(out, origin);
      const result: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        const next = expand(v, { ...origin, pointer: `${origin.pointer}/${esc(k)}` }, `${out}/${esc(k)}`);
        if (next !== undefined || v === undefined) result[k] = next;
      }
      return result;
    }
    origins.set(out, origin);
    return value;
  };

  const expanded = expand(json, { file, pointer: '', via: [] }, '');

  const locate = (pointer: string): Origin => {
    let probe = pointer;
    const rest: string[] = [];
    for (;;) {
      const hit = origins.get(probe);
      if (hit) return { ...hit, pointer: `${hit.pointer}${rest.length ? `/${rest.join('/')}` : ''}` };
      if (probe === '') return { file, pointer, via: [] };
      const cut = probe.lastIndexOf('/');
      rest.unshift(probe.slice(cut + 1));
      probe = probe.slice(0, cut);
    }
  };

  return { json: expanded, issues: dedupe(issues), files: [...files], locate };
}

/** Issues once each (a fragment included twice reports its own mistakes once). */
export function dedupe(issues: readonly SchemaIssue[]): SchemaIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.file}#${i.pointer}: ${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * An issue found in the expanded page, told where it really is: in the page (pointers of nodes
 * after an include move) or in a fragment, with the include it came through.
 */
export function locateIssue(issue: SchemaIssue, expansion: Pick<Expansion, 'locate'>, pageFile: string): SchemaIssue {
  if (issue.file !== pageFile) return issue;
  const origin = expansion.locate(issue.pointer);
  return { file: origin.file, pointer: origin.pointer, message: `${issue.message}${viaText(origin.via)}` };
}
