/**
 * Every page schema renders through the public PageRenderer against the sandbox (real request
 * layer, real sandbox app behind MSW): no broken node, no failed data source, no developer error.
 * A page serving several routes renders under each (with that route's props).
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { pageIds, pageLoaders } from 'virtual:schema/pages';
import { PageHarness } from '@/react/testing';
import { widgetRegistry } from '@/react/widgets';
import { appServices } from '@/app/services';
import { loadPageDicts, routeTable } from '@/app/schemaData';
import { routeScope } from '@/router';
import { setSystemComId, setToken } from '@/session';
import { setupSandbox } from '../../utils/sandboxServer';
import { startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = setupSandbox();

const PERSONA_COM = '11000000';

startEachTestFresh(sandbox);

describe('every page renders from its schema against the sandbox', () => {
  it('has pages to check', () => {
    expect(pageIds.length).toBeGreaterThan(0);
  });

  const cases = pageIds.flatMap((pageId) => {
    const routes = routeTable.routes.filter((r) => r.page === pageId);
    return routes.length > 1 ? routes.map((r) => [`${pageId} @ ${r.name}`, pageId, r.name] as const) : [[pageId, pageId, routes[0]?.name] as const];
  });

  it.each(cases)('%s', async (_, pageId, routeName) => {
    const route = routeName ? routeTable.byName.get(routeName) : undefined;
    const mod = await pageLoaders[pageId]();
    await Promise.all([widgetRegistry.preload(mod.widgets), loadPageDicts(mod)]);
    const hints = mod.default.stories ?? {};
    const persona = hints.persona ?? 'manager';
    setSystemComId(PERSONA_COM);
    if (persona !== 'anonymous') setToken(await sandbox.login(persona, PERSONA_COM));
    const params = { code: '404', ...(hints.params ?? {}) };
    const query = { comId: PERSONA_COM, ...(hints.query ?? {}) };
    const { container } = render(<PageHarness page={mod} runtime={appServices} query={query} params={params} route={route ? routeScope(route) : undefined} />);
    await waitFor(
      () => {
        expect(container.querySelector('.rt-skeleton')).toBeNull();
        expect(container.textContent ?? '').not.toBe('');
      },
      { timeout: 8000 },
    );
    // Let data sources settle, then look for failures.
    await new Promise((r) => setTimeout(r, 300));
    const devErrors = [...container.querySelectorAll('.rt-error')].map((e) => e.textContent);
    expect(devErrors, `${pageId}: broken nodes`).toEqual([]);
    expect(container.querySelector('.rt-load-error'), `${pageId}: a blocking source failed`).toBeNull();
    expect(container.textContent).not.toMatch(/\bTODO\b|lorem ipsum|undefined|NaN|\[object Object\]/);
  });
});
