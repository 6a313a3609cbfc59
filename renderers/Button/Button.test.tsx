import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './Button.page.json?page';
import rowPage from './Button.row.page.json?page';
import propsSchema from './props.schema.json';
import * as stories from './Button.stories';

afterEach(cleanup);

function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Button', () => {
  it('inside a List row runs its actions with the row item, and the row’s own tap action does not run', async () => {
    const list = [
      { title: '脱保挽回', content: '您好，您的车险已到期' },
      { title: '异议处理', content: '您可以对比一下保障范围' },
    ];
    const runtime = createFakeRuntime({ answers: { queryPolicyList: () => ({ list, total: 2 }) } });
    await renderPage(rowPage, { runtime, query: { custId: 'C1' } });
    await screen.findByText('异议处理');
    const buttons = screen.getAllByRole('button', { name: '复制话术' });
    await userEvent.click(buttons[1]);
    await waitFor(() => expect(runtime.callsOf('copy')).toEqual([['您可以对比一下保障范围']]));
    // The copy action's own notice only: the row's 打开 … did not run.
    expect(runtime.callsOf('toast')).toEqual([['已复制', 'success']]);
    await userEvent.click(screen.getByText('脱保挽回'));
    await waitFor(() => expect(runtime.callsOf('toast')).toHaveLength(2));
    expect(runtime.callsOf('toast')[1][0]).toBe('打开 脱保挽回');
  });

  it('spins and ignores taps while its call runs, then runs the then-chain with the result', async () => {
    const answer = deferred<unknown>();
    const runtime = createFakeRuntime({ answers: { submitProposal: () => answer.promise } });
    await renderPage(page, { runtime, query: { custId: 'C1' } });
    const submit = await screen.findByRole('button', { name: '提交投保' });
    await userEvent.click(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveClass('ant-btn-loading');
    await userEvent.click(submit);
    expect(runtime.callsOf('request')).toEqual([['submitProposal', { custId: 'C1' }, undefined]]);
    answer.resolve({ proposalNo: 'P2024001' });
    await waitFor(() => expect(runtime.callsOf('navigate')).toEqual([['/robot/proposalno-detail', { no: 'P2024001' }, false]]));
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
  });

  it('asks first when it has confirm text, and stops when the user cancels', async () => {
    const runtime = createFakeRuntime();
    await renderPage(page, { runtime });
    await userEvent.click(await screen.findByRole('button', { name: '解除绑定' }));
    expect(runtime.callsOf('confirm')).toEqual([[{ title: '解除绑定', content: '确定解除与该客户的绑定吗？' }]]);
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['已解除绑定', 'success']]));

    cleanup();
    const refusing = createFakeRuntime({ overrides: { confirm: async () => false } });
    await renderPage(page, { runtime: refusing });
    await userEvent.click(await screen.findByRole('button', { name: '解除绑定' }));
    expect(refusing.callsOf('toast')).toEqual([]);
  });

  it('maps variants to antd looks, resolves disabled from state and keeps long text wrapping', async () => {
    const runtime = createFakeRuntime();
    await renderPage(page, { runtime });
    expect(await screen.findByRole('button', { name: '提交投保' })).toHaveClass('ant-btn-primary', 'w-button--large');
    expect(screen.getByRole('button', { name: '解除绑定' })).toHaveClass('ant-btn-dangerous');
    expect(screen.getByRole('button', { name: '同意后可发送' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '查看保单详情' }));
    expect(runtime.callsOf('navigate')).toEqual([['/customer-info/more-policy-info', {}, false]]);
    await userEvent.click(screen.getByRole('button', { name: /理赔进度通知/ }));
    expect(runtime.callsOf('back')).toEqual([[1]]);
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Button'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findAllByRole('button')).not.toHaveLength(0);
  });
});
