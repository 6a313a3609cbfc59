/**
 * The navigation guard (spec/product.md 4.1): runs before every navigation and decides whether
 * the target is shown, redirected, or re-entered after the dynamic routes were generated.
 */
import type { GuardContext, GuardDeps, GuardOutcome } from './guardTypes';
import {
  appConfigStep,
  comIdStep,
  ensureSwitchStep,
  metaStep,
  openPathStep,
  progressStep,
  queryStep,
  resolveTarget,
  tokenStep,
  warmPermissionStep,
  withTokenStep,
  withoutTokenStep,
} from './guardSteps';
import type { NavLocation } from './location';
import type { RouteMatch } from './table';

/**
 * Runs the guard for a navigation from `from` (null on the first navigation) to `to`.
 * Steps 1–10 of spec 4.1 run in order; the first step that decides ends the run. Unknown paths
 * and redirect routes are resolved first, as the router did before any guard ran. The guard never
 * rejects on a dependency failure the spec says to swallow; the caller finishes the progress bar.
 * `match` is `deps.table`'s match for `to.path` when the caller has matched it already (the page
 * loader, which shows the page the guard lets through): the route is matched once a run.
 */
export async function runGuard(to: NavLocation, from: NavLocation | null, deps: GuardDeps, match?: RouteMatch | null): Promise<GuardOutcome> {
  const resolved = resolveTarget(to, deps.table, match);
  if ('outcome' in resolved) return resolved.outcome;
  const ctx: GuardContext = { to, from, match: resolved.match, deps };

  await ensureSwitchStep(ctx);
  const early = progressStep(ctx) ?? metaStep(ctx) ?? openPathStep(ctx) ?? queryStep(ctx) ?? comIdStep(ctx);
  if (early) return early;
  warmPermissionStep(ctx);

  const loaded = await appConfigStep(ctx);
  if ('outcome' in loaded) return loaded.outcome;

  const token = await tokenStep(ctx);
  // A token that does not decode is no login at all (the session clears such tokens, calls.md 4).
  const user = token ? deps.decodeUser(token) : null;
  return user ? withTokenStep(ctx, user, loaded.config) : withoutTokenStep(ctx);
}
