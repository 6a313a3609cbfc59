/**
 * verbal-trick-manage pages against the sandbox: 话术搜索 (recommended scripts by class and
 * keyword, a tap opens the detail) and 话术详情 (favourite, copy, send to the chat of the customer
 * it was opened for, asking first about placeholders).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const SEARCH = 'verbal-trick-manage/search-patter-by-type3';
const DETAIL = 'verbal-trick-manage/verbal-trick-detail';

const open = (pageId: string, query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}, persona = 'manager'): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { persona, query, comId: COM, overrides });

const recommended = () => sandbox.store.state.scripts.filter((s) => s.patterType === '3');
const isFavoured = (patterId: string): boolean =>
  sandbox.store.state.favorites.some((f) => f.userCode === MANAGER && f.favoriteType === 'patter' && f.targetId === patterId);
const myCustomers = () => sandbox.store.state.customers.filter((x) => x.comId === COM && x.managerUserCode === MANAGER);

startEachTestFresh(sandbox, { resetStore: true });

describe('verbal-trick-manage/search-patter-by-type3', () => {
  it('lists the recommended scripts with their count, newest call asking for type 3, and opens one', async () => {
    const h = await open(SEARCH, { custId: 'C1' });
    const all = recommended();
    expect(await screen.findByText(`共 ${all.length} 条推荐话术`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryPatterMain')[0][1]).toMatchObject({ patterType: '3', classId: '', keyword: '' });
    const first = all[0];
    await userEvent.click(await screen.findByRole('region', { name: first.title }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/verbal-trick-manage/verbal-trick-detail', { patterId: first.patterId, custId: 'C1' }, false]);
  });

  it('filters by class and by keyword', async () => {
    const h = await open(SEARCH);
    const all = recommended();
    await screen.findByText(`共 ${all.length} 条推荐话术`, {}, { timeout: 8000 });
    const cls = sandbox.store.state.scriptClasses.find((c) => all.some((s) => s.classId === c.classId));
    if (!cls) throw new Error('seed: a class with recommended scripts');
    const inClass = all.filter((s) => s.classId === cls.classId);
    await userEvent.click(screen.getByText('话术分类'));
    const classList = screen.getByRole('region', { name: '话术分类' });
    await userEvent.click(await within(classList).findByText(cls.className));
    expect(await screen.findByText(`共 ${inClass.length} 条推荐话术`)).toBeInTheDocument();
    expect(h.called('queryPatterMain').at(-1)?.[1]).toMatchObject({ patterType: '3', classId: cls.classId });
    await userEvent.type(screen.getByPlaceholderText('搜索话术标题或内容'), '不存在的话术内容');
    await userEvent.click(screen.getByRole('button', { name: /^搜\s?索$/ }));
    expect(await screen.findByText('没有找到相关话术，换个关键词试试')).toBeInTheDocument();
    expect(h.called('queryPatterMain').at(-1)?.[1]).toMatchObject({ classId: cls.classId, keyword: '不存在的话术内容' });
  });

  it('shows the error state with 重试 when the scripts cannot be loaded', async () => {
    await open(SEARCH, {}, { request: () => Promise.reject(new Error('网络异常，请稍后重试')) });
    expect(await screen.findByRole('button', { name: /重\s?试/ }, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('verbal-trick-manage/verbal-trick-detail', () => {
  it('shows the script in full and favours it, then un-favours it, the sandbox keeping each change', async () => {
    const script = recommended().find((s) => !isFavoured(s.patterId));
    if (!script) throw new Error('seed: a script the manager has not favoured');
    const h = await open(DETAIL, { patterId: script.patterId });
    expect(await screen.findByText(script.content, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(`已被使用 ${script.useCount} 次 · 发布于 ${script.createTime.slice(0, 10)}`)).toBeInTheDocument();
    expect(h.called('queryPatterMain')[0][1]).toMatchObject({ patterId: script.patterId });
    await userEvent.click(screen.getByRole('button', { name: '收 藏' }));
    expect(await screen.findByRole('button', { name: '取消收藏' })).toBeInTheDocument();
    expect(isFavoured(script.patterId)).toBe(true);
    expect(screen.getByText('已收藏')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByRole('button', { name: '收 藏' })).toBeInTheDocument();
    expect(isFavoured(script.patterId)).toBe(false);
    expect(h.rt.callsOf('toast')).toEqual([['已收藏', 'success'], ['已取消收藏', 'success']]);
  });

  it('copies the script', async () => {
    const [script] = recommended();
    const h = await open(DETAIL, { patterId: script.patterId });
    await screen.findByText(script.content, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '复制话术' }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toEqual([[script.content]]));
  });

  it("opened for a customer, sends only into that customer's chat and offers the right one elsewhere", async () => {
    const [script] = recommended();
    const [customer, other] = myCustomers();
    inChat({ entry: 'single_chat_tools', externalUserId: other.externalUserId });
    const h = await open(DETAIL, { patterId: script.patterId, custId: customer.custId });
    await screen.findByText(script.content, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(2));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '发送话术' });
    expect(h.rt.callsOf('confirm')[1][0]).toMatchObject({ title: '未发送', content: `当前会话不是${customer.custName}（当前是${other.custName}），未发送。请打开与${customer.custName}的会话后再发送。` });
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
  });

  it("opened for a customer in that customer's chat, sends the script as text", async () => {
    const [script] = recommended();
    const [customer] = myCustomers();
    inChat({ entry: 'single_chat_tools', externalUserId: customer.externalUserId });
    const h = await open(DETAIL, { patterId: script.patterId, custId: customer.custId });
    await screen.findByText(script.content, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toEqual([[{ msgtype: 'text', text: { content: script.content } }]]));
    // Only the placeholder question: the chat is the customer's, so no contact confirm.
    expect(h.rt.callsOf('confirm').map(([o]) => (o as { title: string }).title)).toEqual(['发送话术']);
    expect(h.rt.callsOf('toast')).toContainEqual(['发送成功', 'success']);
  });

  it('asks about placeholders first and, opened for no customer, confirms the current contact', async () => {
    const script = sandbox.store.state.scripts.find((s) => s.content.includes('{'));
    if (!script) throw new Error('seed: a script with placeholders');
    const [customer] = myCustomers();
    inChat({ entry: 'single_chat_tools', externalUserId: customer.externalUserId });
    const h = await open(DETAIL, { patterId: script.patterId });
    await screen.findByText(script.content, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '发送话术', okText: '仍然发送' });
    expect(h.rt.callsOf('confirm')[1][0]).toEqual({ title: '发送到当前会话', content: `将发送给当前会话的客户“${customer.custName}”。`, okText: '发送' });
  });

  it('says so when the script does not exist, and offers the script library', async () => {
    const h = await open(DETAIL, { patterId: 'PA0' });
    expect(await screen.findByText('话术不存在或已下架', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送给客户' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '去话术库' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/verbal-trick-manage/search-patter-by-type3', {}, true]);
  });
});
