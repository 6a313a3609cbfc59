import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './EmptyState.page.json?page';
import propsSchema from './props.schema.json';

afterEach(cleanup);

describe('EmptyState', () => {
  it('shows Chinese text and runs its action', async () => {
    const runtime = createFakeRuntime();
    await renderPage(page, { runtime });
    const [withAction, simple, plain] = await screen.findAllByRole('status');
    expect(withAction).toHaveTextContent('暂无客户');
    expect(withAction).toHaveTextContent('添加企业微信客户后，客户将显示在这里');
    await userEvent.click(within(withAction).getByRole('button', { name: '添加客户' }));
    expect(runtime.callsOf('navigate')).toEqual([['/client/tencent-add', {}, false]]);
    expect(within(simple).queryByRole('button')).toBeNull();
    expect(simple.querySelector('.ant-empty')).toHaveClass('ant-empty-normal');
    expect(plain).toHaveTextContent('暂无数据');
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'EmptyState'));
});
