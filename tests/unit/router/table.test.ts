import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../../src/core/types';
import { compileRouteTable, routesForRole, roleReaches, staticPrefix } from '../../../src/router';
import { FIXTURE_MODULES, fixtureTable } from './fixtures';

function r(path: string, name: string, extra: Partial<RouteDef> = {}): RouteDef {
  return { path, name, title: name, roles: ['*'], access: 'private', ...extra };
}

describe('compileRouteTable', () => {
  it('compiles every route with its group and keepAlive defaulting to false', () => {
    const table = fixtureTable();
    const count = FIXTURE_MODULES.reduce((n, m) => n + m.routes.length, 0);
    expect(table.routes).toHaveLength(count);
    expect(table.byName.get('Login')).toMatchObject({ group: 'root', keepAlive: false });
    expect(table.byName.get('CustomerInfoDetail')?.keepAlive).toBe(true);
  });

  it('derives the access lists, restful prefixes, error paths and the permission-skip list', () => {
    const table = fixtureTable();
    expect(table.publicPaths).toEqual(['/news/news-detail', '/robot/chat-room']);
    expect(table.restfulPrefixes).toEqual(['/open-service-manager']);
    expect(table.comIdWhitelist).toEqual(['/login', '/car-use-place', '/error/:code']);
    expect(table.errorPaths).toEqual(['/error/:code']);
    expect(table.permissionSkip).toEqual(['/customer-info/account-info', '/business-card/register-card']);
  });

  it('throws naming both groups on a duplicate route name', () => {
    expect(() =>
      compileRouteTable([
        { group: 'alpha', routes: [r('/a', 'Same')] },
        { group: 'beta', routes: [r('/b', 'Same')] },
      ]),
    ).toThrow(/Duplicate route name 'Same' in groups 'alpha'.*'beta'/);
  });

  it('throws naming both groups on a duplicate path, also when only parameter names differ', () => {
    expect(() =>
      compileRouteTable([
        { group: 'alpha', routes: [r('/x/:code', 'A')] },
        { group: 'beta', routes: [r('/x/:id/', 'B')] },
      ]),
    ).toThrow(/Duplicate route path '\/x\/:id\/' in groups 'alpha'.*'beta'/);
  });

  it('rejects a restful route without a static prefix', () => {
    expect(() => compileRouteTable([{ group: 'g', routes: [r('/:code', 'Open', { access: 'restful' })] }])).toThrow(
      /Restful route 'Open' in group 'g'/,
    );
  });
});

describe('compileRouteTable: each role\'s home', () => {
  it('maps each role to the route whose home lists it', () => {
    const { homes } = fixtureTable();
    expect(homes.get('qyUser')?.name).toBe('HomeIndex');
    expect(homes.get('externalUser')?.name).toBe('ChatRoom');
  });

  it('throws on a role with two homes, naming both routes', () => {
    expect(() =>
      compileRouteTable([{ group: 'g', routes: [r('/a', 'A', { page: 'g/a', home: ['qyUser'] }), r('/b', 'B', { page: 'g/b', home: ['qyUser'] })] }]),
    ).toThrow(/Role 'qyUser' has two homes: 'A' \(\/a\) and 'B' \(\/b\)/);
  });

  it('throws on a home its role does not reach', () => {
    expect(() =>
      compileRouteTable([{ group: 'g', routes: [r('/a', 'A', { page: 'g/a', roles: ['qyUser'], home: ['externalUser'] })] }]),
    ).toThrow(/Home route 'A' \(\/a\) is not reached by its role 'externalUser'/);
  });

  it('throws on a home without a page or with parameters', () => {
    expect(() => compileRouteTable([{ group: 'g', routes: [r('/a', 'A', { home: ['qyUser'] })] }])).toThrow(/must be a page route/);
    expect(() => compileRouteTable([{ group: 'g', routes: [r('/a/:id', 'A', { page: 'g/a', home: ['qyUser'] })] }])).toThrow(
      /must be a page route without parameters/,
    );
  });
});

describe('RouteTable.match', () => {
  it('matches a static path, ignoring a trailing slash and case', () => {
    const table = fixtureTable();
    expect(table.match('/login')?.route.name).toBe('Login');
    expect(table.match('/Login/')?.route.name).toBe('Login');
  });

  it('matches parameters and decodes them', () => {
    expect(fixtureTable().match('/error/404')).toMatchObject({ route: { name: 'Error' }, params: { code: '404' } });
    expect(fixtureTable().match('/open-service-manager/a%20b')?.params).toEqual({ code: 'a b' });
  });

  it('returns null for an unknown path', () => {
    expect(fixtureTable().match('/nowhere/at-all')).toBeNull();
  });

  it('prefers the most specific pattern over a parameter and a splat', () => {
    const table = compileRouteTable([
      {
        group: 'g',
        routes: [r('/*', 'NotFound'), r('/error/:code', 'Error'), r('/error/500', 'Error500'), r('/error/*', 'ErrorAny')],
      },
    ]);
    expect(table.match('/error/500')?.route.name).toBe('Error500');
    expect(table.match('/error/401')?.route.name).toBe('Error');
    expect(table.match('/error/a/b')?.route.name).toBe('ErrorAny');
    expect(table.match('/zzz')).toMatchObject({ route: { name: 'NotFound' }, params: { '*': 'zzz' } });
  });
});

describe('routesForRole', () => {
  it('gives qyUser every non-constant route', () => {
    const names = routesForRole(fixtureTable(), 'qyUser').map((x) => x.name);
    expect(names).toEqual(['HomeIndex', 'CustomerInfoDetail', 'AccountInfo', 'RegisterBusinessCard', 'TransProposal']);
  });

  it('gives externalUser only the routes marked for it', () => {
    expect(routesForRole(fixtureTable(), 'externalUser').map((x) => x.name)).toEqual(['TransProposal']);
  });

  it('gives an unknown role no dynamic route', () => {
    expect(routesForRole(fixtureTable(), 'admin')).toEqual([]);
  });

  it('lets every role reach constant routes', () => {
    const login = fixtureTable().byName.get('Login');
    expect(login && roleReaches(login, 'externalUser')).toBe(true);
    expect(login && roleReaches(login, '')).toBe(true);
  });
});

describe('staticPrefix', () => {
  it('keeps the static part before the first parameter', () => {
    expect(staticPrefix('/open-service-manager/:code')).toBe('/open-service-manager');
    expect(staticPrefix('/external-insure-link/:code/*')).toBe('/external-insure-link');
    expect(staticPrefix('/a/b')).toBe('/a/b');
  });
});
