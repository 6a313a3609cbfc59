import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './Stack.page.json?page';
import propsSchema from './props.schema.json';

afterEach(cleanup);

describe('Stack', () => {
  it('lays children out in order with the gap, alignment and padding of its props', async () => {
    const runtime = createFakeRuntime();
    const { container } = await renderPage(page, { runtime });
    await screen.findByText('客户经理工作台');
    const [column, buttons, words] = Array.from(container.querySelectorAll<HTMLElement>('.w-stack'));
    expect(column).toHaveClass('w-stack--vertical');
    expect(column.style.gap).toBe('0.36rem');
    expect(column.style.padding).toBe('0.24rem');
    expect(buttons).toHaveClass('w-stack--horizontal', 'w-stack--equal');
    expect(buttons.style.gap).toBe('0.2rem');
    expect(words).toHaveClass('w-stack--wrap');
    expect(words.style.justifyContent).toBe('space-between');
    expect(words.style.alignItems).toBe('baseline');
    expect(Array.from(words.children).map((c) => c.textContent)).toEqual(['车险续保', '非车险', '理赔关怀一键建群服务', '增值服务']);
    await userEvent.click(screen.getByRole('button', { name: '发送海报' }));
    expect(runtime.callsOf('navigate')).toEqual([['/poster/index', {}, false]]);
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Stack'));
});
