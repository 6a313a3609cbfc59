/**
 * 绑定企微客户 (client/tencent-add) against the sandbox (issue 23): the WeCom contact the page is
 * opened for (the simulator's single chat, or ?externalUserId=) is bound to one of the manager's
 * customers, and its WeCom remark set to the customer's name; without a contact the page shows
 * nobody.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = setupSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const WAIT = { timeout: 8000 };
const PAGE = 'client/tencent-add';

startEachTestFresh(sandbox, { resetStore: true });

const open = (query: Record<string, string> = {}): Promise<SandboxPage> => openSandboxPage(sandbox, PAGE, { comId: COM, persona: 'manager', query });
const state = () => sandbox.store.state;
/** A customer of the manager nobody has bound, whose WeCom contact id no other customer has. */
const unboundOwn = () => {
  const s = state();
  const c = s.customers.find((x) => x.comId === COM && x.managerUserCode === MANAGER && !s.bindings.some((b) => b.custId === x.custId) && s.customers.filter((y) => y.externalUserId === x.externalUserId).length === 1);
  if (!c) throw new Error('seed: an unbound customer of the manager');
  return c;
};

describe('client/tencent-add', () => {
  it('binds the contact of the chat it is opened from to the tapped customer and sets its remark', async () => {
    const c = unboundOwn();
    inChat({ entry: 'single_chat_tools', externalUserId: c.externalUserId });
    const h = await open();
    expect(await screen.findByText('未绑定客户', {}, WAIT)).toBeInTheDocument();
    expect(h.called('getExternalContact')[0][1]).toEqual({ externalUserId: c.externalUserId });
    await waitFor(() => expect(h.called('weixinCustMainQuery').length).toBeGreaterThan(0));
    expect(h.called('weixinCustMainQuery')[0][1]).toMatchObject({ bindFlag: '0', keyword: '', pageNo: 1 });
    await userEvent.type(screen.getByPlaceholderText('客户姓名/手机号/车牌号/身份证号'), c.custName);
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(h.called('weixinCustMainQuery').at(-1)?.[1]).toMatchObject({ keyword: c.custName, bindFlag: '0' }));
    const buttons = await screen.findAllByRole('button', { name: /^绑\s?定$/ }, WAIT);
    // The search answers the manager's unbound customers of that name: the one seeded for this contact first.
    await waitFor(() => expect(screen.getAllByText(c.custName).length).toBeGreaterThan(0));
    await userEvent.click(buttons[0]);
    await waitFor(() => expect(h.called('weixinCustMainBinding')).toHaveLength(1));
    const bound = h.called('weixinCustMainBinding')[0][1];
    expect(bound).toMatchObject({ externalUserId: c.externalUserId });
    const chosen = state().customers.find((x) => x.custId === bound.custId);
    expect(chosen?.managerUserCode).toBe(MANAGER);
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: `确定将企业微信联系人“${c.custName}”绑定为客户“${chosen?.custName}”吗？` });
    await waitFor(() => expect(h.called('modifyExternalContactRemark')).toHaveLength(1));
    expect(h.called('modifyExternalContactRemark')[0][1]).toEqual({ externalUserId: c.externalUserId, remark: chosen?.custName });
    expect(await screen.findByText('已绑定客户', {}, WAIT)).toBeInTheDocument();
    expect(state().bindings).toContainEqual(expect.objectContaining({ custId: chosen?.custId, userCode: MANAGER, externalUserId: c.externalUserId }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual([`绑定成功，企业微信备注已改为“${chosen?.custName}”`, 'success']));
  });

  it('shows a bound contact\'s customer and leads to its detail, offering no other binding', async () => {
    const c = state().customers.find((x) => x.comId === COM && x.externalUserId === 'wmSandboxCust001');
    if (!c) throw new Error('seed: the simulator contact 张伟');
    const h = await open({ externalUserId: 'wmSandboxCust001' });
    expect(await screen.findByText('已绑定客户', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(`已绑定客户 ${c.custName}`)).toBeInTheDocument();
    expect(h.called('weixinCustMainQuery')).toEqual([]);
    expect(screen.queryByRole('button', { name: /^绑\s?定$/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '查看客户详情' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/home/client-customerInfo-detail', { custId: c.custId, encryptCustId: c.encryptCustId }, false]);
  });

  it('opened with no contact shows nobody and says how to open it', async () => {
    const h = await open();
    expect(await screen.findByText('未获取到当前联系人', {}, WAIT)).toBeInTheDocument();
    expect(h.called('getExternalContact')).toEqual([]);
    expect(h.called('weixinCustMainQuery')).toEqual([]);
  });

  it("says so for a contact the server does not know as the user's, and lists no customers", async () => {
    const h = await open({ externalUserId: 'wmNoSuchContact000000000' });
    expect(await screen.findByText(/未查询到该外部联系人/, {}, WAIT)).toBeInTheDocument();
    expect(h.called('weixinCustMainQuery')).toEqual([]);
    expect(screen.queryByText('企业微信联系人')).toBeNull();
  });
});
