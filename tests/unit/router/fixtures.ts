/**
 * Small route fixtures and fake dependencies for the router tests. They do not read
 * schemas/routes: the router must work for any route data.
 */
import { vi } from 'vitest';
import type { RouteDef } from '../../../src/core/types';
import {
  compileRouteTable,
  type GuardAppConfig,
  type GuardDeps,
  type GuardUser,
  type PermissionResult,
  type RouteModuleInput,
  type RouteTable,
} from '../../../src/router';

function route(path: string, name: string, extra: Partial<RouteDef> = {}): RouteDef {
  return { path, name, title: name, page: 'x/y', roles: ['*'], access: 'private', ...extra };
}

/** A table without a catch-all route, so unknown paths do not match. */
export const FIXTURE_MODULES: RouteModuleInput[] = [
  {
    group: 'root',
    routes: [
      { path: '/', name: 'Index', title: '首页', redirect: '/home/index', roles: ['*'], access: 'private' },
      { path: '/index', name: 'IndexRedirect', title: '首页', toHome: true, roles: ['*'], access: 'private' },
      route('/login', 'Login', { access: 'whitelist' }),
      route('/car-use-place', 'CarUsePlace', { access: 'whitelist' }),
    ],
  },
  { group: 'system', routes: [route('/error/:code', 'Error', { access: 'whitelist' })] },
  { group: 'news', routes: [route('/news/news-detail', 'NewsDetail', { access: 'public' })] },
  {
    group: 'open-service-manager',
    routes: [route('/open-service-manager/:code', 'OpenServiceManager', { access: 'restful' })],
  },
  { group: 'home', routes: [route('/home/index', 'HomeIndex', { roles: ['qyUser'], home: ['qyUser'] })] },
  {
    group: 'customer-info',
    routes: [
      route('/customer-info/detail', 'CustomerInfoDetail', { roles: ['qyUser'], keepAlive: true }),
      route('/customer-info/account-info', 'AccountInfo', { roles: ['qyUser'], permissionCheck: false }),
    ],
  },
  {
    group: 'business-card',
    routes: [route('/business-card/register-card', 'RegisterBusinessCard', { roles: ['qyUser'], permissionCheck: false })],
  },
  {
    group: 'robot',
    routes: [
      route('/robot/trans-proposal', 'TransProposal', { roles: ['qyUser', 'externalUser'] }),
      route('/robot/chat-room', 'ChatRoom', { access: 'public', home: ['externalUser'] }),
    ],
  },
];

export function fixtureTable(): RouteTable {
  return compileRouteTable(FIXTURE_MODULES);
}

/** Mutable state behind the fake guard deps. */
export interface FakeState {
  systemComId: string | null;
  token: string | null;
  /** What loadToken() finds when the token is missing. */
  loadableToken: string | null;
  user: GuardUser | null;
  routesGenerated: boolean;
  config: GuardAppConfig;
  permission: PermissionResult;
  debug: boolean;
}

export type FakeDeps = GuardDeps & { state: FakeState; calls: string[] };

/** Fake guard deps recording every call in order; override any member. */
export function fakeGuardDeps(state: Partial<FakeState> = {}, overrides: Partial<GuardDeps> = {}): FakeDeps {
  const s: FakeState = {
    systemComId: '51000000',
    token: 'a.b.c',
    loadableToken: null,
    user: { systemRole: 'qyUser', comId: '51000000' },
    routesGenerated: true,
    config: { userComId: '51000000' },
    permission: { permission: true },
    debug: false,
    ...state,
  };
  const calls: string[] = [];
  const deps: GuardDeps = {
    table: fixtureTable(),
    ensureSwitch: vi.fn(async () => {
      calls.push('ensureSwitch');
    }),
    startProgress: vi.fn(() => {
      calls.push('startProgress');
    }),
    debugFlag: vi.fn(() => s.debug),
    enableDebugConsole: vi.fn(() => {
      calls.push('enableDebugConsole');
    }),
    setMeta: vi.fn(() => {
      calls.push('setMeta');
    }),
    setAppType: vi.fn(),
    getSystemComId: vi.fn(() => s.systemComId),
    setSystemComId: vi.fn((comId: string) => {
      s.systemComId = comId;
    }),
    clearToken: vi.fn(() => {
      s.token = null;
    }),
    loadAppConfig: vi.fn(async () => {
      calls.push('loadAppConfig');
      return s.config;
    }),
    getToken: vi.fn(() => s.token),
    loadToken: vi.fn(async () => {
      s.token = s.loadableToken;
      return s.token;
    }),
    decodeUser: vi.fn(() => s.user),
    routesGenerated: vi.fn(() => s.routesGenerated),
    generateRoutes: vi.fn(async () => {
      s.routesGenerated = true;
    }),
    reloadAppConfig: vi.fn(async () => undefined),
    checkPermission: vi.fn(async () => s.permission),
    storeRedirectInfo: vi.fn(),
    log: vi.fn(),
    ...overrides,
  };
  return Object.assign(deps, { state: s, calls });
}
