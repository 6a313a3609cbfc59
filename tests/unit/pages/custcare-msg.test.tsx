/**
 * custcare-msg pages against the sandbox, as the Beijing manager: the list shows the care messages
 * still to send (count on the tab, per type on the type tabs), sent ones and all, each row with the
 * customer (mobile masked), type and state, and opens the detail; the detail sends the text into
 * the customer's own chat only (in another chat nothing is sent) and only then marks the message
 * sent, edits it and restores the generated text. Which chat the page is in is the WeCom simulator's.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { maskPhone } from '@/lib';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type RecordedRequest, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import type { RuntimeServices } from '@/react/runtime';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';

const CONFIG = (): Record<string, unknown> => ({ wecomComId: COM, userComId: COM, frontUrl: 'https://wecom.example.cn/' });

const open = (pageId: string, query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { query, comId: COM, overrides: { config: CONFIG, ...overrides } });

const called = (h: SandboxPage, api: string): RecordedRequest[] => h.called(api);

/** The manager's care messages in the seed, newest first (the order the list answers in). */
const own = (sendFlag?: '0' | '1') =>
  sandbox.store.state.careMsgs.filter((m) => m.userCode === MANAGER && (sendFlag === undefined || m.sendFlag === sendFlag));
const customerOf = (custId: string) => {
  const c = sandbox.store.state.customers.find((x) => x.custId === custId);
  if (!c) throw new Error(`no customer ${custId}`);
  return c;
};
/** Opens the page as if from the toolbar of the single chat with this customer. */
const inChatWith = (c: { externalUserId: string }): void => inChat({ entry: 'single_chat_tools', externalUserId: c.externalUserId });
/** Another customer of the manager in the same company: the chat a message must not go into. */
const someoneElse = (custId: string) => {
  const c = sandbox.store.state.customers.find((x) => x.comId === COM && x.managerUserCode === MANAGER && x.custId !== custId);
  if (!c) throw new Error('no other customer');
  return c;
};
/** The List row holding an element (its buttons act on that row's item). */
const rowOf = (el: HTMLElement): HTMLElement => {
  const row = el.closest('.w-list__row');
  if (!(row instanceof HTMLElement)) throw new Error('not in a list row');
  return row;
};
const TYPE_LABELS: Record<string, string> = { '0': '生日关怀', '1': '年检提醒', '2': '新车批改', '3': '理赔关怀', '4': '防灾防损', '5': '增值服务' };

startEachTestFresh(sandbox, { resetStore: true });

