/**
 * Turns a validated schema JSON into an ES module: every {{ expression }} compiled to a function and
 * registered with the runtime, the JSON itself exported as data.
 */
import { collectExpressions, compileExpression, ExpressionError } from './expr.ts';
import type { SchemaIssue } from './validate.ts';

export interface EmitResult {
  code: string;
  issues: SchemaIssue[];
}

export function compileExpressionsOf(json: unknown, file: string): { fns: Map<string, string>; issues: SchemaIssue[] } {
  const fns = new Map<string, string>();
  const issues: SchemaIssue[] = [];
  for (const { body, pointer } of collectExpressions(json)) {
    if (fns.has(body)) continue;
    try {
      fns.set(body, compileExpression(body));
    } catch (e) {
      if (e instanceof ExpressionError) issues.push({ file, pointer, message: `expression {{${body}}}: ${e.message}` });
      else throw e;
    }
  }
  return { fns, issues };
}

/** Data-only kinds (the call catalogue, dictionaries) hold no expressions; pass compile=false. */
export function emitSchemaModule(json: unknown, file: string, extraExports: Record<string, unknown> = {}, compile = true): EmitResult {
  const { fns, issues } = compile ? compileExpressionsOf(json, file) : { fns: new Map<string, string>(), issues: [] };
  const lines: string[] = [];
  if (fns.size) {
    lines.push("import { registerExpressions } from '@/core/expr/runtime';");
    lines.push("import { helpers as h } from '@/core/expr/helpers';");
    lines.push('registerExpressions({');
    for (const [body, fn] of fns) lines.push(`  ${JSON.stringify(body)}: ${fn},`);
    lines.push('});');
    // `h` is referenced only by expressions that call helpers.
    lines.push('void h;');
  }
  for (const [name, value] of Object.entries(extraExports)) lines.push(`export const ${name} = ${JSON.stringify(value)};`);
  lines.push(`export default ${JSON.stringify(json)};`);
  return { code: `${lines.join('\n')}\n`, issues };
}
