/**
 * custcare-msg/custcare-msg-massmessaging against the sandbox: the user's unsent care messages of
 * a type, sent all at once (each to its customer) after a confirm; the list and counts reload.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const PAGE = 'custcare-msg/custcare-msg-massmessaging';

const open = (query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}, persona = 'manager'): Promise<SandboxPage> =>
  openSandboxPage(sandbox, PAGE, { persona, comId: COM, query, overrides });
const unsent = (careType: string) => sandbox.store.state.careMsgs.filter((m) => m.userCode === MANAGER && m.careType === careType && m.sendFlag === '0');

startEachTestFresh(sandbox, { resetStore: true });

describe('custcare-msg/custcare-msg-massmessaging', () => {
  it('sends all unsent messages of the type after a confirm, and the list empties', async () => {
    const type = ['0', '1', '2', '3', '4', '5'].find((t) => unsent(t).length > 1);
    if (!type) throw new Error('seed: a care type with two unsent messages');
    const msgs = unsent(type);
    const h = await open({ careType: type });
    expect(await screen.findByText(new RegExp(`^待发送 ${msgs.length} 条`), {}, { timeout: 8000 })).toBeInTheDocument();
    for (const m of msgs) expect(screen.getByText(m.content)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '全部发送' }));
    await waitFor(() => expect(h.called('massSendCustcareMsg')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '确认群发', okText: '确认发送' });
    expect(h.called('massSendCustcareMsg')[0][1]).toEqual({ careType: type, careIds: msgs.map((m) => m.careId) });
    expect(unsent(type)).toHaveLength(0);
    expect(sandbox.store.state.careMsgs.filter((m) => msgs.some((x) => x.careId === m.careId)).every((m) => m.sendFlag === '1')).toBe(true);
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual([`已发送 ${msgs.length} 条`, 'success']));
    expect(await screen.findByText(/^没有待发送的/)).toBeInTheDocument();
  });

  it('sends nothing when the user cancels', async () => {
    const type = ['0', '1', '2', '3', '4', '5'].find((t) => unsent(t).length > 0) ?? '0';
    const before = unsent(type).length;
    const asked: unknown[] = [];
    const h = await open({ careType: type }, { confirm: async (o) => (asked.push(o), false) });
    await screen.findByText(new RegExp(`^待发送 ${before} 条`), {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '全部发送' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(h.called('massSendCustcareMsg')).toHaveLength(0);
    expect(unsent(type)).toHaveLength(before);
  });

  it('shows a user without care messages an empty list and no send button', async () => {
    await open({}, {}, 'newcomer');
    expect(await screen.findByText('没有待发送的生日关怀', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '全部发送' })).toBeNull();
    await waitFor(() => expect(document.querySelector('.ant-empty')).not.toBeNull(), { timeout: 8000 });
  });
});
