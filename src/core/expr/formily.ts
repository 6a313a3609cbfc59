/**
 * Replaces Formily's expression compiler (which uses `new Function`) with a lookup of the functions
 * compiled at build time, so Formily schemas share our expressions and our CSP guarantee.
 */
import { Schema } from '@formily/json-schema';
import { evaluate } from './runtime';
import type { ExprScope } from './scope';

let installed = false;

export function installFormilyCompiler(): void {
  if (installed) return;
  installed = true;
  Schema.registerCompiler((expression: string, scope: unknown) => evaluate(expression, (scope ?? {}) as ExprScope));
}
