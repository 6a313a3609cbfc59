/**
 * poster/poster-lead-info-add against the sandbox: a lead from a poster is validated with the
 * shared validators, saved (the list shows it, the form empties), and deleted after a confirm.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { maskPhone } from '@/lib';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const PAGE = 'poster/poster-lead-info-add';

const open = (query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, PAGE, { persona: 'manager', comId: COM, query, overrides });
const myLeads = () => sandbox.store.state.leads.filter((l) => l.userCode === MANAGER);

startEachTestFresh(sandbox, { resetStore: true });

describe('poster/poster-lead-info-add', () => {
  it('keeps what was typed and saves nothing while the mobile is wrong; then saves the lead from the poster, and the list shows it', { timeout: 60_000 }, async () => {
    const poster = sandbox.store.state.posters[0];
    const before = myLeads().length;
    const h = await open({ posterId: poster.posterId });
    expect(await screen.findByText(`线索来源：海报《${poster.posterName}》`, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.type(await screen.findByPlaceholderText('请输入客户姓名'), '周晓明');
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号码', {}, { timeout: 8000 }), '1391102');
    await userEvent.click(screen.getByRole('button', { name: '保存线索' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(h.called('saveLeadInfo')).toHaveLength(0);
    expect(screen.getByPlaceholderText('请输入客户姓名')).toHaveValue('周晓明');

    await userEvent.type(screen.getByPlaceholderText('请输入手机号码'), '0001');
    await userEvent.click(screen.getByText('健康险'));
    await userEvent.click(screen.getByRole('button', { name: '保存线索' }));
    await waitFor(() => expect(h.called('saveLeadInfo')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('saveLeadInfo')[0][1]).toMatchObject({ custName: '周晓明', mobile: '13911020001', gender: '1', intention: '健康险', posterId: poster.posterId, source: '海报留资' });
    expect(myLeads()).toHaveLength(before + 1);
    expect(myLeads()[0]).toMatchObject({ custName: '周晓明', posterId: poster.posterId });
    expect(await screen.findByText(`周晓明 ${maskPhone('13911020001')}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByPlaceholderText('请输入客户姓名')).toHaveValue(''));
    expect(h.rt.callsOf('toast')).toContainEqual(['线索已保存', 'success']);
  });

  it('deletes a lead after the user confirms', async () => {
    sandbox.store.write((s) => {
      s.leads.unshift({ leadId: 'LDT1', userCode: MANAGER, custName: '吴思远', mobile: '13800001111', gender: '1', source: '手工录入', intention: '意外险', licenseNo: '', remark: '', posterId: '', createTime: '2026-01-01 10:00:00' });
    });
    const asked: unknown[] = [];
    const h = await open({}, { confirm: async (o) => (asked.push(o), true) });
    expect(await screen.findByText(`吴思远 ${maskPhone('13800001111')}`, {}, { timeout: 8000 })).toBeInTheDocument();
    const row = screen.getByText(`吴思远 ${maskPhone('13800001111')}`).closest('.w-stack')?.parentElement as HTMLElement;
    const buttons = row.querySelectorAll('button');
    await userEvent.click(buttons[0]);
    await waitFor(() => expect(h.called('delLeadInfo')).toHaveLength(1));
    expect(asked[0]).toMatchObject({ content: '确定删除“吴思远”的线索吗？' });
    expect(h.called('delLeadInfo')[0][1]).toEqual({ leadId: 'LDT1' });
    await waitFor(() => expect(screen.queryByText(`吴思远 ${maskPhone('13800001111')}`)).toBeNull());
    expect(myLeads().some((l) => l.leadId === 'LDT1')).toBe(false);
  });
});
