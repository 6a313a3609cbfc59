import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './Result.page.json?page';
import propsSchema from './props.schema.json';
import * as stories from './Result.stories';

afterEach(cleanup);

describe('Result', () => {
  it('shows the title and description with expressions, and the buttons run their actions', async () => {
    const runtime = createFakeRuntime();
    await renderPage(page, { runtime, query: { no: 'T2024112000001' } });
    const ok = (await screen.findByText('提交成功')).closest('.w-result') as HTMLElement;
    expect(ok).toHaveAttribute('role', 'status');
    expect(ok).toHaveTextContent('投保单号 T2024112000001 已提交');
    const [view, home] = within(ok).getAllByRole('button');
    expect(view).toHaveClass('ant-btn-primary');
    expect(home).not.toHaveClass('ant-btn-primary');
    await userEvent.click(view);
    await userEvent.click(home);
    expect(runtime.callsOf('navigate')).toEqual([
      ['/robot/proposalno-detail', { no: 'T2024112000001' }, false],
      ['/index', {}, true],
    ]);
  });

  it('announces an error result and runs its call', async () => {
    const runtime = createFakeRuntime({ answers: { sendCareMsg: {} } });
    await renderPage(page, { runtime });
    const err = await screen.findByRole('alert');
    expect(err).toHaveTextContent('发送失败');
    await userEvent.click(within(err).getByRole('button', { name: '重新发送' }));
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['已重新发送', 'success']]));
  });

  it('renders info and warning results without buttons', async () => {
    await renderPage(page);
    const info = (await screen.findByText('审核中')).closest('.w-result') as HTMLElement;
    expect(within(info).queryByRole('button')).toBeNull();
    expect(screen.getByText('名片未注册').closest('.w-result')).toHaveClass('w-result--warning');
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Result'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
  });
});