describe('custcare-msg/custcare-msg-query', () => {
  it('lists the messages still to send with the count on the tab and opens a tapped one', async () => {
    const toSend = own('0');
    expect(toSend.length).toBeGreaterThan(1);
    const first = toSend[0];
    const c = customerOf(first.custId);
    const h = await open('custcare-msg/custcare-msg-query');
    const name = await screen.findByText(c.custName, {}, { timeout: 8000 });
    expect(called(h, 'queryCustcareMsgList')[0][1]).toMatchObject({ sendFlag: '0', careType: '', pageNo: 1, pageSize: 10 });
    expect(await screen.findByRole('tab', { name: new RegExp(`^待发送\\s*${toSend.length}$`) }, { timeout: 8000 })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(`全部类型 · 待发送 ${toSend.length} 条`)).toBeInTheDocument();
    expect(screen.getAllByText(maskPhone(c.mobile)).length).toBeGreaterThan(0);
    expect(screen.queryByText(c.mobile)).toBeNull();
    // Every row is marked 待发送 (red), none 已发送 (green).
    expect([...document.querySelectorAll('.w-text--danger')].map((e) => e.textContent)).toEqual(toSend.map(() => '待发送'));
    expect(document.querySelector('.w-text--success')).toBeNull();
    // Per-type counts of what is still to send sit on the type tabs.
    const type = first.careType;
    const ofType = toSend.filter((m) => m.careType === type).length;
    expect(screen.getByRole('tab', { name: new RegExp(`^${TYPE_LABELS[type]}\\s*${ofType}$`) })).toBeInTheDocument();
    await userEvent.click(name);
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/custcare-msg/custcare-msg-view', { careId: first.careId }, false]);
  });

  it('shows sent messages on 已发送 and filters by type, with an empty state when none is left', async () => {
    const sent = own('1');
    const h = await open('custcare-msg/custcare-msg-query');
    await screen.findByText(customerOf(own('0')[0].custId).custName, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('tab', { name: '已发送' }));
    await screen.findByText(`全部类型 · 已发送 ${sent.length} 条`, {}, { timeout: 8000 });
    expect(called(h, 'queryCustcareMsgList').at(-1)?.[1]).toMatchObject({ sendFlag: '1' });
    const claimCare = sent.filter((m) => m.careType === '3');
    expect(claimCare.length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: '理赔关怀' }));
    await screen.findByText(`理赔关怀 · 已发送 ${claimCare.length} 条`, {}, { timeout: 8000 });
    expect(called(h, 'queryCustcareMsgList').at(-1)?.[1]).toMatchObject({ sendFlag: '1', careType: '3' });
    expect(screen.getByText(new RegExp(`报案号 ${claimCare[0].registNo}`))).toBeInTheDocument();

    // A type with nothing left to send shows the empty state on 待发送.
    const idle = Object.keys(TYPE_LABELS).find((t) => !own('0').some((m) => m.careType === t));
    if (!idle) throw new Error('every care type has messages to send');
    await userEvent.click(screen.getByRole('tab', { name: /^待发送/ }));
    await userEvent.click(screen.getByRole('tab', { name: TYPE_LABELS[idle] }));
    expect(await screen.findByText(`暂无待发送的${TYPE_LABELS[idle]}消息`, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('opens on the tab that query.sendFlag names', async () => {
    const h = await open('custcare-msg/custcare-msg-query', { sendFlag: 'all' });
    await screen.findByText(`全部类型 · 共 ${own().length} 条`, {}, { timeout: 8000 });
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    expect(called(h, 'queryCustcareMsgList')[0][1]).toMatchObject({ sendFlag: '' });
  });
});

describe('custcare-msg/custcare-msg-view', () => {
  const unsent = () => {
    const m = own('0')[0];
    if (!m) throw new Error('no message to send');
    return m;
  };

  it("shows the message and its customer, sends it into the customer's chat, then marks it sent", async () => {
    const m = unsent();
    const c = customerOf(m.custId);
    inChatWith(c);
    const h = await open('custcare-msg/custcare-msg-view', { careId: m.careId });
    expect(await screen.findByText(m.content, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(c.custName)).toBeInTheDocument();
    expect(screen.getByText(maskPhone(c.mobile), { exact: false })).toBeInTheDocument();
    expect(screen.getByText(TYPE_LABELS[m.careType])).toBeInTheDocument();
    expect(screen.getByText('待发送')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(called(h, 'updateCustcareMsgSendFlag')).toHaveLength(1), { timeout: 8000 });
    // No "is this the right chat?" question: the chat was checked against the customer.
    expect(h.rt.callsOf('confirm')).toHaveLength(0);
    expect(h.rt.callsOf('sendToChat')[0][0]).toEqual({ msgtype: 'text', text: { content: m.content } });
    expect(called(h, 'updateCustcareMsgSendFlag')[0][1]).toEqual({ careId: m.careId, sendFlag: '1' });
    expect(h.rt.callsOf('toast')).toContainEqual(['发送成功', 'success']);
    const sent = sandbox.store.state.careMsgs.find((x) => x.careId === m.careId);
    expect(sent?.sendFlag).toBe('1');
    // The detail shows it sent and offers to send again, after a confirm that says when it was sent.
    await userEvent.click(await screen.findByRole('button', { name: '再次发送' }, { timeout: 8000 }));
    expect(screen.getByText('已发送')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(2));
    expect(h.rt.callsOf('confirm')[0][0]).toEqual({ content: `这条消息已于 ${sent?.sendTime.slice(0, 16)} 发送过，确定再次发送给“${c.custName}”吗？` });
  });

  it("sends a customer's care message into no other customer's chat and offers the right one", async () => {
    const m = unsent();
    const c = customerOf(m.custId);
    const other = someoneElse(c.custId);
    inChatWith(other);
    const h = await open('custcare-msg/custcare-msg-view', { careId: m.careId });
    await screen.findByText(m.content, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toEqual({
      title: '未发送',
      content: `当前会话不是${c.custName}（当前是${other.custName}），未发送。请打开与${c.custName}的会话后再发送。`,
      okText: `打开与${c.custName}的会话`,
      cancelText: '取消',
    });
    await waitFor(() => expect(h.rt.callsOf('openEnterpriseChat')).toEqual([[{ externalUserIds: [c.externalUserId] }]]));
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
    expect(h.rt.callsOf('toast')).toEqual([]);
    expect(called(h, 'updateCustcareMsgSendFlag')).toHaveLength(0);
    expect(sandbox.store.state.careMsgs.find((x) => x.careId === m.careId)?.sendFlag).toBe('0');
  });

  it('does not mark the message sent when the chat send fails', async () => {
    const m = unsent();
    inChatWith(customerOf(m.custId));
    const h = await open('custcare-msg/custcare-msg-view', { careId: m.careId }, {
      sendToChat: () => Promise.reject(new Error('sendChatMessage:fail without context of external contact')),
    });
    await screen.findByText(m.content, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['未发送：请在与该客户的聊天窗口中，从工具栏打开本页后再发送', 'warning']));
    expect(called(h, 'updateCustcareMsgSendFlag')).toHaveLength(0);
    expect(sandbox.store.state.careMsgs.find((x) => x.careId === m.careId)?.sendFlag).toBe('0');
  });

  it('edits the text, then restores the generated one', async () => {
    const m = unsent();
    const original = m.content;
    const h = await open('custcare-msg/custcare-msg-view', { careId: m.careId });
    await screen.findByText(original, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    const box = await screen.findByPlaceholderText('请输入发送给客户的关怀内容', {}, { timeout: 8000 });
    await userEvent.clear(box);
    await userEvent.type(box, '陈女士您好，祝您生日快乐，周末可来网点领取生日礼品。');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(called(h, 'modifyCustcareMsg')).toHaveLength(1), { timeout: 8000 });
    expect(called(h, 'modifyCustcareMsg')[0][1]).toEqual({ careId: m.careId, content: '陈女士您好，祝您生日快乐，周末可来网点领取生日礼品。' });
    expect(await screen.findByText('陈女士您好，祝您生日快乐，周末可来网点领取生日礼品。', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('已修改')).toBeInTheDocument();

    await userEvent.click(screen.getByText('恢复系统生成的内容'));
    await waitFor(() => expect(called(h, 'refreshCustcareMsg')).toHaveLength(1), { timeout: 8000 });
    expect(called(h, 'refreshCustcareMsg')[0][1]).toEqual({ careId: m.careId });
    expect(await screen.findByText(original, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(sandbox.store.state.careMsgs.find((x) => x.careId === m.careId)?.content).toBe(original);
    expect(screen.queryByText('已修改')).toBeNull();
  });

  it('copies the text and links the customer to the customer detail', async () => {
    const m = unsent();
    const c = customerOf(m.custId);
    const h = await open('custcare-msg/custcare-msg-view', { careId: m.careId });
    await screen.findByText(m.content, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '复制内容' }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toEqual([[m.content]]));
    await userEvent.click(within(document.querySelector('.w-customer-card') as HTMLElement).getByText(c.custName));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/customerInfo-detail', { custId: c.custId, encryptCustId: c.encryptCustId }, false]);
  });

  it('asks to pick a message when opened without one', async () => {
    const h = await open('custcare-msg/custcare-msg-view');
    await userEvent.click(await screen.findByRole('button', { name: '去关怀消息' }, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/custcare-msg/custcare-msg-query', {}, true]);
    expect(called(h, 'queryCustcareMsgById')).toHaveLength(0);
  });
});

describe('custcare-msg/custcare-msg-send', () => {
  /** A customer of the manager with no blacklist entry, to write to. */
  const target = () => {
    const blocked = new Set(sandbox.store.state.blacklist.map((b) => b.custId));
    const c = sandbox.store.state.customers.find((x) => x.managerUserCode === MANAGER && !blocked.has(x.custId));
    if (!c) throw new Error('no customer to write to');
    return c;
  };

  it('is linked from the list page', async () => {
    const h = await open('custcare-msg/custcare-msg-query');
    await userEvent.click(await screen.findByRole('button', { name: '写关怀消息' }, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/custcare-msg/custcare-msg-send', {}, false]);
  });

  it("sends the written text into the picked customer's chat, records it as a sent care message and opens the sent tab", async () => {
    const c = target();
    inChatWith(c);
    const before = sandbox.store.state.careMsgs.length;
    const h = await open('custcare-msg/custcare-msg-send', { custId: c.custId, careType: '4' });
    // The preselected customer and type show their labels, not codes.
    expect(await screen.findByText(c.custName, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('防灾防损', {}, { timeout: 8000 })).toBeInTheDocument();
    const [, cParams, cBody] = called(h, 'weixinCustMainQuery')[0];
    expect({ ...cParams, ...(cBody as object | undefined) }).toMatchObject({ pageNo: 1, pageSize: 200 });
    const text = `${c.custName}您好，明天有大风降温，车辆请远离广告牌和大树停放，注意出行安全。`;
    await userEvent.type(await screen.findByPlaceholderText(/请输入发送给客户的关怀内容/, {}, { timeout: 8000 }), text);
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(called(h, 'sendCustcareMsg')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('sendToChat')[0][0]).toEqual({ msgtype: 'text', text: { content: text } });
    expect(called(h, 'sendCustcareMsg')[0][1]).toEqual({ custId: c.custId, careType: '4', content: text });
    const saved = sandbox.store.state.careMsgs;
    expect(saved).toHaveLength(before + 1);
    expect(saved[0]).toMatchObject({ custId: c.custId, userCode: MANAGER, careType: '4', content: text, sendFlag: '1' });
    expect(sandbox.store.state.sends[0]).toMatchObject({ kind: 'care', targetId: saved[0].careId, custIds: [c.custId] });
    await waitFor(() => expect(h.rt.callsOf('navigate')[0]).toEqual(['/custcare-msg/custcare-msg-query', { sendFlag: '1' }, true]));
  });

  it('sends nothing while the text is empty, nor records a message the chat did not take', async () => {
    const c = target();
    inChatWith(c);
    const h = await open('custcare-msg/custcare-msg-send', { custId: c.custId, careType: '0' }, {
      sendToChat: () => Promise.reject(new Error('sendChatMessage:fail without context of external contact')),
    });
    await screen.findByText(c.custName, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    expect(await screen.findByText('请输入发送给客户的内容', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
    await userEvent.type(await screen.findByPlaceholderText(/请输入发送给客户的关怀内容/, {}, { timeout: 8000 }), '生日快乐！');
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['未发送：请在与该客户的聊天窗口中，从工具栏打开本页后再发送', 'warning']), { timeout: 8000 });
    expect(called(h, 'sendCustcareMsg')).toHaveLength(0);
    expect(h.rt.callsOf('navigate')).toHaveLength(0);
  });

  it("sends nothing into another customer's chat, naming the picked customer, and records nothing", async () => {
    const c = target();
    const other = someoneElse(c.custId);
    inChatWith(other);
    const h = await open('custcare-msg/custcare-msg-send', { custId: c.custId, careType: '0' });
    await screen.findByText(c.custName, {}, { timeout: 8000 });
    await userEvent.type(await screen.findByPlaceholderText(/请输入发送给客户的关怀内容/, {}, { timeout: 8000 }), '生日快乐！');
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1), { timeout: 8000 });
    // The page knows only the picked custId: the customer's WeCom contact and name are looked up.
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({
      content: `当前会话不是${c.custName}（当前是${other.custName}），未发送。请打开与${c.custName}的会话后再发送。`,
    });
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
    expect(called(h, 'sendCustcareMsg')).toHaveLength(0);
    expect(h.rt.callsOf('navigate')).toHaveLength(0);
  });
});

describe('custcare-msg/custcare-msg-send: validation', () => {
  it('an empty required field shows only the fields\' messages: no confirm, no send, no 操作失败', async () => {
    const h = await open('custcare-msg/custcare-msg-send');
    await screen.findByPlaceholderText(/请输入发送给客户的关怀内容/, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    expect(await screen.findByText('请输入发送给客户的内容', {}, { timeout: 8000 })).toBeInTheDocument();
    // Each empty field says what it needs, under the field ('请选择客户' is also the placeholder).
    const fieldMessages = Array.from(document.querySelectorAll('.ant-formily-item-error-help'), (el) => el.textContent);
    expect(fieldMessages).toEqual(['请选择客户', '请选择关怀类型', '请输入发送给客户的内容']);
    // Give a wrongly continued chain the time to reach its dialog, send or message.
    await new Promise((r) => setTimeout(r, 300));
    expect(h.rt.callsOf('toast')).toEqual([]);
    expect(h.rt.callsOf('confirm')).toHaveLength(0);
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
    expect(called(h, 'sendCustcareMsg')).toHaveLength(0);
    expect(document.body.textContent).not.toContain('操作失败');
  });
});

describe('custcare-msg/expired-service-msg', () => {
  const reminders = (sendFlag?: '0' | '1') => own(sendFlag).filter((m) => m.careType === '1' || m.careType === '5');

  it('lists the inspection and service-package reminders still to send and sends one from its row', async () => {
    const toSend = reminders('0');
    expect(toSend.length).toBeGreaterThan(0);
    const m = toSend[0];
    const c = customerOf(m.custId);
    inChatWith(c);
    const h = await open('custcare-msg/expired-service-msg');
    expect(await screen.findByText(`全部到期提醒 · 待发送 ${toSend.length} 条`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(called(h, 'queryCustcareMsgList')[0][1]).toMatchObject({ sendFlag: '0', careType: '1,5' });
    expect(screen.getByText(m.content)).toBeInTheDocument();
    expect(screen.getAllByText(maskPhone(c.mobile)).length).toBeGreaterThan(0);
    expect(screen.queryByText('生日关怀')).toBeNull();
    expect(screen.getAllByRole('button', { name: '发送给客户' })).toHaveLength(toSend.length);
    await userEvent.click(within(rowOf(screen.getByText(m.content))).getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(called(h, 'updateCustcareMsgSendFlag')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')).toHaveLength(0);
    expect(h.rt.callsOf('sendToChat')[0][0]).toEqual({ msgtype: 'text', text: { content: m.content } });
    expect(called(h, 'updateCustcareMsgSendFlag')[0][1]).toEqual({ careId: m.careId, sendFlag: '1' });
    expect(sandbox.store.state.careMsgs.find((x) => x.careId === m.careId)?.sendFlag).toBe('1');
    // The list reloads without it.
    await waitFor(() => expect(screen.queryByText(m.content)).toBeNull(), { timeout: 8000 });
    expect(h.rt.callsOf('navigate')).toHaveLength(0);
  });

  it('filters by reminder type, shows sent ones and opens the care message detail', async () => {
    const sent = reminders('1').filter((m) => m.careType === '5');
    expect(sent.length).toBeGreaterThan(0);
    const h = await open('custcare-msg/expired-service-msg', { sendFlag: '1' });
    await userEvent.click(await screen.findByRole('tab', { name: '增值服务' }, { timeout: 8000 }));
    await screen.findByText(`增值服务 · 已发送 ${sent.length} 条`, {}, { timeout: 8000 });
    expect(called(h, 'queryCustcareMsgList').at(-1)?.[1]).toMatchObject({ sendFlag: '1', careType: '5' });
    expect(sent[0].content).toMatch(/增值服务包将于\d{4}-\d{2}-\d{2}到期/);
    expect(screen.queryByRole('button', { name: '发送给客户' })).toBeNull();
    await userEvent.click(screen.getAllByText(sent[0].content)[0]);
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/custcare-msg/custcare-msg-view', { careId: sent[0].careId }, false]);
  });
});

describe('custcare-msg/common-service-msg', () => {
  it('lists claim care, new-car and disaster-prevention messages by type, with an empty state per type', async () => {
    const service = own().filter((m) => ['2', '3', '4'].includes(m.careType));
    const h = await open('custcare-msg/common-service-msg', { sendFlag: 'all' });
    await screen.findByText(`全部服务 · 共 ${service.length} 条`, {}, { timeout: 8000 });
    expect(called(h, 'queryCustcareMsgList')[0][1]).toMatchObject({ sendFlag: '', careType: '3,2,4' });
    const claims = service.filter((m) => m.careType === '3');
    await userEvent.click(screen.getByRole('tab', { name: '理赔关怀' }));
    await screen.findByText(`理赔关怀 · 共 ${claims.length} 条`, {}, { timeout: 8000 });
    expect(screen.getAllByText(new RegExp(claims[0].licenseNo)).length).toBeGreaterThan(0);
    const idle = ['3', '2', '4'].find((t) => !own('0').some((m) => m.careType === t));
    if (!idle) throw new Error('every service type has messages to send');
    await userEvent.click(screen.getByRole('tab', { name: '待发送' }));
    await userEvent.click(screen.getByRole('tab', { name: TYPE_LABELS[idle] }));
    expect(await screen.findByText(`暂无待发送的${TYPE_LABELS[idle]}消息`, {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

/** A company's warning names customers of every manager: the manager is shown and notifies their own (scope.ts). */
const managersIn = (custIds: readonly string[]): string[] => {
  const s = sandbox.store.state;
  return custIds.filter((id) => s.customers.some((c) => c.custId === id && (c.managerUserCode === MANAGER || s.bindings.some((b) => b.custId === id && b.userCode === MANAGER))));
};

describe('custcare-msg/disaster-warning-msg', () => {
  const BRANCH = '11010500';
  const warnings = () => sandbox.store.state.disasterWarnings.filter((w) => w.comCode.startsWith('11'));

  it('lists the Beijing warnings with level, full text and customers, and narrows to the own branch', async () => {
    const all = warnings();
    expect(all.length).toBeGreaterThan(2);
    const h = await open('custcare-msg/disaster-warning-msg');
    expect(await screen.findByText(`全部 · 共 ${all.length} 条预警`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(all[0].title)).toBeInTheDocument();
    expect(screen.getAllByText(`${all[0].levelName}预警`).length).toBeGreaterThan(0);
    expect(screen.getByText(`${all[0].publishTime.slice(0, 16)} 发布 · 涉及 ${managersIn(all[0].custIds).length} 位客户`)).toBeInTheDocument();
    const mine = all.filter((w) => w.comCode === BRANCH);
    await userEvent.click(screen.getByRole('tab', { name: '本机构' }));
    await screen.findByText(`本机构 · 共 ${mine.length} 条预警`, {}, { timeout: 8000 });
    expect(called(h, 'queryDisasterWarningMsgDetailList').at(-1)?.[1]).toMatchObject({ scope: 'mine' });
    // The text variant shows each warning whole and opens nothing: the detail with its link card
    // belongs to the 图文链接 variant.
    await userEvent.click(screen.getByText(mine[0].title));
    expect(h.rt.callsOf('navigate')).toEqual([]);
  });

  it('points to the 图文链接 variant for warnings that should carry a link', async () => {
    const h = await open('custcare-msg/disaster-warning-msg');
    await userEvent.click(await screen.findByText(/如需附上防灾指南链接/, {}, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')).toEqual([['/custcare-msg/disaster-warning-msg-with-link-url', {}, true]]);
  });

  it('sends a warning to the chat as text, and notifies its customers by text', async () => {
    const w = warnings().find((x) => x.sendFlag === '0');
    if (!w) throw new Error('no warning left to notify');
    const contact = customerOf(own()[0].custId);
    inChatWith(contact);
    const h = await open('custcare-msg/disaster-warning-msg');
    const title = await screen.findByText(w.title, {}, { timeout: 8000 });
    const rowButtons = (name: string) => within(rowOf(title)).getByRole('button', { name });
    await userEvent.click(rowButtons('发到当前聊天'));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    expect(h.rt.callsOf('sendToChat')[0][0]).toEqual({ msgtype: 'text', text: { content: `【${w.title}】${w.content}` } });
    // A warning is about no one customer: the user confirms whom it goes to.
    expect(h.rt.callsOf('confirm')[0][0]).toEqual({ title: '发送到当前会话', content: `将发送给当前会话的客户“${contact.custName}”。`, okText: '发送' });
    expect(called(h, 'sendDisasterWarningMsg')).toHaveLength(0);

    await userEvent.click(rowButtons('通知客户'));
    await waitFor(() => expect(called(h, 'sendDisasterWarningMsg')).toHaveLength(1), { timeout: 8000 });
    expect(called(h, 'sendDisasterWarningMsg')[0][1]).toEqual({ warningId: w.warningId });
    const reached = managersIn(w.custIds);
    expect(h.rt.callsOf('confirm')[1][0]).toMatchObject({ content: `将把“${w.title}”发送给涉及的 ${reached.length} 位客户。` });
    const blocked = reached.filter((id) => sandbox.store.state.blacklist.some((b) => b.custId === id)).length;
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual([`已通知 ${reached.length - blocked} 位客户${blocked ? `，${blocked} 位在消息推送黑名单中未发送` : ''}`, 'success']));
    expect(sandbox.store.state.disasterWarnings.find((x) => x.warningId === w.warningId)?.sendFlag).toBe('1');
    expect(sandbox.store.state.sends[0]).toMatchObject({ kind: 'disaster', targetId: w.warningId });
  });
});

/** The public page of a warning's prevention guide, with the manager as its sharer. */
const guideLink = (newsId: string): string => `https://wecom.example.cn/news/news-detail?newsId=${newsId}&shareUserCode=${MANAGER}`;
const articleOf = (newsId: string) => {
  const a = sandbox.store.state.articles.find((x) => x.newsId === newsId);
  if (!a) throw new Error(`no article ${newsId}`);
  return a;
};

describe('custcare-msg/disaster-warning-msg-with-link-url', () => {
  it('shows the card each customer receives, with the prevention guide it links to, and opens the detail', async () => {
    const w = sandbox.store.state.disasterWarnings.filter((x) => x.comCode.startsWith('11'))[0];
    const group = sandbox.store.state.chatRoomRelations[0];
    inChat({ entry: 'group_chat_tools', chatId: group.chatId });
    const h = await open('custcare-msg/disaster-warning-msg-with-link-url');
    const title = await screen.findByText(w.title, {}, { timeout: 8000 });
    const row = rowOf(title);
    expect(row.querySelector('.w-article-card')).not.toBeNull();
    expect(row).toHaveTextContent(`链接：防灾指南《${articleOf(w.newsId).title}》`);
    await userEvent.click(title);
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/custcare-msg/disaster-warning-msg-with-link-url-detail', { warningId: w.warningId }, false]);
  });

  it('sends a warning to the chat as a card linking to its prevention guide, and notifies its customers with that link', async () => {
    const w = sandbox.store.state.disasterWarnings.filter((x) => x.comCode.startsWith('11') && x.sendFlag === '0')[0];
    if (!w) throw new Error('no warning left to notify');
    const group = sandbox.store.state.chatRoomRelations[0];
    inChat({ entry: 'group_chat_tools', chatId: group.chatId });
    const h = await open('custcare-msg/disaster-warning-msg-with-link-url');
    const title = await screen.findByText(w.title, {}, { timeout: 8000 });
    await userEvent.click(within(rowOf(title)).getByRole('button', { name: '发到当前聊天' }));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    const cover = articleOf(w.newsId).coverUrl;
    expect(h.rt.callsOf('sendToChat')[0][0]).toEqual({
      msgtype: 'news',
      news: { link: guideLink(w.newsId), title: w.title, desc: w.content, imgUrl: `https://wecom.example.cn/.${cover}` },
    });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: `将发送到当前客户群“${group.chatName}”。` });

    await userEvent.click(within(rowOf(title)).getByRole('button', { name: '通知客户' }));
    await waitFor(() => expect(called(h, 'sendDisasterWarningMsg')).toHaveLength(1), { timeout: 8000 });
    expect(called(h, 'sendDisasterWarningMsg')[0][1]).toEqual({ warningId: w.warningId, linkUrl: guideLink(w.newsId) });
    expect(h.rt.callsOf('confirm')[1][0]).toMatchObject({ content: `将把“${w.title}”以图文链接发送给涉及的 ${managersIn(w.custIds).length} 位客户。` });
    await waitFor(() => expect(sandbox.store.state.sends[0]).toMatchObject({ kind: 'disaster-link', targetId: w.warningId }));
  });

  it('sends nothing outside a chat and says where to open the page', async () => {
    const w = sandbox.store.state.disasterWarnings.filter((x) => x.comCode.startsWith('11'))[0];
    const h = await open('custcare-msg/disaster-warning-msg-with-link-url');
    const title = await screen.findByText(w.title, {}, { timeout: 8000 });
    await userEvent.click(within(rowOf(title)).getByRole('button', { name: '发到当前聊天' }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toEqual([['当前不在客户会话中，未发送。请在客户聊天窗口的工具栏中打开本页后再发送', 'warning']]));
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
    expect(h.rt.callsOf('confirm')).toHaveLength(0);
  });
});

describe('custcare-msg/disaster-warning-msg-with-link-url-detail', () => {
  it('shows the warning, the guide it links to, its customers, and notifies them with the link', async () => {
    const w = sandbox.store.state.disasterWarnings.filter((x) => x.comCode.startsWith('11'))[0];
    const reached = managersIn(w.custIds);
    const first = customerOf(reached[0]);
    const others = w.custIds.filter((id) => !reached.includes(id)).map(customerOf).filter((c) => !reached.some((id) => customerOf(id).custName === c.custName));
    const h = await open('custcare-msg/disaster-warning-msg-with-link-url-detail', { warningId: w.warningId });
    expect((await screen.findAllByText(w.content, {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByText(w.title).length).toBeGreaterThan(0);
    expect(screen.getByText(w.area)).toBeInTheDocument();
    expect(screen.getByText(`${w.levelName}预警`)).toBeInTheDocument();
    expect(screen.getByText(`${reached.length} 位`)).toBeInTheDocument();
    expect(screen.getByText(first.custName)).toBeInTheDocument();
    for (const c of others) expect(document.body.textContent, c.custName).not.toContain(c.custName);
    expect(called(h, 'queryDisasterWarningMsgDetailList')[0][1]).toMatchObject({ warningId: w.warningId });
    await userEvent.click(screen.getByText(`防灾指南《${articleOf(w.newsId).title}》`));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/news/news-detail', { newsId: w.newsId, shareUserCode: MANAGER }, false]);
    await userEvent.click(screen.getByRole('button', { name: w.sendFlag === '1' ? '再次通知' : '通知客户' }));
    await waitFor(() => expect(called(h, 'sendDisasterWarningMsg')).toHaveLength(1), { timeout: 8000 });
    expect(called(h, 'sendDisasterWarningMsg')[0][1]).toEqual({ warningId: w.warningId, linkUrl: guideLink(w.newsId) });
    expect(await screen.findByText('已通知', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('asks to pick a warning when opened without one', async () => {
    const h = await open('custcare-msg/disaster-warning-msg-with-link-url-detail');
    await userEvent.click(await screen.findByRole('button', { name: '去灾害预警' }, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/custcare-msg/disaster-warning-msg-with-link-url', {}, true]);
    expect(called(h, 'queryDisasterWarningMsgDetailList')).toHaveLength(0);
  });
});
