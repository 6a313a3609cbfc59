/**
 * Sends go to the right person (issue 18, item 2), in Chromium against `npm start`, as the account
 * manager of company 11000000 with the WeCom simulator in a chat: 发送电子保单 for one customer in
 * another customer's chat sends nothing, names both and offers the customer's chat; opening it (the
 * simulator then is in that chat) lets the same tap send, with 发送成功.
 */
import { describe, expect, it } from 'vitest';
import { appSuite, COM_ID, loginThrough, simulatorIn, simulatorLog, visibleText } from './support/app';

const { base, sandbox, phone } = appSuite();

interface SeedCustomer {
  custId: string;
  encryptCustId: string;
  custName: string;
  comId: string;
  externalUserId: string;
}

/** Two of the simulator's contacts in company 11000000 (sandbox seed: its first customers). */
async function twoCustomers(): Promise<[SeedCustomer, SeedCustomer]> {
  const customers = (await sandbox.state<SeedCustomer[]>('customers')).filter((c) => c.comId === COM_ID && c.externalUserId.startsWith('wmSandboxCust'));
  if (customers.length < 2) throw new Error('seed: two simulator contacts in 11000000');
  return [customers[0], customers[1]];
}

describe('account manager: an e-policy goes only into its customer’s chat', () => {
  it('refuses in another customer’s chat, opens the right chat, then sends', async () => {
    const [owner, other] = await twoCustomers();
    const { page } = await phone(412, 823);
    await loginThrough(page, base, 'manager', `/customer-info/policy-list?custId=${owner.custId}&encryptCustId=${owner.encryptCustId}`);
    const send = page.getByRole('button', { name: /发送电子保单/ }).first();
    await send.waitFor({ timeout: 20000 });
    await simulatorIn(page, { entry: 'single_chat_tools', externalUserId: other.externalUserId });

    await send.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`当前会话不是${owner.custName}（当前是${other.custName}），未发送。请打开与${owner.custName}的会话后再发送。`).waitFor({ timeout: 15000 });
    expect(await visibleText(page, '发送成功')).toBe(0);
    expect((await simulatorLog(page)).filter((e) => e.api === 'sendChatMessage')).toEqual([]);

    await dialog.getByRole('button', { name: `打开与${owner.custName}的会话` }).click();
    await expect.poll(async () => (await simulatorLog(page)).filter((e) => e.api === 'openEnterpriseChat')).toMatchObject([
      { ok: true, params: { externalUserIds: [owner.externalUserId] } },
    ]);
    expect(await page.evaluate(() => window.__wecomSimulator?.context)).toEqual({ entry: 'single_chat_tools', externalUserId: owner.externalUserId });

    await send.click();
    await expect.poll(() => visibleText(page, '发送成功'), { timeout: 15000 }).toBeGreaterThan(0);
    const sends = (await simulatorLog(page)).filter((e) => e.api === 'sendChatMessage');
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      ok: true,
      params: { msgtype: 'news', news: { title: '电子保单' } },
      context: { entry: 'single_chat_tools', externalUserId: owner.externalUserId },
    });
  });
});
