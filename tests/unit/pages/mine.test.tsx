/**
 * mine/index against the sandbox: who is logged in, the shortcut cells, and 退出登录 (logout call,
 * then the login page of the user's company).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';


const sandbox = startSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

type Harness = SandboxPage;

const open = (pageId: string, persona: string, query: Record<string, string> = {}): Promise<Harness> =>
  openSandboxPage(sandbox, pageId, { persona, query, comId: COM });

const called = (h: Harness, api: string): RecordedRequest[] => h.called(api);

startEachTestFresh(sandbox);

describe('mine/index', () => {
  it('shows the user and logs out to the login page of the company', async () => {
    const h = await open('mine/index', 'manager');
    expect(await screen.findByText('赵立新', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('名片已注册')).toBeInTheDocument();
    await userEvent.click(screen.getByText('我的收藏'));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/favorites/favorite-list', {}, false]);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(2));
    expect(called(h, 'logout')).toHaveLength(1);
    expect(h.rt.callsOf('navigate')[1]).toEqual(['/login', { comId: COM }, true]);
  });
});
