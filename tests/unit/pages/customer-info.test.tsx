/**
 * customer-info pages against the sandbox (real request layer and sandbox behind MSW), with the
 * navigation, dialog, chat and permission services recorded: binding from the lookup list, sending
 * an e-policy to the chat, and fixing the marketing phone.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { getUserInfo } from '@/session';
import { maskPhone, maskPhoneForCompare } from '@/lib';
import { BOUND_TO_OTHER } from '@sandbox/handlers/scope';
import { findPersona } from '@sandbox/session/personas';
import type { Customer } from '@sandbox/seed/types';
import { formatDateTime } from '@/lib/datetime';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, pageOpener, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { ageAt, parseCst } from '@sandbox/util/dates';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const open = pageOpener(sandbox, COM);

startEachTestFresh(sandbox);

describe('customer-info/query-customer', () => {
  it('binds an unbound to-do customer from the row action sheet and says 绑定成功', async () => {
    const h = await open('customer-info/query-customer', 'manager');
    await userEvent.click(await screen.findByText('谢晓燕', {}, { timeout: 8000 }));
    await waitFor(() => expect(h.called('weixinCustMainBinding')).toHaveLength(1));
    expect(h.rt.callsOf('actionSheet')[0][1]).toEqual([{ label: '绑定客户', danger: undefined }, { label: '查看客户详情', danger: undefined }]);
    expect(h.rt.callsOf('confirm')).toHaveLength(1);
    const [, params] = h.called('weixinCustMainBinding')[0];
    expect(params).toMatchObject({ custId: '1199832231009749', encryptCustId: 'D6FA652F72AF80ABE4A35F6F7E5DE2DF' });
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['绑定成功', 'success']));
  });

  it('opens the detail of a bound customer with both ids', async () => {
    // Bound customers' binding tasks are done: they are on 已办.
    const h = await open('customer-info/query-customer', 'manager', { tab: '3' });
    await userEvent.click(await screen.findByText('王芳', {}, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')[0]).toEqual([
      '/customer-info/customerInfo-detail',
      { custId: '1147354291901302', encryptCustId: 'A42756F25E150B7296BB686FC040F4CD' },
      false,
    ]);
  });
});

describe('customer pages opened without their identifiers', () => {
  const PAGES: ReadonlyArray<readonly [string, string]> = [
    ['customer-info/customerInfo-detail', '缺少客户信息'],
    ['customer-info/more-info-detail', '缺少客户信息'],
    ['customer-info/more-info-portrayal', '缺少客户信息'],
    ['customer-info/more-policy-info', '缺少客户信息'],
    ['customer-info/policy-list', '缺少客户信息'],
    ['customer-info/more-claim-info', '缺少客户信息'],
    ['customer-info/customer-reservation', '缺少客户信息'],
    ['customer-info/claim-schedule', '缺少理赔案件信息'],
  ];

  it.each(PAGES)('%s says what is missing, asks for nothing and shows no customer', async (pageId, message) => {
    const h = await open(pageId, 'manager');
    expect(await screen.findByText(message, {}, { timeout: 8000 })).toBeInTheDocument();
    // Nothing about a customer was asked for, so none of the manager's customers shows.
    expect(h.requests.map(([api]) => api)).toEqual([]);
    const s = sandbox.store.state;
    const text = document.body.textContent ?? '';
    for (const c of s.customers.filter((x) => x.comId === COM)) expect(text, c.custName).not.toContain(c.custName);
  });
});

describe('customer-info/query-customer as a new employee', () => {
  const NEWCOMER = findPersona('newcomer')?.people[COM].userCode ?? '';
  /** The company's customers of other staff: managed by or bound to someone else. */
  const othersCustomers = (): Customer[] => {
    const s = sandbox.store.state;
    return s.customers.filter((c) => c.comId === COM && c.managerUserCode !== NEWCOMER && !s.bindings.some((b) => b.custId === c.custId && b.userCode === NEWCOMER));
  };

  it('shows none of another manager\'s customers on any tab', async () => {
    const h = await open('customer-info/query-customer', 'newcomer');
    // Found, not checked as still attached: the lazily loaded antd Empty replaces its stand-in.
    await screen.findByText('暂无待办客户', {}, { timeout: 8000 });
    for (const tab of ['已办', '非车待办', '非车已办']) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      await screen.findByText(`暂无${tab}客户`, {}, { timeout: 8000 });
    }
    const text = document.body.textContent ?? '';
    const others = othersCustomers();
    expect(others.length).toBeGreaterThan(0);
    for (const c of others) expect(text, c.custName).not.toContain(c.custName);
    expect(h.called('weixinCustMainQuery').length).toBeGreaterThan(0);
  });

  it('says a customer bound to another manager is theirs and offers no binding', async () => {
    const s = sandbox.store.state;
    const theirs = othersCustomers().find((c) => s.bindings.some((b) => b.custId === c.custId));
    if (!theirs) throw new Error('no bound customer of another manager');
    const h = await open('customer-info/query-customer', 'newcomer');
    await screen.findByText('暂无待办客户', {}, { timeout: 8000 });
    await userEvent.type(screen.getByRole('searchbox'), `${theirs.idNumber}{Enter}`);
    expect(await screen.findByText(BOUND_TO_OTHER, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(theirs.custName);
    expect(h.rt.callsOf('actionSheet')).toEqual([]);
    expect(h.called('weixinCustMainBinding')).toEqual([]);
    expect(s.bindings.filter((b) => b.custId === theirs.custId).map((b) => b.userCode)).not.toContain(NEWCOMER);
  });

  const unboundOfAnother = (): Customer => {
    const s = sandbox.store.state;
    const free = s.customers.find((c) => c.comId === COM && !s.bindings.some((b) => b.custId === c.custId) && c.managerUserCode !== NEWCOMER);
    if (!free) throw new Error('no unbound customer of another manager');
    return free;
  };

  const searchFor = async (idNumber: string): Promise<void> => {
    await screen.findByText('暂无待办客户', {}, { timeout: 8000 });
    await userEvent.type(screen.getByRole('searchbox'), `${idNumber}{Enter}`);
  };

  it('finds an unbound customer of the company by whole ID number and binds it', async () => {
    const free = unboundOfAnother();
    const h = await open('customer-info/query-customer', 'newcomer');
    await searchFor(free.idNumber);
    await userEvent.click(await screen.findByText(free.custName, {}, { timeout: 8000 }));
    expect(h.rt.callsOf('actionSheet')[0][1]).toEqual([{ label: '绑定客户', danger: undefined }, { label: '查看客户详情', danger: undefined }]);
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['绑定成功', 'success']));
    expect(sandbox.store.state.bindings).toContainEqual(expect.objectContaining({ custId: free.custId, userCode: NEWCOMER }));
  });

  it('does not open the detail of a customer not yet theirs: binding comes first', async () => {
    const free = unboundOfAnother();
    const h = await openSandboxPage(sandbox, 'customer-info/query-customer', { persona: 'newcomer', comId: COM, overrides: { actionSheet: async () => 1 } });
    await searchFor(free.idNumber);
    await userEvent.click(await screen.findByText(free.custName, {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['该客户尚未分配给您，绑定后即可查看客户详情', 'warning']));
    expect(h.rt.callsOf('navigate')).toEqual([]);
    expect(h.called('weixinCustMainBinding')).toEqual([]);
  });
});

