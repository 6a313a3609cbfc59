/**
 * The contact pages opened from WeCom pushed messages, against the sandbox as the Beijing
 * manager: contact a customer from a task (chat, call, phones by plate), the payment notices
 * (vehicle and non-vehicle, one schema), claim care and the claim group, the new-customer push.
 * Which chat the page is in is the WeCom simulator's; a send goes only into the customer's chat.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { maskPhone } from '@/lib';
import type { Customer } from '@sandbox/seed/types';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import type { RuntimeServices } from '@/react/runtime';
import { RequestError } from '@/request/errors';
import { appServices } from '@/app/services';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
/** The claims advisor persona: the open claim with care to send is hers (sandbox/seed/recentClaims.ts). */
const ADVISOR = '11015211';
const AS_ADVISOR = { persona: 'claims-advisor' };
const WAIT = { timeout: 8000 };

const open = (pageId: string, query: Record<string, string> = {}, options: { route?: string; overrides?: Partial<RuntimeServices>; persona?: string } = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { query, comId: COM, route: options.route, overrides: options.overrides, persona: options.persona });

const state = () => sandbox.store.state;
/** The manager's own customers in the seed. */
const mine = (): Customer[] => state().customers.filter((c) => c.comId === COM && c.managerUserCode === MANAGER);
const carsOf = (c: Customer) => state().cars.filter((x) => x.custId === c.custId);
/** Another company's customer: the manager may not see them. */
const foreign = (): Customer => {
  const visibleIds = new Set(state().customers.filter((x) => x.comId === COM).map((x) => x.externalUserId));
  const c = state().customers.find((x) => x.comId !== COM && !visibleIds.has(x.externalUserId));
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

describe('root/kafka-contact-customer (also /nonvehicle-contact-customer)', () => {
  const inForce = (c: Customer, vehicle: boolean) =>
    state().policies.filter((p) => p.custId === c.custId && p.vehicle === vehicle && p.status === '1');
  const withPolicies = (vehicle: boolean, atLeast: number): Customer => {
    const c = mine().find((x) => inForce(x, vehicle).length >= atLeast);
    if (!c) throw new Error(`no customer with ${atLeast} ${vehicle ? 'vehicle' : 'non-vehicle'} policies`);
    return c;
  };

  it("lists the customer's vehicle policies, shows the chosen one's payment link and sends it into the customer's chat", async () => {
    const c = withPolicies(true, 2);
    const [first, second] = inForce(c, true);
    inChat({ entry: 'single_chat_tools', externalUserId: c.externalUserId });
    const h = await open('root/kafka-contact-customer', { externalUserId: c.externalUserId }, { route: 'KafkaContactCustomer' });
    expect(await screen.findByText('车险保单', {}, WAIT)).toBeInTheDocument();
    expect(h.called('queryWxContactInfo')[0][1]).toEqual({ externalUserId: c.externalUserId });
    await waitFor(() => expect(h.called('getVehiclePolicyByExternalUserId')[0]?.[1]).toEqual({ externalUserId: c.externalUserId }), WAIT);
    expect(h.called('queryPolicyList')).toHaveLength(0);
    expect(await screen.findByText(second.policyNo, {}, WAIT)).toBeInTheDocument();
    // The first policy is chosen until another is tapped.
    await waitFor(() => expect(h.called('queryPolicyNoInfo')[0]?.[1]).toEqual({ policyNo: first.policyNo }), WAIT);
    await userEvent.click(screen.getByText(second.policyNo));
    await waitFor(() => expect(h.called('queryEPayUrlInfo').at(-1)?.[1]).toEqual({ policyNo: second.policyNo, proposalNo: second.proposalNo }), WAIT);
    expect(await screen.findByText(second.proposalNo, {}, WAIT)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '发送缴费通知' }, WAIT));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1), WAIT);
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; news: { title: string; desc: string; link: string } }];
    expect(message.msgtype).toBe('news');
    expect(message.news.title).toBe('保费缴纳通知');
    expect(message.news.desc).toContain(second.riskName);
    // The customer's payment page, with the link code its open call checks.
    expect(message.news.link).toMatch(new RegExp(`public-pay-qrCode\\?proposalNo=${second.proposalNo}&code=[0-9A-F]+$`));
    expect(h.rt.callsOf('confirm')).toHaveLength(0);
  });

  it("sends a non-vehicle notice into no other customer's chat", async () => {
    const c = withPolicies(false, 1);
    const other = mine().find((x) => x.custId !== c.custId);
    if (!other) throw new Error('no other customer');
    inChat({ entry: 'single_chat_tools', externalUserId: other.externalUserId });
    const h = await open('root/kafka-contact-customer', { externalUserId: c.externalUserId }, { route: 'NonvehicleContactCustomer' });
    await waitFor(() => expect(h.called('queryPolicyList')[0]?.[1]).toMatchObject({ externalUserId: c.externalUserId, riskType: '2', status: '1' }), WAIT);
    expect(h.called('getVehiclePolicyByExternalUserId')).toHaveLength(0);
    const policy = inForce(c, false)[0];
    expect(await screen.findByText(policy.proposalNo, {}, WAIT)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '发送缴费通知' }, WAIT));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1), WAIT);
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '未发送' });
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
  });

  it("refuses a pushed policy that is not the customer's, and a customer the manager may not see", async () => {
    const c = withPolicies(true, 1);
    const notTheirs = state().policies.find((p) => p.custId !== c.custId && p.userCode === MANAGER && p.vehicle && p.status === '1');
    if (!notTheirs) throw new Error('no policy of another customer');
    const h = await open('root/kafka-contact-customer', { externalUserId: c.externalUserId, policyNo: notTheirs.policyNo }, { route: 'KafkaContactCustomer' });
    expect(await screen.findByText('该保单不属于此客户，不能向其发送缴费通知。', {}, WAIT)).toBeInTheDocument();
    expect(h.called('queryEPayUrlInfo')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '发送缴费通知' })).toBeNull();

    cleanup();
    const other = foreign();
    const h2 = await open('root/kafka-contact-customer', { externalUserId: other.externalUserId }, { route: 'KafkaContactCustomer' });
    expect(await screen.findByText('未找到该客户', {}, WAIT)).toBeInTheDocument();
    expect(h2.called('getVehiclePolicyByExternalUserId')).toHaveLength(0);
  });
});

