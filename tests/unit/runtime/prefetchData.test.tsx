/**
 * Render-as-you-fetch: what the page loader prefetches for a page is what the page's sources use
 * when they mount (one request, not two), dependent and debounced sources wait for the page, and a
 * prefetched answer not claimed in time is dropped. An answer that arrived before the page mounts
 * is on its first render (no skeleton), and waiting for answers is bounded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SWRConfig, type Cache } from 'swr';
import { PageRenderer, RuntimeProvider } from '@/react';
import { widgetRegistry } from '@/react/widgets';
import { createFakeRuntime, type FakeAnswer, type FakeRuntime } from '@/react/testing';
import { PREFETCH_TTL_MS, prefetchPageData, prefetchSettled } from '@/core/prefetchData';
import type { PageModule } from '@/core/types';
import { dataCache, holdsData } from '@/app/dataCache';
import { renderPage } from '../../utils/renderPage';
import page from './fixtures/prefetch.page.json?page';
import blockingPage from './fixtures/prefetch-blocking.page.json?page';
import gatedListPage from './fixtures/prefetch-gated-list.page.json?page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answers = {
  custBasic: (p: Record<string, unknown>) => ({ name: `客户${String(p.custId)}`, level: 'A' }),
  custPolicies: { list: [{ no: 'P1' }], total: 1 },
  custPlan: (p: Record<string, unknown>) => ({ title: `${String(p.level)}级方案` }),
  custSearch: [],
};

const apis = (rt: ReturnType<typeof createFakeRuntime>): string[] => rt.callsOf('request').map((c) => String(c[0]));

/** Renders a fixture page for a customer with a data cache of its own (no deduping). */
function showPage(fixture: PageModule, runtime: ReturnType<typeof createFakeRuntime>, cache: Cache, custId: string): void {
  render(
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <RuntimeProvider value={runtime}>
        <PageRenderer pageId={fixture.pageId} file={fixture.file} schema={fixture.default} query={{ custId }} params={{}} />
      </RuntimeProvider>
    </SWRConfig>,
  );
}

/**
 * Shows a fixture page listing the customer's policies (one), leaves it, and comes back after a
 * second policy was added elsewhere, with the data SWR held from the first visit: the runtime.
 */
async function returnAfterAPolicyWasAdded(fixture: PageModule, custId: string, otherAnswers: Record<string, FakeAnswer>): Promise<FakeRuntime> {
  let visit = 1;
  const runtime = createFakeRuntime({
    answers: { ...otherAnswers, custPolicies: () => ({ list: Array.from({ length: visit }, (_, i) => ({ no: `P${i + 1}` })), total: visit }) },
  });
  const cache: Cache = new Map();
  await widgetRegistry.preload(fixture.widgets);
  showPage(fixture, runtime, cache, custId);
  expect(await screen.findByText('保单数：1')).toBeInTheDocument();
  cleanup();
  visit = 2;
  showPage(fixture, runtime, cache, custId);
  return runtime;
}