describe('customer-info/policy-list', () => {
  const QUERY = { custId: '1160261336876265', encryptCustId: 'CCBCE600DEDE8598FE31BFFE43D2E6FB' };
  /** The customer whose policies the page lists, and another customer of the same manager. */
  const customers = () => {
    const state = sandbox.store.state;
    const owner = state.customers.find((c) => c.custId === QUERY.custId);
    const other = state.customers.find((c) => c.comId === COM && c.custId !== QUERY.custId && c.managerUserCode === owner?.managerUserCode);
    if (!owner || !other) throw new Error('seed: the policy-list customer and another customer of the manager');
    return { owner, other };
  };

  it("sends the e-policy link as a news card into the customer's own chat and marks it sent", async () => {
    const { owner } = customers();
    inChat({ entry: 'single_chat_tools', externalUserId: owner.externalUserId });
    const h = await open('customer-info/policy-list', 'manager', QUERY);
    const buttons = await screen.findAllByRole('button', { name: /发送电子保单/ }, { timeout: 8000 });
    await userEvent.click(buttons[0]);
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; news: Record<string, string> }];
    expect(message.msgtype).toBe('news');
    expect(message.news.title).toBe('电子保单');
    expect(message.news.link).toContain('/external/download-policy-single?policyNo=');
    const [, linkParams] = h.called('getSendEPolicyLink')[0];
    expect(message.news.desc).toContain(String(linkParams.policyNo));
    await waitFor(() => expect(h.called('updateSendFlagByPolicyNo')).toHaveLength(1));
    expect(h.rt.callsOf('toast')).toContainEqual(['发送成功', 'success']);
    // Content about a customer asks no "is this the right chat?" question: the check answered it.
    expect(h.rt.callsOf('confirm')).toHaveLength(0);
  });

  it("sends nothing into another customer's chat, names both, and offers the right chat", async () => {
    const { owner, other } = customers();
    inChat({ entry: 'single_chat_tools', externalUserId: other.externalUserId });
    const h = await open('customer-info/policy-list', 'manager', QUERY);
    const buttons = await screen.findAllByRole('button', { name: /发送电子保单/ }, { timeout: 8000 });
    await userEvent.click(buttons[0]);
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toEqual({
      title: '未发送',
      content: `当前会话不是${owner.custName}（当前是${other.custName}），未发送。请打开与${owner.custName}的会话后再发送。`,
      okText: `打开与${owner.custName}的会话`,
      cancelText: '取消',
    });
    // The fake confirm taps the offer: the customer's own chat is opened.
    await waitFor(() => expect(h.rt.callsOf('openEnterpriseChat')).toEqual([[{ externalUserIds: [owner.externalUserId] }]]));
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
    expect(h.called('updateSendFlagByPolicyNo')).toHaveLength(0);
    expect(h.rt.callsOf('toast')).not.toContainEqual(['发送成功', 'success']);
    expect(h.rt.callsOf('closeWindow')).toHaveLength(0);
  });

  it("sends nothing outside a chat (the customer's profile is no chat) and says whose chat to open", async () => {
    const { owner } = customers();
    inChat({ entry: 'contact_profile', externalUserId: owner.externalUserId });
    const h = await open('customer-info/policy-list', 'manager', QUERY);
    const buttons = await screen.findAllByRole('button', { name: /发送电子保单/ }, { timeout: 8000 });
    await userEvent.click(buttons[0]);
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({
      content: `当前不在与${owner.custName}的会话中，未发送。请打开与${owner.custName}的会话后再发送。`,
    });
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
  });

  it("offers no send without the customer's identifiers", async () => {
    inChat({ entry: 'single_chat_tools', externalUserId: customers().owner.externalUserId });
    await open('customer-info/policy-list', 'manager', {});
    // Without its customer the page says so and lists no policy (data stays with its owner).
    await screen.findByText('缺少客户信息', {}, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: /发送电子保单/ })).toBeNull();
  });
});