/** The open claim of the claims advisor's customer whose claim care is still to send (sandbox/seed/recentClaims.ts). */
const openClaim = () => {
  const care = state().careMsgs.find((m) => m.userCode === ADVISOR && m.careType === '3' && m.sendFlag === '0');
  const claim = care && state().claims.find((c) => c.registNo === care.registNo);
  const customer = claim && state().customers.find((c) => c.custId === claim.custId);
  if (!care || !claim || !customer) throw new Error('no open claim with care to send');
  return { care, claim, customer };
};

describe('root/insurance-contact-customer', () => {
  it("shows the claim and its care message, sends it into the customer's chat and marks it sent", async () => {
    const { care, claim, customer } = openClaim();
    inChat({ entry: 'single_chat_tools', externalUserId: customer.externalUserId });
    const h = await open('root/insurance-contact-customer', { registNo: claim.registNo }, AS_ADVISOR);
    expect(await screen.findByText(care.content, {}, WAIT)).toBeInTheDocument();
    expect(h.called('claimInterfServlet')[0][1]).toMatchObject({ registNo: claim.registNo });
    expect(h.called('queryFirstAccidentCareMsg')[0][1]).toEqual({ registNo: claim.registNo });
    expect(screen.getByText(claim.statusName)).toBeInTheDocument();
    expect(screen.getByText(`${claim.handlerName} ${maskPhone(claim.handlerMobile)}`)).toBeInTheDocument();
    expect(screen.getByText('待发送')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发送关怀' }));
    await waitFor(() => expect(h.called('updateCustcareMsgSendFlagByRegistNo')).toHaveLength(1), WAIT);
    expect(h.rt.callsOf('sendToChat')[0][0]).toEqual({ msgtype: 'text', text: { content: care.content } });
    expect(h.called('updateCustcareMsgSendFlagByRegistNo')[0][1]).toEqual({ registNo: claim.registNo, sendFlag: '1' });
    expect(state().careMsgs.find((m) => m.careId === care.careId)?.sendFlag).toBe('1');
    expect(await screen.findByRole('button', { name: '再次发送' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('已发送')).toBeInTheDocument();
  });

  it("sends nothing into another customer's chat and leaves the care unsent", async () => {
    const { care, claim, customer } = openClaim();
    const other = mine().find((x) => x.custId !== customer.custId && x.externalUserId !== customer.externalUserId);
    if (!other) throw new Error('no other customer');
    inChat({ entry: 'single_chat_tools', externalUserId: other.externalUserId });
    const h = await open('root/insurance-contact-customer', { registNo: claim.registNo }, AS_ADVISOR);
    await screen.findByText(care.content, {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: '发送关怀' }));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1), WAIT);
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
    expect(h.called('updateCustcareMsgSendFlagByRegistNo')).toHaveLength(0);
    expect(state().careMsgs.find((m) => m.careId === care.careId)?.sendFlag).toBe('0');
  });

  it('starts the claim drainage and opens the claim group page; an unknown claim shows the error', async () => {
    const { claim } = openClaim();
    const h = await open('root/insurance-contact-customer', { registNo: claim.registNo }, AS_ADVISOR);
    await userEvent.click(await screen.findByRole('button', { name: '理赔一键建群' }, WAIT));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toEqual([['/claim-group-building', { registNo: claim.registNo }, false]]), WAIT);
    expect(h.called('claimDrainage')[0][1]).toEqual({ registNo: claim.registNo });

    cleanup();
    await open('root/insurance-contact-customer', { registNo: 'RDAA2026110100000000' }, AS_ADVISOR);
    expect(await screen.findByText('未查询到该理赔案件，请核对报案号', {}, WAIT)).toBeInTheDocument();
  });
});

