/**
 * moments/moments-task-query against the sandbox: the counts, the tasks by status with their text
 * and pictures, copying a task's text, and publishing a running task to the customers' moments
 * through the WeCom client (the simulator records what was shared).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { getUserInfo } from '@/session';
import { appServices } from '@/app/services';
import { getSimulatorStore } from '@/wecom';
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
    else await screen.findByText('暂无已结束的任务');
    expect(h.called('queryMomentsTask').at(-1)?.[1]).toMatchObject({ status: '2' });
  });

  it("copies a task's text", async () => {
    const h = await open();
    const [task] = sandbox.store.state.momentsTasks.filter((t) => t.status === '1');
    const card = await screen.findByRole('region', { name: task.title }, { timeout: 8000 });
    await userEvent.click(within(card).getByRole('button', { name: /复制/ }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toEqual([[task.content]]));
  });

  it("publishes a running task's text and pictures to the customers' moments through the WeCom client", async () => {
    const h = await open({}, { shareToExternalMoments: appServices.shareToExternalMoments });
    const [task] = sandbox.store.state.momentsTasks.filter((t) => t.status === '1');
    const card = await screen.findByRole('region', { name: task.title }, { timeout: 8000 });
    await userEvent.click(within(card).getByRole('button', { name: '发朋友圈' }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toEqual([['已发表到客户朋友圈', 'success']]));
    const shared = getSimulatorStore().get().log.filter((e) => e.api === 'shareToExternalMoments');
    expect(shared.map((e) => [e.params, e.ok])).toEqual([
      [
        {
          text: { content: task.content },
          attachments: task.images.map((url) => ({ msgtype: 'image', image: { imgUrl: `${window.location.origin}${url}` } })),
        },
        true,
      ],
    ]);
  });

  it('offers 发朋友圈 only on running tasks', async () => {
    await open({ status: '0' });
    const tasks = sandbox.store.state.momentsTasks;
    const pending = tasks.filter((t) => t.status === '0');
    if (pending.length) {
      const card = await screen.findByRole('region', { name: pending[0].title }, { timeout: 8000 });
      expect(within(card).queryByRole('button', { name: '发朋友圈' })).toBeNull();
      expect(within(card).getByText('任务开始后可发表到客户朋友圈')).toBeInTheDocument();
    } else {
      await screen.findByText('暂无未开始的任务', {}, { timeout: 8000 });
    }
    const ended = tasks.filter((t) => t.status === '2');
    await userEvent.click(screen.getByRole('tab', { name: '已结束' }));
    if (ended.length) {
      const card = await screen.findByRole('region', { name: ended[0].title });
      expect(within(card).queryByRole('button', { name: '发朋友圈' })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: '发朋友圈' })).toBeNull();
  });
});