describe('customer-info/account-info', () => {
  it('fixes the marketing phone by SMS code, then resets the gate and returns', async () => {
    const h = await open('customer-info/account-info', 'phone-mismatch', { modifyMobile: '1' });
    const code = await screen.findByPlaceholderText('请输入短信验证码', {}, { timeout: 8000 });
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: '验证并修改' }));
    await waitFor(() => expect(h.rt.callsOf('returnAfterFix')).toEqual([['/index']]));
    const [, params, data] = h.called('updateUserQWBySMSValid')[0];
    expect(params).toEqual({ smsCode: '123456' });
    expect(data).toMatchObject({ mobile: getUserInfo()?.mobile, smsCode: '123456' });
    expect(h.rt.callsOf('resetPermission')).toHaveLength(1);
  });

  /** The persona's WeCom phone (in the token) and marketing phone (in the sandbox's staff record). */
  const phonesOf = (): { wecom: string; marketing: string } => {
    const me = getUserInfo();
    const staff = sandbox.store.state.staff.find((s) => s.userCode === me?.userCode);
    if (!me?.mobile || !staff) throw new Error('no logged-in staff member');
    return { wecom: me.mobile, marketing: staff.khyxMobile };
  };

  it('does not call one number 不一致 when it is only masked two ways, and shows both phones one way', async () => {
    const h = await open('customer-info/account-info', 'manager', { modifyMobile: '1' });
    const { wecom, marketing } = phonesOf();
    expect(marketing).toBe(wecom);
    // The display mask (4 + 3) and the service's mask (3 + 4) of the same number differ as text.
    expect(maskPhone(wecom)).not.toBe(maskPhoneForCompare(wecom));
    await waitFor(() => expect(h.called('getUserInfo')).toHaveLength(1));
    expect(await screen.findByText('手机号一致：', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(/不一致/)).toBeNull();
    // Both numbers in the service's style, first 3 + last 4; never the other style on this screen.
    expect(screen.getAllByText(maskPhoneForCompare(wecom))).toHaveLength(2);
    expect(screen.queryByText(new RegExp(maskPhone(wecom).replace(/\*/g, '\\*')))).toBeNull();
  });

  it('says 手机号不一致 for two different numbers, both masked first 3 + last 4', async () => {
    sandbox.store.reset(); // the case above fixed this persona's marketing phone
    await open('customer-info/account-info', 'phone-mismatch', { modifyMobile: '1' });
    const { wecom, marketing } = phonesOf();
    expect(maskPhoneForCompare(marketing)).not.toBe(maskPhoneForCompare(wecom));
    expect(await screen.findByText('手机号不一致：', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(
      screen.getByText(`您在营销系统登记的手机号（${maskPhoneForCompare(marketing)}）与企业微信手机号（${maskPhoneForCompare(wecom)}）不一致，请完成短信验证修改营销手机号后继续使用。`),
    ).toBeInTheDocument();
    expect(screen.getByText('与企业微信不一致')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(maskPhone(wecom).replace(/\*/g, '\\*')))).toBeNull();
  });
});

