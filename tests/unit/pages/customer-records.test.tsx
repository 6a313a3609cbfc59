/**
 * The customer-record pages of /customer-info/ (issue 22, first part) against the sandbox: what
 * the staff member sees of one customer, the calls made with the customer's identifiers, the
 * navigation and one error path each. Expected values come from the sandbox state, never from
 * literals of the seed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { findPersona } from '@sandbox/session/personas';
import { BOUND_TO_OTHER, CUSTOMER_NOT_FOUND } from '@sandbox/handlers/scope';
import { appServices } from '@/app/services';
import { PAY_LINK_INVALID } from '@sandbox/handlers/customerRecords';
import { removeToken } from '@/session';
import { readCache } from '@/request';
import type { Customer } from '@sandbox/seed/types';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
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
/** Makes a call fail in the in-process sandbox (its control API, as a tester does), until cleared. */
async function fault(id: string, kind: 'http500' | 'oldFail' = 'oldFail'): Promise<void> {
  await fetch(`${location.origin}/__sandbox/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, kind }) });
}
afterEach(async () => {
  await fetch(`${location.origin}/__sandbox/fault`, { method: 'DELETE' });
});

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
    if (surrendered.length === 0) await screen.findByText('暂无该状态的非车保单', {}, WAIT);
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

describe('customer-info/product-all (产品推荐)', () => {
  const PAGE = 'customer-info/product-all';

  it('recommends kinds the customer does not hold, browses by class and opens a product\'s 投保二维码', async () => {
    const c = ownCustomers()[0];
    const s = sandbox.store.state;
    const held = new Set(s.policies.filter((p) => p.custId === c.custId && p.status === '1').map((p) => p.riskCode));
    const recommended = s.products.filter((p) => !held.has(p.riskCode));
    const h = await open(PAGE, ids(c));
    expect((await screen.findAllByText('同类客户投保率高', {}, WAIT)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(recommended[0].productName).length).toBeGreaterThan(0);
    expect(h.called('weixinCustProductDetail')[0][1]).toMatchObject(ids(c));
    const cls = s.productClasses[1];
    const inClass = s.products.filter((p) => p.classCode === cls.classCode);
    await userEvent.click(await screen.findByText(cls.className, {}, WAIT));
    expect(await screen.findByText(`${cls.className}产品`, {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(h.called('queryProductList').some(([, params]) => params.classCode === cls.classCode)).toBe(true));
    expect(await screen.findByText(`共 ${inClass.length} 款`, {}, WAIT)).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: '投保二维码' });
    await userEvent.click(buttons[buttons.length - 1]);
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/pay-qrCode', { productCode: inClass[inClass.length - 1].productCode, ...ids(c) }, false]);
  });

  it('still lists every product when the class list fails', async () => {
    await fault('queryProductClassList');
    const c = ownCustomers()[0];
    await open(PAGE, ids(c));
    await screen.findByText('暂无产品分类', {}, WAIT);
    expect(await screen.findByText(`共 ${sandbox.store.state.products.length} 款`, {}, WAIT)).toBeInTheDocument();
  });
});

describe('customer-info/pay-qrCode (投保二维码)', () => {
  const PAGE = 'customer-info/pay-qrCode';

  it("draws the product's insure link and sends it into the customer's own chat", async () => {
    const c = ownCustomers()[0];
    const product = sandbox.store.state.products[5];
    inChat({ entry: 'single_chat_tools', externalUserId: c.externalUserId });
    const h = await open(PAGE, { productCode: product.productCode, ...ids(c) });
    expect(await screen.findByText(product.productName, {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '请客户使用微信扫码投保' }, WAIT)).toBeInTheDocument();
    expect(h.called('queryETInsureLink')[0][1]).toMatchObject({ productCode: product.productCode });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; news: Record<string, string> }];
    expect(message.news.title).toBe(`投保：${product.productName}`);
    expect(message.news.link).toContain(`/external-insure-link/${product.productCode}`);
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['发送成功', 'success']));
  });

  it("sends nothing into another customer's chat", async () => {
    const [c, other] = ownCustomers();
    inChat({ entry: 'single_chat_tools', externalUserId: other.externalUserId });
    const h = await open(PAGE, { productCode: sandbox.store.state.products[0].productCode, ...ids(c) });
    await userEvent.click(await screen.findByRole('button', { name: '发送给客户' }, WAIT));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1));
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
    expect(h.rt.callsOf('toast')).not.toContainEqual(['发送成功', 'success']);
  });

  it("shows a proposal's payment code, whose link is the customer's open payment page, and copies it", async () => {
    const policy = sandbox.store.state.policies.find((p) => p.userCode === MANAGER && !p.vehicle);
    if (!policy) throw new Error('seed: a policy of the manager');
    const h = await open(PAGE, { proposalNo: policy.proposalNo });
    expect(await screen.findByText(policy.proposalNo, {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '请客户使用微信扫码支付保费' }, WAIT)).toBeInTheDocument();
    // Without a customer there is no one to send it to.
    expect(screen.queryByRole('button', { name: '发送给客户' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toHaveLength(1));
    expect(String(h.rt.callsOf('copy')[0][0])).toContain(`/customer-info/public-pay-qrCode?proposalNo=${policy.proposalNo}&code=`);
  });

  it('asks for a product or proposal when opened with neither', async () => {
    const h = await open(PAGE);
    expect(await screen.findByText('缺少产品或投保单信息', {}, WAIT)).toBeInTheDocument();
    expect(h.requests).toEqual([]);
  });
});

describe('customer-info/public-pay-qrCode (保费支付, no login)', () => {
  const PAGE = 'customer-info/public-pay-qrCode';
  const payLink = async () => {
    const policy = sandbox.store.state.policies.find((p) => p.userCode === MANAGER && p.vehicle);
    if (!policy) throw new Error('seed: a vehicle policy of the manager');
    // The link the manager's 投保二维码 shows, as the server answers it.
    const staff = await open('customer-info/pay-qrCode', { proposalNo: policy.proposalNo });
    await screen.findByText(policy.proposalNo, {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(staff.rt.callsOf('copy')).toHaveLength(1));
    const url = new URL(String(staff.rt.callsOf('copy')[0][0]));
    cleanup();
    return { policy, query: { proposalNo: url.searchParams.get('proposalNo') ?? '', code: url.searchParams.get('code') ?? '' } };
  };

  it('shows the proposal to anyone with the link, masks the name and opens the cashier', async () => {
    const { policy, query } = await payLink();
    removeToken();
    const h = await openSandboxPage(sandbox, PAGE, { persona: 'anonymous', query });
    expect(await screen.findByText(policy.proposalNo, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(policy.licenseNo)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(policy.applicantName);
    expect(await screen.findByRole('img', { name: '长按识别二维码完成支付' }, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(h.rt.callsOf('openUrl')).toHaveLength(1));
    expect(new URL(String(h.rt.callsOf('openUrl')[0][0])).hostname).toBe('epay.epicc.com.cn');
  });

  it('shows nothing of the proposal with a wrong code', async () => {
    const { policy, query } = await payLink();
    removeToken();
    await openSandboxPage(sandbox, PAGE, { persona: 'anonymous', query: { ...query, code: 'FFFFFFFFFFFFFFFF' } });
    expect(await screen.findByText(PAY_LINK_INVALID, {}, WAIT)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(policy.licenseNo || policy.riskName);
  });
});

// The follow-up form mounts Formily and antd controls lazily: slow on a loaded machine.
describe('customer-info/customer-handling (任务处理)', { timeout: 60000 }, () => {
  const PAGE = 'customer-info/customer-handling';
  const todoCustomer = (): Customer => {
    const c = ownCustomers().find((x) => x.taskType === '2');
    if (!c) throw new Error('seed: a customer of the manager with a vehicle to-do task');
    return c;
  };

  it('records a successful follow-up with a reason of that result, finishes the task and shows it', async () => {
    const c = todoCustomer();
    const h = await open(PAGE, ids(c));
    expect(await screen.findByText('待办', {}, WAIT)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: '跟进成功' }, WAIT));
    await userEvent.click(await screen.findByRole('combobox', {}, WAIT));
    await userEvent.click(await screen.findByTitle('已加保非车险', {}, WAIT));
    await userEvent.type(screen.getByPlaceholderText('如：客户下周到店报价'), '加保驾乘险');
    await userEvent.click(screen.getByRole('button', { name: '提交跟进' }));
    await waitFor(() => expect(h.called('saveTaskFollow')).toHaveLength(1), WAIT);
    expect(h.called('saveTaskFollow')[0][1]).toMatchObject({ ...ids(c), followStatus: 'mu002', reasonType: 'note-success', reasonCode: '03', remark: '加保驾乘险' });
    expect(h.called('tradeStatusReason').some(([, params]) => params.codeType === 'note-success')).toBe(true);
    expect(h.called('reservationTask')).toEqual([]);
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['跟进已记录', 'success']));
    expect(await screen.findByText('已加保非车险：加保驾乘险', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('已完成')).toBeInTheDocument();
    const after = sandbox.store.state.customers.find((x) => x.custId === c.custId);
    expect(after).toMatchObject({ followStatus: 'mu002', taskType: '3' });
  });

  it('asks for the reason and records nothing without one', async () => {
    const c = todoCustomer();
    const h = await open(PAGE, ids(c));
    await userEvent.click(await screen.findByRole('button', { name: '提交跟进' }, WAIT));
    await waitFor(() => expect(document.querySelector('.ant-formily-item-error')?.textContent).toContain('请选择跟进原因'), WAIT);
    expect(h.called('saveTaskFollow')).toEqual([]);
    expect(sandbox.store.state.customers.find((x) => x.custId === c.custId)?.taskType).toBe('2');
  });

  it("finds no task of another manager's customer", async () => {
    const c = othersCustomer();
    const h = await open(PAGE, ids(c));
    expect(await screen.findByText('未查询到该客户的任务', {}, WAIT)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(c.custName);
    expect(h.called('saveTaskFollow')).toEqual([]);
  });

  it("is reached from the customer detail's 客户服务 rows", async () => {
    const c = todoCustomer();
    const h = await open('customer-info/customerInfo-detail', ids(c));
    await userEvent.click(await screen.findByText('任务处理', {}, WAIT));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/customer-handling', ids(c), false]);
  });
});

describe('customer-info/appreciation (增值服务)', () => {
  const PAGE = 'customer-info/appreciation';

  it("shows the customer's packs with each service's remaining uses and books a use", async () => {
    const c = ownCustomers()[0];
    const h = await open(PAGE, ids(c));
    const packs = sandbox.store.state.servicePacks.filter((p) => p.comCode === COM && p.status === '1' && p.vehicle).slice(0, 3);
    expect(await screen.findByText(`${c.custName}已享 ${packs.length} 个服务包 · 点击预约使用可为客户预约服务`, {}, WAIT)).toBeInTheDocument();
    const first = packs[0].items[0];
    // The first service of the first pack has not been used (the sandbox's usage pattern).
    expect(screen.getByText(`${first.itemName} 剩${first.times}/${first.times}次`)).toBeInTheDocument();
    expect(h.called('queryAddedService')[0][1]).toMatchObject(ids(c));
    expect(h.called('getAddedService')[0][1]).toMatchObject(ids(c));
    await userEvent.click(screen.getAllByRole('button', { name: '预约使用' })[0]);
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/customer-reservation', ids(c), false]);
  });

  it("shows nothing for another manager's customer", async () => {
    const c = othersCustomer();
    await open(PAGE, ids(c));
    expect((await screen.findAllByText(CUSTOMER_NOT_FOUND, {}, WAIT)).length).toBeGreaterThan(0);
    // The lazily loaded error state with its 重试 is in before the case ends.
    expect((await screen.findAllByRole('button', { name: /重\s*试/ }, WAIT)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '预约使用' })).toBeNull();
  });
});

describe('customer-info/non-vehicle (非车险)', () => {
  const PAGE = 'customer-info/non-vehicle';
  const VEHICLE_URL = 'https://issue.epicc.com.cn/vehicle/';
  const withIssuingSystem = (query: Record<string, string> = {}): Promise<SandboxPage> =>
    openSandboxPage(sandbox, PAGE, { persona: 'manager', query, comId: COM, overrides: { config: () => ({ wecomComId: COM, userComId: COM, vehicleUrl: VEHICLE_URL }) } });

  it("opens a kind's entry of the issuing system with the customer's encrypted id", async () => {
    const c = ownCustomers()[0];
    const h = await withIssuingSystem(ids(c));
    expect(await screen.findByText(`为客户${c.custName}投保非车险，投保人信息将带入出单系统`, {}, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByText('家庭财产保险'));
    await waitFor(() => expect(h.rt.callsOf('openUrl')).toHaveLength(1));
    const url = String(h.rt.callsOf('openUrl')[0][0]);
    expect(url).toBe(`${VEHICLE_URL}nonvehicle/homeProIns?encryptCustId=${c.encryptCustId}`);
    await userEvent.click(screen.getByText('查看非车保单'));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/insurance-no-car-policy', ids(c), false]);
  });

  it('opens the plain entries without a customer and asks for none', async () => {
    const h = await withIssuingSystem();
    await userEvent.click(await screen.findByText('组合保险', {}, WAIT));
    await waitFor(() => expect(h.rt.callsOf('openUrl')).toHaveLength(1));
    expect(h.rt.callsOf('openUrl')[0][0]).toBe(`${VEHICLE_URL}nonvehicle/portfolio`);
    expect(h.requests).toEqual([]);
    expect(screen.queryByText('查看非车保单')).toBeNull();
  });

  it('opens nothing and says so when the app config names no issuing system', async () => {
    const h = await open(PAGE);
    await userEvent.click(await screen.findByText('责任保险', {}, WAIT));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['出单系统地址未配置，请联系管理员', 'warning']));
    expect(h.rt.callsOf('openUrl')).toEqual([]);
  });
});

describe('customer-info/street-sweeping and street-sweeping-send (灾害提醒)', { timeout: 60000 }, () => {
  /** A Beijing warning affecting the manager's own customers, and those customers. */
  const warningOfMine = () => {
    const own = new Set(ownCustomers().map((c) => c.custId));
    const w = sandbox.store.state.disasterWarnings.find((x) => x.comCode.startsWith('11') && x.custIds.some((id) => own.has(id)));
    if (!w) throw new Error('seed: a Beijing warning affecting the manager\'s customers');
    return { w, mine: w.custIds.filter((id) => own.has(id) || sandbox.store.state.bindings.some((b) => b.custId === id && b.userCode === MANAGER)) };
  };

  it('lists the warnings with the customers they affect and opens one to send', async () => {
    const { w } = warningOfMine();
    const h = await open('customer-info/street-sweeping');
    const title = (await screen.findAllByText(w.title, {}, WAIT))[0];
    await userEvent.click(title);
    await waitFor(() => expect(h.rt.callsOf('navigate').length).toBeGreaterThan(0));
    const [to, query] = h.rt.callsOf('navigate')[0] as [string, Record<string, string>];
    expect(to).toBe('/customer-info/street-sweeping-send');
    expect(sandbox.store.state.disasterWarnings.find((x) => x.warningId === query.warningId)?.title).toBe(w.title);
    // No Sichuan warning is shown to a Beijing manager.
    const sichuan = sandbox.store.state.disasterWarnings.find((x) => x.comCode.startsWith('51'));
    expect(document.body.textContent).not.toContain(sichuan?.title ?? '—');
  });

  it('reminds the affected customers with the guide link, marks the warning reminded and says how many', async () => {
    const { w } = warningOfMine();
    const h = await open('customer-info/street-sweeping-send', { warningId: w.warningId });
    await userEvent.click(await screen.findByRole('button', { name: '发送提醒' }, WAIT));
    await waitFor(() => expect(h.called('sendDisasterWarningMsg')).toHaveLength(1), WAIT);
    const [, params] = h.called('sendDisasterWarningMsg')[0];
    const shown = h.called('queryDisasterWarningMsgDetailList');
    expect(shown.length).toBeGreaterThan(0);
    expect(params.warningId).toBe(w.warningId);
    expect(String(params.linkUrl)).toContain(w.linkUrl);
    const sent = sandbox.store.state.sends[0];
    expect(sent).toMatchObject({ kind: 'disaster-link', targetId: w.warningId });
    expect([...(params.custIds as string[])].sort()).toEqual([...sent.custIds].sort());
    expect(await screen.findByText(`已向 ${sent.custIds.length} 位客户发送灾害提醒`, {}, WAIT)).toBeInTheDocument();
    expect(sandbox.store.state.disasterWarnings.find((x) => x.warningId === w.warningId)?.sendFlag).toBe('1');
  });

  it("finds no warning of another company's branch and sends nothing", async () => {
    const sichuan = sandbox.store.state.disasterWarnings.find((x) => x.comCode.startsWith('51'));
    if (!sichuan) throw new Error('seed: a Sichuan warning');
    const h = await open('customer-info/street-sweeping-send', { warningId: sichuan.warningId });
    expect(await screen.findByText('未查询到该灾害预警', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送提醒' })).toBeNull();
    expect(h.called('sendDisasterWarningMsg')).toEqual([]);
  });
});

describe('customer-info/insurance-type-list (险种列表)', () => {
  it('lists the non-vehicle kinds with their class, and the vehicle kinds by code', async () => {
    const h = await open('customer-info/insurance-type-list');
    expect(await screen.findByText('个人意外伤害保险', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('险种代码 ZHA')).toBeInTheDocument();
    expect(screen.getAllByText('健康险').length).toBeGreaterThan(0);
    expect(h.called('getNonAutoRiskClassName')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: '车险' }));
    expect(await screen.findByText('机动车交通事故责任强制保险', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('DZA · 国家法定强制保险，上路必备')).toBeInTheDocument();
  });

  it("is reached from 非车险's 查看全部险种 with the customer", async () => {
    const c = ownCustomers()[0];
    const h = await open('customer-info/non-vehicle', ids(c));
    await userEvent.click(await screen.findByText('查看全部险种', {}, WAIT));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/insurance-type-list', ids(c), false]);
  });
});

describe('customer-info/assistant-redirect (智能助手, public)', () => {
  const PAGE = 'customer-info/assistant-redirect';

  it('takes a signed-in staff member straight into the assistant, in place', async () => {
    const h = await open(PAGE);
    await waitFor(() => expect(h.rt.callsOf('navigate')).toEqual([['/customer-info/assistant', {}, true]]), WAIT);
    expect(h.called('getTokenUser')).toHaveLength(1);
  });

  it('offers to log in with the assistant as the target and asks nothing without a session', async () => {
    const h = await openSandboxPage(sandbox, PAGE, { persona: 'anonymous', query: { comId: COM } });
    await userEvent.click(await screen.findByRole('button', { name: '登录后使用' }, WAIT));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/login', { comId: COM, redirect: '/customer-info/assistant' }, false]);
    expect(h.requests).toEqual([]);
  });

  it('does not take a group-chat user into the staff assistant', async () => {
    const h = await open(PAGE, {}, undefined, 'external');
    expect(await screen.findByText('智能助手仅供内部员工使用', {}, WAIT)).toBeInTheDocument();
    expect(h.rt.callsOf('navigate')).toEqual([]);
  });
});

describe('customer-info/share-quote-page (分享报价)', () => {
  const PAGE = 'customer-info/share-quote-page';
  const withCar = (): Customer => {
    const c = ownCustomers().find((x) => sandbox.store.state.cars.some((car) => car.custId === x.custId));
    if (!c) throw new Error('seed: a customer of the manager with a car');
    return c;
  };

  it("shares the quotation as text into the customer's own chat", async () => {
    const c = withCar();
    const car = sandbox.store.state.cars.find((x) => x.custId === c.custId);
    inChat({ entry: 'single_chat_tools', externalUserId: c.externalUserId });
    const h = await open(PAGE, ids(c));
    expect((await screen.findAllByText(car?.licenseNo ?? '—', {}, WAIT)).length).toBeGreaterThan(0);
    expect(h.called('getQuoteInfo')[0][1]).toMatchObject(ids(c));
    await userEvent.click(screen.getByRole('button', { name: '分享到聊天' }));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; text: { content: string } }];
    expect(message.msgtype).toBe('text');
    expect(message.text.content).toContain(`尊敬的${c.custName}，您的车辆${car?.licenseNo}`);
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['发送成功', 'success']));
  });

  it("sends nothing into another customer's chat", async () => {
    const c = withCar();
    const other = ownCustomers().find((x) => x.custId !== c.custId);
    inChat({ entry: 'single_chat_tools', externalUserId: other?.externalUserId ?? '' });
    const h = await open(PAGE, ids(c));
    await userEvent.click(await screen.findByRole('button', { name: '分享到聊天' }, WAIT));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1));
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
  });

  it("quotes nothing for another manager's customer", async () => {
    const c = othersCustomer();
    await open(PAGE, ids(c));
    expect((await screen.findAllByText(CUSTOMER_NOT_FOUND, {}, WAIT)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '分享到聊天' })).toBeNull();
  });
});

describe('customer-info/ocr-identify (证件识别)', { timeout: 60000 }, () => {
  const PAGE = 'customer-info/ocr-identify';
  const photo = (): File => new File(['id-photo'], 'id.jpg', { type: 'image/jpeg' });
  beforeEach(() => {
    if (!URL.createObjectURL) Object.assign(URL, { createObjectURL: () => 'blob:id-photo', revokeObjectURL: () => undefined });
  });

  it("recognises an ID card, lets the user check it and opens the customer it names", async () => {
    // jsdom cannot send a multipart body to the in-process sandbox, so the upload's answer is the
    // one the sandbox gives (uploadAttachment's shape); recognition and lookup go to the sandbox.
    const uploads: unknown[] = [];
    const recorded: Array<[string, Record<string, unknown>]> = [];
    const h = await openSandboxPage(sandbox, PAGE, {
      persona: 'manager',
      comId: COM,
      overrides: {
        request: (api, params, data) => {
          if (api === 'uploadAttachment') {
            uploads.push(data);
            return Promise.resolve({ fileId: 'F0000000000000001', fileName: 'id.jpg', url: '/__sandbox/files/attachment/F0000000000000001' });
          }
          recorded.push([api, params]);
          return appServices.request(api, params, data);
        },
      },
    });
    const calledHere = (api: string) => recorded.filter(([id]) => id === api);
    await userEvent.upload(await screen.findByLabelText('拍摄身份证人像面', {}, WAIT), photo());
    await waitFor(() => expect(calledHere('ocrIdCard')).toHaveLength(1), WAIT);
    expect(uploads).toHaveLength(1);
    expect(calledHere('ocrIdCard')[0][1]).toMatchObject({ imageUrl: '/__sandbox/files/attachment/F0000000000000001' });
    await userEvent.click(await screen.findByRole('button', { name: '查找客户' }, WAIT));
    await waitFor(() => expect(calledHere('weixinCustMainQuery')).toHaveLength(1), WAIT);
    const idNumber = String(calledHere('weixinCustMainQuery')[0][1].idNumber);
    const c = sandbox.store.state.customers.find((x) => x.idNumber === idNumber);
    expect(c?.managerUserCode).toBe(MANAGER);
    await waitFor(() => expect(h.rt.callsOf('navigate')).toEqual([['/customer-info/customerInfo-detail', { custId: c?.custId, encryptCustId: c?.encryptCustId }, false]]));
  });

  it('says so when the corrected ID number is no customer of the user', async () => {
    const other = othersCustomer();
    const recorded: string[] = [];
    const h = await openSandboxPage(sandbox, PAGE, {
      persona: 'manager',
      comId: COM,
      overrides: {
        request: (api, params, data) => {
          recorded.push(api);
          if (api === 'uploadAttachment') return Promise.resolve({ fileId: 'F0000000000000002', url: '/__sandbox/files/attachment/F0000000000000002' });
          return appServices.request(api, params, data);
        },
      },
    });
    await userEvent.upload(await screen.findByLabelText('拍摄身份证人像面', {}, WAIT), photo());
    const idInput = (await screen.findByDisplayValue(/^\d{17}[\dX]$/, {}, WAIT)) as HTMLInputElement;
    await userEvent.clear(idInput);
    await userEvent.type(idInput, other.idNumber);
    await userEvent.click(screen.getByRole('button', { name: '查找客户' }));
    await waitFor(() => expect(h.rt.callsOf('toast').some(([m]) => m === '未查询到该证件号的客户，可核对证件号后重试' || m === BOUND_TO_OTHER)).toBe(true), WAIT);
    expect(h.rt.callsOf('navigate')).toEqual([]);
    expect(recorded).toContain('weixinCustMainQuery');
  });

  it('is reached from the customer-binding page', async () => {
    const h = await open('customer-info/query-customer');
    await userEvent.click(await screen.findByText('识别证件', {}, WAIT));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/ocr-identify', {}, false]);
  });
});

describe('customer-info/official-account-binding (公众号绑定)', () => {
  const PAGE = 'customer-info/official-account-binding';

  it("names the reader's customer and WeCom contact, and binds a customer not yet the user's", async () => {
    const c = ownCustomers().find((x) => x.taskType === '2' && !sandbox.store.state.bindings.some((b) => b.custId === x.custId));
    if (!c) throw new Error('seed: an unbound customer of the manager');
    const h = await open(PAGE, { unionId: c.unionId });
    expect(await screen.findByText(c.custName, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('已关联')).toBeInTheDocument();
    expect(await screen.findByText('未绑定', {}, WAIT)).toBeInTheDocument();
    expect(h.called('qryVisitInfoByUnionId')[0][1]).toMatchObject({ unionId: c.unionId });
    await userEvent.click(screen.getByRole('button', { name: '绑定客户' }));
    await waitFor(() => expect(h.called('weixinCustMainBinding')).toHaveLength(1), WAIT);
    expect(h.called('weixinCustMainBinding')[0][1]).toMatchObject({ custId: c.custId, externalUserId: c.externalUserId });
    expect(await screen.findByText('已绑定', {}, WAIT)).toBeInTheDocument();
    expect(sandbox.store.state.bindings).toContainEqual(expect.objectContaining({ custId: c.custId, userCode: MANAGER }));
    await userEvent.click(screen.getByRole('button', { name: '打开会话' }));
    expect(h.rt.callsOf('openEnterpriseChat')).toEqual([[{ externalUserIds: c.externalUserId }]]);
  });

  it("shows an unknown reader, or another manager's customer, as not linked, with nothing to bind", async () => {
    const other = othersCustomer();
    const h = await open(PAGE, { unionId: other.unionId });
    expect(await screen.findByText('未识别的读者', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('未关联')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(other.custName);
    expect(screen.queryByRole('button', { name: '绑定客户' })).toBeNull();
    expect(h.called('weixinCustMainBinding')).toEqual([]);
  });

  it("without the official-account power code ('0' when its query fails, stored as the spec says) says so and offers no binding", async () => {
    const c = ownCustomers().find((x) => x.taskType === '2' && !sandbox.store.state.bindings.some((b) => b.custId === x.custId));
    if (!c) throw new Error('seed: an unbound customer of the manager');
    await fault('getMpPowerCode', 'http500');
    const h = await open(PAGE, { unionId: c.unionId });
    expect(await screen.findByText(/您尚未开通公众号服务权限/, {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('未绑定', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '绑定客户' })).toBeNull();
    expect(h.called('getMpPowerCode')).toHaveLength(1);
    await waitFor(async () => expect(await readCache('wx_mp_power_code')).toBe('0'), WAIT);
  });

  it("is reached from a reader's row of 客户访问记录", async () => {
    const h = await openSandboxPage(sandbox, 'news/customer-access-history', { persona: 'manager', comId: COM, overrides: { actionSheet: async () => 4 } });
    const rows = await screen.findAllByText(/^阅读《/, {}, WAIT);
    await userEvent.click(rows[0]);
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1), WAIT);
    const [to, query] = h.rt.callsOf('navigate')[0] as [string, Record<string, string>];
    expect(to).toBe('/customer-info/official-account-binding');
    expect(sandbox.store.state.customers.some((x) => x.unionId === query.unionId)).toBe(true);
  });
});

describe('customer-info/upload-image (上传图片)', { timeout: 60000 }, () => {
  const PAGE = 'customer-info/upload-image';
  const photo = (name: string): File => new File(['photo'], name, { type: 'image/jpeg' });
  beforeEach(() => {
    if (!URL.createObjectURL) Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined });
  });
  /** jsdom cannot send multipart bodies to the in-process sandbox: the upload answers as uploadAttachment does; the rest goes to the sandbox. */
  let n = 0;
  const openWithUploads = (query: Record<string, string>, recorded: Array<[string, Record<string, unknown>]>): Promise<SandboxPage> => {
    n = 0;
    return openSandboxPage(sandbox, PAGE, {
      persona: 'manager',
      comId: COM,
      query,
      overrides: {
        request: (api, params, data) => {
          if (api === 'uploadAttachment') {
            n += 1;
            return Promise.resolve({ fileId: `FUP${n}`, fileName: `photo${n}.jpg`, fileSize: 5, url: `/__sandbox/files/attachment/FUP${n}` });
          }
          recorded.push([api, params]);
          return appServices.request(api, params, data);
        },
      },
    });
  };

  it("files the uploaded photos under the customer and lists them on return", async () => {
    const c = ownCustomers()[0];
    const recorded: Array<[string, Record<string, unknown>]> = [];
    await openWithUploads(ids(c), recorded);
    expect(await screen.findByText('该客户暂无图片', {}, WAIT)).toBeInTheDocument();
    await userEvent.upload(await screen.findByLabelText('拍照/上传', {}, WAIT), [photo('a.jpg'), photo('b.jpg')]);
    await waitFor(() => expect(n).toBe(2), WAIT);
    await userEvent.click(await screen.findByRole('radio', { name: '车辆' }, WAIT));
    await userEvent.type(screen.getByPlaceholderText('如：行驶证正副本'), '车头照片');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(recorded.some(([api]) => api === 'saveCustomerAttachments')).toBe(true), WAIT);
    const [, params] = recorded.find(([api]) => api === 'saveCustomerAttachments') ?? ['', {}];
    expect(params).toMatchObject({ custId: c.custId, category: 'car', remark: '车头照片' });
    expect((params.files as Array<{ fileId: string }>).map((f) => f.fileId)).toEqual(['FUP1', 'FUP2']);
    expect(await screen.findByText('已保存 2 张图片', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('photo2.jpg', {}, WAIT)).toBeInTheDocument();
    expect((sandbox.store.state.attachments ?? []).filter((a) => a.custId === c.custId)).toHaveLength(2);
  });

  it('saves nothing before a photo is uploaded', async () => {
    const c = ownCustomers()[0];
    const recorded: Array<[string, Record<string, unknown>]> = [];
    const h = await openWithUploads(ids(c), recorded);
    await userEvent.click(await screen.findByRole('button', { name: /保\s*存/ }, WAIT));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['请先上传图片', 'warning']), WAIT);
    expect(recorded.filter(([api]) => api === 'saveCustomerAttachments')).toEqual([]);
  });

  it("shows nothing of another manager's customer", async () => {
    const c = othersCustomer();
    await open(PAGE, ids(c));
    expect((await screen.findAllByText(CUSTOMER_NOT_FOUND, {}, WAIT)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});
