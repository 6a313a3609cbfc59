import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import { TEST_DICTS } from '@renderers/testing/dicts';
import page from './CellGroup.page.json?page';
import entriesPage from './CellGroup.entries.page.json?page';
import propsSchema from './props.schema.json';
import { CUSTOMER } from './fixtures';
import * as stories from './CellGroup.stories';

afterEach(cleanup);

const rowOf = (label: string): HTMLElement => screen.getByText(label).closest('.w-cellgroup__cell') as HTMLElement;

describe('CellGroup', () => {
  it('formats values: masks, dictionary labels, money, dates and the empty dash', async () => {
    const runtime = createFakeRuntime({ answers: { customerDetail: CUSTOMER }, dicts: TEST_DICTS });
    await renderPage(page, { runtime, query: { custId: 'C1' } });
    expect(await screen.findByText('张三')).toBeInTheDocument();
    expect(within(rowOf('手机号码')).getByText('1381****678')).toBeInTheDocument();
    expect(rowOf('证件号码')).not.toHaveTextContent('510104199001011234');
    expect(within(rowOf('性别')).getByText('男')).toBeInTheDocument();
    expect(within(rowOf('客户状态')).getByText('在保')).toHaveClass('w-cellgroup__value--emphasis');
    expect(within(rowOf('累计保费')).getByText('12,345.60 元')).toBeInTheDocument();
    expect(within(rowOf('出生日期')).getByText('1990-01-01')).toBeInTheDocument();
    expect(within(rowOf('邮箱')).getByText('—')).toBeInTheDocument();
    expect(rowOf('联系地址')).toHaveTextContent('用于寄送纸质保单');
    expect(rowOf('联系地址')).not.toHaveClass('w-cellgroup__cell--no-value');
    // A row with nothing to show on the right: its label and description take the row's width.
    expect(rowOf('保单寄送')).toHaveClass('w-cellgroup__cell--no-value');
    expect(rowOf('保单寄送')).toHaveTextContent('物流单号见保单详情');
  });

  it('runs a row’s actions with the row in scope, and only tappable rows are buttons', async () => {
    const runtime = createFakeRuntime({ answers: { customerDetail: CUSTOMER }, dicts: TEST_DICTS });
    await renderPage(page, { runtime, query: { custId: 'C1' } });
    const car = await screen.findByRole('button', { name: /名下车辆/ });
    expect(car.querySelector('.w-cellgroup__arrow')).not.toBeNull();
    await userEvent.click(car);
    expect(runtime.callsOf('navigate')).toEqual([['/customer-info/more-info-detail', { plate: '川A12345', row: '9' }, false]]);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('hides rows whose visible is false and shows the empty text when none is left', async () => {
    const runtime = createFakeRuntime({ answers: { customerDetail: CUSTOMER }, dicts: TEST_DICTS });
    await renderPage(page, { runtime });
    await screen.findByText('张三');
    expect(screen.queryByText('内部备注')).toBeNull();
    expect(screen.getByText('暂无投诉记录')).toBeInTheDocument();
  });

  it('an entry row (no value at all) shows no empty dash; a value that is there but empty still does', async () => {
    await renderPage(entriesPage, { runtime: createFakeRuntime() });
    const groupRow = rowOf('图文群发');
    expect(groupRow).toHaveClass('w-cellgroup__cell--no-value');
    expect(groupRow).not.toHaveTextContent('—');
    expect(rowOf('批量发送')).not.toHaveTextContent('—');
    expect(within(rowOf('最近发送')).getByText('—')).toBeInTheDocument();
  });

  it('a group of conditional entries with none visible shows nothing, not 暂无数据', async () => {
    await renderPage(entriesPage, { runtime: createFakeRuntime() });
    await screen.findByText('图文群发');
    expect(screen.queryByText('查看全部分类')).toBeNull();
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(document.querySelectorAll('.w-cellgroup')).toHaveLength(1);
  });

  it('shows a skeleton while its source loads and the Chinese error with 重试 when it fails', async () => {
    const pending = createFakeRuntime({ answers: { customerDetail: () => new Promise(() => undefined) } });
    await renderPage(page, { runtime: pending });
    expect(await screen.findByLabelText('加载中')).toHaveAttribute('aria-busy', 'true');
    cleanup();

    let n = 0;
    const failing = createFakeRuntime({
      answers: { customerDetail: () => (++n === 1 ? new FakeRequestError('客户信息查询失败', 'customerDetail') : CUSTOMER) },
      dicts: TEST_DICTS,
    });
    await renderPage(page, { runtime: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('客户信息查询失败');
    await userEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('张三')).toBeInTheDocument();
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'CellGroup'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByText('基本信息')).toBeInTheDocument();
  });
});
