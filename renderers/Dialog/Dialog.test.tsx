import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed, installDomStubs } from '@renderers/testing/widgetTest';
import page from './Dialog.page.json?page';
import propsSchema from './props.schema.json';
import * as stories from './Dialog.stories';

beforeAll(installDomStubs);
afterEach(cleanup);

function deferred(): { promise: Promise<unknown>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<unknown>((r) => (resolve = () => r({})));
  return { promise, resolve };
}

describe('Dialog', () => {
  it('opens with its text and children; 确定 spins while onOk runs, then closes', async () => {
    const answer = deferred();
    const runtime = createFakeRuntime({ answers: { sendAuthorization: () => answer.promise } });
    await renderPage(page, { runtime, query: { name: '张三' } });
    await userEvent.click(await screen.findByRole('button', { name: '发起授权' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('客户信息授权')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('将向客户 张三 发送授权请求');
    expect(dialog).toHaveTextContent('客户同意后，您可查看其保单与理赔信息。');
    const send = within(dialog).getByRole('button', { name: /发\s?送/ });
    await userEvent.click(send);
    expect(runtime.callsOf('request')).toEqual([['sendAuthorization', { name: '张三' }, undefined]]);
    expect(send).toHaveClass('ant-btn-loading');
    answer.resolve();
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['已发送', 'success']]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('取消 closes and runs onCancel; an acknowledge dialog has only its OK button', async () => {
    const runtime = createFakeRuntime();
    await renderPage(page, { runtime, query: { name: '张三' } });
    await userEvent.click(await screen.findByRole('button', { name: '发起授权' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /取\s?消/ }));
    expect(runtime.callsOf('toast')).toEqual([['已取消', undefined]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: '安全提示' }));
    const notice = await screen.findByRole('dialog');
    expect(notice).toHaveTextContent('严禁在互联网非涉密平台处理');
    expect(within(notice).getAllByRole('button').filter((b) => b.style.display !== 'none').map((b) => b.textContent)).toEqual(['我知道了']);
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Dialog'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('button', { name: '发起授权' })).toBeInTheDocument();
  });
});
