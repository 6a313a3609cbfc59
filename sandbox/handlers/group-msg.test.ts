// @vitest-environment node
/**
 * Renewal reminders: a batch lists the customers whose vehicle policy is due, soonest first; a
 * reminder sent for the batch marks them reminded and leaves none pending.
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../testing/node-fixture';
import { dataOf } from '../testing/client';
import { DAY_MS, fmtDate } from '../util/dates';

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
    const after = dataOf((await sb.call('findRenewalReminderCustListByBatchNo', { batchNo: before.batchNo }, { token })).json) as { list: Row[]; pendingCustIds: string[]; remindedCount: number };
    expect(after.remindedCount).toBe(sent.custCount);
    expect(after.list.filter((r) => r.reminded).every((r) => r.remindTime)).toBe(true);
    expect(after.pendingCustIds.length).toBe(before.total - Number(sent.custCount));
  });
});
