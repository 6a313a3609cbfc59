/**
 * A page's named values (`"values": { "title": "{{…}}" }`, read as `{{values.title}}`). Their
 * expressions are compiled at build time like any other; here each value is computed from the scope
 * it is attached to, the first time it is read, and kept for that scope object: a value read in six
 * places of a render is computed once, and a value no one reads is never computed.
 */
import { resolveValue } from './runtime';
import type { ExprScope } from './scope';

export type ValueDefs = Readonly<Record<string, unknown>>;

/** The definitions behind a values object, so a copy of its scope can get values of its own. */
const definitions = new WeakMap<object, ValueDefs>();

/**
 * Gives `scope` its `values` (in place; returns the same object): getters computing each value
 * from `scope` itself. Values may read each other (the build rejects circles; a circle met anyway
 * reads undefined).
 */
export function attachValues(scope: ExprScope, defs: ValueDefs | undefined): ExprScope {
  if (!defs) return scope;
  const computed = new Map<string, unknown>();
  const computing = new Set<string>();
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(defs)) {
    Object.defineProperty(values, name, {
      enumerable: true,
      get() {
        if (computed.has(name)) return computed.get(name);
        if (computing.has(name)) return undefined;
        computing.add(name);
        try {
          const value = resolveValue(defs[name], scope);
          computed.set(name, value);
          return value;
        } finally {
          computing.delete(name);
        }
      },
    });
  }
  definitions.set(values, defs);
  scope.values = values;
  return scope;
}

/** The definitions of a scope's values, to attach them to a scope derived from it. */
export function valueDefsOf(scope: ExprScope): ValueDefs | undefined {
  const values = scope.values;
  return typeof values === 'object' && values !== null ? definitions.get(values) : undefined;
}
