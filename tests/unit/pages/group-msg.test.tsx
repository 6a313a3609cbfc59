/**
 * group-msg pages against the sandbox: the customer filter counts the matches and carries the
 * filter to the editor; the editor confirms with the recipient count and submits the task group
 * message for exactly the filtered customers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';
import { calendarDaysUntil } from '@sandbox/util/dates';

const sandbox = startSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const CONFIG = (): Record<string, unknown> => ({ wecomComId: COM, userComId: COM, frontUrl: 'https://wecom.example.cn/' });

type Harness = SandboxPage;

const open = (pageId: string, query: Record<string, string> = {}): Promise<Harness> =>
  openSandboxPage(sandbox, pageId, { query, comId: COM, overrides: { config: CONFIG } });

const called = (h: Harness, api: string): RecordedRequest[] => h.called(api);

startEachTestFresh(sandbox);

describe('group-msg/group-msg-query', () => {
  it('counts the matching customers and goes on to the editor', async () => {
    const h = await open('group-msg/group-msg-query');
    expect(await screen.findByText('张伟', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(/将向筛选出的 \d+ 位客户群发/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/group-msg/group-msg-edit', {}, false]);
  });
});

describe('group-msg/group-msg-edit', () => {
  it('confirms with the recipient count and sends the task group message to the filtered customers', async () => {
    const h = await open('group-msg/group-msg-edit', { custStatus: '01', gender: '1' });
    await screen.findByText(/共 8 位客户/, {}, { timeout: 8000 });
    await userEvent.type(await screen.findByPlaceholderText(/仅自己可见/, {}, { timeout: 8000 }), '双十一车险回馈');
    await userEvent.type(screen.getByPlaceholderText('请输入发送给客户的文字内容'), '续保可享道路救援升级服务，欢迎咨询。');
    await userEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(called(h, 'sendTaskGroupMsg')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: '确认向 8 位客户群发？' });
    const [, params] = called(h, 'sendTaskGroupMsg')[0];
    expect(params).toMatchObject({ msgType: '0', title: '双十一车险回馈', custStatus: '01', gender: '1', attachments: [] });
    expect(params.custIds).toHaveLength(8);
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/group-msg/group-msg-query', { tab: 'history' }, true]);
    // Customers not bound to the manager cannot be reached: the toast and the record say how many.
    const sentMsg = sandbox.store.state.groupMsgs[0];
    const unbound = sentMsg.custIds.filter((id) => !sandbox.store.state.bindings.some((x) => x.custId === id && x.userCode === '11016688'));
    expect(unbound.length).toBeGreaterThan(0);
    expect(h.rt.callsOf('toast')).toContainEqual([`群发任务已提交，${unbound.length} 位客户未能送达，可在群发记录中查看原因`, 'success']);
    expect(sandbox.store.state.groupMsgs[0]).toMatchObject({ title: '双十一车险回馈', status: '2', failures: unbound.map((custId) => ({ custId, reason: '客户未绑定企业微信' })) });
  });
});

describe('group-msg/group-msg-customer-list', () => {
  const MANAGER = '11016688';
  const customerOf = (custId: string) => {
    const c = sandbox.store.state.customers.find((x) => x.custId === custId);
    if (!c) throw new Error(`no customer ${custId}`);
    return c;
  };
  const partlyFailed = () => {
    const msg = sandbox.store.state.groupMsgs.find((m) => m.userCode === MANAGER && m.status === '2');
    if (!msg) throw new Error('no partly failed group message of the manager');
    return msg;
  };

  it('shows the message, its delivery figures and its customers with masked phones and send states', async () => {
    const msg = partlyFailed();
    const failCount = msg.failures.length;
    const delivered = customerOf(msg.custIds.find((id) => !msg.failures.some((f) => f.custId === id)) ?? '');
    const failed = customerOf(msg.failures[0].custId);
    const h = await open('group-msg/group-msg-customer-list', { msgId: msg.msgId });
    expect((await screen.findAllByText(delivered.custName, {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(screen.getByText(msg.content)).toBeInTheDocument();
    expect(screen.getByText(`${failCount} 位客户未收到这条群发，可在“发送失败”中查看原因`)).toBeInTheDocument();
    expect(called(h, 'queryGroupMsgHistoryById')[0][1]).toEqual({ msgId: msg.msgId });
    expect(called(h, 'queryGroupMsgSendCustListById')[0][1]).toMatchObject({ msgId: msg.msgId, sendStatus: '' });
    // Phones only masked, never in full; every row says whether it arrived.
    expect(document.body.textContent).not.toContain(delivered.mobile);
    expect(screen.getAllByLabelText('手机').length).toBeGreaterThan(0);
    expect(screen.getAllByText('已送达').length).toBeGreaterThanOrEqual(msg.custIds.length - failCount);
    expect(screen.getAllByText('发送失败').length).toBeGreaterThanOrEqual(failCount);

    await userEvent.click(screen.getByRole('tab', { name: /发送失败/ }));
    await waitFor(() => expect(called(h, 'queryGroupMsgSendCustListById').at(-1)?.[1]).toMatchObject({ sendStatus: '2' }));
    await waitFor(() => expect(screen.queryAllByText(delivered.custName)).toHaveLength(0));
    expect(screen.getAllByText(failed.custName).length).toBeGreaterThan(0);
    for (const reason of new Set(msg.failures.map((f) => f.reason))) {
      expect(screen.getAllByText(reason).length).toBe(msg.failures.filter((f) => f.reason === reason).length);
    }

    await userEvent.click(screen.getAllByText(failed.custName)[0]);
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/customerInfo-detail', { custId: failed.custId, encryptCustId: failed.encryptCustId }, false]);
  });

  it('without a message id asks to pick one from the group-message history', async () => {
    const h = await open('group-msg/group-msg-customer-list');
    expect(await screen.findByText('未选择群发记录', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(called(h, 'queryGroupMsgSendCustListById')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '查看群发记录' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/group-msg/group-msg-query', { tab: 'history' }, true]);
  });
});

describe('group-msg/renewal-notice-group-msg', () => {
  beforeEach(() => sandbox.store.reset());

  it('lists the due customers soonest first, previews the notice and sends it to those not yet reminded', async () => {
    // The newest batch of the company and its soonest-due customer, read from the seed (which is
    // generated around the test clock): the page must show them whatever the day.
    const batch = sandbox.store.state.renewalBatches.find((b) => b.comCode === COM);
    if (!batch) throw new Error('no renewal batch');
    const soonest = sandbox.store.state.policies
      .filter((p) => batch.custIds.includes(p.custId) && p.vehicle && p.status === '1' && p.endDate > batch.createTime)
      .sort((a, b) => a.endDate.localeCompare(b.endDate))[0];
    const due = soonest.endDate.slice(0, 10);
    const h = await open('group-msg/renewal-notice-group-msg');
    expect(await screen.findByText(batch.batchName, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(batch.batchName).toMatch(/^\d{2}月第4批续保提醒$/);
    expect(called(h, 'findRenewalReminderCustListByBatchNo')[0][1]).toMatchObject({ pageNo: 1 });
    const text = document.body.textContent ?? '';
    expect(text.indexOf('谭涛')).toBeGreaterThan(-1);
    expect(text.indexOf('谭涛')).toBeLessThan(text.indexOf('方天佑'));
    expect(screen.getByText('京AG1118')).toBeInTheDocument();
    expect(soonest.licenseNo).toBe('京AG1118');
    expect(screen.getByText(`${due} 到期`)).toBeInTheDocument();
    // Calendar days from the clock's day to the due day, the same count the task centre shows.
    const days = calendarDaysUntil(due, Date.now());
    expect(days).toBe(14);
    expect(screen.getByText(`剩 ${days} 天`)).toBeInTheDocument();
    expect(screen.getByText(/^【续保提醒】您好，您的车险即将到期/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('13590');

    await userEvent.click(screen.getByRole('button', { name: '群发续保通知' }));
    await waitFor(() => expect(called(h, 'createRenewalReminderMsg')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: '确认向 8 位车险即将到期的客户发送续保通知？' });
    const [, params] = called(h, 'createRenewalReminderMsg')[0];
    expect(params).toMatchObject({ batchNo: batch.batchNo, msgType: '6', title: batch.batchName });
    expect(params.custIds).toHaveLength(8);
    const msg = sandbox.store.state.groupMsgs[0];
    // Customers not bound to the manager cannot be reached on WeCom: the send says so for each.
    // (Recipients: the customers asked for, less any who refuse marketing messages.)
    const unbound = msg.custIds.filter((id) => !sandbox.store.state.bindings.some((x) => x.custId === id && x.userCode === '11016688'));
    expect(msg).toMatchObject({ msgType: '6', batchNo: batch.batchNo, status: unbound.length ? '2' : '1' });
    expect(msg.failures).toEqual(unbound.map((custId) => ({ custId, reason: '客户未绑定企业微信' })));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/group-msg/group-msg-customer-list', { msgId: msg.msgId }, true]);
  });

  it('marks reminded customers and disables sending when the whole batch has been reminded', async () => {
    const batch = sandbox.store.state.renewalBatches.find((b) => b.comCode === COM);
    if (!batch) throw new Error('no renewal batch');
    sandbox.store.state.groupMsgs.unshift({
      ...sandbox.store.state.groupMsgs[0], msgId: 'GM202611250001', userCode: '11016688', msgType: '6', batchNo: batch.batchNo, custIds: [...batch.custIds], status: '1', failures: [],
    });
    await open('group-msg/renewal-notice-group-msg');
    expect((await screen.findAllByText('已提醒', {}, { timeout: 8000 })).length).toBeGreaterThanOrEqual(batch.custIds.length);
    expect(screen.getByText('这一批到期客户都已收到续保通知，可在群发记录中查看送达情况')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '群发续保通知' })).toBeDisabled();
  });
});

describe('group-msg/group-msg-query renewal link', () => {
  it('opens the renewal notice page from the nav bar', async () => {
    const h = await open('group-msg/group-msg-query');
    await userEvent.click(await screen.findByText('续保通知', {}, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/group-msg/renewal-notice-group-msg', {}, false]);
  });
});
