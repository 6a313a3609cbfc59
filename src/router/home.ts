/**
 * Each role's home (spec/product.md 2.2 and 2.5): the page / and /index lead to, where a login
 * without a stored target lands and where every 返回首页 goes. It is route data: the route whose
 * `home` lists the role. A qyUser's home is the customer home page; an externalUser reaches only
 * the robot pages, so theirs is one of those.
 */
import type { CompiledRoute, RoleName } from '@/core';
import { isStaticPattern } from './pattern.ts';
import { roleReaches, toRoleName } from './roles.ts';

/**
 * The home route of each role named by a route's `home`.
 * @throws Error (for developers) when a role has two homes, or a home is not a page route without
 * parameters that its role reaches.
 */
export function collectHomes(routes: readonly CompiledRoute[]): ReadonlyMap<RoleName, CompiledRoute> {
  const homes = new Map<RoleName, CompiledRoute>();
  for (const route of routes) {
    for (const role of route.home ?? []) {
      const other = homes.get(role);
      if (other) {
        throw new Error(`Role '${role}' has two homes: '${other.name}' (${other.path}) and '${route.name}' (${route.path}).`);
      }
      if (!route.page || !isStaticPattern(route.path)) {
        throw new Error(`Home route '${route.name}' (${route.path}) of role '${role}' must be a page route without parameters.`);
      }
      if (!roleReaches(route, role)) {
        throw new Error(`Home route '${route.name}' (${route.path}) is not reached by its role '${role}' (roles: ${route.roles.join(', ')}).`);
      }
      homes.set(role, route);
    }
  }
  return homes;
}

/** The home route of a token's systemRole; null for an unknown role or a role without a home. */
export function homeRouteOf(homes: ReadonlyMap<RoleName, CompiledRoute>, systemRole: unknown): CompiledRoute | null {
  const role = toRoleName(systemRole);
  return role ? (homes.get(role) ?? null) : null;
}