describe('root/claim-group-building', () => {
  it('creates the claim group once, records it, and then offers the group chat', async () => {
    const { claim, customer } = openClaim();
    const h = await open('root/claim-group-building', { registNo: claim.registNo }, AS_ADVISOR);
    expect(await screen.findByText('未建群', {}, WAIT)).toBeInTheDocument();
    expect(screen.getAllByText(customer.custName).length).toBeGreaterThan(0);
    await waitFor(() => expect(h.called('getClaimManager')[0]?.[1]).toEqual({ registNo: claim.registNo }), WAIT);
    expect(await screen.findByText(`${claim.handlerName} ${maskPhone(claim.handlerMobile)}`, {}, WAIT)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: '一键建群' });
    await waitFor(() => expect(button).toBeEnabled(), WAIT);
    await userEvent.click(button);
    await waitFor(() => expect(h.called('claimBehaviorRecords')).toHaveLength(1), WAIT);
    expect(h.called('createClaimGroup')[0][1]).toEqual({ registNo: claim.registNo });
    expect(h.called('claimBehaviorRecords')[0][1]).toEqual({ registNo: claim.registNo, behavior: 'createGroup' });
    const group = state().claimGroups.find((g) => g.registNo === claim.registNo && g.status === '1');
    expect(group?.userCode).toBe(ADVISOR);
    expect(await screen.findByText(group?.groupName ?? '?', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('已建群')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '一键建群' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '进入群聊' }));
    expect(h.rt.callsOf('openEnterpriseChat')).toEqual([[{ chatId: group?.chatId }]]);
  });

  it('does not let an unregistered user create the group', async () => {
    const { claim } = openClaim();
    sandbox.store.write((s) => {
      const me = s.staff.find((x) => x.userCode === ADVISOR);
      if (me) me.managerRecord = null;
    });
    const h = await open('root/claim-group-building', { registNo: claim.registNo }, AS_ADVISOR);
    expect(await screen.findByText('请先登记客户经理或理赔顾问信息，登记后才能一键建群。', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '一键建群' }, WAIT)).toBeDisabled();
    await userEvent.click(screen.getByText('请先登记客户经理或理赔顾问信息，登记后才能一键建群。'));
    expect(h.rt.callsOf('navigate')).toEqual([['/business-card/register-card', {}, false]]);
    expect(h.called('createClaimGroup')).toHaveLength(0);
  });
});

