/**
 * Checks the whole app-as-data: every schema file against its meta-schema, every expression compiled,
 * and cross-references (call ids, widget types, form components, route pages, navigate targets).
 * Used by `npm run check`, the Vite plugin (build) and the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router-dom';
import { listAllSchemaFiles, readJson, JsonSyntaxError, type SchemaFile } from './files.ts';
import { SchemaValidator, type SchemaIssue } from './validate.ts';
import { composeWidgetsSchema, loadWidgets, type WidgetInfo } from './widgets.ts';
import { compileExpressionsOf } from './emit.ts';
import { apiRefsOf, dateBoundsOf, formComponentsOf, navigateTargetsOf, issue } from './walk.ts';
import { isDateBoundText } from '../renderers/Form/lib/dateBounds.ts';
import { RENDERERS, SCHEMAS } from './paths.ts';
import { collectHomes } from '../src/router/home.ts';
import { checkFragment, checkPage } from './pageCheck.ts';
import { fragmentLoader, locateIssue } from './fragments.ts';
import { routePropsIssues, routeReadsOf, type RouteUse } from './scopeChecks.ts';
import { didYouMean } from './suggest.ts';
import { dictRefIssues, dictionaryIssues, redirectIssues, sourceRefIssues, type RouteAt } from './tableChecks.ts';
import type { ApiDef, CompiledApi, CompiledRoute, RoleName, RouteDef } from '../src/core/types.ts';

/** Every role of spec/product.md section 6; each needs a home route. */
const ROLES: readonly RoleName[] = ['qyUser', 'externalUser'];

/** Each role has exactly one home, a page route it reaches (src/router/home.ts). */
function homeIssues(routes: readonly CompiledRoute[]): SchemaIssue[] {
  const dir = path.join(SCHEMAS, 'routes');
  try {
    const homes = collectHomes(routes);
    return ROLES.filter((role) => !homes.has(role)).map((role) =>
      issue(dir, '', `role '${role}' has no home: give one page route it reaches "home": ["${role}"]`),
    );
  } catch (error) {
    return [issue(dir, '', error instanceof Error ? error.message : String(error))];
  }
}
import { getIn } from '../src/core/paths.ts';

export interface ProjectCheck {
  issues: SchemaIssue[];
  routes: CompiledRoute[];
  apis: CompiledApi[];
  pageIds: string[];
  fragmentIds: string[];
  widgets: WidgetInfo[];
  routesWithoutPage: CompiledRoute[];
  expressionCount: number;
  fileCount: number;
}

export function formilyComponentNames(widgets: WidgetInfo[]): Set<string> {
  const file = path.join(RENDERERS, 'Form', 'components.json');
  const base = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
  return new Set([...base, ...widgets.filter((w) => w.kind === 'field').map((w) => w.type)]);
}

export function createValidator(widgets: WidgetInfo[] = loadWidgets()): SchemaValidator {
  return new SchemaValidator(composeWidgetsSchema(widgets));
}

/** What a page may refer to: call ids, Formily component names, routes. */
export interface KnownNames {
  apiIds: ReadonlySet<string>;
  formNames: ReadonlySet<string>;
  routes: ReadonlyArray<Pick<CompiledRoute, 'path' | 'name'>>;
  /** Dictionary names (schemas/dicts); when given, a page's dictionary references are checked. */
  dictNames?: ReadonlySet<string>;
}

/**
 * A page's references to other schema files: each call id in schemas/apis, each form component
 * registered, each navigate target a route. Misspellings get the likely name. Also the date
 * bounds of its date controls, which the run time reads as data ("today" or a date).
 */
