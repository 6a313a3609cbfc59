/**
 * The customer-record pages of /customer-info/ (issue 22, first part) against the sandbox: what
 * the staff member sees of one customer, the calls made with the customer's identifiers, the
 * navigation and one error path each. Expected values come from the sandbox state, never from
 * literals of the seed.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { findPersona } from '@sandbox/session/personas';
import { CUSTOMER_NOT_FOUND } from '@sandbox/handlers/scope';
import type { Customer } from '@sandbox/seed/types';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';

const sandbox = startSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const WAIT = { timeout: 8000 };
const MANAGER = findPersona('manager')?.people[COM].userCode ?? '';

startEachTestFresh(sandbox, { resetStore: true });

const open = (pageId: string, query: Record<string, string> = {}, route?: string, persona = 'manager'): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { persona, query, comId: COM, route });

/** The manager's own customers of the company. */
const ownCustomers = (): Customer[] => sandbox.store.state.customers.filter((c) => c.comId === COM && c.managerUserCode === MANAGER);
/** A customer of the company the manager may not see (another manager's, bound to nobody of theirs). */
const othersCustomer = (): Customer => {
  const s = sandbox.store.state;
  const c = s.customers.find((x) => x.comId === COM && x.managerUserCode !== MANAGER && !s.bindings.some((b) => b.custId === x.custId && b.userCode === MANAGER));
  if (!c) throw new Error('seed: a customer of another manager');
  return c;
};
const ids = (c: Customer): Record<string, string> => ({ custId: c.custId, encryptCustId: c.encryptCustId });

