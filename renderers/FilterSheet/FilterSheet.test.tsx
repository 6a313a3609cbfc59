import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed, installDomStubs } from '@renderers/testing/widgetTest';
import { TEST_DICTS } from '@renderers/testing/dicts';
import page from './FilterSheet.page.json?page';
import propsSchema from './props.schema.json';
import * as stories from './FilterSheet.stories';

beforeAll(installDomStubs);
afterEach(cleanup);

const list = (p: Record<string, unknown>): unknown => ({ total: p.status ? 5 : 40 });

async function openSheet(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: /筛选/ }));
  return screen.findByRole('dialog');
}

describe('FilterSheet', () => {
  it('lists dictionary and static options; 确定 writes the values into state and the source refetches', async () => {
    const runtime = createFakeRuntime({ answers: { customerList: list }, dicts: TEST_DICTS });
    await renderPage(page, { runtime });
    expect(await screen.findByText('共 40 位客户')).toBeInTheDocument();
    const sheet = await openSheet();
    expect(within(sheet).getByText('筛选客户')).toBeInTheDocument();
    expect(within(sheet).getByRole('group', { name: '客户状态' })).toHaveTextContent('在保潜在脱保');
    await userEvent.click(within(sheet).getByRole('button', { name: '在保' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '交强险' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '驾乘人员意外伤害保险' }));
    expect(within(sheet).getByRole('button', { name: '在保' })).toHaveAttribute('aria-pressed', 'true');
    // Nothing is applied before 确定.
    expect(runtime.callsOf('request')).toHaveLength(1);
    await userEvent.click(within(sheet).getByRole('button', { name: /确\s?定/ }));

    expect(await screen.findByText('共 5 位客户')).toBeInTheDocument();
    expect(runtime.callsOf('request')[1]).toEqual(['customerList', { status: '01', gender: '', kinds: 'jq,jcx' }, undefined]);
    expect(runtime.callsOf('toast')).toEqual([['已筛选 01/jq+jcx', undefined]]);
    expect(screen.getByLabelText('已选 2 项')).toBeInTheDocument();
  });

  it('single choice toggles off; reopening shows the applied values; 重置 clears them', async () => {
    const runtime = createFakeRuntime({ answers: { customerList: list }, dicts: TEST_DICTS });
    await renderPage(page, { runtime });
    let sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: '男' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '女' }));
    expect(within(sheet).getByRole('button', { name: '男' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(sheet).getByRole('button', { name: '女' }));
    expect(within(sheet).getByRole('button', { name: '女' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(sheet).getByRole('button', { name: '女' }));
    await userEvent.click(within(sheet).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(runtime.callsOf('request').at(-1)?.[1]).toMatchObject({ gender: '2' }));
    expect(screen.getByText('性别：女')).toBeInTheDocument();

    sheet = await openSheet();
    expect(within(sheet).getByRole('button', { name: '女' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(sheet).getByRole('button', { name: /重\s?置/ }));
    expect(await screen.findByText('性别：不限')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText(/已选/)).toBeNull();
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'FilterSheet'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('button', { name: /筛选/ })).toBeInTheDocument();
  });
});