export function pageReferenceIssues(file: string, json: unknown, known: KnownNames): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  for (const ref of apiRefsOf(json)) {
    if (!known.apiIds.has(ref.value)) issues.push(issue(file, ref.pointer, `unknown call id '${ref.value}'${didYouMean(ref.value, known.apiIds)} (not in schemas/apis)`));
  }
  for (const c of formComponentsOf(json)) {
    if (!known.formNames.has(c.value)) {
      issues.push(issue(file, c.pointer, `unknown form component '${c.value}'${didYouMean(c.value, known.formNames)} (registered: ${[...known.formNames].sort().join(', ')})`));
    }
  }
  issues.push(...queryStateIssues(file, json));
  issues.push(...sourceRefIssues(file, json));
  if (known.dictNames) issues.push(...dictRefIssues(file, json, known.dictNames));
  for (const b of dateBoundsOf(json)) {
    if (!isDateBoundText(b.value)) issues.push(issue(file, b.pointer, `is ${JSON.stringify(b.value)}, must be "today", a date YYYY-MM-DD or an expression giving one`));
  }
  for (const t of navigateTargetsOf(json)) {
    const target = t.value.split('?')[0];
    const matched = known.routes.some((r) => r.path !== '/*' && (r.name === target || matchPath({ path: r.path, end: true }, target)));
    if (matched) continue;
    // The likely one among the routes without parameters.
    const plainPaths = known.routes.map((r) => r.path).filter((p) => !p.includes(':') && !p.includes('*'));
    issues.push(issue(file, t.pointer, `navigate target '${t.value}' matches no route${didYouMean(target, plainPaths)}`));
  }
  return issues;
}

/** Each state path of a page's queryState is declared in its state, with a string (query values are strings). */
function queryStateIssues(file: string, json: unknown): SchemaIssue[] {
  const page = (json ?? {}) as { state?: unknown; queryState?: unknown };
  if (!page.queryState || typeof page.queryState !== 'object') return [];
  const issues: SchemaIssue[] = [];
  for (const [param, path] of Object.entries(page.queryState as Record<string, unknown>)) {
    if (typeof path !== 'string') continue;
    const initial = getIn(page.state, path);
    if (typeof initial !== 'string') {
      const found = initial === undefined ? 'not declared in state' : `a ${Array.isArray(initial) ? 'list' : typeof initial} in state`;
      issues.push(issue(file, `/queryState/${param}`, `queryState '${param}' names state path '${path}', ${found}; it must be declared with a string initial value`));
    }
  }
  return issues;
}

/**
 * A mistake inside a fragment is found by the fragment's own check and again in every page that
 * includes it: reported once, where the fragment's check found it.
 */
