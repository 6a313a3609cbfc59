/**
 * custcare-msg pages against the sandbox, as the Beijing manager: the list shows the care messages
 * still to send (count on the tab, per type on the type tabs), sent ones and all, each row with the
 * customer (mobile masked), type and state, and opens the detail; the detail sends the text to the
 * current chat and only then marks the message sent, edits it and restores the generated text.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { removeToken } from '@/session';
import { maskPhone } from '@/lib';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';
import type { RuntimeServices } from '@/react/runtime';

const sandbox = startSandbox();
dropBrokenCss();
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
const TYPE_LABELS: Record<string, string> = { '0': '生日关怀', '1': '年检提醒', '2': '新车批改', '3': '理赔关怀', '4': '防灾防损', '5': '增值服务' };

beforeEach(() => {
  cleanup();
  localStorage.clear();
  removeToken();
  sandbox.store.reset();
});

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

  it('shows the message and its customer, sends it to the chat, then marks it sent', async () => {
    const m = unsent();
    const c = customerOf(m.custId);
    const h = await open('custcare-msg/custcare-msg-view', { careId: m.careId });
    expect(await screen.findByText(m.content, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(c.custName)).toBeInTheDocument();
    expect(screen.getByText(maskPhone(c.mobile), { exact: false })).toBeInTheDocument();
    expect(screen.getByText(TYPE_LABELS[m.careType])).toBeInTheDocument();
    expect(screen.getByText('待发送')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(called(h, 'updateCustcareMsgSendFlag')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: `将发送到当前聊天，请确认当前聊天的客户是“${c.custName}”。` });
    expect(h.rt.callsOf('sendToChat')[0][0]).toEqual({ msgtype: 'text', text: { content: m.content } });
    expect(called(h, 'updateCustcareMsgSendFlag')[0][1]).toEqual({ careId: m.careId, sendFlag: '1' });
    expect(h.rt.callsOf('toast')).toContainEqual(['发送成功', 'success']);
    expect(sandbox.store.state.careMsgs.find((x) => x.careId === m.careId)?.sendFlag).toBe('1');
    // The detail shows it sent and offers to send again.
    expect(await screen.findByRole('button', { name: '再次发送' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('已发送')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('does not mark the message sent when the chat send fails', async () => {
    const m = unsent();
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
