import type { CompiledRoute, RouteScope } from '@/core';

const scopes = new WeakMap<object, RouteScope>();

/**
 * What a page reads as `route` (`{{route.props.kind}}`): the route showing it, with its props.
 * One object per route, so the page scope keeps its identity from render to render.
 */
export function routeScope(route: Pick<CompiledRoute, 'name' | 'path' | 'props'>): RouteScope {
  let scope = scopes.get(route);
  if (!scope) {
    scope = { name: route.name, path: route.path, props: route.props ?? {} };
    scopes.set(route, scope);
  }
  return scope;
}
