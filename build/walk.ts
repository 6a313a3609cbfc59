/** Walkers over page schemas: widget types used, call ids and data sources referenced, navigate targets, icons. */
import type { SchemaIssue } from './validate.ts';
import { parseExpression, type Ast } from './exprAst.ts';
import { resolveNavIcon } from '../src/shell/navIcons.ts';
import { DATE_BOUND_PROPS } from '../renderers/Form/lib/dateBounds.ts';

type Json = unknown;
export interface Found<T> {
  value: T;
  pointer: string;
}

function walk(v: Json, p: string, visit: (obj: Record<string, unknown>, pointer: string) => void): void {
  if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${p}/${i}`, visit));
  else if (v && typeof v === 'object') {
    const obj = v as Record<string, unknown>;
    visit(obj, p);
    for (const [k, x] of Object.entries(obj)) walk(x, `${p}/${k}`, visit);
  }
}

/** Widget types of body nodes (objects with a string `type` under body/children/templates). */
export function widgetTypesOf(page: Json, nodeTypes: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  walk(page, '', (obj) => {
    if (typeof obj.type === 'string' && nodeTypes.has(obj.type)) out.add(obj.type);
  });
  return [...out].sort();
}

/** Formily x-component / x-decorator names used inside Form nodes. */
export function formComponentsOf(page: Json): Array<Found<string>> {
  const out: Array<Found<string>> = [];
  walk(page, '', (obj, p) => {
    for (const key of ['x-component', 'x-decorator'] as const) {
      if (typeof obj[key] === 'string') out.push({ value: obj[key] as string, pointer: `${p}/${key}` });
    }
  });
  return out;
}

/** The date bounds (x-component-props minDate / maxDate) of DatePicker controls inside Form nodes. */
export function dateBoundsOf(page: Json): Array<Found<unknown>> {
  const out: Array<Found<unknown>> = [];
  walk(page, '', (obj, p) => {
    if (obj['x-component'] !== 'DatePicker' && obj['x-component'] !== 'DatePicker.RangePicker') return;
    const props = obj['x-component-props'];
    if (!props || typeof props !== 'object' || Array.isArray(props)) return;
    for (const key of DATE_BOUND_PROPS) {
      if (key in props) out.push({ value: (props as Record<string, unknown>)[key], pointer: `${p}/x-component-props/${key}` });
    }
  });
  return out;
}

/** Props of a widget node that name one of the page's data sources. */
const SOURCE_PROPS = ['source', 'faqSource'] as const;

/** Static data-source names widget nodes of the body refer to (`"source": "articles"`). */
export function sourceRefsOf(page: Json): Array<Found<string>> {
  const out: Array<Found<string>> = [];
  walk((page as { body?: unknown } | null)?.body, '/body', (obj, p) => {
    if (typeof obj.type !== 'string') return;
    for (const key of SOURCE_PROPS) {
      const name = obj[key];
      if (typeof name === 'string' && !name.includes('{{')) out.push({ value: name, pointer: `${p}/${key}` });
    }
  });
  return out;
}

/** Every string of a page with the key it is under (`"dict": "…"`, expressions anywhere). */
export function stringsOf(page: Json): Array<Found<string> & { key: string }> {
  const out: Array<Found<string> & { key: string }> = [];
  walk(page, '', (obj, p) => {
    for (const [key, v] of Object.entries(obj)) {
      if (typeof v === 'string') out.push({ value: v, key, pointer: `${p}/${key}` });
      else if (Array.isArray(v)) v.forEach((x, i) => typeof x === 'string' && out.push({ value: x, key: String(i), pointer: `${p}/${key}/${i}` }));
    }
  });
  return out;
}

/** Call ids referenced by data sources and call/download actions. */
export function apiRefsOf(page: Json): Array<Found<string>> {
  const out: Array<Found<string>> = [];
  walk(page, '', (obj, p) => {
    const isSource = p.startsWith('/data/') && p.split('/').length === 3;
    const isAction = obj.action === 'call' || obj.action === 'download';
    const isWidgetApi = typeof obj.type === 'string' && typeof obj.api === 'string';
    if ((isSource || isAction || isWidgetApi) && typeof obj.api === 'string') out.push({ value: obj.api, pointer: `${p}/api` });
  });
  return out;
}

/** Static navigate targets (no expressions). */
export function navigateTargetsOf(page: Json): Array<Found<string>> {
  const out: Array<Found<string>> = [];
  walk(page, '', (obj, p) => {
    if (obj.action === 'navigate' && typeof obj.to === 'string' && !obj.to.includes('{{')) out.push({ value: obj.to, pointer: `${p}/to` });
  });
  return out;
}

/**
 * The pages a page links to, in the order the app prefetches them when idle (src/app/pageLoader.ts
 * prefetchLinks, which takes the first few): the targets of list rows first, since every row of a
 * list leads there and a row is the likeliest tap on a page with a list, then the others in
 * document order. Each target once.
 */
export function linkTargetsOf(page: Json): string[] {
  const targets = navigateTargetsOf(page);
  const rowFirst = [...targets.filter((t) => t.pointer.includes('/onItemClick/')), ...targets.filter((t) => !t.pointer.includes('/onItemClick/'))];
  return [...new Set(rowFirst.map((t) => t.value))];
}

/**
 * Icon names a page shows, so they load with it (src/shell/namedIcons.tsx): cells' `icon` and the
 * nav bar's `rightIcon` (Vant aliases resolved).
 */
export function iconNamesOf(page: Json): string[] {
  const out = new Set<string>();
  walk(page, '', (obj) => {
    if (typeof obj.icon === 'string') out.add(obj.icon);
    if (typeof obj.rightIcon === 'string') out.add(resolveNavIcon(obj.rightIcon)?.icon ?? obj.rightIcon);
  });
  return [...out];
}

/** Props that name a dictionary: `dict` (formats, DictSelect, Tags, FilterSheet groups) and `<what>Dict` (CustomerCard's genderDict …). */
export const DICT_PROP = /^(dict|[a-z]\w*Dict)$/;

/** One `{{ … }}` of a string, its body captured. */
export const EXPRESSION = /\{\{([\s\S]*?)\}\}/g;

/**
 * The dictionaries an expression reads: `dict['name']` and `dict.name` name one; `dynamic` when it
 * reads `dict` any other way (`dict[key]`, `f(dict)`), so which it needs is only known at run time.
 */
export function dictReadsOf(node: Ast | null): { names: string[]; dynamic: boolean } {
  const names: string[] = [];
  let dynamic = false;
  const visit = (n: unknown): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      n.forEach(visit);
      return;
    }
    const x = n as { type?: string; name?: string; object?: Ast; property?: { type?: string; name?: string; value?: unknown }; computed?: boolean };
    if (x.type === 'Identifier') {
      if (x.name === 'dict') dynamic = true;
      return;
    }
    if (x.type === 'MemberExpression') {
      const onDict = x.object?.type === 'Identifier' && (x.object as { name?: string }).name === 'dict';
      const literal = x.computed && x.property?.type === 'Literal' && typeof x.property.value === 'string' ? x.property.value : undefined;
      const named = !x.computed && x.property?.type === 'Identifier' ? x.property.name : undefined;
      const name = onDict ? (literal ?? named) : undefined;
      if (name !== undefined) names.push(name);
      else visit(x.object);
      // A property after a dot is a name, not a read of the scope.
      if (x.computed) visit(x.property);
      return;
    }
    for (const v of Object.values(n)) if (v && typeof v === 'object') visit(v);
  };
  visit(node);
  return { names, dynamic };
}

/**
 * The dictionaries a page's first render needs, so its chunk carries those and no other (the app
 * loads no dictionary a page does not name): every `dict` / `…Dict` prop, every `dict['name']` an
 * expression reads, and the dictionaries its widgets default to (`defaults`: widget type → names,
 * from their props schemas). 'all' when a page names one at run time (an expression as a dict prop,
 * `dict[key]`): then it gets every dictionary.
 */
export function dictNamesOf(page: Json, defaults: ReadonlyMap<string, readonly string[]>): string[] | 'all' {
  const out = new Set<string>();
  for (const { value, key } of stringsOf(page)) {
    if ((key === 'type' || key === 'x-component') && defaults.has(value)) defaults.get(value)?.forEach((n) => out.add(n));
    if (DICT_PROP.test(key)) {
      if (value.includes('{{')) return 'all';
      out.add(value);
    }
    for (const m of value.matchAll(EXPRESSION)) {
      const reads = dictReadsOf(parseExpression(m[1]));
      if (reads.dynamic) return 'all';
      reads.names.forEach((n) => out.add(n));
    }
  }
  return [...out].sort();
}

export const issue = (file: string, pointer: string, message: string): SchemaIssue => ({ file, pointer, message });
