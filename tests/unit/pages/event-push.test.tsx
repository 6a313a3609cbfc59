/**
 * home/event-push against the sandbox: the activity's nodes with the progress of the node an event
 * was pushed at; without one, the nodes only.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const open = (query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, 'home/event-push', { persona: 'manager', query, overrides });

startEachTestFresh(sandbox);

describe('home/event-push', () => {
  it('marks the nodes before the pushed one done, it current and the rest pending', async () => {
    const h = await open({ nodeCode: 'N3', activityName: '客户节推荐有礼' });
    expect(await screen.findByText('3. 活动进行中', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('客户节推荐有礼')).toBeInTheDocument();
    expect(screen.getAllByText('已完成')).toHaveLength(2);
    expect(screen.getAllByText('当前')).toHaveLength(1);
    expect(screen.getAllByText('未开始')).toHaveLength(2);
    expect(h.called('queryAllActivityNode')[0][1]).toEqual({ nodeCode: 'N3' });
    await userEvent.click(screen.getByRole('button', { name: '查看我的任务' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/home/mission-center', {}, false]);
  });

  it('without a node lists the nodes without progress', async () => {
    await open();
    expect(await screen.findByText('1. 报名', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('活动进度')).toBeInTheDocument();
    expect(screen.queryByText('当前')).toBeNull();
    expect(screen.queryByText('已完成')).toBeNull();
  });

  it('shows the error state with 重试 when the nodes cannot be loaded', async () => {
    await open({ nodeCode: 'N1' }, { request: () => Promise.reject(new Error('网络异常，请稍后重试')) });
    expect(await screen.findByRole('button', { name: /重\s?试/ }, { timeout: 8000 })).toBeInTheDocument();
  });
});