describe('root/customer-message', () => {
  const bound = (custId: string) => state().bindings.some((b) => b.custId === custId && b.userCode === MANAGER);
  /** The pushed customers still to bind, as the page asks for them (taskType 2 vehicle, 6 non-vehicle). */
  const pushed = (taskType: '2' | '6') => mine().filter((c) => c.taskType === taskType && c.pushSource === 'todoTask' && !bound(c.custId));

  it('lists the pushed vehicle customers still to bind with the counts, and binds one off the list', async () => {
    const cars = pushed('2');
    const nocars = pushed('6');
    expect(cars.length).toBeGreaterThan(1);
    const h = await open('root/customer-message');
    expect(await screen.findByRole('tab', { name: new RegExp(`^车险客户\\s*${cars.length}$`) }, WAIT)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: new RegExp(`^非车客户\\s*${nocars.length}$`) }, WAIT)).toBeInTheDocument();
    expect(h.called('weixinCustMainQuery')[0][1]).toMatchObject({ taskType: '2', pushSource: 'todoTask', bindFlag: '0', pageNo: 1, pageSize: 10 });
    const target = cars[0];
    const name = await screen.findByText(target.custName, {}, WAIT);
    expect(screen.getAllByText(maskPhone(target.mobile)).length).toBeGreaterThan(0);
    const row = name.closest('.w-list__row');
    if (!(row instanceof HTMLElement)) throw new Error('no row');
    await userEvent.click(within(row).getByRole('button', { name: /绑\s*定/ }));
    await waitFor(() => expect(h.called('weixinCustMainBinding')).toHaveLength(1), WAIT);
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '绑定客户', content: `确定将客户“${target.custName}”绑定到您的名下吗？` });
    expect(h.called('weixinCustMainBinding')[0][1]).toEqual({ custId: target.custId, encryptCustId: target.encryptCustId, externalUserId: target.externalUserId, bindSource: target.bindSource });
    expect(bound(target.custId)).toBe(true);
    await waitFor(() => expect(screen.queryByText(target.custName)).toBeNull(), WAIT);
    expect(await screen.findByRole('tab', { name: new RegExp(`^车险客户\\s*${cars.length - 1}$`) }, WAIT)).toBeInTheDocument();
    expect(h.rt.callsOf('toast')).toContainEqual(['绑定成功', 'success']);
  });

  it('opens on the non-vehicle tab the push names, and a row opens the to-do customer detail', async () => {
    const target = pushed('6')[0];
    if (!target) throw new Error('no pushed non-vehicle customer');
    const h = await open('root/customer-message', { tab: 'nocar' });
    await userEvent.click(await screen.findByText(target.custName, {}, WAIT));
    expect(h.called('weixinCustMainQuery')[0][1]).toMatchObject({ taskType: '6', pushSource: 'todoTask', bindFlag: '0' });
    expect(h.rt.callsOf('navigate')).toEqual([['/home/upcoming-customerInfo-detail', { custId: target.custId, encryptCustId: target.encryptCustId }, false]]);
  });

  it('shows the error with a retry when the list cannot load', async () => {
    let fail = true;
    await open('root/customer-message', {}, {
      overrides: {
        request: (api, params, data) => {
          if (api === 'weixinCustMainQuery' && fail) return Promise.reject(new RequestError('answer', '系统繁忙，请稍后重试', { apiId: api, status: 1 }));
          return appServices.request(api, params, data);
        },
      },
    });
    expect(await screen.findByText('系统繁忙，请稍后重试', {}, WAIT)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText(pushed('2')[0].custName, {}, WAIT)).toBeInTheDocument();
  });
});

