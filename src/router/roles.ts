/**
 * Which routes a role reaches (spec/product.md section 6). Constant routes (roles ['*']) are
 * open to all; the others are "generated after login" for the token's systemRole.
 */
import type { CompiledRoute, RoleName } from '@/core';
import type { RouteTable } from './table.ts';

/** True for a constant route: declared for every role. */
export function isConstantRoute(route: CompiledRoute): boolean {
  return route.roles.includes('*');
}

/** Narrows a token's systemRole to a known role; anything else is null. */
export function toRoleName(systemRole: unknown): RoleName | null {
  return systemRole === 'qyUser' || systemRole === 'externalUser' ? systemRole : null;
}

/**
 * The dynamic routes generated for a role: qyUser gets every non-constant route, externalUser
 * only those marked for it. An unknown role gets none (only constant routes stay reachable).
 * Routes are flat (no nesting), so "their parents" of spec 6 adds nothing.
 */
export function routesForRole(table: RouteTable, role: string): CompiledRoute[] {
  const known = toRoleName(role);
  if (!known) return [];
  const dynamic = table.routes.filter((r) => !isConstantRoute(r));
  return known === 'qyUser' ? dynamic : dynamic.filter((r) => r.roles.includes('externalUser'));
}

/** True when a user of `role` may open `route` once the dynamic routes are generated. */
export function roleReaches(route: CompiledRoute, role: string): boolean {
  if (isConstantRoute(route)) return true;
  const known = toRoleName(role);
  if (known === 'qyUser') return true;
  return known === 'externalUser' && route.roles.includes('externalUser');
}