/** 余秀英, a Beijing manager's customer with in-force and expired vehicle policies and two closed claims. */
const YU = { custId: '1143827748278972', encryptCustId: 'EA53FA209F31C56EFF6E6BA108FCB661' };
const yuan = (n: number): string => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const lastParams = (h: SandboxPage, api: string): Record<string, unknown> => h.called(api).at(-1)?.[1] ?? {};

describe('customer-info/more-policy-info', () => {
  it('shows the whole history, in force and expired, and narrows it by kind and by status', async () => {
    const h = await open('customer-info/more-policy-info', 'manager', YU);
    const all = sandbox.store.state.policies.filter((p) => p.custId === YU.custId);
    const expired = all.filter((p) => p.status === '2');
    expect(expired.length).toBeGreaterThan(0);
    const first = all.map((p) => p.startDate.slice(0, 10)).sort()[0];
    expect(await screen.findByText(`全部状态 · 共 ${all.length} 张 · 首次投保 ${first}`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('余秀英的保单历史')).toBeInTheDocument();
    for (const p of all) expect(screen.getByText(p.policyNo)).toBeInTheDocument();
    expect(screen.getAllByText('已到期')).toHaveLength(expired.length);

    await userEvent.click(screen.getByRole('tab', { name: '非车险' }));
    await waitFor(() => expect(lastParams(h, 'weixinPlydtlSearch')).toMatchObject({ riskType: '2' }));
    expect(await screen.findByText('暂无符合条件的保单')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await userEvent.click(screen.getByRole('button', { name: /保单状态/ }));
    await userEvent.click(await screen.findByRole('button', { name: '已到期' }));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(lastParams(h, 'weixinPlydtlSearch')).toMatchObject({ riskType: '', status: '2' }));
    expect(await screen.findByText(`已到期 · 共 ${expired.length} 张 · 首次投保 ${first}`)).toBeInTheDocument();
    for (const p of all) {
      if (p.status === '2') expect(screen.getByText(p.policyNo)).toBeInTheDocument();
      else expect(screen.queryByText(p.policyNo)).toBeNull();
    }
  });

  it('leads to the claims and, for sending e-policies, to policy-list', async () => {
    const h = await open('customer-info/more-policy-info', 'manager', YU);
    await userEvent.click(await screen.findByRole('button', { name: /^2\s*次\s*理赔$/ }, { timeout: 8000 }));
    await userEvent.click(screen.getByRole('button', { name: '理赔记录' }));
    await userEvent.click(screen.getByRole('button', { name: '去发送电子保单' }));
    expect(h.rt.callsOf('navigate')).toEqual([
      ['/customer-info/more-claim-info', YU, false],
      ['/customer-info/more-claim-info', YU, false],
      ['/customer-info/policy-list', YU, false],
    ]);
  });
});

describe('customer-info/more-claim-info', () => {
  it('lists the claims newest first with plate, number, state and amounts, each opening its schedule', async () => {
    const h = await open('customer-info/more-claim-info', 'manager', YU);
    const claims = sandbox.store.state.claims.filter((c) => c.custId === YU.custId).sort((a, b) => b.reportTime.localeCompare(a.reportTime));
    expect(await screen.findByText(claims[0].registNo, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('余秀英的理赔')).toBeInTheDocument();
    expect(screen.getByText(`共 ${claims.length} 起理赔，已结案 ${claims.length} 起`)).toBeInTheDocument();
    const numbers = screen.getAllByText(/^RDAA\d+$/).map((e) => e.textContent);
    expect(numbers).toEqual(claims.map((c) => c.registNo));
    expect(screen.getAllByText(claims[0].licenseNo)).toHaveLength(claims.length);
    expect(screen.getAllByText('已结案')).toHaveLength(claims.length);
    expect(screen.getByText(yuan(claims[0].paidAmount))).toBeInTheDocument();

    await userEvent.click(screen.getByText(claims[1].registNo));
    const schedule = (c: (typeof claims)[number]): unknown[] => ['/customer-info/claim-schedule', { registNo: c.registNo, ...YU }, false];
    expect(h.rt.callsOf('navigate')).toEqual([schedule(claims[1])]);
    // The row's own button opens the schedule once, not also through the row.
    await userEvent.click(screen.getAllByRole('button', { name: '查看理赔进度' })[0]);
    expect(h.rt.callsOf('navigate')).toEqual([schedule(claims[1]), schedule(claims[0])]);
  });

  it('says so when the customer has no claim, and still links to the policy history', async () => {
    const zhang = { custId: '1160261336876265', encryptCustId: 'CCBCE600DEDE8598FE31BFFE43D2E6FB' };
    expect(sandbox.store.state.claims.some((c) => c.custId === zhang.custId)).toBe(false);
    const h = await open('customer-info/more-claim-info', 'manager', zhang);
    expect(await screen.findByText('该客户暂无理赔记录', {}, { timeout: 8000 })).toBeTruthy();
    await userEvent.click(screen.getByText('保单历史'));
    expect(h.rt.callsOf('navigate')).toEqual([['/customer-info/more-policy-info', zhang, false]]);
  });
});

describe('customer-info/claim-schedule', () => {
  it('shows a closed claim: all steps done, amounts, contacts and policies; 联系理赔顾问 opens a chat with the advisor', async () => {
    const claim = sandbox.store.state.claims.filter((c) => c.custId === YU.custId).sort((a, b) => b.reportTime.localeCompare(a.reportTime))[0];
    const h = await open('customer-info/claim-schedule', 'manager', { registNo: claim.registNo, ...YU });
    expect(await screen.findByText(`报案号 ${claim.registNo}`, {}, { timeout: 8000 })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').filter((li) => li.classList.contains('w-timeline__item'));
    expect(steps.map((li) => li.querySelector('.w-timeline__title')?.textContent)).toEqual(['报案受理', '现场查勘', '车辆定损', '核损', '理算', '核赔', '支付结案']);
    expect(steps.every((li) => li.classList.contains('w-timeline__item--done'))).toBe(true);
    expect(screen.getByText(`${claim.steps[2].operator}：${claim.steps[2].remark}`)).toBeInTheDocument();
    expect(screen.getByText(yuan(claim.estimateAmount))).toBeInTheDocument();
    expect(screen.getByText(yuan(claim.paidAmount))).toBeInTheDocument();
    expect(screen.getByText(claim.accidentDesc)).toBeInTheDocument();
    expect(screen.getByText(claim.handlerName)).toBeInTheDocument();
    expect(await screen.findByText(claim.policyNo)).toBeInTheDocument();

    const [, contactParams] = h.called('getClaimManager')[0];
    expect(contactParams).toEqual({ registNo: claim.registNo });
    const advisor = sandbox.store.state.staff.find((s) => s.comId === '11000000' && s.managerRecord?.recordType === '2');
    expect(await screen.findByText(advisor?.userName ?? '?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '联系理赔顾问' }));
    await waitFor(() => expect(h.rt.callsOf('openEnterpriseChat')).toHaveLength(1));
    expect(h.rt.callsOf('openEnterpriseChat')[0][0]).toMatchObject({ userIds: advisor?.userId });

    await userEvent.click(screen.getByRole('button', { name: /保单历史/ }));
    expect(h.rt.callsOf('navigate')).toEqual([['/customer-info/more-policy-info', YU, false]]);
  });

  it('marks the step an open claim is at as current, later steps pending, and the payout as not yet known', async () => {
    const claim = sandbox.store.state.claims.find((c) => c.custId.startsWith('5') && c.status === 'survey');
    if (!claim) throw new Error('the seed has no claim at the survey step');
    await openSandboxPage(sandbox, 'customer-info/claim-schedule', { persona: 'manager', comId: '51000000', query: { registNo: claim.registNo } });
    const current = await screen.findByText('现场查勘', {}, { timeout: 8000 });
    expect(current.closest('li')?.getAttribute('aria-current')).toBe('step');
    const pending = screen.getAllByRole('listitem').filter((li) => li.classList.contains('w-timeline__item--pending'));
    expect(pending.map((li) => li.querySelector('.w-timeline__title')?.textContent)).toEqual(['车辆定损', '核损', '理算', '核赔', '支付结案']);
    expect(screen.getByText('现场查勘中')).toBeInTheDocument();
    expect(screen.getByText('结案后确定')).toBeInTheDocument();
  });

  it('shows the standard load error for an unknown registration number', async () => {
    await open('customer-info/claim-schedule', 'manager', { registNo: 'RDAA0000000000000000' });
    expect(await screen.findByText('未查询到该理赔案件，请核对报案号', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});

describe('customer-info/more-info-detail', () => {
  it('shows identity, contacts with phone sources, cars, ownership and the WeCom tags with dictionary labels and masking', async () => {
    await open('customer-info/more-info-detail', 'manager', YU);
    expect(await screen.findByText('身份与证件', {}, { timeout: 8000 })).toBeInTheDocument();
    const yu = sandbox.store.state.customers.find((c) => c.custId === YU.custId);
    if (!yu) throw new Error('no 余秀英 in the seed');
    // The seed is generated around the test clock: the birthday and age follow it.
    expect(screen.getByText(`${yu.birthday}（${ageAt(parseCst(yu.birthday), Date.now())}岁）`)).toBeInTheDocument();
    expect(screen.getByText('居民身份证')).toBeInTheDocument();
    expect(screen.queryByText(yu.idNumber)).toBeNull();
    expect(await screen.findByText('汉族')).toBeInTheDocument();
    expect(screen.getByText('本科')).toBeInTheDocument();
    expect(await screen.findByText('车险承保')).toBeInTheDocument();
    expect(screen.getByText('微信平台')).toBeInTheDocument();
    expect(screen.queryByText(yu.mobile)).toBeNull();
    expect(screen.getByText('京Q69841、京QDQ8185')).toBeInTheDocument();
    expect(screen.getByText('营销任务')).toBeInTheDocument();
    expect(screen.getByText('缴费通知')).toBeInTheDocument();
    expect(screen.getByText('已投保')).toBeInTheDocument();
    expect(screen.getByText('北京市海淀支公司')).toBeInTheDocument();
    for (const label of yu.labels) expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it('saves the WeCom remark through modifyExternalContactRemark and keeps it', async () => {
    const h = await open('customer-info/more-info-detail', 'manager', YU);
    const input = await screen.findByDisplayValue('余秀英-老客户', {}, { timeout: 8000 });
    await userEvent.clear(input);
    await userEvent.type(input, '余女士-新能源');
    await userEvent.click(screen.getByRole('button', { name: '保存备注' }));
    await waitFor(() => expect(h.called('modifyExternalContactRemark')).toHaveLength(1));
    expect(lastParams(h, 'modifyExternalContactRemark')).toMatchObject({ custId: YU.custId, remark: '余女士-新能源' });
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['备注已保存', 'success']));
    expect(sandbox.store.state.customers.find((c) => c.custId === YU.custId)?.remark).toBe('余女士-新能源');
  });
});

describe('customer-info/more-info-portrayal', () => {
  it('shows level and value, the tags by category, preferences, telemarketing labels, needs and fitting products', async () => {
    await open('customer-info/more-info-portrayal', 'manager', YU);
    expect(await screen.findByText('余秀英的价值', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('金卡客户')).toHaveClass('w-section__subtitle');
    for (const category of ['基本属性', '车辆信息', '保险偏好', '理赔记录', '客户标签']) expect(screen.getByText(category)).toBeInTheDocument();
    expect(screen.getByText('近年出险2次')).toBeInTheDocument();
    expect(screen.getByText('多车家庭')).toBeInTheDocument();
    expect(screen.getByText('风险偏高')).toBeInTheDocument();
    expect(await screen.findByText('需二次跟进')).toBeInTheDocument();
    expect(screen.getByText('暂无非车险电销标签')).toBeInTheDocument();
    expect(await screen.findByText('建议三者险保额由100万元提升至200万元')).toBeInTheDocument();
    expect(await screen.findByText('个人综合意外伤害保险')).toBeInTheDocument();
    expect(screen.getByText('匹配度 95%')).toBeInTheDocument();
  });
});

describe('customer-info/customer-reservation', () => {
  it('books a service for the customer, confirms it and lists it among the bookings', async () => {
    expect(sandbox.store.state.reservations.some((r) => r.custId === YU.custId)).toBe(false);
    const h = await open('customer-info/customer-reservation', 'manager', YU);
    expect(await screen.findByText('该客户暂无预约记录', {}, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByDisplayValue(/学院路136号/, {}, { timeout: 8000 })).toBeInTheDocument();
    const day = new Date(Date.now() + 3 * 86400000).toISOString().slice(0, 10);
    const picker = screen.getByPlaceholderText('请选择预约日期');
    await userEvent.click(picker);
    await userEvent.type(picker, `${day}{Enter}`);
    await userEvent.click(screen.getByText('请选择预约时段'));
    await userEvent.click(await screen.findByText('14:00 - 15:00'));
    await userEvent.type(screen.getByPlaceholderText('如：车辆停放位置、联系时间等'), '车停地下二层B区');
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(h.called('reservation')).toHaveLength(1));
    expect(lastParams(h, 'reservation')).toMatchObject({ custId: YU.custId, serviceType: '道路救援', reserveTime: `${day} 14:00:00`, remark: '车停地下二层B区' });
    expect(await screen.findByText('预约成功')).toBeInTheDocument();
    expect(await screen.findByText('道路救援 · 待服务')).toBeInTheDocument();
    expect(sandbox.store.state.reservations.filter((r) => r.custId === YU.custId)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '继续预约' }));
    expect(await screen.findByRole('button', { name: '提交预约' })).toBeInTheDocument();
  });

  it('offers no past day, and says why a time already past today is refused; books nothing', async () => {
    const before = sandbox.store.state.reservations.length;
    const h = await open('customer-info/customer-reservation', 'manager', YU);
    const picker = await screen.findByPlaceholderText('请选择预约日期', {}, { timeout: 8000 });
    await userEvent.click(picker);
    // The calendar greys out yesterday and refuses it typed in.
    const yesterday = formatDateTime(Date.now() - 86400000, 'YYYY-MM-DD');
    const today = formatDateTime(Date.now(), 'YYYY-MM-DD');
    const cell = document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${yesterday}"]`);
    if (cell) expect(cell).toHaveClass('ant-picker-cell-disabled');
    expect(document.querySelector(`.ant-picker-dropdown td[title="${today}"]`)).not.toHaveClass('ant-picker-cell-disabled');
    await userEvent.type(picker, `${yesterday}{Enter}`);
    await userEvent.click(screen.getByText('请选择预约时段'));
    await userEvent.click(await screen.findByText('09:00 - 10:00'));
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('请选择预约日期')).toBeInTheDocument();
    expect(h.called('reservation')).toHaveLength(0);
    // Today is offered; its 09:00 slot has passed (the clock is past 10:00): the server refuses it.
    await userEvent.clear(picker);
    await userEvent.type(picker, `${today}{Enter}`);
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(h.called('reservation')).toHaveLength(1));
    expect(lastParams(h, 'reservation')).toMatchObject({ reserveTime: `${today} 09:00:00` });
    await waitFor(() => expect(h.rt.callsOf('toast').map((t) => t[0])).toContain('预约时间须晚于当前时间，请重新选择'));
    expect(screen.queryByText('预约成功')).toBeNull();
    expect(sandbox.store.state.reservations).toHaveLength(before);
  });
});

describe('customer-info/assistant', () => {
  it('answers with the model the user has: 大模型 for a user with the bigModel function, and switches to 知识库', async () => {
    const h = await open('customer-info/assistant', 'manager');
    expect(sandbox.store.state.staff.find((s) => s.userCode === getUserInfo()?.userCode)?.bigModel).toBe(true);
    expect(await screen.findByText('智能助手 · 大模型', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByText('知识库'));
    await waitFor(() => expect(h.rt.callsOf('setAiModel')).toEqual([['knowledgeBase']]));
    // The model in use is not chosen again.
    await userEvent.click(screen.getByText('大模型'));
    expect(h.rt.callsOf('setAiModel')).toEqual([['knowledgeBase']]);
  });

  it('answers from the knowledge base for a user without it', async () => {
    await open('customer-info/assistant', 'newcomer');
    expect(sandbox.store.state.staff.find((s) => s.userCode === getUserInfo()?.userCode)?.bigModel).toBe(false);
    expect(await screen.findByText('智能助手 · 知识库', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
