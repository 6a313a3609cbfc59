// @vitest-environment node
/**
 * Binding a WeCom contact to a customer record (绑定企微客户): once the caller bound the contact to
 * a record, queryWxContactInfo answers that record, even when another record was seeded with the
 * contact's id.
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

const COM = '11000000';
const MANAGER = '11016688';

describe('queryWxContactInfo after weixinCustMainBinding', () => {
  it('answers the customer the caller bound the contact to', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', COM);
    const s = sb.store.state;
    const unbound = s.customers.filter((c) => c.comId === COM && c.managerUserCode === MANAGER && !s.bindings.some((b) => b.custId === c.custId));
    const [seededWithId, chosen] = unbound;
    if (!seededWithId || !chosen) throw new Error('seed: two unbound customers of the manager');
    const contact = seededWithId.externalUserId;
    const before = dataOf((await sb.call('queryWxContactInfo', { externalUserId: contact }, { token })).json) as { custId: string; bound: boolean };
    expect(before).toMatchObject({ custId: seededWithId.custId, bound: false });
    await sb.call('weixinCustMainBinding', { custId: chosen.custId, encryptCustId: chosen.encryptCustId, externalUserId: contact }, { token });
    const after = dataOf((await sb.call('queryWxContactInfo', { externalUserId: contact }, { token })).json) as { custId: string; name: string; bound: boolean };
    expect(after).toMatchObject({ custId: chosen.custId, name: chosen.custName, bound: true });
  });
});
