/**
 * Run-time side of expressions. The build turns every `{{ ... }}` into a function and registers it
 * here keyed by its source text; at run time we only look functions up — nothing is parsed or
 * evaluated from strings, so the app works under a strict Content-Security-Policy.
 */
import type { ExprScope } from './scope';

export type CompiledExpression = (scope: ExprScope) => unknown;

const compiled = new Map<string, CompiledExpression>();
const WHOLE_RE = /^\s*\{\{([\s\S]*)\}\}\s*$/;
const PART_RE = /\{\{([\s\S]*?)\}\}/g;

/** Called by generated schema modules. */
export function registerExpressions(map: Record<string, CompiledExpression>): void {
  for (const [src, fn] of Object.entries(map)) compiled.set(src, fn);
}

export class MissingExpressionError extends Error {
  constructor(public readonly expression: string) {
    super(
      `Expression {{${expression}}} was not compiled at build time. Schemas must be imported through the ` +
        'schema plugin (schemas/**/*.json); data from the server cannot contain expressions.',
    );
    this.name = 'MissingExpressionError';
  }
}

/** Evaluates one compiled expression body against a scope. */
export function evaluate(body: string, scope: ExprScope): unknown {
  const fn = compiled.get(body.trim());
  if (!fn) throw new MissingExpressionError(body.trim());
  return fn(scope);
}

export function hasExpression(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('{{');
  if (Array.isArray(value)) return value.some(hasExpression);
  if (value && typeof value === 'object') return Object.values(value).some(hasExpression);
  return false;
}

const toText = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Resolves one string: a whole `{{x}}` keeps the value's type; text with parts becomes a string. */
export function resolveString(value: string, scope: ExprScope): unknown {
  if (!value.includes('{{')) return value;
  const whole = WHOLE_RE.exec(value);
  if (whole && !whole[1].includes('}}')) return evaluate(whole[1], scope);
  return value.replace(PART_RE, (_, body: string) => toText(evaluate(body, scope)));
}

/**
 * Resolves every expression inside a JSON value. Values without expressions are returned as the
 * same object, so React props stay referentially stable.
 */
export function resolveValue<T>(value: T, scope: ExprScope): T {
  if (typeof value === 'string') return resolveString(value, scope) as T;
  if (Array.isArray(value)) {
    if (!hasExpression(value)) return value;
    return value.map((v: unknown) => resolveValue(v, scope)) as T;
  }
  if (value && typeof value === 'object') {
    if (!hasExpression(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = resolveValue(v, scope);
    return out as T;
  }
  return value;
}

/** True when every expression in the value has been compiled (used by tests and dev checks). */
export function isCompiled(body: string): boolean {
  return compiled.has(body.trim());
}
