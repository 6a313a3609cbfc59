/**
 * Named values and route props at run time: a page reads `{{values.x}}` and `{{route.props.x}}`
 * in its body, its data sources and its actions; values follow the data and the state they are
 * computed from; the page loader's prefetch computes them as the page does, and a source whose
 * params read a value computed from an answer waits for the page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeRuntime } from '@/react/testing';
import { prefetchPageData, takePrefetched } from '@/core/prefetchData';
import { attachValues } from '@/core/expr/values';
import { routeScope } from '@/router';
import { renderPage } from '../../utils/renderPage';
import page from './fixtures/values.page.json?page';

afterEach(cleanup);

const nocar = routeScope({ name: 'MissionCenterNocar', path: '/home/mission-center-nocar', props: { kind: 'nocar' } });
const answers = {
  tasks: (p: Record<string, unknown>) => ({ list: [], total: p.tab === 'done' ? 7 : 3 }),
  summary: (p: Record<string, unknown>) => ({ text: `收到 ${String(p.heading)}` }),
};

describe('values and route props in a page', () => {
  it('reads the route props and the values in the body and in the data sources', async () => {
    const runtime = createFakeRuntime({ answers });
    await renderPage(page, { runtime, route: nocar, query: { tab: 'overdue' } });
    expect(await screen.findByText('非车任务 · overdue · 3 项')).toBeInTheDocument();
    expect(runtime.callsOf('request')[0]).toEqual(['tasks', { kind: 'nocar', tab: 'overdue' }, undefined]);
    // A source reading a value computed from another's answer gets it once that answer is in.
    expect(await screen.findByText('汇总：收到 非车任务 · overdue · 3 项')).toBeInTheDocument();
  });

  it('computes values from the latest state, in the render and in the action chain that changed it', async () => {
    const runtime = createFakeRuntime({ answers });
    await renderPage(page, { runtime, route: nocar });
    await screen.findByText('非车任务 · todo · 3 项');
    fireEvent.click(screen.getByRole('button', { name: '看已完成' }));
    expect(await screen.findByText('非车任务 · done · 7 项')).toBeInTheDocument();
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['已切换到done', undefined]]));
    expect(runtime.callsOf('request').filter(([api]) => api === 'tasks').map(([, p]) => p)).toContainEqual({ kind: 'nocar', tab: 'done' });
  });

  it('has no route props outside a route (a fixture on its own)', async () => {
    await renderPage(page, { runtime: createFakeRuntime({ answers }) });
    expect(await screen.findByText('车险任务 · todo · 3 项')).toBeInTheDocument();
  });
});

describe('values in the page loader prefetch', () => {
  it("prefetches a source whose params read values of the route and the query, not one reading a value computed from an answer", async () => {
    const runtime = createFakeRuntime({ answers });
    const scope = attachValues({ query: { tab: 'done' }, params: {}, route: nocar, user: {}, config: {}, dict: {}, state: {} }, page.default.values);
    const started = prefetchPageData(page.default.data, scope, runtime.request);
    expect(started.map((s) => s.source)).toEqual(['tasks']);
    expect(started[0].key).toEqual(['tasks', JSON.stringify({ kind: 'nocar', tab: 'done' }), 'null']);
    await takePrefetched(started[0].key);
  });
});
