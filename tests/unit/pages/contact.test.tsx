/**
 * The contact pages opened from WeCom pushed messages, against the sandbox as the Beijing
 * manager: contact a customer from a task (chat, call, phones by plate), the payment notices
 * (vehicle and non-vehicle, one schema), claim care and the claim group, the new-customer push.
 * Which chat the page is in is the WeCom simulator's; a send goes only into the customer's chat.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { maskPhone } from '@/lib';
import type { Customer } from '@sandbox/seed/types';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';
import type { RuntimeServices } from '@/react/runtime';

const sandbox = startSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const WAIT = { timeout: 8000 };

const open = (pageId: string, query: Record<string, string> = {}, options: { route?: string; overrides?: Partial<RuntimeServices> } = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { query, comId: COM, route: options.route, overrides: options.overrides });

const state = () => sandbox.store.state;
/** The manager's own customers in the seed. */
const mine = (): Customer[] => state().customers.filter((c) => c.comId === COM && c.managerUserCode === MANAGER);
const carsOf = (c: Customer) => state().cars.filter((x) => x.custId === c.custId);
/** Another company's customer: the manager may not see them. */
const foreign = (): Customer => {
  const c = state().customers.find((x) => x.comId !== COM);
  if (!c) throw new Error('no customer of another company');
  return c;
};

startEachTestFresh(sandbox, { resetStore: true });

describe('root/contact-customer', () => {
  const withCar = (): Customer => {
    const c = mine().find((x) => carsOf(x).length > 0);
    if (!c) throw new Error('no customer with a car');
    return c;
  };

  it('shows the customer of the pushed task, the phones on record for the plate, and opens the chat', async () => {
    const c = withCar();
    const plate = carsOf(c)[0].licenseNo;
    const h = await open('root/contact-customer', { encryptTaskId: c.encryptTaskId });
    expect(await screen.findByText(c.custName, {}, WAIT)).toBeInTheDocument();
    expect(h.called('weixinBaseInfoSearch')[0][1]).toMatchObject({ encryptTaskId: c.encryptTaskId });
    expect(await screen.findByText(`车牌 ${plate}`, {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(h.called('queryCustPhoneByLicenseNo')).toHaveLength(1), WAIT);
    expect(h.called('queryCustPhoneByLicenseNo')[0][1]).toEqual({ licenseNo: plate });
    expect(await screen.findByText('车险承保', {}, WAIT)).toBeInTheDocument();
    expect(screen.getAllByText(maskPhone(c.mobile)).length).toBeGreaterThan(0);
    expect(screen.queryByText(c.mobile)).toBeNull();
    await waitFor(() => expect(h.called('getExternalContact')[0]?.[1]).toEqual({ externalUserId: c.externalUserId }), WAIT);
    // The WeCom contact's follow-user remark (the customer's name when none was set).
    expect(await screen.findByText('备注名', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(c.remark || c.custName).length).toBeGreaterThan(c.remark ? 0 : 1), WAIT);
    await userEvent.click(screen.getByRole('button', { name: '发起会话' }));
    await waitFor(() => expect(h.rt.callsOf('openEnterpriseChat')).toEqual([[{ externalUserIds: c.externalUserId }]]));
  });

  it('dials the number the server decrypts for this customer only', async () => {
    const c = withCar();
    const h = await open('root/contact-customer', { custId: c.custId, encryptCustId: c.encryptCustId });
    await screen.findByText(c.custName, {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: '拨打电话' }));
    await waitFor(() => expect(h.rt.callsOf('openUrl')).toEqual([[`tel:${c.mobile}`, false]]), WAIT);
    expect(h.called('decryptCustomerPhone')[0][1]).toEqual({ custId: c.custId, encryptCustId: c.encryptCustId });
  });

  it('shows nothing of a customer the manager may not see, and asks for an identifier without one', async () => {
    const other = foreign();
    const h = await open('root/contact-customer', { custId: other.custId });
    expect(await screen.findByText('未查询到客户信息', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(other.custName)).toBeNull();
    expect(h.called('decryptCustomerPhone')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '拨打电话' })).toBeNull();

    const bare = await open('root/contact-customer');
    expect(await screen.findByText('缺少客户信息', {}, WAIT)).toBeInTheDocument();
    expect(bare.called('weixinBaseInfoSearch')).toHaveLength(0);
  });
});
