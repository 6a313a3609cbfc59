import { describe, expect, it, vi } from 'vitest';
import { compileRouteTable, parseLocation, runGuard, type GuardOutcome } from '../../../src/router';
import { FIXTURE_MODULES, fakeGuardDeps } from './fixtures';

const PASS: GuardOutcome = { kind: 'pass' };
const go = (url: string) => parseLocation(url);

describe('runGuard: resolution before the steps', () => {
  it('redirects an unknown path to /error/404 (replace)', async () => {
    expect(await runGuard(go('/no/such/page'), null, fakeGuardDeps())).toEqual({
      kind: 'redirect',
      to: '/error/404',
      replace: true,
    });
  });

  it('sends an unknown path caught by a catch-all redirect route to /error/404', async () => {
    const table = compileRouteTable([
      ...FIXTURE_MODULES,
      { group: 'fallback', routes: [{ path: '/*', name: 'NotFound', title: '-', redirect: '/error/404', roles: ['*'], access: 'public' }] },
    ]);
    expect(await runGuard(go('/no/such/page'), null, fakeGuardDeps({}, { table }))).toEqual({
      kind: 'redirect',
      to: '/error/404',
      replace: true,
    });
  });

  it('follows a redirect route keeping the query', async () => {
    expect(await runGuard(go('/?comId=44000000'), null, fakeGuardDeps())).toEqual({
      kind: 'redirect',
      to: '/home/index?comId=44000000',
      replace: true,
    });
  });
});

describe('runGuard: steps 1-3', () => {
  it('runs switch, progress, meta, config in this order', async () => {
    const deps = fakeGuardDeps();
    await runGuard(go('/home/index'), null, deps);
    expect(deps.calls).toEqual(['ensureSwitch', 'startProgress', 'setMeta', 'loadAppConfig']);
    expect(deps.setMeta).toHaveBeenCalledWith(expect.objectContaining({ name: 'HomeIndex' }));
  });

  it('continues when ensuring the switch fails', async () => {
    const deps = fakeGuardDeps({}, { ensureSwitch: vi.fn(async () => Promise.reject(new Error('down'))) });
    expect(await runGuard(go('/home/index'), null, deps)).toEqual(PASS);
    expect(deps.log).toHaveBeenCalled();
  });

  it('enables the debug console only when the cookie flag is set', async () => {
    const off = fakeGuardDeps();
    await runGuard(go('/home/index'), null, off);
    expect(off.enableDebugConsole).not.toHaveBeenCalled();
    const on = fakeGuardDeps({ debug: true });
    await runGuard(go('/home/index'), null, on);
    expect(on.enableDebugConsole).toHaveBeenCalledOnce();
  });

  it('does not fail the navigation when the debug console fails to load', async () => {
    const deps = fakeGuardDeps({ debug: true }, { enableDebugConsole: vi.fn(() => Promise.reject(new Error('chunk'))) });
    expect(await runGuard(go('/home/index'), null, deps)).toEqual(PASS);
    await Promise.resolve();
    expect(deps.log).toHaveBeenCalled();
  });
});

describe('runGuard: step 4 open paths', () => {
  it('passes a public path without comId, config or token', async () => {
    const deps = fakeGuardDeps({ systemComId: null, token: null });
    expect(await runGuard(go('/news/news-detail'), null, deps)).toEqual(PASS);
    expect(deps.loadAppConfig).not.toHaveBeenCalled();
  });

  it('passes a path under a restful prefix without comId or token', async () => {
    const deps = fakeGuardDeps({ systemComId: null, token: null });
    expect(await runGuard(go('/open-service-manager/abc'), null, deps)).toEqual(PASS);
  });
});

