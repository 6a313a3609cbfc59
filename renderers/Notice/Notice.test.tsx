import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './Notice.page.json?page';
import propsSchema from './props.schema.json';
import * as stories from './Notice.stories';

afterEach(cleanup);

describe('Notice', () => {
  it('shows the safety tip as a warning note and renders nothing for empty text', async () => {
    const { container } = await renderPage(page, { query: { count: '3' } });
    const [tip] = await screen.findAllByRole('note');
    expect(tip).toHaveClass('w-notice--warning');
    expect(tip).toHaveTextContent('安全提示：严禁在本互联网非涉密平台处理、传输国家秘密、工作秘密和核心商业秘密。');
    expect(container.querySelectorAll('.w-notice')).toHaveLength(3);
  });

  it('closes, running onClose', async () => {
    await renderPage(page, { query: { count: '3' } });
    const info = (await screen.findByText('您有 3 位客户的车险将在 30 天内到期')).closest('.w-notice') as HTMLElement;
    await userEvent.click(within(info).getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByText(/车险将在 30 天内到期/)).toBeNull();
    expect(screen.getByText('closed=true')).toBeInTheDocument();
  });

  it('runs onClick from a tappable notice, announced as an alert when it is an error', async () => {
    const runtime = createFakeRuntime();
    await renderPage(page, { runtime });
    const error = await screen.findByRole('alert');
    expect(error.querySelector('.w-notice__icon')).toBeNull();
    await userEvent.click(within(error).getByRole('button', { name: /前往注册/ }));
    expect(runtime.callsOf('navigate')).toEqual([['/business-card/register-card', {}, false]]);
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Notice'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect((await screen.findAllByRole('note')).length).toBeGreaterThan(0);
  });
});
