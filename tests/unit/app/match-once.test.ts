/**
 * Issue 20, the data path told once: a navigation matches its route once, and that match goes to
 * the guard and to the page it shows (a run that re-enters after generating the routes matches
 * again). Driven through the page loader against the in-process sandbox.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandbox, catalogue } from '../../utils/sandboxServer';
import { installTestClock, testClockStart } from '../../utils/testClock';

const sandbox = setupSandbox();
const COM = '11000000';
const HOME = `/home/customer-home-page?comId=${COM}`;

afterEach(() => {
  localStorage.clear();
  sandbox.store.reset();
  installTestClock(testClockStart());
  vi.restoreAllMocks();
});

describe('guardAndLoad', () => {
  it('matches the route once per navigation once the routes are generated, and shows that match', async () => {
    vi.resetModules();
    const { configureRequest } = await import('@/request');
    configureRequest({ apis: catalogue, baseURL: '', reload: () => undefined });
    const { setSystemComId, setToken } = await import('@/session');
    setSystemComId(COM);
    setToken(await sandbox.login('manager', COM));
    const { parseLocation } = await import('@/router');
    const { routeTable } = await import('@/app/schemaData');
    const { guardAndLoad } = await import('@/app/pageLoader');
    const to = parseLocation(HOME);

    // The first navigation generates the routes and runs the guard again: one match a run.
    const matched = vi.spyOn(routeTable, 'match');
    const first = await guardAndLoad(to, null);
    expect(first).toMatchObject({ kind: 'page', match: { route: { path: '/home/customer-home-page' } } });
    expect(matched).toHaveBeenCalledTimes(2);

    matched.mockClear();
    const second = await guardAndLoad(to, to);
    expect(second).toMatchObject({ kind: 'page', match: { route: { path: '/home/customer-home-page' } } });
    expect(matched).toHaveBeenCalledTimes(1);
  });
});
