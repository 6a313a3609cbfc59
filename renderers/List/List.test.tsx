import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import listPage from './List.page.json?page';
import simplePage from './List.simple.page.json?page';
import { CUSTOMERS, POLICIES, customerPage } from './fixtures';
import { guardConsole } from '@renderers/testing/consoleGuard';
import { intersectionObserverEachTest } from '@renderers/testing/testDom';


afterEach(cleanup);
guardConsole();

const io = intersectionObserverEachTest();

const requestsOf = (rt: ReturnType<typeof createFakeRuntime>, api: string): Array<Record<string, unknown>> =>
  rt.callsOf('request').filter((a) => a[0] === api).map((a) => a[1] as Record<string, unknown>);

function touch(el: Element, type: 'touchStart' | 'touchMove' | 'touchEnd', y: number): void {
  fireEvent[type](el, { touches: type === 'touchEnd' ? [] : [{ clientX: 10, clientY: y }] });
}

describe('List', () => {
  it('renders template rows with item and index in scope and runs onItemClick with the row', async () => {
    const runtime = createFakeRuntime({ answers: { weixinBaseInfoSearch: (p: Record<string, unknown>) => customerPage(p) } });
    await renderPage(listPage, { runtime, query: { keyword: '张' } });
    expect(await screen.findByText('1. 张伟')).toBeInTheDocument();
    expect(screen.getByText('3. 李娜')).toBeInTheDocument();
    expect(screen.getByText('1381****670')).toBeInTheDocument();
    expect(requestsOf(runtime, 'weixinBaseInfoSearch')[0]).toEqual({ keyword: '张', pageNo: 1, pageSize: 3 });

    await userEvent.click(screen.getByText('2. 王芳'));
    expect(runtime.callsOf('navigate')).toEqual([['/customer-info/customerInfo-detail', { custId: 'C1002', row: '1' }, false]]);
  });

  it('shows a skeleton on first load', async () => {
    const runtime = createFakeRuntime({ answers: { weixinBaseInfoSearch: () => new Promise(() => undefined) } });
    await renderPage(listPage, { runtime });
    expect(await screen.findByLabelText('加载中')).toHaveAttribute('aria-busy', 'true');
  });

  it('loads the next page when the end scrolls into view, then says there is no more', async () => {
    const runtime = createFakeRuntime({ answers: { weixinBaseInfoSearch: (p: Record<string, unknown>) => customerPage(p) } });
    await renderPage(listPage, { runtime });
    await screen.findByText('1. 张伟');
    expect(screen.getByText('上拉加载更多')).toBeInTheDocument();

    act(() => io.intersect());
    expect(await screen.findByText('6. 杨磊')).toBeInTheDocument();
    expect(requestsOf(runtime, 'weixinBaseInfoSearch').map((p) => p.pageNo)).toEqual([1, 2]);

    act(() => io.intersect());
    expect(await screen.findByText(`7. ${CUSTOMERS[6].custName}`)).toBeInTheDocument();
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    // Nothing more to observe once the end is reached.
    act(() => io.intersect());
    expect(requestsOf(runtime, 'weixinBaseInfoSearch')).toHaveLength(3);
  });

  it('shows the empty text when the source has no rows', async () => {
    const runtime = createFakeRuntime({ answers: { weixinBaseInfoSearch: { list: [], total: 0 } } });
    await renderPage(listPage, { runtime });
    expect(await screen.findByText('没有找到客户')).toBeInTheDocument();
    expect(screen.queryByText('没有更多了')).toBeNull();
  });

  it('shows the request error with 重试, which reloads the source', async () => {
    let fail = true;
    const runtime = createFakeRuntime({
      answers: {
        weixinBaseInfoSearch: (p: Record<string, unknown>) => (fail ? new FakeRequestError('网络异常，请稍后重试', 'weixinBaseInfoSearch') : customerPage(p)),
      },
    });
    await renderPage(listPage, { runtime });
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('1. 张伟')).toBeInTheDocument();
  });

  it('pull-to-refresh: 下拉刷新, 释放刷新, then reloads the source', async () => {
    let version = 0;
    const runtime = createFakeRuntime({
      answers: {
        weixinBaseInfoSearch: (p: Record<string, unknown>) => {
          version += 1;
          return customerPage(p, version > 1 ? CUSTOMERS.map((c) => ({ ...c, custName: `${c.custName}（新）` })) : CUSTOMERS);
        },
      },
    });
    const { container } = await renderPage(listPage, { runtime });
    await screen.findByText('1. 张伟');
    const area = container.querySelector('.w-list') as HTMLElement;

    touch(area, 'touchStart', 100);
    touch(area, 'touchMove', 150);
    expect(await screen.findByText('下拉刷新')).toBeInTheDocument();
    touch(area, 'touchMove', 260);
    expect(await screen.findByText('释放刷新')).toBeInTheDocument();
    touch(area, 'touchEnd', 260);
    expect(await screen.findByText('1. 张伟（新）')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('加载中')).toBeNull());
  });

  it('a short pull springs back without reloading', async () => {
    const runtime = createFakeRuntime({ answers: { weixinBaseInfoSearch: (p: Record<string, unknown>) => customerPage(p) } });
    const { container } = await renderPage(listPage, { runtime });
    await screen.findByText('1. 张伟');
    const area = container.querySelector('.w-list') as HTMLElement;
    touch(area, 'touchStart', 100);
    touch(area, 'touchMove', 130);
    touch(area, 'touchEnd', 130);
    await waitFor(() => expect(screen.queryByText('下拉刷新')).toBeNull());
    expect(requestsOf(runtime, 'weixinBaseInfoSearch')).toHaveLength(1);
  });

  it('built-in rows: title, description, formatted extra, from listPath of a plain source', async () => {
    const runtime = createFakeRuntime({ answers: { queryPolicyList: POLICIES } });
    await renderPage(simplePage, { runtime, query: { custId: 'C1001' } });
    expect(await screen.findByText('机动车商业保险')).toBeInTheDocument();
    expect(screen.getByText('PDAA202411000000012345')).toBeInTheDocument();
    expect(screen.getByText('¥3,280.50')).toBeInTheDocument();
    // A non-paginated list has no end marker.
    expect(screen.queryByText('没有更多了')).toBeNull();
    await userEvent.click(screen.getByText('机动车交通事故责任强制保险'));
    expect(runtime.callsOf('toast')).toEqual([['保单 PDZA202411000000012346', undefined]]);
  });

  it('rows are keyboard reachable when they have onItemClick', async () => {
    const runtime = createFakeRuntime({ answers: { queryPolicyList: POLICIES } });
    await renderPage(simplePage, { runtime });
    const row = (await screen.findByText('机动车商业保险')).closest('[role="listitem"]') as HTMLElement;
    expect(row).toHaveAttribute('tabindex', '0');
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(runtime.callsOf('toast')).toHaveLength(1);
  });
});
