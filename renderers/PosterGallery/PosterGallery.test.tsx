import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime, FakeRequestError, type FakeAnswer } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import { intersectionObserverEachTest } from '@renderers/testing/testDom';
import page from './PosterGallery.page.json?page';
import local from './PosterGallery.local.page.json?page';
import { CATEGORIES, LOCAL, posterPage } from './fixtures';


afterEach(cleanup);
guardConsole();
const io = intersectionObserverEachTest();

async function renderGallery(answers: Record<string, FakeAnswer>): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers: { queryPosterCategory: CATEGORIES, queryPosterList: posterPage, ...answers } });
  await renderPage(page, { runtime });
  return runtime;
}
const posterCalls = (rt: ReturnType<typeof createFakeRuntime>): Array<Record<string, unknown>> =>
  rt.callsOf('request').filter((c) => c[0] === 'queryPosterList').map((c) => c[1] as Record<string, unknown>);

describe('PosterGallery', () => {
  it('shows thumbnails with titles and category tabs from a source, 全部 first', async () => {
    await renderGallery({});
    expect(await screen.findByRole('button', { name: '端午安康' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '节日祝福', '车险产品', '理赔服务']);
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '端午安康' }).querySelector('img')).toHaveAttribute('src', 'https://picsum.photos/seed/poster1/270/480');
  });

  it('a tab writes the category to state, so the source reloads filtered', async () => {
    const runtime = await renderGallery({});
    await screen.findByRole('button', { name: '端午安康' });
    await userEvent.click(screen.getByRole('tab', { name: '车险产品' }));
    expect(await screen.findByText('已选： / 分类：c2')).toBeInTheDocument();
    await waitFor(() => expect(posterCalls(runtime).some((p) => p.categoryId === 'c2')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: '端午安康' })).toBeNull());
    expect(screen.getByRole('button', { name: '父亲节快乐' })).toBeInTheDocument();
  });

  it('selecting runs onSelect with the item and marks it', async () => {
    await renderGallery({});
    await userEvent.click(await screen.findByRole('button', { name: '车险续保季' }));
    expect(await screen.findByText('已选：P3 / 分类：')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '车险续保季' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads the next page on scroll', async () => {
    const runtime = await renderGallery({});
    await screen.findByRole('button', { name: '端午安康' });
    expect(screen.queryByRole('button', { name: '中秋团圆' })).toBeNull();
    act(() => io.intersect());
    expect(await screen.findByRole('button', { name: '中秋团圆' })).toBeInTheDocument();
    expect(posterCalls(runtime).map((p) => p.pageNo)).toEqual([1, 2]);
  });

  it('loading skeleton, error with 重试', async () => {
    await renderGallery({ queryPosterList: () => new Promise(() => undefined) });
    expect(await screen.findByLabelText('加载中')).toHaveAttribute('aria-busy', 'true');
    cleanup();
    let fail = true;
    await renderGallery({ queryPosterList: (p: Record<string, unknown>) => (fail ? new FakeRequestError('海报服务繁忙', 'queryPosterList') : posterPage(p)) });
    expect(await screen.findByRole('alert')).toHaveTextContent('海报服务繁忙');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('button', { name: '端午安康' })).toBeInTheDocument();
  });

  it('static categories filter client side; empty category; broken or missing images', async () => {
    const runtime = createFakeRuntime({ answers: { queryAllPosters: LOCAL } });
    await renderPage(local, { runtime });
    expect(await screen.findByRole('button', { name: '端午安康' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '海报 3' })).toHaveTextContent('暂无图片');
    fireEvent.error(screen.getByRole('button', { name: '车险续保季' }).querySelector('img') as HTMLImageElement);
    expect(screen.getByRole('button', { name: '车险续保季' })).toHaveTextContent('加载失败');
    await userEvent.click(screen.getByRole('tab', { name: '产品' }));
    expect(screen.queryByRole('button', { name: '端午安康' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '车险续保季' }));
    expect(runtime.callsOf('navigate')).toEqual([['/poster/poster-config-send', { id: 'L2', at: '0' }, false]]);
  });

  it('says so when a category has no posters', async () => {
    const runtime = createFakeRuntime({ answers: { queryAllPosters: LOCAL.filter((p) => p.kind === 'festival') } });
    await renderPage(local, { runtime });
    await screen.findByRole('button', { name: '端午安康' });
    await userEvent.click(screen.getByRole('tab', { name: '产品' }));
    expect(screen.getByText('该分类暂无海报')).toBeInTheDocument();
  });
});