describe('runGuard: step 5 query', () => {
  it('saves the query appType', async () => {
    const deps = fakeGuardDeps();
    await runGuard(go('/home/index?appType=2'), null, deps);
    expect(deps.setAppType).toHaveBeenCalledWith('2');
  });

  it('clears the token and stores a query comId that differs from the stored one', async () => {
    const deps = fakeGuardDeps({ systemComId: '51000000' });
    const outcome = await runGuard(go('/home/index?comId=44000000'), null, deps);
    expect(deps.clearToken).toHaveBeenCalledOnce();
    expect(deps.setSystemComId).toHaveBeenCalledWith('44000000');
    expect(deps.loadAppConfig).toHaveBeenCalledWith('44000000');
    // The token is gone, so a private page now needs login.
    expect(outcome).toMatchObject({ kind: 'redirect', to: expect.stringMatching(/^\/login\?/) });
  });

  it('keeps the token when the query comId equals the stored one', async () => {
    const deps = fakeGuardDeps({ systemComId: '51000000' });
    expect(await runGuard(go('/home/index?comId=51000000'), null, deps)).toEqual(PASS);
    expect(deps.clearToken).not.toHaveBeenCalled();
    expect(deps.setSystemComId).not.toHaveBeenCalled();
  });
});

describe('runGuard: step 6 no system comId', () => {
  it('re-addresses an error page reached without flag=1 to itself with flag=1 and the previous location', async () => {
    const deps = fakeGuardDeps({ systemComId: null });
    const outcome = await runGuard(go('/error/401?msg=x'), go('/home/index?a=1'), deps);
    expect(outcome).toEqual({
      kind: 'redirect',
      to: `/error/401?msg=x&flag=1&redirect=${encodeURIComponent('/home/index?a=1')}`,
      replace: true,
    });
  });

  it('re-addresses an error page on the first navigation with flag=1 only', async () => {
    const outcome = await runGuard(go('/error/500'), null, fakeGuardDeps({ systemComId: null }));
    expect(outcome).toEqual({ kind: 'redirect', to: '/error/500?flag=1', replace: true });
  });

  it('passes an error page carrying flag=1', async () => {
    const deps = fakeGuardDeps({ systemComId: null });
    expect(await runGuard(go('/error/500?flag=1'), null, deps)).toEqual(PASS);
    expect(deps.loadAppConfig).not.toHaveBeenCalled();
  });

  it("shows '缺少省份信息' and goes to /error/500 for any other path", async () => {
    const deps = fakeGuardDeps({ systemComId: null });
    expect(await runGuard(go('/login'), null, deps)).toEqual({
      kind: 'redirect',
      to: '/error/500',
      replace: false,
      message: '缺少省份信息',
    });
    expect(deps.loadAppConfig).not.toHaveBeenCalled();
  });
});

describe('runGuard: step 7 app config', () => {
  it('loads the app config keyed to the system comId', async () => {
    const deps = fakeGuardDeps({ systemComId: '51000000' });
    await runGuard(go('/home/index'), null, deps);
    expect(deps.loadAppConfig).toHaveBeenCalledWith('51000000');
  });

  it('goes to /error/500 when the app config fails to load', async () => {
    const deps = fakeGuardDeps({}, { loadAppConfig: vi.fn(async () => Promise.reject(new Error('500'))) });
    expect(await runGuard(go('/home/index'), null, deps)).toEqual({ kind: 'redirect', to: '/error/500', replace: false });
    expect(deps.getToken).not.toHaveBeenCalled();
  });

  it('lets an error page through when the app config fails, so /error/500 cannot loop', async () => {
    const deps = fakeGuardDeps({}, { loadAppConfig: vi.fn(async () => Promise.reject(new Error('500'))) });
    expect(await runGuard(go('/error/500'), null, deps)).toEqual(PASS);
  });
});