describe('customer-info/customerInfo-detail as its /home route variants', () => {
  const todo = (): Customer => {
    const c = mine().find((x) => x.taskType === '2' && !state().bindings.some((b) => b.custId === x.custId));
    if (!c) throw new Error('no unbound customer with a task to do');
    return c;
  };

  it('待办客户详情 shows the task and completes it by binding the customer', async () => {
    const c = todo();
    const h = await open('customer-info/customerInfo-detail', { custId: c.custId, encryptCustId: c.encryptCustId }, { route: 'UpcomingCustomerInfoDetail' });
    expect(await screen.findByText('待办任务', {}, WAIT)).toBeInTheDocument();
    expect(h.called('weixinCustMainQuery')[0][1]).toMatchObject({ custId: c.custId, encryptCustId: c.encryptCustId });
    expect(screen.queryByRole('button', { name: '预约服务' })).toBeNull();
    const complete = await screen.findByRole('button', { name: '完成任务' }, WAIT);
    await waitFor(() => expect(complete).toBeEnabled(), WAIT);
    await userEvent.click(complete);
    await waitFor(() => expect(h.called('weixinCustMainBinding')).toHaveLength(1), WAIT);
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '完成任务', content: `完成任务会同时把客户“${c.custName}”绑定到您的名下，确定完成吗？` });
    expect(h.called('weixinCustMainBinding')[0][1]).toMatchObject({ custId: c.custId, bindSource: c.bindSource });
    expect(state().customers.find((x) => x.custId === c.custId)?.taskType).toBe('3');
    expect(await screen.findByText('已完成', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '完成任务' })).toBeDisabled(), WAIT);
    await userEvent.click(screen.getByRole('button', { name: '联系客户' }));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/contact-customer', { custId: c.custId, encryptCustId: c.encryptCustId }, false]);
  });

  it("客户详情 (client) opens the chat with the customer's WeCom contact; the plain detail asks for no task", async () => {
    const c = mine()[0];
    const h = await open('customer-info/customerInfo-detail', { custId: c.custId, encryptCustId: c.encryptCustId }, { route: 'ClientCustomerInfoDetail' });
    await userEvent.click(await screen.findByRole('button', { name: '发起会话' }, WAIT));
    expect(h.rt.callsOf('openEnterpriseChat')).toEqual([[{ externalUserIds: c.externalUserId }]]);
    expect(h.called('weixinCustMainQuery')).toHaveLength(0);

    cleanup();
    const plain = await open('customer-info/customerInfo-detail', { custId: c.custId, encryptCustId: c.encryptCustId }, { route: 'CustomerInfoDetail' });
    expect(await screen.findByRole('button', { name: '预约服务' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发起会话' })).toBeNull();
    expect(screen.queryByText('待办任务')).toBeNull();
    expect(plain.called('weixinCustMainQuery')).toHaveLength(0);
  });
});

describe('chat sidebar pages (the current WeCom contact: query.externalUserId, else asked of WeCom)', () => {
  const withVehiclePolicies = (): Customer => {
    const c = mine().find((x) => state().policies.filter((p) => p.custId === x.custId && p.vehicle && p.status === '1').length >= 2);
    if (!c) throw new Error('no customer with vehicle policies');
    return c;
  };

  it("企微客服 shows the contact, its customer's vehicle policies, and opens a policy's details", async () => {
    const c = withVehiclePolicies();
    const policy = state().policies.find((p) => p.custId === c.custId && p.vehicle && p.status === '1');
    if (!policy) throw new Error('no policy');
    const h = await open('wechat/wechat-customer-service', { externalUserId: c.externalUserId });
    expect(await screen.findByText('企业微信信息', {}, WAIT)).toBeInTheDocument();
    expect(h.called('getExternalContact')[0][1]).toEqual({ externalUserId: c.externalUserId });
    await userEvent.click(await screen.findByText(policy.policyNo, {}, WAIT));
    expect(h.called('getVehiclePolicyByExternalUserId')[0][1]).toEqual({ externalUserId: c.externalUserId });
    expect(h.rt.callsOf('navigate')).toEqual([['/wechat/policyDetails', { externalUserId: c.externalUserId, policyNo: policy.policyNo }, false]]);
    for (const tag of c.labels.slice(0, 2)) expect(screen.getByText(tag)).toBeInTheDocument();
  });

  it('企微客服 and 客户主页 lead a contact bound to no customer of the user to the customer search', async () => {
    const other = foreign();
    const h = await open('wechat/wechat-customer-service', { externalUserId: other.externalUserId });
    expect(await screen.findByText('该联系人尚未绑定客户', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(other.custName)).toBeNull();
    expect(h.called('getVehiclePolicyByExternalUserId')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '去绑定客户' }));
    expect(h.rt.callsOf('navigate')).toEqual([['/customer-info/query-customer', {}, false]]);

    cleanup();
    const home = await open('particulars-home/customer-info-and-home', { externalUserId: other.externalUserId });
    expect(await screen.findByText('该联系人尚未绑定客户', {}, WAIT)).toBeInTheDocument();
    expect(home.called('weixinBaseInfoSearch')).toHaveLength(0);

    cleanup();
    await open('particulars-home/customer-info-and-home');
    expect(await screen.findByText('未获取到当前联系人', {}, WAIT)).toBeInTheDocument();
  });

  it("客户主页 shows the contact's customer at a glance and leads to the full detail", async () => {
    const c = withVehiclePolicies();
    const h = await open('particulars-home/customer-info-and-home', { externalUserId: c.externalUserId });
    expect(await screen.findByText('跟进情况', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(h.called('weixinBaseInfoSearch')[0]?.[1]).toEqual({ custId: c.custId, encryptCustId: c.encryptCustId }), WAIT);
    expect(await screen.findByText(maskPhone(c.mobile), {}, WAIT)).toBeInTheDocument();
    expect(h.called('weixinPlydtlSearch')[0][1]).toMatchObject({ custId: c.custId, pageNo: 1, pageSize: 3 });
    await userEvent.click(screen.getByRole('button', { name: '客户详情' }));
    expect(h.rt.callsOf('navigate')).toEqual([['/home/client-customerInfo-detail', { custId: c.custId, encryptCustId: c.encryptCustId }, false]]);
  });

  it('opened from the chat sidebar without a query, asks WeCom for the contact of the chat or profile', async () => {
    const c = withVehiclePolicies();
    inChat({ entry: 'single_chat_tools', externalUserId: c.externalUserId });
    const h = await open('particulars-home/customer-info-and-home');
    expect(await screen.findByText('跟进情况', {}, WAIT)).toBeInTheDocument();
    expect(h.called('queryWxContactInfo')[0][1]).toEqual({ externalUserId: c.externalUserId });
    expect(await screen.findByText(maskPhone(c.mobile), {}, WAIT)).toBeInTheDocument();

    cleanup();
    inChat({ entry: 'contact_profile', externalUserId: c.externalUserId });
    const service = await open('wechat/wechat-customer-service');
    expect(await screen.findByText('企业微信信息', {}, WAIT)).toBeInTheDocument();
    expect(service.called('getExternalContact')[0][1]).toEqual({ externalUserId: c.externalUserId });

    cleanup();
    inChat({ entry: 'group_chat_tools', chatId: 'wrSandboxGroup001' });
    const group = await open('wechat/wechat-customer-service');
    expect(await screen.findByText('未获取到当前联系人', {}, WAIT)).toBeInTheDocument();
    expect(group.called('queryWxContactInfo')).toHaveLength(0);
  });

  it("保单详情 sends the e-policy only into the customer's chat and marks it sent; another customer's policy is not shown", async () => {
    const c = withVehiclePolicies();
    const policy = state().policies.find((p) => p.custId === c.custId && p.vehicle && p.status === '1' && p.coverages.length > 0);
    if (!policy) throw new Error('no policy');
    inChat({ entry: 'single_chat_tools', externalUserId: c.externalUserId });
    const h = await open('wechat/policyDetails', { externalUserId: c.externalUserId, policyNo: policy.policyNo });
    expect(await screen.findByText('承保险别', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText(policy.coverages[0].kindName, {}, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /发送电子保单$/ }));
    await waitFor(() => expect(h.called('updateSendFlagByPolicyNo')).toHaveLength(1), WAIT);
    expect(h.called('getSendEPolicyLink')[0][1]).toEqual({ policyNo: policy.policyNo });
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; news: { title: string } }];
    expect(message).toMatchObject({ msgtype: 'news', news: { title: '电子保单' } });
    expect(state().policies.find((p) => p.policyNo === policy.policyNo)?.sendFlag).toBe('1');
    expect(await screen.findByRole('button', { name: '再次发送电子保单' }, WAIT)).toBeInTheDocument();

    cleanup();
    const notTheirs = state().policies.find((p) => p.custId !== c.custId && p.userCode === MANAGER);
    if (!notTheirs) throw new Error('no other policy');
    const h2 = await open('wechat/policyDetails', { externalUserId: c.externalUserId, policyNo: notTheirs.policyNo });
    expect(await screen.findByText('不是该客户的保单', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(notTheirs.policyNo)).toBeNull();
    expect(screen.queryByRole('button', { name: /发送电子保单$/ })).toBeNull();
    expect(h2.called('getSendEPolicyLink')).toHaveLength(0);
  });
});

