// @vitest-environment node
/**
 * Group sends reach only the customers bound to the sender (their WeCom contacts); the others fail
 * with the reason, and a message's figures are its recipients' states. Renewal reminders: a batch
 * lists the customers whose vehicle policy is due, soonest first; a reminder that reached them
 * marks them reminded, one that failed leaves them pending.
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
import { DAY_MS, fmtDate } from '@sandbox/util/dates';

type Row = Record<string, unknown>;

describe('findRenewalReminderCustListByBatchNo', () => {
  it('lists the due customers of the newest batch soonest first, and a reminder marks them reminded', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const before = dataOf((await sb.call('findRenewalReminderCustListByBatchNo', {}, { token })).json) as { list: Row[]; total: number; batchNo: string; pendingCustIds: string[]; remindedCount: number };
    // Numbers keep their seed-day date whatever day the seed is generated around (SEED_ID_ANCHOR).
    expect(before.batchNo).toBe('XB20261114111');
    expect(before.total).toBeGreaterThan(0);
    const ends = before.list.map((r) => String(r.endDate));
    expect(ends).toEqual([...ends].sort());
    for (const row of before.list) {
      const end = String(row.endDate);
      // Due within the 90 days after the batch was cut.
      expect(end > fmtDate(Date.now() - DAY_MS) && end <= fmtDate(Date.now() + 89 * DAY_MS)).toBe(true);
      expect(row.mobile).toMatch(/^\d{4}\*{4}\d{3}$/);
      expect(row.reminded).toBe(false);
    }
    expect(before.pendingCustIds).toHaveLength(before.total);

    const sent = dataOf((await sb.call('createRenewalReminderMsg', { batchNo: before.batchNo, custIds: before.pendingCustIds, content: '您的车险即将到期' }, { token })).json) as Row;
    expect(sent.custCount).toBeGreaterThan(0);
    expect(Number(sent.successCount) + Number(sent.failCount)).toBe(sent.custCount);
    const after = dataOf((await sb.call('findRenewalReminderCustListByBatchNo', { batchNo: before.batchNo }, { token })).json) as { list: Row[]; pendingCustIds: string[]; remindedCount: number };
    // Reminded: those the reminder reached, the customers bound to the sender.
    expect(after.remindedCount).toBe(sent.successCount);
    expect(after.list.filter((r) => r.reminded).every((r) => r.remindTime && r.bindFlag === '1')).toBe(true);
    expect(after.list.filter((r) => !r.reminded).every((r) => r.bindFlag === '0')).toBe(true);
    expect(after.pendingCustIds.length).toBe(before.total - Number(sent.successCount));
  });
});

describe('sendTaskGroupMsg', () => {
  it('reaches only the customers bound to the sender; the others fail with the reason, and the figures are the recipients’ states', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    // Every customer of the manager, as the group-message filter lists them without conditions.
    const mine = dataOf((await sb.call('weixinCustMainQuery', { pageNo: 1, pageSize: 200 }, { token })).json) as { list: Row[]; total: number };
    const bound = mine.list.filter((r) => r.bindFlag === '1').map((r) => r.custId);
    expect(bound.length).toBeGreaterThan(0);
    expect(bound.length).toBeLessThan(mine.total);

    const sent = dataOf((await sb.call('sendTaskGroupMsg', { msgType: '0', title: '年终回馈', content: '年终回馈活动开始了', custIds: mine.list.map((r) => r.custId) }, { token })).json) as Row;
    const custCount = Number(sent.custCount);
    const blocked = Number(sent.blockedCount);
    expect(custCount + blocked).toBe(mine.total);

    const rows = (dataOf((await sb.call('queryGroupMsgSendCustListById', { msgId: sent.msgId, pageSize: 200 }, { token })).json) as { list: Row[] }).list;
    expect(rows).toHaveLength(custCount);
    for (const row of rows) {
      if (bound.includes(row.custId)) expect(row).toMatchObject({ sendStatus: '1', sendStatusName: '已送达', failReason: '' });
      else expect(row).toMatchObject({ sendStatus: '2', sendStatusName: '发送失败', failReason: '客户未绑定企业微信' });
    }
    const delivered = rows.filter((r) => r.sendStatus === '1').length;
    const failed = rows.filter((r) => r.sendStatus === '2').length;
    expect(failed).toBeGreaterThan(0);
    expect(sent).toMatchObject({ status: '2', successCount: delivered, failCount: failed });

    // The record's figures, in the detail and in the history list, are the list's.
    const detail = dataOf((await sb.call('queryGroupMsgHistoryById', { msgId: sent.msgId }, { token })).json) as Row;
    expect(detail).toMatchObject({ custCount, successCount: delivered, failCount: failed, status: '2', statusName: '部分失败' });
    const history = dataOf((await sb.call('queryTaskGroupMsgHistory', {}, { token })).json) as { list: Row[] };
    expect(history.list.find((m) => m.msgId === sent.msgId)).toMatchObject({ successCount: delivered, failCount: failed });
  });

  it('reports a send to bound customers only as delivered to all', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const mine = dataOf((await sb.call('weixinCustMainQuery', { pageNo: 1, pageSize: 200 }, { token })).json) as { list: Row[] };
    const bound = mine.list.filter((r) => r.bindFlag === '1').map((r) => r.custId);
    const sent = dataOf((await sb.call('sendTaskGroupMsg', { msgType: '1', content: '天气转凉，注意保暖', custIds: bound }, { token })).json) as Row;
    expect(sent).toMatchObject({ status: '1', failCount: 0, successCount: sent.custCount });
    const detail = dataOf((await sb.call('queryGroupMsgHistoryById', { msgId: sent.msgId }, { token })).json) as Row;
    expect(detail).toMatchObject({ statusName: '已发送', failCount: 0 });
  });
});