describe('runGuard: step 8 token', () => {
  it('loads the token when it is missing and continues logged in', async () => {
    const deps = fakeGuardDeps({ token: null, loadableToken: 'x.y.z' });
    expect(await runGuard(go('/home/index'), null, deps)).toEqual(PASS);
    expect(deps.loadToken).toHaveBeenCalledOnce();
    expect(deps.decodeUser).toHaveBeenCalledWith('x.y.z');
  });

  it('does not load the token when one is present', async () => {
    const deps = fakeGuardDeps();
    await runGuard(go('/home/index'), null, deps);
    expect(deps.loadToken).not.toHaveBeenCalled();
  });

  it('treats a failing token load as no token', async () => {
    const deps = fakeGuardDeps({ token: null }, { loadToken: vi.fn(async () => Promise.reject(new Error('cookie'))) });
    expect(await runGuard(go('/home/index'), null, deps)).toMatchObject({ kind: 'redirect', to: '/login?redirect=%2Fhome%2Findex' });
    expect(deps.log).toHaveBeenCalled();
  });

  it('treats a token that does not decode as no token', async () => {
    const deps = fakeGuardDeps({ user: null });
    expect(await runGuard(go('/home/index'), null, deps)).toMatchObject({ kind: 'redirect', to: '/login?redirect=%2Fhome%2Findex' });
  });
});

