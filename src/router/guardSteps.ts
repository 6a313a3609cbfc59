/**
 * The steps of the navigation guard (spec/product.md 4.1), one small function each, in order.
 * A step returns an outcome to decide the navigation, or undefined to let the next step run.
 * Effects go through ctx.deps only.
 */
import type { CompiledRoute } from '@/core';
import type { GuardAppConfig, GuardContext, GuardOutcome, GuardUser, StepResult } from './guardTypes';
import { formatLocation, parseLocation, type NavLocation } from './location';
import { isUnderPrefix } from './pattern';
import {
  ERROR_401_PATH,
  ERROR_404_PATH,
  ERROR_500_PATH,
  LOGIN_PATH,
  MISSING_COM_ID_MESSAGE,
  REDIRECT_QUERY_KEY,
} from './paths';
import { homeRouteOf } from './home';
import { roleReaches } from './roles';
import type { RouteMatch, RouteTable } from './table';

const PASS: GuardOutcome = { kind: 'pass' };

function redirect(to: string, replace: boolean, message?: string): GuardOutcome {
  return message === undefined ? { kind: 'redirect', to, replace } : { kind: 'redirect', to, replace, message };
}

function loginTarget(to: NavLocation): string {
  return formatLocation({ path: LOGIN_PATH, query: { [REDIRECT_QUERY_KEY]: formatLocation(to) } });
}

/** Open without comId: access 'public', or under a restful whitelist prefix. */
export function isOpenPath(route: CompiledRoute, pathname: string, table: RouteTable): boolean {
  return route.access === 'public' || table.restfulPrefixes.some((p) => isUnderPrefix(pathname, p));
}

/** An error page ('/error/...'). */
export function isErrorRoute(route: CompiledRoute, table: RouteTable): boolean {
  return table.errorPaths.includes(route.path);
}

/** Reachable without login: open paths, comId-whitelist routes and the error pages. */
export function isLoginFree(route: CompiledRoute, pathname: string, table: RouteTable): boolean {
  return isOpenPath(route, pathname, table) || route.access === 'whitelist' || isErrorRoute(route, table);
}

/** On the permission whitelist: permissionCheck false, or reachable without login at all. */
export function isPermissionWhitelisted(route: CompiledRoute, pathname: string, table: RouteTable): boolean {
  return route.permissionCheck === false || isLoginFree(route, pathname, table);
}

function fillParams(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern
    .split('/')
    .map((s) => {
      if (s === '*') return params['*'] ?? '';
      return s.startsWith(':') ? encodeURIComponent(params[s.slice(1)] ?? '') : s;
    })
    .join('/');
}

/**
 * Before the steps, as the router itself did before any guard ran: an unknown path goes to
 * /error/404 and a redirect route to its target (params filled in, the target's query kept, as
 * vue-router kept it for a string redirect). Both replace the requested entry. `match` is the
 * table's match for `to.path` when the caller has it already.
 */
export function resolveTarget(
  to: NavLocation,
  table: RouteTable,
  match: RouteMatch | null = table.match(to.path),
): { match: RouteMatch } | { outcome: GuardOutcome } {
  if (!match) return { outcome: redirect(ERROR_404_PATH, true) };
  const target = match.route.redirect;
  if (target === undefined) return { match };
  const parsed = parseLocation(fillParams(target, match.params));
  return { outcome: redirect(formatLocation({ path: parsed.path, query: { ...to.query, ...parsed.query } }), true) };
}

/** Step 1: ensure the 'wx_request_do' switch. Awaited, never fatal (the dep caches '0' on failure). */
export async function ensureSwitchStep(ctx: GuardContext): Promise<StepResult> {
  try {
    await ctx.deps.ensureSwitch();
  } catch (error) {
    ctx.deps.log('guard: ensuring the wx_request_do switch failed', error);
  }
  return undefined;
}

