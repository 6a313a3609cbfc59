/**
 * The permission gate (spec/product.md 4.2, spec/calls.md 4): the business-card check and the
 * phone check run together, their results cached per user until reset or removed by id (in the
 * gate, and in the injected store when there is one, so a second open of the app reuses them).
 */
import type { CompiledRoute } from '@/core';
import type { NavLocation } from './location';
import { ACCOUNT_INFO_PATH, REGISTER_CARD_PATH } from './paths';
import { businessCardCheck, phoneCheck, type CheckOutcome } from './permissionChecks';
import type {
  GateUser,
  PermissionCheckId,
  PermissionGate,
  PermissionGateDeps,
  PermissionResult,
} from './permissionTypes';

/** Paths the gate never intercepts: where it sends users to fix the cause. */
export const GATE_EXEMPT_PATHS: readonly string[] = [REGISTER_CARD_PATH, ACCOUNT_INFO_PATH];

const CHECKS: Readonly<Record<PermissionCheckId, (user: GateUser, deps: PermissionGateDeps) => Promise<CheckOutcome>>> = {
  businessCard: businessCardCheck,
  phone: phoneCheck,
};
const CHECK_ORDER: readonly PermissionCheckId[] = ['businessCard', 'phone'];

/** The first result with permission false; results without a permission field count as allowed. */
export function firstDenial(results: readonly PermissionResult[]): PermissionResult | null {
  return results.find((r) => r.permission === false) ?? null;
}

/** True for the registration and account-info paths (trailing slash and case ignored). */
export function isGateExempt(path: string): boolean {
  const normal = path.replace(/\/+$/, '').toLowerCase();
  return GATE_EXEMPT_PATHS.some((p) => p.toLowerCase() === normal);
}

/** Creates a gate over injected deps. One gate per app; state lives in the returned object. */
export function createPermissionGate(deps: PermissionGateDeps): PermissionGate {
  // userCode → check id → pending or settled result. Pending promises are shared, so two
  // navigations in a row do not query twice; a rejection or an uncacheable result is dropped.
  const cache = new Map<string, Map<PermissionCheckId, Promise<PermissionResult>>>();
  let returnTo: NavLocation | null = null;

  function run(user: GateUser, id: PermissionCheckId): Promise<PermissionResult> {
    const byId = cache.get(user.userCode) ?? new Map<PermissionCheckId, Promise<PermissionResult>>();
    cache.set(user.userCode, byId);
    const cached = byId.get(id);
    if (cached) return cached;
    const kept = deps.store?.read(user)[id];
    if (kept) {
      const settled = Promise.resolve(kept);
      byId.set(id, settled);
      return settled;
    }
    const drop = (): void => {
      if (byId.get(id) === pending) byId.delete(id);
    };
    const pending = CHECKS[id](user, deps).then(
      (outcome) => {
        if (!outcome.cacheable) drop();
        else if (byId.get(id) === pending) deps.store?.write(user, id, outcome.result);
        return outcome.result;
      },
      (error: unknown) => {
        drop();
        throw error;
      },
    );
    byId.set(id, pending);
    return pending;
  }

  const gate: PermissionGate = {
    async check(route: Pick<CompiledRoute, 'path'>, target?: NavLocation): Promise<PermissionResult> {
      if (isGateExempt(route.path)) return { permission: true };
      const user = deps.getUser();
      if (!user) return { permission: true };
      const results = await Promise.all(CHECK_ORDER.map((id) => run(user, id)));
      const denial = firstDenial(results);
      if (!denial) return { permission: true };
      if (target) returnTo = target;
      return denial;
    },
    recheck(route, target) {
      gate.reset();
      return gate.check(route, target);
    },
    reset() {
      cache.clear();
      deps.store?.remove();
    },
    remove(id) {
      for (const byId of cache.values()) byId.delete(id);
      deps.store?.remove(id);
    },
    rememberReturn(location) {
      returnTo = location;
    },
    consumeReturn() {
      const location = returnTo;
      returnTo = null;
      return location;
    },
  };
  return gate;
}
