/**
 * Router logic: the route table compiled from schemas/routes, the navigation guard
 * (spec/product.md 4.1), the permission gate (4.2), back-step detection and the legacy notice.
 * All of it is React-free and does its I/O through injected dependencies; src/router/react wires it.
 */

// Locations
export { parseLocation, formatLocation } from './location';
export type { NavLocation, Query } from './location';

// Route table and roles
export { compileRouteTable } from './table';
export type { RouteModuleInput, RouteMatch, RouteTable } from './table';
export { routesForRole, roleReaches, isConstantRoute, toRoleName } from './roles';
export { collectHomes, homeRouteOf } from './home';
export { staticPrefix, isUnderPrefix } from './pattern';
export { routeScope } from './routeScope';

// Fixed paths
export {
  LOGIN_PATH,
  REDIRECT_QUERY_KEY,
  ERROR_401_PATH,
  ERROR_404_PATH,
  ERROR_500_PATH,
  REGISTER_CARD_PATH,
  REGISTER_CARD_PAGE,
  ACCOUNT_INFO_PATH,
  ACCOUNT_INFO_PAGE,
  MISSING_COM_ID_MESSAGE,
} from './paths';

// Navigation guard
export { runGuard } from './guard';
export { isOpenPath, isLoginFree, isPermissionWhitelisted, isErrorRoute } from './guardSteps';
export type { GuardOutcome, GuardDeps, GuardUser, GuardAppConfig } from './guardTypes';

// Permission gate
export { createPermissionGate, firstDenial, isGateExempt, GATE_EXEMPT_PATHS } from './permission';
export {
  BUSINESS_CARD_SWITCH,
  PHONE_SWITCH,
  PHONE_MODIFIED_TTL_MS,
  phoneModifiedEntry,
  phoneModifiedHolds,
  accountInfoPage,
  isNoRecordError,
} from './permissionChecks';
export type {
  PermissionGate,
  PermissionGateDeps,
  PermissionResult,
  PermissionCheckId,
  GateUser,
  ManagerRecord,
  PhoneModifiedEntry,
  ServiceUser,
  PermissionResultStore,
  StoredResults,
} from './permissionTypes';

// View stack
export { ViewHistory, isBackStep, VIEW_HISTORY_MAX_DEPTH } from './history';
export type { StackMove } from './history';

// Legacy notice
export {
  startLegacyNotice,
  isLegacyNoticeSuppressed,
  LEGACY_NOTICE_TITLE,
  LEGACY_NOTICE_TEXT,
  LEGACY_NOTICE_INTERVAL_MS,
  LEGACY_NOTICE_MAX_TRIES,
  LEGACY_NOTICE_SUPPRESS_MS,
} from './legacyNotice';
export type { LegacyNoticeDeps } from './legacyNotice';
