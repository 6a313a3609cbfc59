import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import bound from './ErrorState.page.json?page';
import standalone from './ErrorState.static.page.json?page';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import propsSchema from './props.schema.json';
import * as stories from './ErrorState.stories';

afterEach(cleanup);

describe('ErrorState', () => {
  it('shows the failed source’s Chinese error and retries by refreshing that source', async () => {
    let calls = 0;
    const runtime = createFakeRuntime({
      answers: {
        policyList: () => {
          calls += 1;
          return calls === 1 ? new FakeRequestError('网络异常，请稍后重试', 'policyList') : [{ id: 1 }, { id: 2 }];
        },
      },
    });
    await renderPage(bound, { runtime, query: { custId: 'C1' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('共 2 张保单')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(runtime.callsOf('request')).toHaveLength(2);
  });

  it('renders nothing while its source is fine', async () => {
    const runtime = createFakeRuntime({ answers: { policyList: [{ id: 1 }] } });
    await renderPage(bound, { runtime });
    expect(await screen.findByText('共 1 张保单')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a source, 重试 refreshes every source of the page', async () => {
    const runtime = createFakeRuntime({ answers: { reportSummary: { total: 1 } } });
    await renderPage(standalone, { runtime });
    await waitFor(() => expect(runtime.callsOf('request')).toHaveLength(1));
    const [first] = screen.getAllByRole('alert');
    expect(first).toHaveTextContent('加载失败，请稍后重试');
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(runtime.callsOf('request')).toHaveLength(2));
  });

  it('runs its own onRetry actions and can hide the button', async () => {
    const runtime = createFakeRuntime({ answers: { reportSummary: {} } });
    await renderPage(standalone, { runtime });
    await userEvent.click(await screen.findByRole('button', { name: '返回首页' }));
    expect(runtime.callsOf('navigate')).toEqual([['/index', {}, false]]);
    const noRetry = screen.getByText('暂无权限查看').closest('[role="alert"]');
    expect(noRetry?.querySelector('button')).toBeNull();
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'ErrorState'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
  });
});
