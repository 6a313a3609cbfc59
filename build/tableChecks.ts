/**
 * Checks across a whole table that no single file's meta-schema can make (issue 27 item 4):
 * - redirects: each leads to a path some route serves, and following them never comes back
 *   (`/` → `/index` → `/` would leave the router spinning);
 * - dictionaries: no value twice (a label lookup would silently take the first);
 * - data-source references: a widget's `source` names a source the page declares;
 * - dictionary references: a format's `dict` and an expression's `dict['x']` name a dictionary.
 * Each issue names the file and the JSON pointer.
 */
import { matchPath } from 'react-router-dom';
import type { SchemaIssue } from './validate.ts';
import { DICT_PROP, EXPRESSION, dictReadsOf, issue, sourceRefsOf, stringsOf } from './walk.ts';
import { didYouMean } from './suggest.ts';
import { parseExpression } from './exprAst.ts';

export interface RouteAt {
  path: string;
  redirect?: string;
  file: string;
  pointer: string;
}

const pathOf = (target: string): string => target.split('?')[0].split('#')[0];

function servedBy(routes: readonly RouteAt[], target: string): RouteAt | undefined {
  const exact = routes.find((r) => r.path === target);
  if (exact) return exact;
  return routes.find((r) => r.path !== '/*' && r.path !== '*' && matchPath({ path: r.path, end: true }, target) !== null);
}

/** Redirects to nowhere and redirect cycles. */
export function redirectIssues(routes: readonly RouteAt[]): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  for (const r of routes) {
    if (typeof r.redirect !== 'string') continue;
    const pointer = `${r.pointer}/redirect`;
    const first = servedBy(routes, pathOf(r.redirect));
    if (!first) {
      const plain = routes.map((x) => x.path).filter((p) => !p.includes(':') && !p.includes('*'));
      issues.push(issue(r.file, pointer, `redirect '${r.redirect}' leads to no route${didYouMean(pathOf(r.redirect), plain)}`));
      continue;
    }
    const chain = [r.path];
    let at: RouteAt | undefined = first;
    while (at) {
      if (chain.includes(at.path)) {
        issues.push(issue(r.file, pointer, `redirect cycle: ${[...chain, at.path].join(' → ')}`));
        break;
      }
      chain.push(at.path);
      at = typeof at.redirect === 'string' ? servedBy(routes, pathOf(at.redirect)) : undefined;
    }
  }
  return issues;
}

/** A dictionary's values, each once. */
export function dictionaryIssues(file: string, json: unknown): SchemaIssue[] {
  const items = (json as { items?: Array<{ value?: unknown }> } | null)?.items;
  if (!Array.isArray(items)) return [];
  const seen = new Map<string, number>();
  const issues: SchemaIssue[] = [];
  items.forEach((item, i) => {
    const key = JSON.stringify(item?.value);
    const first = seen.get(key);
    if (first !== undefined) issues.push(issue(file, `/items/${i}/value`, `duplicate value ${key} (also at /items/${first}/value)`));
    else seen.set(key, i);
  });
  return issues;
}

/** Every widget's data-source reference names a source of the page's `data`. */
export function sourceRefIssues(file: string, page: unknown): SchemaIssue[] {
  const declared = new Set(Object.keys(((page as { data?: unknown } | null)?.data ?? {}) as Record<string, unknown>));
  const known = declared.size ? ` (declared: ${[...declared].join(', ')})` : ' (the page declares no data)';
  return sourceRefsOf(page)
    .filter((ref) => !declared.has(ref.value))
    .map((ref) => issue(file, ref.pointer, `unknown data source '${ref.value}'${didYouMean(ref.value, declared)}${known}`));
}

/**
 * Every dictionary a page names exists: a format's `"dict": "<name>"`, a widget's `<what>Dict` prop
 * and an expression's `dict['<name>']` (schemas/dicts/<name>.json).
 */
export function dictRefIssues(file: string, page: unknown, dictNames: ReadonlySet<string>): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const unknown = (name: string, pointer: string, where: string): void => {
    if (!dictNames.has(name)) issues.push(issue(file, pointer, `unknown dictionary '${name}' in ${where}${didYouMean(name, dictNames)} (schemas/dicts has no ${name}.json)`));
  };
  for (const { value, key, pointer } of stringsOf(page)) {
    if (DICT_PROP.test(key) && !value.includes('{{')) unknown(value, pointer, key === 'dict' ? 'a format' : `a ${key} prop`);
    for (const m of value.matchAll(EXPRESSION)) for (const name of dictReadsOf(parseExpression(m[1])).names) unknown(name, pointer, `an expression (dict['${name}'])`);
  }
  return issues;
}
