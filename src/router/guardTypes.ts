/**
 * Types of the navigation guard (spec/product.md 4.1): its outcome and every dependency it
 * reaches through. The guard does no I/O of its own; the lead wires real implementations.
 */
import type { CompiledRoute } from '@/core';
import type { NavLocation } from './location';
import type { PermissionResult } from './permissionTypes';
import type { RouteMatch, RouteTable } from './table';

/**
 * What the caller does with the navigation.
 * - pass: show the target.
 * - redirect: navigate to `to` instead (replace or push), showing `message` first when present.
 * - reenter: the dynamic routes were just generated; run the guard again for the same target
 *   (with replace), as vue-router's `next({ ...to, replace: true })` did.
 */
export type GuardOutcome =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string; replace: boolean; message?: string }
  | { kind: 'reenter' };

/** The fields of the decoded token the guard reads (spec/calls.md 3: userCode, comId, comCode, systemRole). */
export interface GuardUser {
  systemRole?: string;
  comId?: string;
}

/** The fields of the app config the guard reads (spec/product.md 7: wecomComId, userComId). */
export interface GuardAppConfig {
  userComId?: string;
}

/** Every effect and read of the guard, injected. */
export interface GuardDeps {
  /** The compiled route table to match targets against. */
  table: RouteTable;
  /** Step 1: ensure the cached 'wx_request_do' switch (fetch once, 30 min; the dep stores '0' on failure). */
  ensureSwitch(): Promise<void>;
  /** Step 2: start the progress bar (no spinner). The caller finishes it once the outcome is applied. */
  startProgress(): void;
  /** Step 2: true when the debug cookie flag is set. */
  debugFlag(): boolean;
  /** Step 2: enable the debug console; may load it lazily. Not awaited; a rejection is logged. */
  enableDebugConsole(): void | Promise<void>;
  /** Step 3: set the document title and the nav bar from the route. */
  setMeta(route: CompiledRoute): void;
  /** Step 5: save the query appType in the session. */
  setAppType(appType: string): void;
  /** Step 5/6: the stored system comId, or null. */
  getSystemComId(): string | null;
  /** Step 5: store a new system comId. */
  setSystemComId(comId: string): void;
  /** Step 5: clear the token (the comId changed). */
  clearToken(): void;
  /** Step 7: load the app config for the system comId (store, cache or server). Rejects on failure. */
  loadAppConfig(comId: string): Promise<GuardAppConfig>;
  /** Step 8: the token in the session, or null. */
  getToken(): string | null;
  /** Step 8: load a missing token (for example from the login cookie); null when there is none. */
  loadToken(): Promise<string | null>;
  /** Step 9: the user decoded from the token; null when it does not decode. */
  decodeUser(token: string): GuardUser | null;
  /** Step 9: true once the dynamic routes were generated for this session. */
  routesGenerated(): boolean;
  /** Step 9: generate and add the dynamic routes for the token's systemRole. Rejects on failure. */
  generateRoutes(role: string): Promise<void>;
  /** Step 9: reload the app config for the user's comId (it differs from the config's userComId). */
  reloadAppConfig(comId: string): Promise<void>;
  /** Step 9: the permission gate (spec 4.2); called only for qyUser. */
  checkPermission(route: CompiledRoute, to: NavLocation): Promise<PermissionResult>;
  /**
   * Step 9e ahead of time (optional): start the permission checks for a route without waiting for
   * them. The gate shares pending answers, so the check in step 9e awaits these same calls.
   */
  warmPermission?(route: CompiledRoute): void;
  /** Step 9: remember the denied target for redirection once the permission is fixed. */
  storeRedirectInfo(target: NavLocation): void;
  /** Developer log for failures the guard swallows. */
  log(message: string, error?: unknown): void;
}

/** What every step sees. */
export interface GuardContext {
  to: NavLocation;
  from: NavLocation | null;
  match: RouteMatch;
  deps: GuardDeps;
}

/** A step either decides the navigation or returns undefined to let the next step run. */
export type StepResult = GuardOutcome | undefined;
