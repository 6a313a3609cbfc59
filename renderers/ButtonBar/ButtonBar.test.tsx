import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './ButtonBar.page.json?page';
import propsSchema from './props.schema.json';

afterEach(cleanup);

describe('ButtonBar', () => {
  it('pins its buttons to the bottom with a spacer, and the buttons run their actions', async () => {
    const runtime = createFakeRuntime();
    const { container } = await renderPage(page, { runtime });
    const [inline, bar] = await screen.findAllByRole('group', { name: '页面操作' });
    expect(bar).toHaveClass('w-buttonbar--fixed');
    expect(container.querySelectorAll('.w-buttonbar__placeholder')).toHaveLength(1);
    expect(within(bar).getByText(/发送前请确认客户信息无误/)).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: '发送给客户' }));
    expect(runtime.callsOf('navigate')).toEqual([['/custcare-msg/custcare-msg-send', {}, false]]);
    expect(inline).not.toHaveClass('w-buttonbar--fixed');
    expect(inline).toHaveClass('w-buttonbar--vertical');
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'ButtonBar'));
});
