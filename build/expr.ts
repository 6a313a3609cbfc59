/**
 * Build-time expression compiler: `{{ ... }}` → JavaScript source of a function `(s) => ...`.
 * Parsing happens here, in Node, so the app never parses or evaluates strings at run time
 * (no eval/new Function; the app runs under `script-src 'self'`).
 */
import jsep from 'jsep';
import { ALL_ROOTS, PAGE_SCOPE_ROOTS } from '../src/core/expr/scope.ts';
import { HELPER_NAMES } from '../src/core/expr/helperNames.ts';
import { didYouMean } from './suggest.ts';

const HELPERS = new Set(HELPER_NAMES);
const EXPR_RE = /\{\{([\s\S]*?)\}\}/g;
const WHOLE_RE = /^\s*\{\{([\s\S]*)\}\}\s*$/;

const ALLOWED_BINARY = new Set([
  '||', '??', '&&', '==', '!=', '===', '!==', '<', '>', '<=', '>=', '+', '-', '*', '/', '%',
]);
const ALLOWED_UNARY = new Set(['-', '!', '+']);
/** Properties that would reach outside plain data; never allowed in member access. */
const FORBIDDEN_PROPS = new Set(['__proto__', 'constructor', 'prototype']);

export class ExpressionError extends Error {
  constructor(
    message: string,
    public readonly expression: string,
  ) {
    super(message);
    this.name = 'ExpressionError';
  }
}

type Node = jsep.Expression;

function gen(node: Node, src: string): string {
  switch (node.type) {
    case 'Literal': {
      const lit = node as jsep.Literal;
      if (lit.value instanceof RegExp) throw new ExpressionError('regular expressions are not allowed', src);
      return JSON.stringify(lit.value);
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (name === 'undefined') return 'undefined';
      if (ALL_ROOTS.has(name)) return `s[${JSON.stringify(name)}]`;
      if (HELPERS.has(name)) {
        throw new ExpressionError(`helper '${name}' must be called, e.g. ${name}(...)`, src);
      }
      throw new ExpressionError(
        `unknown variable '${name}'${didYouMean(name, [...ALL_ROOTS, ...HELPERS])} (expected one of: ${PAGE_SCOPE_ROOTS.join(', ')}; or item, index, result, error, event, sources; or a Formily $ variable)`,
        src,
      );
    }
    case 'MemberExpression': {
      const m = node as jsep.MemberExpression;
      const obj = gen(m.object, src);
      if (m.computed) return `${obj}?.[${gen(m.property, src)}]`;
      const prop = (m.property as jsep.Identifier).name;
      if (FORBIDDEN_PROPS.has(prop)) throw new ExpressionError(`property '${prop}' is not allowed`, src);
      return `${obj}?.[${JSON.stringify(prop)}]`;
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      if (c.callee.type !== 'Identifier') {
        throw new ExpressionError('only registered helpers can be called (no method calls)', src);
      }
      const name = (c.callee as jsep.Identifier).name;
      if (!HELPERS.has(name)) {
        throw new ExpressionError(`unknown helper '${name}'${didYouMean(name, HELPER_NAMES)} (registered: ${HELPER_NAMES.join(', ')})`, src);
      }
      return `h.${name}(${c.arguments.map((a) => gen(a, src)).join(', ')})`;
    }
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      if (!ALLOWED_UNARY.has(u.operator)) throw new ExpressionError(`operator '${u.operator}' is not allowed`, src);
      return `(${u.operator}${gen(u.argument, src)})`;
    }
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      if (!ALLOWED_BINARY.has(b.operator)) throw new ExpressionError(`operator '${b.operator}' is not allowed`, src);
      return `(${gen(b.left, src)} ${b.operator} ${gen(b.right, src)})`;
    }
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      return `(${gen(c.test, src)} ? ${gen(c.consequent, src)} : ${gen(c.alternate, src)})`;
    }
    case 'ArrayExpression': {
      const a = node as jsep.ArrayExpression;
      return `[${a.elements.map((e) => (e ? gen(e, src) : 'undefined')).join(', ')}]`;
    }
    default:
      throw new ExpressionError(`'${node.type}' is not allowed in expressions`, src);
  }
}

/** Compiles one expression body (the text between the braces) to `(s) => ...` JavaScript source. */
export function compileExpression(body: string): string {
  const src = body.trim();
  if (!src) throw new ExpressionError('empty expression', body);
  let ast: Node;
  try {
    ast = jsep(src);
  } catch (e) {
    throw new ExpressionError(`cannot parse: ${(e as Error).message}`, src);
  }
  return `(s) => ${gen(ast, src)}`;
}

/** The expression bodies in a string value (`"客户：{{data.name}}"` → `['data.name']`). */
export function findExpressions(value: string): string[] {
  const out: string[] = [];
  for (const m of value.matchAll(EXPR_RE)) out.push(m[1].trim());
  return out;
}

export function isWholeExpression(value: string): boolean {
  return WHOLE_RE.test(value);
}

export interface FoundExpression {
  body: string;
  pointer: string;
}

/** Walks a JSON value and yields every expression with its JSON pointer. */
export function collectExpressions(value: unknown, pointer = ''): FoundExpression[] {
  const out: FoundExpression[] = [];
  const walk = (v: unknown, p: string): void => {
    if (typeof v === 'string') {
      for (const body of findExpressions(v)) out.push({ body, pointer: p });
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, `${p}/${i}`));
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(x, `${p}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  walk(value, pointer);
  return out;
}