/** Step 2: start the progress bar; enable the debug console when the cookie flag is set (not awaited). */
export function progressStep(ctx: GuardContext): StepResult {
  const { deps } = ctx;
  deps.startProgress();
  if (!deps.debugFlag()) return undefined;
  try {
    const loading = deps.enableDebugConsole();
    if (loading) loading.catch((error: unknown) => deps.log('guard: loading the debug console failed', error));
  } catch (error) {
    deps.log('guard: enabling the debug console failed', error);
  }
  return undefined;
}

/** Step 3: set the page title and the nav bar. */
export function metaStep(ctx: GuardContext): StepResult {
  ctx.deps.setMeta(ctx.match.route);
  return undefined;
}

/** Step 4: public paths and restful-prefixed paths pass. */
export function openPathStep(ctx: GuardContext): StepResult {
  return isOpenPath(ctx.match.route, ctx.to.path, ctx.deps.table) ? PASS : undefined;
}

/** Step 5: save a query appType; a query comId that differs from the stored one clears the token and is stored. */
export function queryStep(ctx: GuardContext): StepResult {
  const { deps, to } = ctx;
  const { appType, comId } = to.query;
  if (appType) deps.setAppType(appType);
  if (comId && comId !== deps.getSystemComId()) {
    deps.clearToken();
    deps.setSystemComId(comId);
  }
  return undefined;
}

/**
 * Step 6: without a stored system comId only the error pages are allowed. An error page reached
 * without flag=1 is re-addressed (replace) to itself with flag=1 and `redirect` = the previous
 * location's full path (path and query), so the page can offer the way back; with flag=1 it
 * passes, which also ends the loop. Any other path: message '缺少省份信息' and /error/500.
 */
export function comIdStep(ctx: GuardContext): StepResult {
  const { deps, to, from, match } = ctx;
  if (deps.getSystemComId()) return undefined;
  if (!isErrorRoute(match.route, deps.table)) return redirect(ERROR_500_PATH, false, MISSING_COM_ID_MESSAGE);
  if (to.query.flag === '1') return PASS;
  const query: Record<string, string> = { ...to.query, flag: '1' };
  if (from) query[REDIRECT_QUERY_KEY] = formatLocation(from);
  return redirect(formatLocation({ path: to.path, query }), true);
}

/**
 * Step 7: load the app config for the system comId; on failure go to /error/500. An error page
 * passes instead, so a failing config cannot loop /error/500 onto itself.
 */
export async function appConfigStep(ctx: GuardContext): Promise<{ config: GuardAppConfig } | { outcome: GuardOutcome }> {
  const { deps, match } = ctx;
  try {
    // A dep that resolves nothing counts as an empty config rather than breaking step 9.
    return { config: (await deps.loadAppConfig(deps.getSystemComId() ?? '')) ?? {} };
  } catch (error) {
    deps.log('guard: loading the app config failed', error);
    return { outcome: isErrorRoute(match.route, deps.table) ? PASS : redirect(ERROR_500_PATH, false) };
  }
}

/** Step 8: the token, loaded when missing. A failed load counts as no token. */
export async function tokenStep(ctx: GuardContext): Promise<string | null> {
  const { deps } = ctx;
  const token = deps.getToken();
  if (token) return token;
  try {
    return await deps.loadToken();
  } catch (error) {
    deps.log('guard: loading the token failed', error);
    return null;
  }
}

/** Step 9a: generate the dynamic routes once and re-enter; a failure is logged and navigation continues. */
export async function dynamicRoutesStep(ctx: GuardContext, user: GuardUser): Promise<StepResult> {
  const { deps } = ctx;
  if (deps.routesGenerated()) return undefined;
  try {
    await deps.generateRoutes(user.systemRole ?? '');
    return { kind: 'reenter' };
  } catch (error) {
    deps.log('guard: generating the dynamic routes failed', error);
    return undefined;
  }
}

/** Step 9b: reload the config when its userComId differs from the user's comId; a failure is logged. */
export async function userComIdStep(ctx: GuardContext, user: GuardUser, config: GuardAppConfig): Promise<StepResult> {
  const { deps } = ctx;
  if (!user.comId || config.userComId === user.comId) return undefined;
  try {
    await deps.reloadAppConfig(user.comId);
  } catch (error) {
    deps.log('guard: reloading the app config for the user comId failed', error);
  }
  return undefined;
}

