import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './Tabs.page.json?page';
import propsSchema from './props.schema.json';
import * as stories from './Tabs.stories';

afterEach(cleanup);

const tasks = (p: Record<string, unknown>): unknown => ({ total: p.status === 'done' ? 12 : 3, todoCount: 3 });

describe('Tabs', () => {
  it('writes the default key to state on mount, so expressions and sources see it', async () => {
    const runtime = createFakeRuntime({ answers: { renewalTaskList: tasks } });
    await renderPage(page, { runtime });
    expect(await screen.findByText('当前：todo，共 3 条')).toBeInTheDocument();
    const [bar] = screen.getAllByRole('tablist');
    expect(within(bar).getByRole('tab', { selected: true })).toHaveTextContent('待跟进3');
    expect(runtime.callsOf('request')).toEqual([['renewalTaskList', { status: 'todo' }, undefined]]);
  });

  it('a tap writes the key to state, refetches sources keyed on it and runs onChange with event = key', async () => {
    const runtime = createFakeRuntime({ answers: { renewalTaskList: tasks } });
    await renderPage(page, { runtime });
    await screen.findByText('当前：todo，共 3 条');
    await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
    expect(await screen.findByText('当前：done，共 12 条')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已完成' })).toHaveAttribute('aria-selected', 'true');
    expect(runtime.callsOf('toast')).toEqual([['切换到 done', undefined]]);
    expect(runtime.callsOf('request').map((c) => c[1])).toEqual([{ status: 'todo' }, { status: 'done' }]);
    // Tapping the active tab again does nothing.
    await userEvent.click(screen.getByRole('tab', { name: '已完成' }));
    expect(runtime.callsOf('toast')).toHaveLength(1);
  });

  it('moves between tabs with the arrow keys and keeps its own state without stateKey', async () => {
    await renderPage(page, { runtime: createFakeRuntime({ answers: { renewalTaskList: tasks } }) });
    const [, long] = await screen.findAllByRole('tablist');
    expect(long.parentElement).not.toHaveClass('w-tabs--sticky');
    expect(long.parentElement).toHaveClass('w-tabs--scroll');
    const first = within(long).getByRole('tab', { name: '车险续保' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(long).getByRole('tab', { name: '非车险续保' })).toHaveAttribute('aria-selected', 'true');
    expect(within(long).getByRole('tab', { name: '非车险续保' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(long).getByRole('tab', { name: '增值服务到期提醒' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a count badge and a red dot', async () => {
    await renderPage(page, { runtime: createFakeRuntime({ answers: { renewalTaskList: { total: 0, todoCount: 120 } } }) });
    await waitFor(() => expect(screen.getByRole('tab', { name: /待跟进/ })).toHaveTextContent('99+'));
    expect(within(screen.getByRole('tab', { name: /已脱保/ })).getByLabelText('有新内容')).toBeInTheDocument();
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Tabs'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findAllByRole('tablist')).toHaveLength(2);
  });
});