function withoutRepeats(issues: readonly SchemaIssue[]): SchemaIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.file}#${i.pointer}: ${i.message.replace(/ \((included by|in the fragment's story)[^)]*\)$/, '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function checkProject(): ProjectCheck {
  const issues: SchemaIssue[] = [];
  const widgets = loadWidgets();
  const validator = createValidator(widgets);
  const files = listAllSchemaFiles();
  const loaded: Array<SchemaFile & { json: unknown }> = [];
  let expressionCount = 0;

  for (const f of files) {
    if (!fs.existsSync(f.file)) {
      issues.push(issue(f.file, '', 'file is missing'));
      continue;
    }
    let json: unknown;
    try {
      json = readJson(f.file);
    } catch (e) {
      if (e instanceof JsonSyntaxError) {
        issues.push(issue(f.file, '', e.message));
        continue;
      }
      throw e;
    }
    // Pages and fragments are checked below, once the call ids and routes they refer to are known.
    if (f.kind !== 'page' && f.kind !== 'fragment') issues.push(...validator.validate(f.kind, f.file, json));
    if (f.kind === 'routes' || f.kind === 'app') {
      const compiled = compileExpressionsOf(json, f.file);
      expressionCount += compiled.fns.size;
      issues.push(...compiled.issues);
    }
    loaded.push({ ...f, json });
  }

  // Call catalogue: unique ids, province51 targets exist.
  const apis: CompiledApi[] = [];
  const apiFile = new Map<string, string>();
  for (const f of loaded.filter((x) => x.kind === 'apis')) {
    const mod = f.json as { domain?: string; apis?: ApiDef[] };
    if (mod.domain !== f.id) issues.push(issue(f.file, '/domain', `must equal the file name '${f.id}'`));
    (mod.apis ?? []).forEach((a, i) => {
      const prev = apiFile.get(a.id);
      if (prev) issues.push(issue(f.file, `/apis/${i}/id`, `duplicate call id '${a.id}' (also in ${path.basename(prev)})`));
      apiFile.set(a.id, f.file);
      apis.push({ ...a, domain: f.id });
    });
  }
  const apiIds = new Set(apis.map((a) => a.id));
  for (const a of apis) {
    if (a.province51 && !apiIds.has(a.province51)) {
      issues.push(issue(apiFile.get(a.id) ?? '', '', `call '${a.id}': province51 names unknown call '${a.province51}'`));
    }
  }

  // Route table: unique names and paths.
  const routes: CompiledRoute[] = [];
  const routeUses = new Map<string, RouteUse[]>();
  const names = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const f of loaded.filter((x) => x.kind === 'routes')) {
    const mod = f.json as { group?: string; routes?: RouteDef[] };
    if (mod.group !== f.id) issues.push(issue(f.file, '/group', `must equal the file name '${f.id}'`));
    (mod.routes ?? []).forEach((r, i) => {
      const n = names.get(r.name);
      if (n) issues.push(issue(f.file, `/routes/${i}/name`, `duplicate route name '${r.name}' (also in ${n})`));
      const p = paths.get(r.path);
      if (p) issues.push(issue(f.file, `/routes/${i}/path`, `duplicate route path '${r.path}' (also in ${p})`));
      names.set(r.name, f.id);
      paths.set(r.path, f.id);
      routes.push({ ...r, group: f.id, keepAlive: r.keepAlive === true });
      if (r.page) routeUses.set(r.page, [...(routeUses.get(r.page) ?? []), { file: f.file, pointer: `/routes/${i}`, name: r.name, props: r.props }]);
    });
  }

  issues.push(...homeIssues(routes));
  const routesAt: RouteAt[] = loaded
    .filter((x) => x.kind === 'routes')
    .flatMap((f) => ((f.json as { routes?: RouteDef[] }).routes ?? []).map((r, i) => ({ path: r.path, redirect: r.redirect, file: f.file, pointer: `/routes/${i}` })));
  issues.push(...redirectIssues(routesAt));
  for (const f of loaded.filter((x) => x.kind === 'dicts')) issues.push(...dictionaryIssues(f.file, f.json));

  // Fragments by themselves, then pages with their fragments expanded: the meta-schema,
  // expressions, named values, call ids, form components, navigate targets and route props.
  const dictNames = new Set(loaded.filter((x) => x.kind === 'dicts').flatMap((f) => [f.id, (f.json as { name?: string }).name ?? f.id]));
  const known: KnownNames = { apiIds, formNames: formilyComponentNames(widgets), routes, dictNames };
  const fragments = fragmentLoader();
  const pageIssues: SchemaIssue[] = [];
  const references = (expanded: unknown, file: string): SchemaIssue[] => pageReferenceIssues(file, expanded, known);
  for (const f of loaded.filter((x) => x.kind === 'fragment')) pageIssues.push(...checkFragment(f.id, f.file, f.json, validator, fragments, references).issues);
  for (const f of loaded.filter((x) => x.kind === 'page')) {
    const checked = checkPage(f.file, f.json, validator, fragments, references);
    expressionCount += checked.expressionCount;
    pageIssues.push(...checked.issues);
    const reads = routeReadsOf(checked.json, f.file);
    pageIssues.push(...reads.issues.map((i) => locateIssue(i, checked.expansion, f.file)));
    pageIssues.push(...routePropsIssues(f.id, f.file, reads, routeUses.get(f.id) ?? []));
  }
  issues.push(...withoutRepeats(pageIssues));
  const pageIds = loaded.filter((x) => x.kind === 'page').map((x) => x.id);
  const fragmentIds = loaded.filter((x) => x.kind === 'fragment').map((x) => x.id);
  const pageSet = new Set(pageIds);
  const routesWithoutPage = routes.filter((r) => r.page && !pageSet.has(r.page));

  return { issues, routes, apis, pageIds, fragmentIds, widgets, routesWithoutPage, expressionCount, fileCount: files.length };
}