describe('runGuard: step 9 with a token', () => {
  it("generates the dynamic routes from the token's systemRole and re-enters the same target", async () => {
    const deps = fakeGuardDeps({ routesGenerated: false, user: { systemRole: 'externalUser', comId: '51000000' } });
    expect(await runGuard(go('/robot/trans-proposal'), null, deps)).toEqual({ kind: 'reenter' });
    expect(deps.generateRoutes).toHaveBeenCalledWith('externalUser');
    expect(deps.checkPermission).not.toHaveBeenCalled();
    // The re-entry finds the routes generated and passes.
    expect(await runGuard(go('/robot/trans-proposal'), null, deps)).toEqual(PASS);
    expect(deps.generateRoutes).toHaveBeenCalledOnce();
  });

  it('logs a route-generation failure and continues the navigation', async () => {
    const deps = fakeGuardDeps(
      { routesGenerated: false },
      { generateRoutes: vi.fn(async () => Promise.reject(new Error('roles'))) },
    );
    expect(await runGuard(go('/home/index'), null, deps)).toEqual(PASS);
    expect(deps.log).toHaveBeenCalledWith(expect.stringContaining('dynamic routes'), expect.any(Error));
    expect(deps.checkPermission).toHaveBeenCalledOnce();
  });

  it("reloads the config for the user's comId when the config's userComId differs", async () => {
    const deps = fakeGuardDeps({ config: { userComId: '51000000' }, user: { systemRole: 'qyUser', comId: '51010000' } });
    expect(await runGuard(go('/home/index'), null, deps)).toEqual(PASS);
    expect(deps.reloadAppConfig).toHaveBeenCalledWith('51010000');
  });

  it('does not reload the config when userComId matches', async () => {
    const deps = fakeGuardDeps();
    await runGuard(go('/home/index'), null, deps);
    expect(deps.reloadAppConfig).not.toHaveBeenCalled();
  });

  it('continues when the config reload fails', async () => {
    const deps = fakeGuardDeps(
      { config: { userComId: 'other' } },
      { reloadAppConfig: vi.fn(async () => Promise.reject(new Error('x'))) },
    );
    expect(await runGuard(go('/home/index'), null, deps)).toEqual(PASS);
    expect(deps.log).toHaveBeenCalled();
  });

  it('passes a permission-whitelisted route (permissionCheck false) without running the gate', async () => {
    const deps = fakeGuardDeps({ permission: { permission: false, page: '/business-card/register-card' } });
    expect(await runGuard(go('/customer-info/account-info'), null, deps)).toEqual(PASS);
    expect(deps.checkPermission).not.toHaveBeenCalled();
  });

  it('passes a comId-whitelist route without running the gate', async () => {
    const deps = fakeGuardDeps();
    expect(await runGuard(go('/car-use-place'), null, deps)).toEqual(PASS);
    expect(deps.checkPermission).not.toHaveBeenCalled();
  });

  it('stores the target and redirects (replace) to the page the gate names', async () => {
    const page = '/business-card/register-card?redirect=cache&type=register';
    const deps = fakeGuardDeps({ permission: { permission: false, page } });
    const to = go('/customer-info/detail?custId=9');
    expect(await runGuard(to, null, deps)).toEqual({ kind: 'redirect', to: page, replace: true });
    expect(deps.checkPermission).toHaveBeenCalledWith(expect.objectContaining({ name: 'CustomerInfoDetail' }), to);
    expect(deps.storeRedirectInfo).toHaveBeenCalledWith({ path: '/customer-info/detail', query: { custId: '9' } });
  });

  it('passes when the gate names the target itself, so it cannot loop', async () => {
    const deps = fakeGuardDeps({ permission: { permission: false, page: '/home/index?x=1' } });
    expect(await runGuard(go('/home/index'), null, deps)).toEqual(PASS);
    expect(deps.storeRedirectInfo).not.toHaveBeenCalled();
  });

  it('passes when the gate denies without naming a page', async () => {
    const deps = fakeGuardDeps({ permission: { permission: false } });
    expect(await runGuard(go('/home/index'), null, deps)).toEqual(PASS);
    expect(deps.storeRedirectInfo).not.toHaveBeenCalled();
  });

  it('passes when the gate result has no permission field', async () => {
    const deps = fakeGuardDeps({ permission: { page: '/somewhere' } });
    expect(await runGuard(go('/home/index'), null, deps)).toEqual(PASS);
  });

  it('logs and ignores an error in the permission check', async () => {
    const deps = fakeGuardDeps({}, { checkPermission: vi.fn(async () => Promise.reject(new Error('gate'))) });
    expect(await runGuard(go('/home/index'), null, deps)).toEqual(PASS);
    expect(deps.log).toHaveBeenCalledWith(expect.stringContaining('permission'), expect.any(Error));
  });

  it('starts the gate checks alongside the config load, for a qyUser on a gated route', async () => {
    let configLoaded = false;
    const warmPermission = vi.fn(() => {
      // Started before step 7 answers, not one round trip after it.
      expect(configLoaded).toBe(false);
    });
    const deps = fakeGuardDeps({}, {
      warmPermission,
      loadAppConfig: vi.fn(async () => {
        configLoaded = true;
        return { userComId: '51000000' };
      }),
    });
    expect(await runGuard(go('/home/index'), null, deps)).toEqual(PASS);
    expect(warmPermission).toHaveBeenCalledWith(expect.objectContaining({ path: '/home/index' }));
    expect(deps.checkPermission).toHaveBeenCalled();
  });

  it('does not start the checks where step 9e would not run them', async () => {
    const cases: Array<[string, Parameters<typeof fakeGuardDeps>[0]]> = [
      ['/customer-info/account-info', {}],
      ['/car-use-place', {}],
      ['/robot/trans-proposal', { user: { systemRole: 'externalUser', comId: '51000000' } }],
      ['/home/index', { token: null }],
      ['/home/index', { systemComId: null }],
    ];
    for (const [path, state] of cases) {
      const warmPermission = vi.fn();
      await runGuard(go(path), null, fakeGuardDeps(state, { warmPermission }));
      expect(warmPermission, path).not.toHaveBeenCalled();
    }
  });

  it('does not start the checks for / or /index, which go to the home of the role', async () => {
    const warmPermission = vi.fn();
    await runGuard(go('/index'), null, fakeGuardDeps({}, { warmPermission }));
    expect(warmPermission).not.toHaveBeenCalled();
  });

  it('skips the permission gate for externalUser', async () => {
    const deps = fakeGuardDeps({
      user: { systemRole: 'externalUser', comId: '51000000' },
      permission: { permission: false, page: '/customer-info/account-info?modifyMobile=1' },
    });
    expect(await runGuard(go('/robot/trans-proposal'), null, deps)).toEqual(PASS);
    expect(deps.checkPermission).not.toHaveBeenCalled();
  });

  it('sends an externalUser to /error/401 for a route not generated for it', async () => {
    const deps = fakeGuardDeps({ user: { systemRole: 'externalUser', comId: '51000000' } });
    expect(await runGuard(go('/customer-info/detail'), null, deps)).toEqual({
      kind: 'redirect',
      to: '/error/401',
      replace: false,
    });
  });

  it('sends an unknown systemRole to /error/401 for a dynamic route and skips the gate', async () => {
    const deps = fakeGuardDeps({ user: { systemRole: 'visitor', comId: '51000000' } });
    expect(await runGuard(go('/home/index'), null, deps)).toMatchObject({ kind: 'redirect', to: '/error/401' });
    expect(await runGuard(go('/car-use-place'), null, deps)).toEqual(PASS);
    expect(deps.checkPermission).not.toHaveBeenCalled();
  });

  it('lets an externalUser open constant routes', async () => {
    const deps = fakeGuardDeps({ user: { systemRole: 'externalUser', comId: '51000000' } });
    expect(await runGuard(go('/car-use-place'), null, deps)).toEqual(PASS);
  });
});

