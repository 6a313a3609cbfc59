/**
 * Linked group chats and partner enterprises against the sandbox (issue 23): 多群管理 lists the
 * user's own chats and opens 群配置, which saves the robot's settings and unlinks a chat; 企业配置
 * and 新建企业 are for administrators (getEnterpriseConfigPer).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';

const sandbox = setupSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';

startEachTestFresh(sandbox, { resetStore: true });

const open = (pageId: string, options: Parameters<typeof openSandboxPage>[2] = {}): Promise<SandboxPage> => openSandboxPage(sandbox, pageId, { comId: COM, ...options });
const groupsOf = (userCode: string) => (sandbox.store.state.linkedGroups ?? []).filter((g) => g.comId === COM && g.ownerCode === userCode);
const rowTitles = (): string[] => [...document.querySelectorAll('.w-list__row .w-text--title')].map((e) => e.textContent ?? '');

describe('customer-info/multiple-group', () => {
  it('lists my own linked chats, newest active first, with counts, filters them and opens one', async () => {
    const mine = groupsOf(MANAGER).sort((a, b) => b.lastActiveTime.localeCompare(a.lastActiveTime));
    const others = (sandbox.store.state.linkedGroups ?? []).filter((g) => g.ownerCode !== MANAGER);
    expect(mine.length).toBeGreaterThan(10);
    const h = await open('customer-info/multiple-group');
    await waitFor(() => expect(rowTitles().slice(0, 3)).toEqual(mine.slice(0, 3).map((g) => g.chatName)), { timeout: 8000 });
    expect(rowTitles().some((t) => others.some((g) => g.chatName === t && !mine.some((m) => m.chatName === t)))).toBe(false);
    const cell = (label: string): string =>
      [...document.querySelectorAll('.w-statgrid__label')].find((e) => e.textContent === label)?.parentElement?.querySelector('.w-statgrid__value')?.textContent ?? '';
    await waitFor(() => expect(cell('关联群聊')).toBe(`${mine.length}个`));
    expect(cell('机器人已开启')).toBe(`${mine.filter((g) => g.robotEnabled === '1').length}个`);
    expect(h.called('queryLinkedGroupList')[0][1]).toMatchObject({ keyword: '', robotEnabled: '', pageNo: 1, pageSize: 10 });

    await userEvent.click(screen.getByRole('tab', { name: '未开启' }));
    const off = mine.filter((g) => g.robotEnabled === '0');
    await waitFor(() => expect(rowTitles()).toEqual(off.map((g) => g.chatName)), { timeout: 8000 });
    expect(h.called('queryLinkedGroupList').at(-1)?.[1]).toMatchObject({ robotEnabled: '0' });
    await userEvent.click(screen.getByText(off[0].chatName));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/customer-info/group-configuration', { chatId: off[0].chatId }, false]);
  });

  it('tells a newcomer without linked chats how chats get here', async () => {
    expect(groupsOf('11019902')).toEqual([]);
    await open('customer-info/multiple-group', { persona: 'newcomer' });
    expect(await screen.findByText('暂无关联的客户群，在企业微信客户群中添加群机器人后即显示在这里', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('customer-info/group-configuration', () => {
  const switches = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('button[role="switch"]')];

  it('shows my chat and saves its robot settings: quoting is saved off with the robot', async () => {
    const g = groupsOf(MANAGER).find((x) => x.robotEnabled === '1' && x.quoteEnabled === '1');
    if (!g) throw new Error('no chat with quoting on');
    const h = await open('customer-info/group-configuration', { query: { chatId: g.chatId } });
    expect(await screen.findByText(g.chatName, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(`${g.memberCount} 人`)).toBeInTheDocument();
    await waitFor(() => expect(switches()).toHaveLength(4), { timeout: 20_000 });
    await waitFor(() => expect(switches()[0]).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(switches()[0]);
    await waitFor(() => expect(switches()[1]).toBeDisabled());
    const box = screen.getByPlaceholderText('新客户入群时机器人发送，不填则不发送');
    await userEvent.clear(box);
    await userEvent.type(box, '欢迎各位车主入群');
    await userEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(h.called('saveGroupConfig')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('saveGroupConfig')[0][1]).toEqual({ chatId: g.chatId, robotEnabled: '0', quoteEnabled: '0', filingEnabled: '0', renewalRemind: g.renewalRemind, welcomeText: '欢迎各位车主入群' });
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['群配置已保存', 'success']));
    expect(groupsOf(MANAGER).find((x) => x.chatId === g.chatId)).toMatchObject({ robotEnabled: '0', quoteEnabled: '0', welcomeText: '欢迎各位车主入群' });
  }, 60_000);

  it('unlinks the chat after a confirm and returns to 多群管理', async () => {
    const g = groupsOf(MANAGER)[0];
    const h = await open('customer-info/group-configuration', { query: { chatId: g.chatId } });
    await userEvent.click(await screen.findByRole('button', { name: '进入群聊' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('openEnterpriseChat')).toHaveLength(1));
    expect(h.rt.callsOf('openEnterpriseChat')[0][0]).toMatchObject({ chatId: g.chatId });
    await userEvent.click(screen.getByRole('button', { name: '解除关联' }));
    await waitFor(() => expect(h.called('unlinkGroup')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: expect.stringContaining(g.chatName) });
    await waitFor(() => expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/customer-info/multiple-group', {}, true]));
    expect(groupsOf(MANAGER).some((x) => x.chatId === g.chatId)).toBe(false);
  });

  it('names no chat without chatId, and does not show another user’s chat', async () => {
    const h = await open('customer-info/group-configuration');
    expect(await screen.findByText('未指定群聊', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryGroupConfig')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '前往多群管理' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/multiple-group', {}, true]);

    const other = (sandbox.store.state.linkedGroups ?? []).find((g) => g.comId === COM && g.ownerCode !== MANAGER);
    if (!other) throw new Error('no chat of another user');
    await open('customer-info/group-configuration', { query: { chatId: other.chatId } });
    expect(await screen.findByText('未查询到该群聊，可能已解除关联或不属于您', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(other.chatName)).toBeNull();
  });
});
