/**
 * 公共账户 (client/public-account) against the sandbox (issue 23): staff of a branch see its
 * unserved customers and claim one; the branch administrator also assigns one to a salesperson
 * picked on the salesman list.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { appServices } from '@/app/services';
import { setToken } from '@/session';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = setupSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
/** 北京市朝阳支公司: the manager persona (赵立新) and the administrator's colleague 张静. */
const CHAOYANG = '11010500';
const MANAGER = '11016688';
const ZHANG = '11013259';
const WAIT = { timeout: 8000 };

startEachTestFresh(sandbox, { resetStore: true });
afterEach(async () => {
  await fetch(`${location.origin}/__sandbox/fault`, { method: 'DELETE' });
});

const PAGE = 'client/public-account';
const open = (persona: string, query: Record<string, string> = {}): Promise<SandboxPage> => openSandboxPage(sandbox, PAGE, { comId: COM, persona, query });
const held = () => (sandbox.store.state.publicAccount ?? []).filter((e) => e.customer.comId === COM && e.customer.comCode === CHAOYANG);
/** The row of a customer: the list row holding their name. */
const rowOf = async (name: string): Promise<HTMLElement> => {
  const title = await screen.findByText((text) => text.startsWith(`${name} `), {}, WAIT);
  // The row: the nearest block around the name that holds its 认领 button.
  let row: HTMLElement | null = title;
  while (row && !/认\s?领/.test(Array.from(row.querySelectorAll('button')).map((b) => b.textContent ?? '').join('|'))) row = row.parentElement;
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('client/public-account', () => {
  it("lists the branch's public account and lets a manager claim a customer, who leaves the list", async () => {
    const before = held();
    const entry = before[0];
    const h = await open('manager');
    expect(await screen.findByText(`本机构公共账户共 ${before.length} 位客户`, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(` 转入 · ${entry.reason}`))).toBeInTheDocument();
    expect(screen.queryByText('分配给')).toBeNull();
    expect(screen.queryByRole('button', { name: /^分\s?配$/ })).toBeNull();
    const row = await rowOf(entry.customer.custName);
    await userEvent.click(within(row).getByRole('button', { name: /^认\s?领$/ }));
    await waitFor(() => expect(h.called('updateAdviserByJson')).toHaveLength(1));
    expect(h.called('updateAdviserByJson')[0][1]).toEqual({ custId: entry.customer.custId, adviserCode: MANAGER });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: `确定认领客户“${entry.customer.custName}”吗？认领后客户归入您的名下，由您负责服务。` });
    expect(await screen.findByText(`本机构公共账户共 ${before.length - 1} 位客户`, {}, WAIT)).toBeInTheDocument();
    expect(h.rt.callsOf('toast')).toContainEqual([`已认领 ${entry.customer.custName}，可在我的客户中查看`, 'success']);
    expect(sandbox.store.state.customers.find((c) => c.custId === entry.customer.custId)?.managerUserCode).toBe(MANAGER);
  });

  it('lets the administrator assign to the picked salesperson, and asks for one first', async () => {
    const entry = held()[1];
    const none = await open('reviewer');
    const row = await rowOf(entry.customer.custName);
    await userEvent.click(within(row).getByRole('button', { name: /^分\s?配$/ }));
    await waitFor(() => expect(none.rt.callsOf('toast')).toContainEqual(['请先在上方选择要分配的业务员', 'warning']));
    expect(none.called('updateAdviserByJson')).toEqual([]);
    await userEvent.click(screen.getByText('请选择业务员'));
    expect(none.rt.callsOf('navigate')[0]).toEqual(['/common/salesman-list', { back: 'public-account', slot: 'to', toCode: undefined, toName: undefined }, true]);
  });

  it('assigns to the salesperson the salesman list returned', async () => {
    const entry = held()[1];
    const h = await open('reviewer', { toCode: ZHANG, toName: '张静' });
    expect(await screen.findByText(`张静（${ZHANG}）`, {}, WAIT)).toBeInTheDocument();
    const row = await rowOf(entry.customer.custName);
    await userEvent.click(within(row).getByRole('button', { name: /^分\s?配$/ }));
    await waitFor(() => expect(h.called('updateAdviserByJson')).toHaveLength(1));
    expect(h.called('updateAdviserByJson')[0][1]).toEqual({ custId: entry.customer.custId, adviserCode: ZHANG });
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual([`已将 ${entry.customer.custName} 分配给 张静`, 'success']));
    expect(sandbox.store.state.customers.find((c) => c.custId === entry.customer.custId)?.managerUserCode).toBe(ZHANG);
  });

  it('says so when a colleague claimed the customer first, and keeps it the colleague\'s', async () => {
    const entry = held()[2];
    const h = await open('manager');
    const row = await rowOf(entry.customer.custName);
    // The administrator (郭春梅) takes it meanwhile, from another phone.
    setToken(await sandbox.login('reviewer', COM));
    await appServices.request('updateAdviserByJson', { custId: entry.customer.custId, adviserCode: '11010002' });
    setToken(await sandbox.login('manager', COM));
    await userEvent.click(within(row).getByRole('button', { name: /^认\s?领$/ }));
    await waitFor(() => expect(h.called('updateAdviserByJson')).toHaveLength(1));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['该客户已被认领或分配，请刷新列表后重试', 'error']));
    // The list reloads without the customer.
    await waitFor(() => expect(screen.queryByText((text) => text.startsWith(`${entry.customer.custName} `))).toBeNull(), WAIT);
    expect(sandbox.store.state.customers.find((c) => c.custId === entry.customer.custId)?.managerUserCode).toBe('11010002');
  });

  it('shows the failure when the list cannot be read', async () => {
    await fetch(`${location.origin}/__sandbox/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'queryPublicAccountCustList', kind: 'http500' }) });
    const h = await open('manager');
    await waitFor(() => expect(h.called('queryPublicAccountCustList').length).toBeGreaterThan(0));
    expect(await screen.findByRole('button', { name: /重试|重新加载/ }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^认\s?领$/ })).toBeNull();
  });
});

describe('common/salesman-list from the public account', () => {
  it('returns the picked salesperson to 公共账户', async () => {
    const h = await openSandboxPage(sandbox, 'common/salesman-list', { comId: COM, persona: 'reviewer', query: { back: 'public-account', slot: 'to' } });
    await userEvent.type(await screen.findByPlaceholderText('输入业务员姓名或工号', {}, WAIT), ZHANG);
    await userEvent.click(await screen.findByText(`张静 ${ZHANG}`, {}, WAIT));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/client/public-account', { fromCode: undefined, fromName: undefined, toCode: ZHANG, toName: '张静', mode: undefined }, true]);
  });
});