describe('custcare-msg/wechat-add', () => {
  it("shows the user's contact QR code and copies the customer's number for WeCom's add-customer search", async () => {
    const c = mine()[0];
    const h = await open('custcare-msg/wechat-add', { custId: c.custId, encryptCustId: c.encryptCustId });
    expect(await screen.findByText('扫码添加', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(h.called('queryContactWayQRCode')).toHaveLength(1), WAIT);
    const qr = await screen.findByAltText('我的企业微信二维码', {}, WAIT);
    await waitFor(() => expect(qr.getAttribute('src')).toMatch(new RegExp(`qrcode-contact-${MANAGER}`)), WAIT);
    expect(screen.queryByText(c.mobile)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '复制手机号' }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toHaveLength(1), WAIT);
    expect(h.rt.callsOf('copy')[0][0]).toBe(c.mobile);
    expect(h.called('decryptCustomerPhone')[0][1]).toEqual({ custId: c.custId, encryptCustId: c.encryptCustId });
  });

  it('is offered by 联系客户 for a customer who is not yet a WeCom contact; without a customer it shows nothing', async () => {
    const c = mine()[0];
    sandbox.store.write((s) => {
      const x = s.customers.find((y) => y.custId === c.custId);
      if (x) x.externalUserId = '';
    });
    const h = await open('root/contact-customer', { custId: c.custId, encryptCustId: c.encryptCustId });
    expect(await screen.findByText('该客户还不是您的企业微信联系人，添加为好友后才能发起会话。', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发起会话' })).toBeNull();
    expect(h.called('getExternalContact')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '添加企微好友' }));
    expect(h.rt.callsOf('navigate')).toEqual([['/custcare-msg/wechat-add', { custId: c.custId, encryptCustId: c.encryptCustId }, false]]);

    cleanup();
    const bare = await open('custcare-msg/wechat-add');
    expect(await screen.findByText('缺少客户信息', {}, WAIT)).toBeInTheDocument();
    expect(bare.called('queryContactWayQRCode')).toHaveLength(0);
  });
});
