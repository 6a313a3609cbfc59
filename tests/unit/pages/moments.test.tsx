/**
 * moments/moments-task-query against the sandbox: the counts, the tasks by status with their text
 * and pictures, and copying a task's text.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { getUserInfo } from '@/session';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const open = (query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, 'moments/moments-task-query', { persona: 'manager', query, overrides });

startEachTestFresh(sandbox);

describe('moments/moments-task-query', () => {
  it('shows the running tasks with the counts, and the other statuses on their tabs', async () => {
    const h = await open();
    const tasks = sandbox.store.state.momentsTasks;
    const running = tasks.filter((t) => t.status === '1');
    expect(running.length).toBeGreaterThan(0);
    const first = await screen.findByRole('region', { name: running[0].title }, { timeout: 8000 });
    expect(within(first).getByText(running[0].content)).toBeInTheDocument();
    expect(within(first).getAllByRole('img').length).toBeGreaterThan(0);
    const me = getUserInfo()?.userCode ?? '';
    const undone = running.filter((t) => !t.doneUserCodes.includes(me)).length;
    await waitFor(() => expect(document.querySelector('.w-statgrid')?.textContent).toContain(`${running.length}个进行中的任务${undone}个待我完成`));
    expect(h.called('queryMomentsTask')[0][1]).toMatchObject({ status: '1' });
    const ended = tasks.filter((t) => t.status === '2');
    await userEvent.click(screen.getByRole('tab', { name: '已结束' }));
    if (ended.length) expect(await screen.findByRole('region', { name: ended[0].title })).toBeInTheDocument();
    else expect(await screen.findByText('暂无已结束的任务')).toBeInTheDocument();
    expect(h.called('queryMomentsTask').at(-1)?.[1]).toMatchObject({ status: '2' });
  });

  it("copies a task's text", async () => {
    const h = await open();
    const [task] = sandbox.store.state.momentsTasks.filter((t) => t.status === '1');
    const card = await screen.findByRole('region', { name: task.title }, { timeout: 8000 });
    await userEvent.click(within(card).getByRole('button', { name: /复制/ }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toEqual([[task.content]]));
  });
});
