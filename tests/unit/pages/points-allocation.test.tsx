/**
 * 积分分配 (configuration-nape/points-allocation) against the sandbox (issue 23): the Beijing
 * administrator (persona reviewer, 郭春梅, 北京市朝阳支公司) allocates points from the branch's
 * pool to a colleague; an account manager is told the page is for administrators.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = setupSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const CHAOYANG = '11010500';
const ZHANG = '11013259';
const WAIT = { timeout: 20_000 };
const PAGE = 'configuration-nape/points-allocation';

startEachTestFresh(sandbox, { resetStore: true });

const open = (persona = 'reviewer'): Promise<SandboxPage> => openSandboxPage(sandbox, PAGE, { comId: COM, persona });
const pool = () => {
  const s = sandbox.store.state;
  const total = s.pointsPools?.find((p) => p.comCode === CHAOYANG)?.totalPoints ?? 0;
  const allocated = (s.pointsRecords ?? []).filter((r) => r.comCode === CHAOYANG).reduce((sum, r) => sum + r.points, 0);
  return { total, allocated, remaining: total - allocated };
};

/** Picks 张静 in the staff select and types the points. */
async function fill(points: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('combobox', {}, WAIT));
  await userEvent.click(await screen.findByTitle(`张静（${ZHANG}）· 高级客户经理`, {}, WAIT));
  const box = screen.getByPlaceholderText('请输入分配的积分');
  await userEvent.clear(box);
  await userEvent.type(box, points);
  return box;
}

describe('configuration-nape/points-allocation', () => {
  it("shows the branch's pool and allocates points to the picked colleague; pool and records follow", async () => {
    const before = pool();
    const h = await open();
    expect(await screen.findByText(String(before.remaining), {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(String(before.total))).toBeInTheDocument();
    await fill('600');
    await userEvent.type(screen.getByPlaceholderText('如：季度绩效奖励（选填）'), '续保攻坚奖励');
    await userEvent.click(screen.getByRole('button', { name: '分配积分' }));
    await waitFor(() => expect(h.called('allocatePoints')).toHaveLength(1), WAIT);
    expect(h.called('allocatePoints')[0][1]).toEqual({ userCode: ZHANG, points: 600, remark: '续保攻坚奖励' });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: '确定给 张静 分配 600 积分吗？分配后不能收回。' });
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual([`已给 张静 分配 600 积分，积分池剩余 ${before.remaining - 600} 分`, 'success']), WAIT);
    expect(await screen.findByText(String(before.remaining - 600), {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('+600 分', {}, WAIT)).toBeInTheDocument();
    expect(pool().allocated).toBe(before.allocated + 600);
  }, 60_000);

  it('refuses a malformed amount as typed, and keeps the form when the pool cannot cover it', async () => {
    // Leave less in the pool than one allocation may give.
    const s = sandbox.store.state;
    const entry = s.pointsPools?.find((p) => p.comCode === CHAOYANG);
    if (!entry) throw new Error('seed: the branch pool');
    entry.totalPoints = pool().allocated + 300;
    const h = await open();
    expect(await screen.findByText('300', {}, WAIT)).toBeInTheDocument();
    const box = await fill('12.5');
    await userEvent.click(screen.getByRole('button', { name: '分配积分' }));
    expect(await screen.findByText('请输入 1 至 10000 的整数积分', {}, WAIT)).toBeInTheDocument();
    expect(h.called('allocatePoints')).toEqual([]);
    await userEvent.clear(box);
    await userEvent.type(box, '500');
    await userEvent.click(screen.getByRole('button', { name: '分配积分' }));
    await waitFor(() => expect(h.called('allocatePoints')).toHaveLength(1), WAIT);
    await waitFor(() => expect(h.rt.callsOf('toast').map(([m]) => m)).toContain('积分池剩余 300 分，不足以分配 500 分'), WAIT);
    expect(box).toHaveValue('500');
    expect(pool().remaining).toBe(300);
  }, 60_000);

  it('tells an account manager it is for administrators and reads nothing', async () => {
    const h = await open('manager');
    expect(await screen.findByText('仅分公司管理员可使用积分分配', {}, WAIT)).toBeInTheDocument();
    expect(h.called('queryPointsAllocation')).toEqual([]);
    expect(h.called('queryPointsAllocationRecords')).toEqual([]);
  });
});
