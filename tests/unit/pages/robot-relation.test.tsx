/**
 * robot/add-relation (新增建档 and 修改档案, one page for two routes) and robot/relation-duplicate-files
 * against the sandbox: a chat is filed as typed, a plate that belongs to another customer file of the
 * company leads to the duplicates, where the chat is linked to that file instead. Records come from
 * the sandbox state.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { loginOnlyCalls, openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const BJ = '11000000';

startEachTestFresh(sandbox, { resetStore: true });

/** The Beijing chat of the external persona (李娜), not filed with a plate, and the other chat's filing (张伟's car). */
function chats() {
  const { chatRoomRelations } = sandbox.store.state;
  const own = chatRoomRelations.find((r) => r.comId === BJ && r.chatId === 'wrSandboxGroup002');
  const other = chatRoomRelations.find((r) => r.comId === BJ && r.chatId !== 'wrSandboxGroup002' && r.licenseNo);
  if (!own || !other) throw new Error('seed: the two Beijing chats');
  return { own, other };
}

const relationOf = (chatId: string) => sandbox.store.state.chatRoomRelations.find((r) => r.comId === BJ && r.chatId === chatId);

/** Tests that pick a plate prefix open the prefix grid, whose first build is slow under jsdom. */
const PLATE_TEST_MS = 60000;

async function typePlate(plate: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: '选择省份简称' }));
  const grid = await screen.findByRole('group', { name: '省份简称' });
  const key = Array.from(grid.querySelectorAll('button')).find((b) => b.textContent === plate[0]);
  if (!key) throw new Error(`no prefix key ${plate[0]}`);
  await userEvent.click(key);
  fireEvent.change(screen.getByRole('textbox', { name: '车牌号码' }), { target: { value: plate.slice(1) } });
}

describe('robot/add-relation (新增建档)', () => {
  it('files the chat as typed when no other customer file holds the plate, then goes back', async () => {
    const { own } = chats();
    const h = await openSandboxPage(sandbox, 'robot/add-relation', { persona: 'external', comId: BJ, route: 'AddRelation', query: { chatId: own.chatId } });
    expect(await screen.findByText(`该群已建档为「${own.custName}」，提交将更新该群的档案。`, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.type(await screen.findByPlaceholderText('与行驶证所有人一致', {}, { timeout: 8000 }), '李娜');
    await typePlate('京N8K2P1');
    await userEvent.type(screen.getByPlaceholderText('请输入手机号码'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '提交建档' }));
    await waitFor(() => expect(h.rt.callsOf('back')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('whiteQueryDuplicateRelations')[0][1]).toMatchObject({ chatId: own.chatId, licenseNo: '京N8K2P1' });
    expect(h.called('whiteSaveChatRoomRelation')[0][1]).toMatchObject({ chatId: own.chatId, custName: '李娜', licenseNo: '京N8K2P1', mobile: '13800138000' });
    expect(relationOf(own.chatId)?.licenseNo).toBe('京N8K2P1');
    expect(loginOnlyCalls(h)).toEqual([]);
  }, PLATE_TEST_MS);

  it('leads to the duplicates when the plate is another customer file\'s, saving nothing', async () => {
    const { own, other } = chats();
    const h = await openSandboxPage(sandbox, 'robot/add-relation', { persona: 'external', comId: BJ, route: 'AddRelation', query: { chatId: own.chatId } });
    await userEvent.type(await screen.findByPlaceholderText('与行驶证所有人一致', {}, { timeout: 8000 }), '李娜');
    await typePlate(other.licenseNo);
    await userEvent.type(screen.getByPlaceholderText('请输入手机号码'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '提交建档' }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('navigate')[0].slice(0, 2)).toEqual(['/robot/relation-duplicate-files', { chatId: own.chatId, licenseNo: other.licenseNo, from: 'add' }]);
    expect(h.called('whiteSaveChatRoomRelation')).toHaveLength(0);
    expect(relationOf(own.chatId)?.licenseNo).toBe(own.licenseNo);
  }, PLATE_TEST_MS);

  it('with force=1 (仍然新建档案) files the duplicate plate anyway', async () => {
    const { own, other } = chats();
    const h = await openSandboxPage(sandbox, 'robot/add-relation', { persona: 'external', comId: BJ, route: 'AddRelation', query: { chatId: own.chatId, force: '1' } });
    await userEvent.type(await screen.findByPlaceholderText('与行驶证所有人一致', {}, { timeout: 8000 }), '李娜');
    await typePlate(other.licenseNo);
    await userEvent.type(screen.getByPlaceholderText('请输入手机号码'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '提交建档' }));
    await waitFor(() => expect(h.rt.callsOf('back')).toHaveLength(1), { timeout: 8000 });
    expect(relationOf(own.chatId)?.licenseNo).toBe(other.licenseNo);
  }, PLATE_TEST_MS);

  it('explains a visit without a chat and calls nothing', async () => {
    const h = await openSandboxPage(sandbox, 'robot/add-relation', { persona: 'external', comId: BJ, route: 'AddRelation' });
    expect(await screen.findByText('请从客户群内打开')).toBeInTheDocument();
    expect(h.requests).toEqual([]);
  });
});

describe('robot/add-relation as 修改档案', () => {
  it('shows the chat\'s filing to its staff and saves the change', async () => {
    const { other } = chats();
    const h = await openSandboxPage(sandbox, 'robot/add-relation', { persona: 'manager', comId: BJ, route: 'ModifyRelation', query: { chatId: other.chatId } });
    const name = await screen.findByDisplayValue(other.custName, {}, { timeout: 8000 });
    await userEvent.clear(name);
    await userEvent.type(name, `${other.custName}先生`);
    await userEvent.type(screen.getByPlaceholderText('请输入手机号码'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(h.rt.callsOf('back')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('toast').some(([m]) => m === '档案已修改')).toBe(true);
    expect(relationOf(other.chatId)?.custName).toBe(`${other.custName}先生`);
    expect(relationOf(other.chatId)?.custId).toBe(other.custId);
  });

  it('offers 新增建档 for a chat that another company\'s user cannot see', async () => {
    const { other } = chats();
    await openSandboxPage(sandbox, 'robot/add-relation', { persona: 'manager', comId: '51000000', route: 'ModifyRelation', query: { chatId: `${other.chatId}-none` } });
    expect(await screen.findByText('该群尚未建档', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('robot/relation-duplicate-files', () => {
  it('lists the customer file holding the plate, masked, and links the chat to it', async () => {
    const { own, other } = chats();
    const h = await openSandboxPage(sandbox, 'robot/relation-duplicate-files', { persona: 'external', comId: BJ, query: { chatId: own.chatId, licenseNo: other.licenseNo, from: 'add' } });
    const masked = `${other.custName[0]}${'*'.repeat(Math.max(1, other.custName.length - 1))}`;
    expect(await screen.findByText(masked, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(other.custName)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '关联此档案' }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/robot/modify-relation', { chatId: own.chatId }, true]);
    expect(relationOf(own.chatId)).toMatchObject({ custId: other.custId, licenseNo: other.licenseNo });
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('仍然新建档案 returns to the form it came from with force=1', async () => {
    const { own, other } = chats();
    const h = await openSandboxPage(sandbox, 'robot/relation-duplicate-files', { persona: 'external', comId: BJ, query: { chatId: own.chatId, licenseNo: other.licenseNo, from: 'modify' } });
    await userEvent.click(await screen.findByRole('button', { name: '仍然新建档案' }, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/robot/modify-relation', { chatId: own.chatId, force: '1' }, true]);
  });
});
