/**
 * The scope a page's expressions read before any of its sources has answered. The page loader
 * resolves the page's first requests with it (prefetch) and the page renderer its sources' keys:
 * one function, so the two build the same keys and the mounted page uses the prefetched answers.
 */
import type { ExprScope } from './expr/scope';
import { attachValues } from './expr/values';
import { stateFromQuery } from './queryState';
import type { PageSchema, RouteScope } from './types';

/** Where the page's scope reads the session's user, the app's config and the dictionaries. */
export interface PageScopeServices {
  user(): Record<string, unknown> | null;
  config(): Record<string, unknown> | null;
  dicts: object;
}

/** What the navigation gives a page: its URL's query, the route's params and the route itself. */
export interface PageScopeInput {
  query: Record<string, string>;
  params: Record<string, string>;
  route: RouteScope;
  /** The page's state: its initial state before it mounts, its current state once mounted. */
  state: Record<string, unknown>;
}

/** The page's base scope (no `data`, `sources`, `form` nor named values: callers attach those). */
export function pageScope({ query, params, route, state }: PageScopeInput, services: PageScopeServices): ExprScope {
  return { query, params, route, user: services.user() ?? {}, config: services.config() ?? {}, dict: services.dicts, state };
}

/** A page's state when it mounts: the schema's initial state with its `queryState` taken from the query. */
export function initialPageState(schema: Pick<PageSchema, 'state' | 'queryState'>, query: Readonly<Record<string, string>>): Record<string, unknown> {
  return stateFromQuery(schema.state ?? {}, schema.queryState, query);
}

/**
 * The scope of a page about to mount, with its named values: what the page loader resolves the
 * page's first requests with, the same the mounted page's sources see on their first render.
 */
export function scopeBeforeMount(
  schema: Pick<PageSchema, 'state' | 'queryState' | 'values'>,
  nav: Omit<PageScopeInput, 'state'>,
  services: PageScopeServices,
): ExprScope {
  return attachValues(pageScope({ ...nav, state: initialPageState(schema, nav.query) }, services), schema.values);
}
