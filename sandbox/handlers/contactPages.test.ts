// @vitest-environment node
/**
 * What the contact pages (pushed messages) need of the sandbox: the new-customer push filters the
 * binding query by push source; the first-accident push has an open claim whose care is still to
 * send, which the send flag by registNo then marks sent.
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

const MANAGER = '11016688';

describe('weixinCustMainQuery by push source', () => {
  it('answers only the customers of the push source asked for', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const own = sb.store.state.customers.filter((c) => c.managerUserCode === MANAGER && c.taskType === '6');
    expect(new Set(own.map((c) => c.pushSource)).size).toBe(2);
    for (const pushSource of ['todoTask', 'kafkaPayment'] as const) {
      const page = dataOf((await sb.call('weixinCustMainQuery', { taskType: '6', pushSource, pageNo: 1, pageSize: 50 }, { token })).json) as { list: { custId: string }[]; total: number };
      const expected = own.filter((c) => c.pushSource === pushSource).map((c) => c.custId);
      expect(page.total).toBe(expected.length);
      expect(page.list.map((r) => r.custId).sort()).toEqual(expected.sort());
    }
  });
});

describe('the open claim of the first-accident push', () => {
  it("is the claims advisor's, open, with care to send that the send flag by registNo marks sent", async () => {
    const sb = createTestSandbox();
    const token = sb.login('claims-advisor', '11000000');
    const care = sb.store.state.careMsgs.find((m) => m.userCode === '11015211' && m.careType === '3' && m.sendFlag === '0');
    if (!care) throw new Error('no claim care to send');
    const claim = sb.store.state.claims.find((c) => c.registNo === care.registNo);
    expect(claim?.steps.some((s) => !s.done)).toBe(true);
    const first = dataOf((await sb.call('queryFirstAccidentCareMsg', { registNo: care.registNo }, { token })).json) as { content: string; sendFlag: string };
    expect(first).toMatchObject({ content: care.content, sendFlag: '0' });
    await sb.call('updateCustcareMsgSendFlagByRegistNo', { registNo: care.registNo, sendFlag: '1' }, { token });
    const after = dataOf((await sb.call('queryFirstAccidentCareMsg', { registNo: care.registNo }, { token })).json) as { sendFlag: string };
    expect(after.sendFlag).toBe('1');
    // The manager persona has no claim care to send (their lists stay as seeded), nor reaches this one.
    expect(sb.store.state.careMsgs.some((m) => m.userCode === MANAGER && m.careType === '3' && m.sendFlag === '0')).toBe(false);
    const other = sb.login('manager', '11000000');
    expect(dataOf((await sb.call('queryFirstAccidentCareMsg', { registNo: care.registNo }, { token: other })).json)).toBeNull();
  });
});
