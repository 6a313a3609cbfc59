/**
 * create-group/other-assistance against the sandbox (issue 23): the manager applies for a group on
 * behalf of a colleague, who owns the application; the form keeps what was typed on a refusal.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = setupSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const ZHOU = '11017346';

startEachTestFresh(sandbox, { resetStore: true });

describe('create-group/other-assistance', () => {
  it('applies on behalf of the chosen manager, who owns the application with me as a member', async () => {
    const h = await openSandboxPage(sandbox, 'create-group/other-assistance', { comId: COM });
    await userEvent.click(await screen.findByText(`周婷 ${ZHOU}`, {}, { timeout: 8000 }));
    expect(await screen.findByText('已选 周婷')).toBeInTheDocument();
    await userEvent.type(await screen.findByPlaceholderText('如：张先生家庭保障服务群', {}, { timeout: 8000 }), '周婷客户服务群');
    await userEvent.type(screen.getByPlaceholderText('说明为什么由您代为申请，审核人会看到'), '周婷外出培训，代为申请');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(h.called('submitCreateGroupApply')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('submitCreateGroupApply')[0][1]).toMatchObject({ assistUserCode: ZHOU, groupType: '2', groupName: '周婷客户服务群', reason: '周婷外出培训，代为申请' });
    expect(await screen.findByText('已为 周婷 提交建群申请', {}, { timeout: 8000 })).toBeInTheDocument();
    const apply = sandbox.store.state.groupApplies[0];
    expect(apply).toMatchObject({ applyUserCode: ZHOU, groupName: '周婷客户服务群', status: '0' });
    expect(apply.members).toEqual(expect.arrayContaining([ZHOU, MANAGER]));
  }, 60_000);

  it('asks for the manager first and keeps what was typed; I cannot pick myself', async () => {
    const h = await openSandboxPage(sandbox, 'create-group/other-assistance', { comId: COM });
    await userEvent.click(await screen.findByText(`赵立新 ${MANAGER}`, {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['为自己建群请使用“一键建群”', 'warning']));
    await userEvent.type(await screen.findByPlaceholderText('如：张先生家庭保障服务群', {}, { timeout: 8000 }), '测试群');
    await userEvent.type(screen.getByPlaceholderText('说明为什么由您代为申请，审核人会看到'), '代办');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['请先选择要协助的服务经理', 'warning']));
    expect(h.called('submitCreateGroupApply')).toEqual([]);
    expect(screen.getByPlaceholderText('如：张先生家庭保障服务群')).toHaveValue('测试群');
  }, 60_000);
});
