/**
 * group-msg pages against the sandbox: the customer filter counts the matches and carries the
 * filter to the editor; the editor confirms with the recipient count and submits the task group
 * message for exactly the filtered customers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Customer, Policy, RenewalBatch } from '@sandbox/seed/types';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { calendarDaysUntil } from '@sandbox/util/dates';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';

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

/** How many of the manager's customers a filter matches, as the sandbox answers weixinCustMainQuery. */
const matching = (filter: { custStatus?: string; insuredFlag?: string; gender?: string }): number => {
  const { customers, bindings } = sandbox.store.state;
  const bound = new Set(bindings.filter((b) => b.userCode === MANAGER).map((b) => b.custId));
  return customers.filter(
    (c) =>
      (c.managerUserCode === MANAGER || bound.has(c.custId)) &&
      (!filter.custStatus || c.custStatus === filter.custStatus) &&
      (!filter.insuredFlag || c.insuredFlag === filter.insuredFlag) &&
      (!filter.gender || c.gender === (filter.gender === '0' ? '2' : '1')),
  ).length;
};

describe('group-msg/group-msg-query: the filter holds', () => {
  it('opened with a filter in its URL (as back and 修改筛选 from the editor find it) shows that filter and its count, and carries it on', async () => {
    const n = matching({ insuredFlag: '1', gender: '1' });
    expect(n).toBeGreaterThan(0);
    const h = await open('group-msg/group-msg-query', { insuredFlag: '1', gender: '1' });
    expect(await screen.findByText(`共 ${n} 位`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('已投保')).toBeInTheDocument();
    expect(screen.getByText('男性')).toBeInTheDocument();
    expect(screen.getByText(`将向筛选出的 ${n} 位客户群发`)).toBeInTheDocument();
    expect(called(h, 'weixinCustMainQuery')[0][1]).toMatchObject({ insuredFlag: '1', gender: '1' });
    // The sheet opens on the filter in force, not on an empty one.
    await userEvent.click(screen.getByRole('button', { name: /筛选/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('button', { name: '已投保' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(sheet).getByRole('button', { name: '男' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(sheet).getByRole('button', { name: /确\s?定/ }));
    await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/group-msg/group-msg-edit', { insuredFlag: '1', gender: '1' }, false]);
    // What the page started from is its URL already: nothing to rewrite.
    expect(h.rt.callsOf('rewriteQuery')).toEqual([]);
  });

  it('writes a filter and a keyword into its URL as they are chosen, so back and reload find them', async () => {
    const h = await open('group-msg/group-msg-query');
    await screen.findByText('张伟', {}, { timeout: 8000 });
    expect(h.rt.callsOf('rewriteQuery')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /筛选/ }));
    const sheet = await screen.findByRole('dialog');
    await userEvent.click(within(sheet).getByRole('button', { name: '在保' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '女' }));
    await userEvent.click(within(sheet).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(h.rt.callsOf('rewriteQuery')).toHaveLength(1));
    expect(h.rt.callsOf('rewriteQuery')[0]).toEqual([{ custStatus: '01', insuredFlag: '', gender: '0', followStatus: '', keyword: '' }]);
    await screen.findByText(`共 ${matching({ custStatus: '01', gender: '0' })} 位`, {}, { timeout: 8000 });

    await userEvent.type(screen.getByPlaceholderText('客户姓名/手机号/车牌号'), '王');
    await userEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(h.rt.callsOf('rewriteQuery')).toHaveLength(2));
    expect(h.rt.callsOf('rewriteQuery')[1]).toEqual([{ custStatus: '01', insuredFlag: '', gender: '0', followStatus: '', keyword: '王' }]);
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
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: '确认向 8 位客户群发？筛选：在保 · 男性' });
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
    // Sent: the draft is gone, the next group message starts blank.
    expect(draftKeys()).toEqual([]);
  });

  it('confirms a message to all customers as such: the count and 全部客户', async () => {
    const h = await open('group-msg/group-msg-edit');
    const n = matching({});
    await screen.findByText(`共 ${n} 位客户`, {}, { timeout: 8000 });
    await userEvent.type(await screen.findByPlaceholderText(/仅自己可见/, {}, { timeout: 8000 }), '年末问候');
    await userEvent.type(screen.getByPlaceholderText('请输入发送给客户的文字内容'), '感谢一年来的信任与支持。');
    await userEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: `确认向 ${n} 位客户群发？筛选：全部客户（未设置筛选条件）` });
  });
});

