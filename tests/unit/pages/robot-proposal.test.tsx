/**
 * robot/proposalno-detail against the sandbox: the manager's own proposal shows with its covers,
 * the view is logged and 重新发送投保单 reissues it; a proposal that is not theirs says so and
 * offers no reissue. Records come from the sandbox state.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { findPersona } from '@sandbox/session/personas';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const BJ = '11000000';
const PAGE = 'robot/proposalno-detail';

startEachTestFresh(sandbox);

const managerCode = (): string => {
  const persona = findPersona('manager');
  if (!persona) throw new Error('no manager persona');
  return persona.people[BJ].userCode;
};

describe('robot/proposalno-detail', () => {
  it('shows the manager\'s own proposal, logs the view and reissues it', async () => {
    const policy = sandbox.store.state.policies.find((p) => p.userCode === managerCode() && p.coverages.length > 0)!;
    const h = await openSandboxPage(sandbox, PAGE, { persona: 'manager', comId: BJ, query: { proposalNo: policy.proposalNo } });
    expect(await screen.findByText(policy.proposalNo, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(policy.coverages[0].kindName)).toBeInTheDocument();
    await waitFor(() => expect(h.called('saveProposalLogOnWechat')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: '重新发送投保单' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('toast').some(([m]) => m === '电子投保单已重新发送至客户手机')).toBe(true));
    expect(h.called('proposalReissue')[0][1]).toEqual({ proposalNo: policy.proposalNo });
  });

  it('says so for a proposal of another manager, and offers no reissue', async () => {
    const { policies, customers } = sandbox.store.state;
    // A proposal of a customer the manager may see (their branch) but booked under another code, else any other's.
    const other = policies.find((p) => p.userCode !== managerCode() && customers.some((c) => c.custId === p.custId && c.comId === BJ))!;
    const h = await openSandboxPage(sandbox, PAGE, { persona: 'manager', comId: BJ, query: { proposalNo: other.proposalNo } });
    await waitFor(() => expect(h.called('checkUserCodeWithProposal')).toHaveLength(1));
    expect(await screen.findByText('该投保单不属于当前工号，无法查看', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新发送投保单' })).toBeNull();
  });

  it('explains a visit without a proposal number and calls nothing', async () => {
    const h = await openSandboxPage(sandbox, PAGE, { persona: 'manager', comId: BJ });
    expect(await screen.findByText('缺少投保单信息')).toBeInTheDocument();
    expect(h.requests).toEqual([]);
  });
});
