/**
 * Resolves a node's props against the scope. Action lists, node templates and Formily schemas are
 * left raw at every depth: actions resolve when they run (with `result`, `error`, `item`), templates
 * per row, and Formily evaluates its own schema expressions.
 */
import { hasExpression, RAW_KEY, resolveValue, type ExprScope } from '@/core';

function resolveDeep(value: unknown, scope: ExprScope): unknown {
  if (typeof value === 'string') return resolveValue(value, scope);
  if (!hasExpression(value)) return value;
  if (Array.isArray(value)) return value.map((v) => resolveDeep(v, scope));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = RAW_KEY.test(k) ? v : resolveDeep(v, scope);
    return out;
  }
  return value;
}

export function resolveProps(node: Record<string, unknown>, scope: ExprScope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'type' || k === 'visible') continue;
    out[k] = RAW_KEY.test(k) ? v : resolveDeep(v, scope);
  }
  return out;
}