/** The form drafts in session storage. */
const draftKeys = (): string[] => Object.keys(sessionStorage).filter((k) => k.startsWith('wx_formDraft:'));

describe('group-msg/group-msg-edit: the draft holds', () => {
  const typeMessage = async (): Promise<void> => {
    await userEvent.type(await screen.findByPlaceholderText(/仅自己可见/, {}, { timeout: 8000 }), '春节祝福');
    await userEvent.type(screen.getByPlaceholderText('请输入发送给客户的文字内容'), '新春快乐，阖家幸福！');
  };

  it('the typed title and text survive 修改筛选 and coming back with another filter, which the confirm then names', async () => {
    let h = await open('group-msg/group-msg-edit', { custStatus: '01' });
    await screen.findByText(`共 ${matching({ custStatus: '01' })} 位客户`, {}, { timeout: 8000 });
    expect(screen.queryByText('已恢复上次未发送的内容')).toBeNull();
    await typeMessage();
    await userEvent.click(screen.getByText('修改筛选'));
    expect(h.rt.callsOf('back')).toEqual([[1]]);

    // The editor unmounts while the filter is shown; the user narrows the filter and comes back.
    cleanup();
    const n = matching({ custStatus: '01', gender: '1' });
    h = await open('group-msg/group-msg-edit', { custStatus: '01', gender: '1' });
    await screen.findByText(`共 ${n} 位客户`, {}, { timeout: 8000 });
    expect(await screen.findByDisplayValue('春节祝福', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByDisplayValue('新春快乐，阖家幸福！')).toBeInTheDocument();
    expect(screen.getByText('已恢复上次未发送的内容')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(called(h, 'sendTaskGroupMsg')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: `确认向 ${n} 位客户群发？筛选：在保 · 男性` });
    expect(called(h, 'sendTaskGroupMsg')[0][1]).toMatchObject({ title: '春节祝福', content: '新春快乐，阖家幸福！', custStatus: '01', gender: '1' });
  });

  it('is the signed-in user\'s own: another user on the same device starts blank', async () => {
    await open('group-msg/group-msg-edit');
    await typeMessage();
    expect(draftKeys()).toEqual(['wx_formDraft:11016688:group-msg-edit']);
    cleanup();
    await openSandboxPage(sandbox, 'group-msg/group-msg-edit', { persona: 'newcomer', comId: COM, overrides: { config: CONFIG } });
    const title = await screen.findByPlaceholderText(/仅自己可见/, {}, { timeout: 8000 });
    expect(title).toHaveValue('');
    expect(screen.queryByText('已恢复上次未发送的内容')).toBeNull();
  });

  it('清空 asks first, then starts blank and drops the draft', async () => {
    await open('group-msg/group-msg-edit');
    await typeMessage();
    cleanup();
    const h = await open('group-msg/group-msg-edit');
    expect(await screen.findByDisplayValue('春节祝福', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    await waitFor(() => expect(screen.getByPlaceholderText(/仅自己可见/)).toHaveValue(''));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '清空内容' });
    expect(screen.getByPlaceholderText('请输入发送给客户的文字内容')).toHaveValue('');
    expect(screen.queryByText('已恢复上次未发送的内容')).toBeNull();
    expect(draftKeys()).toEqual([]);
  });
});

describe('group-msg/group-msg-edit: validation', () => {
  it('an empty title and text show only the fields\' messages: no confirm, no send, no 操作失败', async () => {
    const h = await open('group-msg/group-msg-edit', { custStatus: '01' });
    await screen.findByText(/共 \d+ 位客户/, {}, { timeout: 8000 });
    await screen.findByPlaceholderText(/仅自己可见/, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('请输入群发标题', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('请输入消息正文')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(h.rt.callsOf('toast')).toEqual([]);
    expect(h.rt.callsOf('confirm')).toHaveLength(0);
    expect(called(h, 'sendTaskGroupMsg')).toHaveLength(0);
  });
});

describe('group-msg/group-msg-customer-list', () => {
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

  /** The company's newest renewal batch, the manager's own customers in it soonest expiry first, and the other customers in it. */
  function managersDue(): { batch: RenewalBatch; rows: Array<{ customer: Customer; policy: Policy }>; others: Customer[] } {
    const s = sandbox.store.state;
    const batch = s.renewalBatches.find((b) => b.comCode === COM);
    if (!batch) throw new Error('no renewal batch');
    const own = (c: Customer): boolean => c.managerUserCode === MANAGER || s.bindings.some((b) => b.custId === c.custId && b.userCode === MANAGER);
    const inBatch = s.customers.filter((c) => batch.custIds.includes(c.custId));
    const rows = inBatch.filter(own).map((customer) => {
      const policy = s.policies
        .filter((p) => p.custId === customer.custId && p.vehicle && p.status === '1' && p.endDate > batch.createTime)
        .sort((a, b) => a.endDate.localeCompare(b.endDate))[0];
      return { customer, policy };
    });
    rows.sort((a, b) => a.policy.endDate.localeCompare(b.policy.endDate));
    // A name shared with one of the manager's own customers could show for that one.
    const names = new Set(rows.map((r) => r.customer.custName));
    return { batch, rows, others: inBatch.filter((c) => !own(c) && !names.has(c.custName)) };
  }

  /** Customers already sent a renewal notice of the batch. */
  const remindedIn = (batchNo: string): Set<string> =>
    new Set(sandbox.store.state.groupMsgs.filter((m) => m.msgType === '6' && m.batchNo === batchNo && m.status !== '0').flatMap((m) => m.custIds));

  it('lists the due customers soonest first, previews the notice and sends it to those not yet reminded', async () => {
    const { batch, rows, others } = managersDue();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const pending = rows.filter((r) => !remindedIn(batch.batchNo).has(r.customer.custId));
    const h = await open('group-msg/renewal-notice-group-msg');
    expect(await screen.findByText(batch.batchName, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(batch.batchName).toMatch(/^\d{2}月第4批续保提醒$/);
    expect(called(h, 'findRenewalReminderCustListByBatchNo')[0][1]).toMatchObject({ pageNo: 1 });
    await screen.findByText(rows[0].customer.custName);
    const text = document.body.textContent ?? '';
    expect(text.indexOf(rows[0].customer.custName)).toBeLessThan(text.indexOf(rows[1].customer.custName));
    // The batch is the company's: other managers' customers in it are theirs to remind.
    for (const c of others) expect(text, c.custName).not.toContain(c.custName);
    const end = rows[0].policy.endDate.slice(0, 10);
    expect(screen.getAllByText(rows[0].policy.licenseNo).length).toBeGreaterThan(0);
    expect(screen.getAllByText(`${end} 到期`).length).toBeGreaterThan(0);
    // Calendar days from the clock's day to the due day, the same count the task centre shows.
    const daysLeft = calendarDaysUntil(end, Date.now());
    expect(screen.getAllByText(`剩 ${daysLeft} 天`).length).toBeGreaterThan(0);
    expect(screen.getByText(/^【续保提醒】您好，您的车险即将到期/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('13590');

    await userEvent.click(screen.getByRole('button', { name: '群发续保通知' }));
    await waitFor(() => expect(called(h, 'createRenewalReminderMsg')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: `确认向 ${pending.length} 位车险即将到期的客户发送续保通知？` });
    const [, params] = called(h, 'createRenewalReminderMsg')[0];
    expect(params).toMatchObject({ batchNo: batch.batchNo, msgType: '6', title: batch.batchName });
    expect([...(params.custIds as string[])].sort()).toEqual(pending.map((r) => r.customer.custId).sort());
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
    const { batch, rows } = managersDue();
    sandbox.store.state.groupMsgs.unshift({
      ...sandbox.store.state.groupMsgs[0], msgId: 'GM202611250001', userCode: MANAGER, msgType: '6', batchNo: batch.batchNo, custIds: [...batch.custIds], status: '1', failures: [],
    });
    await open('group-msg/renewal-notice-group-msg');
    // The manager's own customers of the batch (scope.ts), each reminded.
    expect((await screen.findAllByText('已提醒', {}, { timeout: 8000 })).length).toBeGreaterThanOrEqual(rows.length);
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
