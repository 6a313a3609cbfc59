/**
 * The route table: every route module of schemas/routes compiled into one lookup structure.
 * It holds all routes of all roles; which of them a role reaches is decided by roles.ts.
 */
import { matchPath } from 'react-router-dom';
import type { CompiledRoute, RoleName, RouteDef } from '@/core';
import { collectHomes } from './home.ts';
import { isStaticPattern, patternScore, patternShape, staticPrefix } from './pattern.ts';

/** One route module as read from schemas/routes/<group>.json (only the fields the table needs). */
export interface RouteModuleInput {
  group: string;
  routes: readonly RouteDef[];
}

/** A successful match: the route and its decoded path parameters ('*' holds the splat). */
export interface RouteMatch {
  route: CompiledRoute;
  params: Readonly<Record<string, string>>;
}

/** The compiled table. Lists hold path patterns as written in the modules. */
export interface RouteTable {
  /** All routes in module order. */
  routes: readonly CompiledRoute[];
  byName: ReadonlyMap<string, CompiledRoute>;
  /** The most specific route matching a pathname, or null (the guard turns null into /error/404). */
  match(pathname: string): RouteMatch | null;
  /** Patterns of routes with access 'public' (open, no comId). */
  publicPaths: readonly string[];
  /** Static prefixes of routes with access 'restful': everything under them is open. */
  restfulPrefixes: readonly string[];
  /** Patterns of routes with access 'whitelist' (need comId, no login). */
  comIdWhitelist: readonly string[];
  /** Patterns of the error pages ('/error/...'). */
  errorPaths: readonly string[];
  /** Patterns of routes with permissionCheck false (never intercepted by the permission gate). */
  permissionSkip: readonly string[];
  /** Each role's home route (the route whose `home` lists the role; see home.ts). */
  homes: ReadonlyMap<RoleName, CompiledRoute>;
}

function compileRoute(group: string, def: RouteDef): CompiledRoute {
  return { ...def, group, keepAlive: def.keepAlive ?? false };
}

/** Throws a developer error naming both groups when a name or a path shape is declared twice. */
function assertUnique(routes: readonly CompiledRoute[]): void {
  const names = new Map<string, CompiledRoute>();
  const shapes = new Map<string, CompiledRoute>();
  for (const route of routes) {
    const sameName = names.get(route.name);
    if (sameName) {
      throw new Error(
        `Duplicate route name '${route.name}' in groups '${sameName.group}' (${sameName.path}) and '${route.group}' (${route.path}).`,
      );
    }
    names.set(route.name, route);
    const shape = patternShape(route.path);
    const samePath = shapes.get(shape);
    if (samePath) {
      throw new Error(
        `Duplicate route path '${route.path}' in groups '${samePath.group}' (${samePath.name}) and '${route.group}' (${route.name}).`,
      );
    }
    shapes.set(shape, route);
  }
}

function restfulPrefixOf(route: CompiledRoute): string {
  const prefix = staticPrefix(route.path);
  if (prefix === '/') {
    throw new Error(
      `Restful route '${route.name}' in group '${route.group}' has no static prefix before its first parameter (${route.path}); it would open every path.`,
    );
  }
  return prefix;
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function createMatcher(routes: readonly CompiledRoute[]): (pathname: string) => RouteMatch | null {
  const exact = new Map<string, CompiledRoute>();
  for (const route of routes) {
    if (isStaticPattern(route.path)) exact.set(patternShape(route.path), route);
  }
  // Most specific first; Array.prototype.sort is stable, so ties keep module order. Scored once
  // each, not in the comparator: the table is compiled at start-up, on the way to the first paint.
  const ranked = routes
    .map((route) => ({ route, score: patternScore(route.path) }))
    .sort((a, b) => b.score - a.score)
    .map((r) => r.route);
  return (pathname) => {
    const hit = exact.get(patternShape(pathname));
    if (hit) return { route: hit, params: {} };
    for (const route of ranked) {
      const found = matchPath({ path: route.path, end: true }, pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(found.params)) {
        if (value !== undefined) params[key] = decodeParam(value);
      }
      return { route, params };
    }
    return null;
  };
}

function pathsWhere(routes: readonly CompiledRoute[], keep: (r: CompiledRoute) => boolean): string[] {
  return routes.filter(keep).map((r) => r.path);
}

/**
 * Compiles route modules into a {@link RouteTable}.
 * @throws Error (for developers, in English) on a duplicate route name or path, naming both groups,
 * on a restful route without a static prefix, and on a role with two homes or a home its role does
 * not reach.
 */
export function compileRouteTable(modules: readonly RouteModuleInput[]): RouteTable {
  const routes = modules.flatMap((m) => m.routes.map((def) => compileRoute(m.group, def)));
  assertUnique(routes);
  const restful = routes.filter((r) => r.access === 'restful');
  return {
    routes,
    byName: new Map(routes.map((r) => [r.name, r])),
    match: createMatcher(routes),
    publicPaths: pathsWhere(routes, (r) => r.access === 'public'),
    restfulPrefixes: [...new Set(restful.map(restfulPrefixOf))],
    comIdWhitelist: pathsWhere(routes, (r) => r.access === 'whitelist'),
    errorPaths: pathsWhere(routes, (r) => r.path === '/error' || r.path.startsWith('/error/')),
    permissionSkip: pathsWhere(routes, (r) => r.permissionCheck === false),
    homes: collectHomes(routes),
  };
}
