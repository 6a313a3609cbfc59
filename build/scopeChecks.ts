/**
 * Build-time checks of the two page-level scope roots that a page or its routes declare:
 * - `values.<name>`: the page's named values ("values": { "title": "{{…}}" }). A read of an
 *   undeclared name, a value reading what a page value cannot see (a row's item, an action's
 *   result, a form) and values reading each other in a circle are errors;
 * - `route.props.<name>`: what the routes showing the page set in their "props". A prop a page reads
 *   that one of its routes does not set, or a prop a route sets that its page never reads, is an
 *   error (both name the route file and the page).
 */
import { collectExpressions } from './expr.ts';
import { parseExpression, rootReads, type RootRead } from './exprAst.ts';
import type { SchemaIssue } from './validate.ts';
import { didYouMean } from './suggest.ts';
import { rel } from './paths.ts';

/** The scope a page value is computed in: the page's own roots, not a row's or an action's. */
const VALUE_ROOTS = new Set(['query', 'params', 'route', 'user', 'config', 'data', 'sources', 'state', 'dict', 'values']);

/** What `route` holds at run time (src/router/routeScope.ts). */
export const ROUTE_SCOPE_KEYS = ['name', 'path', 'props'] as const;

interface Read extends RootRead {
  pointer: string;
}

/** Every root read of every expression in a JSON value, with its pointer. */
export function readsOf(json: unknown, pointer = ''): Read[] {
  const out: Read[] = [];
  for (const found of collectExpressions(json, pointer)) {
    const tree = parseExpression(found.body);
    if (tree) for (const r of rootReads(tree)) out.push({ ...r, pointer: found.pointer });
  }
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The page's `values` reads and declarations, checked. `page` is the expanded page. */
export function valuesIssues(page: unknown, file: string): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const defs = isRecord(page) && isRecord(page.values) ? page.values : {};
  const names = Object.keys(defs);
  const add = (pointer: string, message: string): void => {
    issues.push({ file, pointer, message });
  };

  for (const r of readsOf(page)) {
    if (r.root !== 'values') continue;
    const name = r.path[0];
    if (name === undefined) add(r.pointer, 'read page values by name: values.<name>');
    else if (!names.includes(name)) {
      add(r.pointer, `values.${name} is not declared${didYouMean(name, names)} (the page's "values": ${names.join(', ') || 'none'})`);
    }
  }

  const edges = new Map<string, string[]>();
  for (const name of names) {
    const reads = readsOf(defs[name], `/values/${esc(name)}`);
    for (const r of reads) {
      if (!VALUE_ROOTS.has(r.root)) {
        add(r.pointer, `page value '${name}' reads '${r.root}', which page values cannot see (they are computed once for the page, from ${[...VALUE_ROOTS].join(', ')})`);
      }
    }
    edges.set(name, reads.filter((r) => r.root === 'values' && r.path[0] !== undefined).map((r) => r.path[0]));
  }
  // Values reading each other in a circle would never finish.
  const done = new Set<string>();
  const visit = (name: string, trail: string[]): void => {
    if (done.has(name)) return;
    const at = trail.indexOf(name);
    if (at >= 0) {
      const circle = [...trail.slice(at), name].map((n) => `values.${n}`).join(' → ');
      add(`/values/${esc(trail[at])}`, `page values read each other in a circle: ${circle}`);
      return;
    }
    for (const next of edges.get(name) ?? []) if (names.includes(next)) visit(next, [...trail, name]);
    done.add(name);
  };
  for (const name of names) visit(name, []);
  return issues;
}

/** The route props a page reads (`route.props.<name>`), and issues with other `route` reads. */
export function routeReadsOf(page: unknown, file: string): { props: Map<string, string>; whole: boolean; issues: SchemaIssue[] } {
  const props = new Map<string, string>();
  const issues: SchemaIssue[] = [];
  let whole = false;
  for (const r of readsOf(page)) {
    if (r.root !== 'route') continue;
    const [key, name] = r.path;
    if (key === undefined) whole = true;
    else if (!(ROUTE_SCOPE_KEYS as readonly string[]).includes(key)) {
      issues.push({ file, pointer: r.pointer, message: `route.${key} does not exist${didYouMean(key, ROUTE_SCOPE_KEYS)} (route has ${ROUTE_SCOPE_KEYS.join(', ')})` });
    } else if (key === 'props') {
      if (name === undefined) whole = true;
      else if (!props.has(name)) props.set(name, r.pointer);
    }
  }
  return { props, whole, issues };
}

/** One route showing a page, where it is declared. */
export interface RouteUse {
  file: string;
  /** Pointer of the route in its module (`/routes/3`). */
  pointer: string;
  name: string;
  props?: Record<string, unknown>;
}

/** Routes' props against what their page reads. */
export function routePropsIssues(pageId: string, pageFile: string, reads: ReturnType<typeof routeReadsOf>, routes: readonly RouteUse[]): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const read = [...reads.props.keys()];
  for (const route of routes) {
    const set = route.props ?? {};
    for (const name of read) {
      if (!(name in set)) {
        issues.push({
          file: route.file,
          pointer: `${route.pointer}${route.props ? '/props' : ''}`,
          message: `route '${route.name}' does not set props.${name}, which its page ${pageId} reads (${rel(pageFile)}#${reads.props.get(name) ?? ''})`,
        });
      }
    }
    if (reads.whole) continue;
    for (const name of Object.keys(set)) {
      if (!reads.props.has(name)) {
        issues.push({
          file: route.file,
          pointer: `${route.pointer}/props/${esc(name)}`,
          message: `route prop '${name}' is not read by its page ${pageId}${didYouMean(name, read)} (it reads: ${read.map((n) => `route.props.${n}`).join(', ') || 'none'})`,
        });
      }
    }
  }
  return issues;
}
