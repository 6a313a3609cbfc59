import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed, installDomStubs } from '@renderers/testing/widgetTest';
import page from './ActionSheet.page.json?page';
import propsSchema from './props.schema.json';

beforeAll(installDomStubs);
afterEach(cleanup);

async function openSheet(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: '更多操作' }));
  return screen.findByRole('menu', { name: '选择发送方式' });
}

describe('ActionSheet', () => {
  it('opens a sheet of visible options with 取消, and an option runs its actions with its index', async () => {
    const runtime = createFakeRuntime();
    await renderPage(page, { runtime });
    const menu = await openSheet();
    expect(within(menu).getAllByRole('menuitem').map((b) => b.textContent)).toEqual([
      '发送给客户通过企业微信单聊发送',
      '发送到客户群',
      '生成长图（暂未开放）',
      '删除海报',
    ]);
    expect(within(menu).getByRole('menuitem', { name: '生成长图（暂未开放）' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /发送给客户/ }));
    expect(runtime.callsOf('navigate')).toEqual([['/poster/poster-config-send', { way: '0' }, false]]);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('取消 closes without running anything; a danger option confirms first', async () => {
    const runtime = createFakeRuntime();
    await renderPage(page, { runtime });
    await openSheet();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(runtime.calls).toHaveLength(0);

    const menu = await openSheet();
    const del = within(menu).getByRole('menuitem', { name: '删除海报' });
    expect(del).toHaveClass('w-actionsheet__item--danger');
    await userEvent.click(del);
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['已删除', undefined]]));
    expect(runtime.callsOf('confirm')).toHaveLength(1);
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'ActionSheet'));
});
