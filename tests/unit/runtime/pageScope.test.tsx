/**
 * The page loader prefetches a page's sources with the scope the page renderer builds for them
 * (src/core/pageScope.ts): for a page reading route props, its query and state kept in the query,
 * the mounted page's key is the prefetched one and the page asks nothing more.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { createFakeRuntime } from '@/react/testing';
import { prefetchPageData, prefetchSettled } from '@/core/prefetchData';
import { scopeBeforeMount } from '@/core/pageScope';
import type { RouteScope } from '@/core/types';
import { renderPage } from '../../utils/renderPage';
import page from './fixtures/prefetch-route.page.json?page';

afterEach(cleanup);

describe('scopeBeforeMount', () => {
  it('gives the loader the key the mounted page asks for (route props, query, state from the query)', async () => {
    const runtime = createFakeRuntime({
      answers: { custPolicies: (p: Record<string, unknown>) => ({ title: `${String(p.kind)}/${String(p.status)}/${String(p.label)}` }) },
    });
    const route: RouteScope = { name: 'policies', path: '/policies/:custId', props: { kind: 'car' } };
    const query = { custId: '21', status: 'paid' };
    const params = { custId: '21' };
    const started = prefetchPageData(page.default.data, scopeBeforeMount(page.default, { query, params, route }, runtime), runtime.request);
    expect(started.map((s) => s.source)).toEqual(['policies']);
    await prefetchSettled(started.map((s) => s.key), 1000);

    await renderPage(page, { runtime, query, params, route });
    expect(await screen.findByText('保单：car/paid/car-21')).toBeInTheDocument();
    // One request: the page took the prefetched answer instead of asking with a key of its own.
    expect(runtime.callsOf('request')).toEqual([['custPolicies', { custId: '21', kind: 'car', status: 'paid', label: 'car-21' }, undefined]]);
  });
});