describe('runGuard: step 10 without a token', () => {
  it('passes comId-whitelist paths', async () => {
    const deps = fakeGuardDeps({ token: null });
    expect(await runGuard(go('/login'), null, deps)).toEqual(PASS);
    expect(await runGuard(go('/car-use-place'), null, deps)).toEqual(PASS);
  });

  it('sends a private path to /login carrying the encoded target path and query', async () => {
    const deps = fakeGuardDeps({ token: null });
    const outcome = await runGuard(go('/customer-info/detail?custId=9&tab=2'), null, deps);
    expect(outcome).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/customer-info/detail?custId=9&tab=2')}`,
      replace: false,
    });
    expect(parseLocation(outcome.kind === 'redirect' ? outcome.to : '').query.redirect).toBe(
      '/customer-info/detail?custId=9&tab=2',
    );
    expect(deps.generateRoutes).not.toHaveBeenCalled();
    expect(deps.checkPermission).not.toHaveBeenCalled();
  });
});

describe('runGuard: /index goes to the home of the user\'s role', () => {
  const external = { user: { systemRole: 'externalUser', comId: '51000000' } };

  it('sends a qyUser to their home in place of the entry, keeping the query, without asking the gate', async () => {
    const deps = fakeGuardDeps();
    expect(await runGuard(go('/index?comId=51000000&from=menu'), null, deps)).toEqual({
      kind: 'redirect',
      to: '/home/index?comId=51000000&from=menu',
      replace: true,
    });
    expect(deps.checkPermission).not.toHaveBeenCalled();
  });

  it('sends an externalUser to their own home, a page the role may open, not to the qyUser home', async () => {
    const deps = fakeGuardDeps(external);
    const outcome = await runGuard(go('/index'), null, deps);
    expect(outcome).toEqual({ kind: 'redirect', to: '/robot/chat-room', replace: true });
    expect(await runGuard(go('/robot/chat-room'), go('/index'), deps)).toEqual(PASS);
  });

  it('generates the dynamic routes first, then sends the user home', async () => {
    const deps = fakeGuardDeps({ ...external, routesGenerated: false });
    expect(await runGuard(go('/index'), null, deps)).toEqual({ kind: 'reenter' });
    expect(await runGuard(go('/index'), null, deps)).toMatchObject({ kind: 'redirect', to: '/robot/chat-room' });
  });

  it('without a login goes to the login page with /index as the target, so the login lands on the role\'s home', async () => {
    expect(await runGuard(go('/index'), null, fakeGuardDeps({ token: null }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Findex',
      replace: false,
    });
  });

  it('sends a role without a home to /error/401', async () => {
    expect(await runGuard(go('/index'), null, fakeGuardDeps({ user: { systemRole: 'visitor', comId: '51000000' } }))).toEqual({
      kind: 'redirect',
      to: '/error/401',
      replace: true,
    });
  });
});