describe('customer-info/all-lables (全部标签, 企微标签, 电销标签)', () => {
  const PAGE = 'customer-info/all-lables';
  const withEleSale = (): Customer => {
    const c = ownCustomers().find((x) => x.eleSaleTags.length > 0 && x.nonCarEleSaleTags.length === 0);
    if (!c) throw new Error('seed: a customer with vehicle telemarketing labels only');
    return c;
  };

  it('全部标签 shows the portrait tags by category and the telemarketing labels', async () => {
    const c = withEleSale();
    const h = await open(PAGE, ids(c), 'AllLables');
    expect(await screen.findByText('基本属性', {}, WAIT)).toBeInTheDocument();
    for (const label of c.labels) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    for (const tag of c.eleSaleTags) expect(screen.getAllByText(tag).length).toBeGreaterThan(0);
    expect(screen.getByText('暂无非车电销标签')).toBeInTheDocument();
    expect(h.called('weixinCustPortraitDetail')[0][1]).toMatchObject(ids(c));
    expect(h.called('getExternalContactdetail')).toEqual([]);
  });

  it('企微标签 shows each follow-user\'s remark and tags from the WeCom contact', async () => {
    const c = ownCustomers()[0];
    const h = await open(PAGE, ids(c), 'WechatLables');
    expect(await screen.findByText(`${c.custName}的企微标签`, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(`备注名：${c.remark || c.custName}`)).toBeInTheDocument();
    for (const label of c.labels) expect(screen.getByText(label)).toBeInTheDocument();
    expect(h.called('getExternalContactdetail')[0][1]).toMatchObject(ids(c));
    expect(h.called('weixinCustEleSaleTagsDetail')).toEqual([]);
  });

  it('电销标签 shows vehicle and non-vehicle telemarketing labels only', async () => {
    const c = withEleSale();
    const h = await open(PAGE, ids(c), 'AllElesaleLables');
    expect(await screen.findByText('车险电销标签', {}, WAIT)).toBeInTheDocument();
    for (const tag of c.eleSaleTags) expect(screen.getByText(tag)).toBeInTheDocument();
    expect(screen.getByText('暂无非车电销标签')).toBeInTheDocument();
    expect(screen.queryByText('画像标签')).toBeNull();
    expect(h.called('weixinCustPortraitDetail')).toEqual([]);
  });

  it("shows the server's refusal for another manager's customer and none of their labels", async () => {
    const c = othersCustomer();
    await open(PAGE, ids(c), 'AllElesaleLables');
    expect(await screen.findByText(CUSTOMER_NOT_FOUND, {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('车险电销标签')).toBeNull();
  });

  it('is reached from the customer detail\'s 客户标签 rows with both identifiers', async () => {
    const c = ownCustomers()[0];
    const h = await open('customer-info/customerInfo-detail', ids(c));
    const section = (await screen.findByText('客户标签', {}, WAIT)).closest('section') ?? document.body;
    await userEvent.click(within(section as HTMLElement).getByText('企微标签'));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/wechat-lables', ids(c), false]);
  });
});

describe('customer-info/insurance-no-car-policy (非车保单)', () => {
  const PAGE = 'customer-info/insurance-no-car-policy';
  const withNonVehicle = (): Customer => {
    const s = sandbox.store.state;
    const c = ownCustomers().find((x) => s.policies.some((p) => p.custId === x.custId && !p.vehicle) && s.policies.some((p) => p.custId === x.custId && p.vehicle));
    if (!c) throw new Error('seed: a customer with vehicle and non-vehicle policies');
    return c;
  };

  it("lists only the customer's non-vehicle policies and opens one's 保单下载", async () => {
    const c = withNonVehicle();
    const s = sandbox.store.state;
    const nonVehicle = s.policies.filter((p) => p.custId === c.custId && !p.vehicle);
    const vehicle = s.policies.filter((p) => p.custId === c.custId && p.vehicle);
    const h = await open(PAGE, ids(c));
    expect(await screen.findByText(nonVehicle[0].policyNo, { exact: false }, WAIT)).toBeInTheDocument();
    expect(await screen.findByText(`共 ${nonVehicle.length} 张非车保单 · 点击保单可下载或发送电子保单`, {}, WAIT)).toBeInTheDocument();
    for (const p of vehicle) expect(screen.queryByText(p.policyNo, { exact: false })).toBeNull();
    expect(h.called('queryPolicyList')[0][1]).toMatchObject({ ...ids(c), riskType: '2' });
    await userEvent.click(screen.getAllByRole('button', { name: '保单下载' })[0]);
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/PolicyDetail', { policyNo: nonVehicle[0].policyNo, custId: c.custId }, false]);
  });

  it('says so when a status has no policy', async () => {
    const c = withNonVehicle();
    const h = await open(PAGE, ids(c));
    await screen.findAllByRole('button', { name: '保单下载' }, WAIT);
    await userEvent.click(screen.getByRole('tab', { name: '已退保' }));
    const surrendered = sandbox.store.state.policies.filter((p) => p.custId === c.custId && !p.vehicle && p.status === '3');
    if (surrendered.length === 0) expect(await screen.findByText('暂无该状态的非车保单', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(h.called('queryPolicyList').some(([, params]) => params.status === '3')).toBe(true));
  });

  it("lists nothing of another manager's customer", async () => {
    const c = othersCustomer();
    await open(PAGE, ids(c));
    expect(await screen.findByText('该客户暂无非车保单', {}, WAIT)).toBeInTheDocument();
    for (const p of sandbox.store.state.policies.filter((x) => x.custId === c.custId)) expect(document.body.textContent).not.toContain(p.policyNo);
  });
});

describe('customer-info/PolicyDetail (保单下载)', () => {
  const PAGE = 'customer-info/PolicyDetail';
  const policyOf = (sent: '0' | '1') => {
    const s = sandbox.store.state;
    const own = new Set(ownCustomers().map((c) => c.custId));
    const p = s.policies.find((x) => own.has(x.custId) && !x.vehicle && x.status === '1' && x.sendFlag === sent);
    const c = s.customers.find((x) => x.custId === p?.custId);
    if (!p || !c) throw new Error('seed: a non-vehicle policy in force of the manager');
    return { p, c };
  };

  it('shows the policy, its risk class and the download limit, and downloads through the link', async () => {
    const { p } = policyOf('0');
    const h = await open(PAGE, { policyNo: p.policyNo });
    expect(await screen.findByText(p.policyNo, {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText(/每日最多 5 次/, {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(h.called('getNonAutoRiskClassName')[0]?.[1]).toMatchObject({ riskCode: p.riskCode }));
    expect(await screen.findByText(/意外险|健康险|财产险/, {}, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下载电子保单' }));
    await waitFor(() => expect(h.rt.callsOf('openUrl')).toHaveLength(1));
    expect(String(h.rt.callsOf('openUrl')[0][0])).toContain(`/epolicy/${p.policyNo}.pdf`);
  });

  it("sends the e-policy into the customer's own chat, records the send and shows it sent", async () => {
    const { p, c } = policyOf('0');
    inChat({ entry: 'single_chat_tools', externalUserId: c.externalUserId });
    const h = await open(PAGE, { policyNo: p.policyNo, custId: c.custId });
    await userEvent.click(await screen.findByRole('button', { name: '发送给客户' }, WAIT));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; news: Record<string, string> }];
    expect(message.news.link).toContain(`/external/download-policy-single?policyNo=${p.policyNo}`);
    await waitFor(() => expect(h.called('sendElectronicPolicyById')[0]?.[1]).toMatchObject({ policyNo: p.policyNo }));
    expect(await screen.findByText('已发送给客户', {}, WAIT)).toBeInTheDocument();
    expect(sandbox.store.state.policies.find((x) => x.policyNo === p.policyNo)?.sendFlag).toBe('1');
  });

  it("sends nothing and records nothing in another customer's chat", async () => {
    const { p, c } = policyOf('0');
    const other = ownCustomers().find((x) => x.custId !== c.custId);
    if (!other) throw new Error('seed: a second customer');
    inChat({ entry: 'single_chat_tools', externalUserId: other.externalUserId });
    const h = await open(PAGE, { policyNo: p.policyNo, custId: c.custId });
    await userEvent.click(await screen.findByRole('button', { name: '发送给客户' }, WAIT));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1));
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
    expect(h.called('sendElectronicPolicyById')).toEqual([]);
    expect(sandbox.store.state.policies.find((x) => x.policyNo === p.policyNo)?.sendFlag).toBe('0');
  });

  it("finds no policy of another manager's customer, and asks for a policy without one", async () => {
    const other = sandbox.store.state.policies.find((x) => x.userCode !== MANAGER && sandbox.store.state.customers.find((c) => c.custId === x.custId)?.comId === COM);
    if (!other) throw new Error('seed: a policy of another manager');
    await open(PAGE, { policyNo: other.policyNo });
    expect(await screen.findByText('未查询到该保单', {}, WAIT)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(other.insuredName);
  });

  it('asks for a policy when opened without one and calls nothing', async () => {
    const h = await open(PAGE);
    expect(await screen.findByText('缺少保单信息', {}, WAIT)).toBeInTheDocument();
    expect(h.requests).toEqual([]);
  });
});
