import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import { expectSourceError, expectSourceLoading } from '@renderers/testing/sourceStates';
import page from './StatGrid.page.json?page';
import visiblePage from './StatGrid.visible.page.json?page';
import propsSchema from './props.schema.json';
import { BOARD } from './fixtures';
import * as stories from './StatGrid.stories';

afterEach(cleanup);

const cellOf = (label: string): HTMLElement => screen.getByText(label).closest('.w-statgrid__cell') as HTMLElement;

describe('StatGrid', () => {
  it('formats values with units and shows trends with spoken directions', async () => {
    const runtime = createFakeRuntime({ answers: { dataBoard: BOARD } });
    const { container } = await renderPage(page, { runtime, query: { month: '2024-11' } });
    await screen.findByText('1,286,450');
    expect(container.querySelector('.w-statgrid')).toHaveClass('w-statgrid--3');
    expect(cellOf('新增客户')).toHaveTextContent('36人');
    expect(cellOf('续保率')).toHaveTextContent('78.4%');
    expect(cellOf('理赔案件')).toHaveTextContent('0');
    expect(screen.getByLabelText('环比上升 12.5%')).toHaveClass('w-statgrid__trend--up');
    expect(screen.getByLabelText('较上期下降 3.2%')).toHaveClass('w-statgrid__trend--down');
    expect(screen.getByLabelText('较上期持平')).toBeInTheDocument();
    expect(cellOf('增值服务')).toHaveTextContent('—');
    expect(container.querySelectorAll('.w-statgrid')[1]).toHaveClass('w-statgrid--4');
  });

  it('runs a cell’s actions with the cell in scope', async () => {
    const runtime = createFakeRuntime({ answers: { dataBoard: BOARD } });
    await renderPage(page, { runtime });
    await userEvent.click(await screen.findByRole('button', { name: /待跟进任务/ }));
    expect(runtime.callsOf('navigate')).toEqual([['/renewal-task/renewal-task', { from: '待跟进任务' }, false]]);
    expect(document.querySelectorAll('.w-statgrid button')).toHaveLength(1);
  });

  it('leaves out a cell whose visible is falsy, and runs the shown cells’ own actions', async () => {
    const runtime = createFakeRuntime();
    const { container } = await renderPage(visiblePage, { runtime, query: { here: 'nocar' } });
    const labels = [...container.querySelectorAll('.w-statgrid__label')].map((e) => e.textContent);
    expect(labels).toEqual(['车险待办', '营销待办', '待服务']);
    expect(container.querySelector('.w-statgrid')).toHaveClass('w-statgrid--3');
    await userEvent.click(screen.getByRole('button', { name: /营销待办/ }));
    expect(runtime.callsOf('navigate')).toEqual([['/home/mission-center-yxtask', {}, false]]);
  });

  it('shows loading and the Chinese error of its source', async () => {
    await expectSourceLoading(page, 'dataBoard');
    cleanup();
    await expectSourceError(page, 'dataBoard', '看板数据加载失败');
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'StatGrid'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByText('驾意险出单件数')).toBeInTheDocument();
  });
});