describe('prefetchPageData', () => {
  it('starts the independent sources, and the mounted page uses those answers', async () => {
    const runtime = createFakeRuntime({ answers });
    const scope = { query: { custId: '7' }, params: {}, user: {}, config: {}, dict: {}, state: page.default.state };
    const started = prefetchPageData(page.default.data, scope, runtime.request);
    expect(started.map((s) => [s.source, s.key[0]])).toEqual([
      ['basic', 'custBasic'],
      ['policies', 'custPolicies'],
    ]);
    expect(runtime.callsOf('request')).toEqual([
      ['custBasic', { custId: '7', kind: 'car' }, undefined],
      ['custPolicies', { custId: '7', pageNo: 1, pageSize: 5 }, undefined],
    ]);

    await renderPage(page, { runtime, query: { custId: '7' } });
    expect(await screen.findByText('客户：客户7')).toBeInTheDocument();
    expect(await screen.findByText('保单数：1')).toBeInTheDocument();
    expect(await screen.findByText('方案：A级方案')).toBeInTheDocument();
    // basic and policies once each (the prefetch); plan after basic; search after its debounce.
    await vi.waitFor(() => expect(apis(runtime)).toContain('custSearch'));
    expect(apis(runtime).sort()).toEqual(['custBasic', 'custPlan', 'custPolicies', 'custSearch']);
  });

  it('does not prefetch a key a mounted source already shows', async () => {
    const runtime = createFakeRuntime({ answers });
    await renderPage(page, { runtime, query: { custId: '8' } });
    expect(await screen.findByText('客户：客户8')).toBeInTheDocument();
    const before = runtime.callsOf('request').length;
    const scope = { query: { custId: '8' }, params: {}, user: {}, config: {}, dict: {}, state: page.default.state };
    expect(prefetchPageData(page.default.data, scope, runtime.request)).toEqual([]);
    expect(runtime.callsOf('request')).toHaveLength(before);
  });

  it('drops an answer nobody claimed in time, so a later mount asks again', async () => {
    const runtime = createFakeRuntime({ answers });
    const scope = { query: { custId: '9' }, params: {}, user: {}, config: {}, dict: {}, state: page.default.state };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      prefetchPageData(page.default.data, scope, runtime.request);
      vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    } finally {
      vi.useRealTimers();
    }
    await renderPage(page, { runtime, query: { custId: '9' } });
    expect(await screen.findByText('客户：客户9')).toBeInTheDocument();
    expect(apis(runtime).filter((a) => a === 'custBasic')).toHaveLength(2);
  });

  it('renders an answer that arrived before the page mounted on the first render, without asking again', async () => {
    const runtime = createFakeRuntime({ answers });
    const scope = { query: { custId: '10' }, params: {}, user: {}, config: {}, dict: {}, state: {} };
    const started = prefetchPageData(blockingPage.default.data, scope, runtime.request);
    await prefetchSettled(started.map((s) => s.key), 1000);
    await renderPage(blockingPage, { runtime, query: { custId: '10' } });
    // Synchronously after the first render: the content, not the blocking source's skeleton.
    expect(screen.getByText('客户：客户10')).toBeInTheDocument();
    expect(screen.queryByLabelText('加载中')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(apis(runtime)).toEqual(['custBasic']);
    // The answer shown was claimed: the next mount of the page asks again.
    cleanup();
    await renderPage(blockingPage, { runtime, query: { custId: '10' } });
    expect(await screen.findByText('客户：客户10')).toBeInTheDocument();
    expect(apis(runtime)).toEqual(['custBasic', 'custBasic']);
  });

  it('shows the skeleton for an answer still on its way, then the content from that same request', async () => {
    const runtime = createFakeRuntime({ answers, delayMs: 100 });
    const scope = { query: { custId: '11' }, params: {}, user: {}, config: {}, dict: {}, state: {} };
    prefetchPageData(blockingPage.default.data, scope, runtime.request);
    await renderPage(blockingPage, { runtime, query: { custId: '11' } });
    expect(screen.getByLabelText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('客户：客户11')).toBeInTheDocument();
    expect(apis(runtime)).toEqual(['custBasic']);
  });

  it('waits for prefetched answers no longer than it is told', async () => {
    const never = createFakeRuntime({ overrides: { request: () => new Promise(() => undefined) } });
    const scope = { query: { custId: '12' }, params: {}, user: {}, config: {}, dict: {}, state: {} };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const started = prefetchPageData(blockingPage.default.data, scope, never.request);
      let settled = false;
      void prefetchSettled(started.map((s) => s.key), 300).then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(299);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      // Nothing prefetched: nothing to wait for.
      let none = false;
      void prefetchSettled([], 300).then(() => {
        none = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(none).toBe(true);
      vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('revalidates data SWR still holds from an earlier visit with the fresh prefetched answer', async () => {
    let visit = 0;
    const runtime = createFakeRuntime({ answers: { custBasic: () => ({ name: `第${visit}次` }) } });
    const cache: Cache = new Map();
    const scope = { query: { custId: '13' }, params: {}, user: {}, config: {}, dict: {}, state: {} };
    const show = (): void => showPage(blockingPage, runtime, cache, '13');
    await widgetRegistry.preload(blockingPage.widgets);
    visit = 1;
    show();
    expect(await screen.findByText('客户：第1次')).toBeInTheDocument();
    cleanup();
    // The next visit: the page loader prefetches, the answer is in before the page renders.
    visit = 2;
    const started = prefetchPageData(blockingPage.default.data, scope, runtime.request);
    await prefetchSettled(started.map((s) => s.key), 1000);
    show();
    expect(await screen.findByText('客户：第2次')).toBeInTheDocument();
    expect(apis(runtime)).toEqual(['custBasic', 'custBasic']);
  });

  it('revalidates the pages a paginated source holds from an earlier visit (a list shows what changed meanwhile)', async () => {
    const runtime = await returnAfterAPolicyWasAdded(page, '15', answers);
    // The held list first, then the fresh one.
    expect(screen.getByText('保单数：1')).toBeInTheDocument();
    expect(await screen.findByText('保单数：2')).toBeInTheDocument();
    expect(apis(runtime).filter((a) => a === 'custPolicies')).toHaveLength(2);
  });

  it('revalidates the held pages of a paginated source that waits for another source (a permission) too', async () => {
    // Sources see the data of the previous render, so such a list has no key on the first render
    // of a return visit: it must still ask again once its key is known, not show the old pages.
    const runtime = await returnAfterAPolicyWasAdded(gatedListPage, '16', { custPerm: { allowed: true } });
    expect(await screen.findByText('保单数：2')).toBeInTheDocument();
    expect(apis(runtime).filter((a) => a === 'custPolicies')).toHaveLength(2);
  });

  it('leaves a key the data cache holds to SWR: the page shows that data at once and revalidates it itself', async () => {
    let visit = 0;
    const runtime = createFakeRuntime({ answers: { custBasic: () => ({ name: `第${visit}次` }) } });
    const scope = { query: { custId: '14' }, params: {}, user: {}, config: {}, dict: {}, state: {} };
    const show = (): void => showPage(blockingPage, runtime, dataCache, '14');
    await widgetRegistry.preload(blockingPage.widgets);
    // The first visit: prefetched, the answer is in before the page renders and shows on its
    // first render; once the phone is idle it goes in the data cache like any answer.
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0));
    visit = 1;
    const first = prefetchPageData(blockingPage.default.data, scope, runtime.request, holdsData);
    expect(first.map((s) => s.source)).toEqual(['basic']);
    await prefetchSettled(first.map((s) => s.key), 1000);
    show();
    expect(screen.getByText('客户：第1次')).toBeInTheDocument();
    await vi.waitFor(() => expect(holdsData(first[0].key)).toBe(true));
    cleanup();
    // The next visit: nothing to prefetch, the earlier answer is on the first render, and SWR
    // asks again once the page is shown.
    visit = 2;
    expect(prefetchPageData(blockingPage.default.data, scope, runtime.request, holdsData)).toEqual([]);
    expect(apis(runtime)).toEqual(['custBasic']);
    show();
    expect(screen.getByText('客户：第1次')).toBeInTheDocument();
    expect(await screen.findByText('客户：第2次')).toBeInTheDocument();
    expect(apis(runtime)).toEqual(['custBasic', 'custBasic']);
  });
});