/**
 * Step 9b': / and /index (routes marked toHome) go to the home of the user's role, keeping the
 * query, in place of the requested entry (as a redirect route does). Decided here, once the token
 * names the role, not before the steps: so a login without a stored target, and every 返回首页,
 * lands on a page the role may open. A role without a home goes to /error/401.
 */
export function homeStep(ctx: GuardContext, user: GuardUser): StepResult {
  const { deps, to, match } = ctx;
  if (!match.route.toHome) return undefined;
  const home = homeRouteOf(deps.table.homes, user.systemRole);
  return redirect(home ? formatLocation({ path: home.path, query: to.query }) : ERROR_401_PATH, true);
}

/**
 * Step 9c: a route not generated for the user's role (an externalUser outside its routes, or an
 * unknown role outside the constant routes) goes to /error/401: the page exists, the role may not
 * open it.
 */
export function roleReachStep(ctx: GuardContext, user: GuardUser): StepResult {
  return roleReaches(ctx.match.route, user.systemRole ?? '') ? undefined : redirect(ERROR_401_PATH, false);
}

/** Step 9d: paths on the permission whitelist pass. */
export function permissionWhitelistStep(ctx: GuardContext): StepResult {
  return isPermissionWhitelisted(ctx.match.route, ctx.to.path, ctx.deps.table) ? PASS : undefined;
}

/**
 * Step 9e: the permission gate, for qyUser only. A denial naming a page stores the target and
 * redirects (replace) there; a denial without a page, a denial naming the target itself, and any
 * error in the check let the navigation pass.
 */
export async function permissionGateStep(ctx: GuardContext, user: GuardUser): Promise<GuardOutcome> {
  const { deps, to, match } = ctx;
  if (user.systemRole !== 'qyUser') return PASS;
  try {
    const result = await deps.checkPermission(match.route, to);
    if (result.permission !== false || !result.page) return PASS;
    if (parseLocation(result.page).path === to.path) return PASS;
    deps.storeRedirectInfo(to);
    return redirect(result.page, true);
  } catch (error) {
    deps.log('guard: the permission check failed', error);
    return PASS;
  }
}

/**
 * Before step 7: when the token already tells that step 9e will run (a qyUser whose role reaches a
 * route off the permission whitelist), its checks start now, alongside the config load, instead of
 * one round trip after it. They only read; should the guard end earlier (a config failure), their
 * answers go unused.
 */
export function warmPermissionStep(ctx: GuardContext): StepResult {
  const { deps, match } = ctx;
  if (!deps.warmPermission) return undefined;
  const token = deps.getToken();
  const user = token ? deps.decodeUser(token) : null;
  // The steps before 9e that would decide first (all pure): the home redirect, an unreachable or a
  // whitelisted route.
  if (user?.systemRole !== 'qyUser' || homeStep(ctx, user) || roleReachStep(ctx, user) || permissionWhitelistStep(ctx)) return undefined;
  deps.warmPermission(match.route);
  return undefined;
}

/** Step 9: with a token. */
export async function withTokenStep(ctx: GuardContext, user: GuardUser, config: GuardAppConfig): Promise<GuardOutcome> {
  return (
    (await dynamicRoutesStep(ctx, user)) ??
    (await userComIdStep(ctx, user, config)) ??
    homeStep(ctx, user) ??
    roleReachStep(ctx, user) ??
    permissionWhitelistStep(ctx) ??
    (await permissionGateStep(ctx, user))
  );
}

/** Step 10: without a token, login-free paths pass; any other goes to Login with `redirect` = the target's full path. */
export function withoutTokenStep(ctx: GuardContext): GuardOutcome {
  const { deps, to, match } = ctx;
  return isLoginFree(match.route, to.path, deps.table) ? PASS : redirect(loginTarget(to), false);
}
