/**
 * Issue 5: each sandbox control produces the matching behaviour of the error catalogue
 * (spec/calls.md 8) in the app, in Chromium against `npm start`. A fault is set through
 * POST /__sandbox/fault for a call that a page makes on load or on a tap; the assertions are what
 * the user sees. The config switches send the matching personas to the permission gate's pages
 * (spec/product.md 4.2).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COM_ID, expectPath, loginThrough, appSuite, simulatorIn, simulatorLog, visibleText, type PersonaKey } from './support/app';
import { OLD_FAIL_BODY } from '../../sandbox/faults';

const { base, sandbox, phone } = appSuite();

afterEach(async () => {
  await sandbox.config({ smart_business_card: '0', check_wecom_phone_same_as_khyx: '0' });
});

/** A fresh phone that asked for `target` and logged in as `persona` (landing on `landing`). */
async function openAs(persona: PersonaKey, target: string, landing?: string): Promise<Page> {
  const opened = await phone();
  await loginThrough(opened.page, base, persona, target, landing);
  return opened.page;
}

/** Opens the customer list of the account manager, whose first call is weixinCustMainQuery. */
async function customerList(): Promise<Page> {
  const page = await openAs('manager', '/customer-info/query-customer');
  await page.getByText(/^待办客户，共 \d+ 位/).waitFor({ timeout: 20000 });
  return page;
}

/** The list's failure state: the message and a 重试 button. */
async function listFailure(page: Page, message: string, timeout = 20000): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect.poll(() => alert.count(), { timeout }).toBe(1);
  expect(await alert.getByRole('button', { name: /重\s*试/ }).count()).toBe(1);
}

describe('faults → error catalogue', () => {
  it('HTTP 500 without a body shows 服务异常！, and 重试 recovers once the server is back', async () => {
    const page = await customerList();
    await sandbox.fault({ id: 'weixinCustMainQuery', kind: 'http500' });
    await page.getByRole('tab', { name: '已办', exact: true }).click();
    await listFailure(page, '服务异常！');

    await sandbox.clearFaults();
    await page.getByRole('alert').getByRole('button', { name: /重\s*试/ }).click();
    await page.getByText(/^已办客户，共 \d+ 位/).waitFor({ timeout: 20000 });
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it.each([
    ['json', 'an unknown JSON shape'],
    ['text', 'an HTML error page'],
  ] as const)('a malformed body (%s: %s) shows 系统错误', async (variant, _shape) => {
    const page = await customerList();
    await sandbox.fault({ id: 'weixinCustMainQuery', kind: 'malformed', variant });
    await page.getByRole('tab', { name: '非车待办', exact: true }).click();
    await listFailure(page, '系统错误');
  });

  it('an old-style failure shows its errorMsg, and nothing is sent to the chat', async () => {
    const page = await openAs('manager', '/poster/index');
    const poster = page.locator('.w-poster-gallery__item').first();
    await poster.waitFor({ timeout: 20000 });
    await simulatorIn(page, { entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' });
    await sandbox.fault({ id: 'uploadPosterWithPosterUrl', kind: 'oldFail' });

    await poster.click();
    await page.getByText('直接发送原图', { exact: true }).click();
    await expect.poll(() => visibleText(page, OLD_FAIL_BODY.errorMsg), { timeout: 15000 }).toBe(1);
    expect(await visibleText(page, '发送成功')).toBe(0);
    expect((await simulatorLog(page)).filter((e) => e.api === 'sendChatMessage')).toEqual([]);
  });

  it('status 16 ends the session: token removed, reload after 0.8 s, back to login for the same page', async () => {
    const page = await customerList();
    await sandbox.fault({ id: 'weixinCustMainQuery', kind: 'status16', once: true });
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/weixinCustMainQuery')),
      page.getByRole('tab', { name: '已办', exact: true }).click(),
    ]);
    const at = Date.now();
    await page.waitForEvent('load', { timeout: 10000 });
    expect(Date.now() - at).toBeGreaterThanOrEqual(600);
    await expectPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toContain('/customer-info/query-customer');
    expect((await page.context().cookies()).find((c) => c.name === 'wx_token')).toBeUndefined();

    // Logging in again returns to the page; the once-fault is spent.
    await page.getByRole('button', { name: '客户经理', exact: true }).click();
    await expectPath(page, '/customer-info/query-customer');
    await page.getByText(/^待办客户，共 \d+ 位/).waitFor({ timeout: 20000 });
  });

  it('a call slower than its timeout shows 请求超时，请重试', async () => {
    // fuzzyQueryUserByUserNameOrUserCode has the catalogue's shortest timeout (10 s); the slow
    // fault's default delay is the call's timeout plus one second.
    await sandbox.fault({ id: 'fuzzyQueryUserByUserNameOrUserCode', kind: 'slow' });
    const page = await openAs('reviewer', '/create-group/reviewer-config-select');
    const asked = Date.now();
    await listFailure(page, '请求超时，请重试', 30000);
    // Not before the call's own timeout.
    expect(Date.now() - asked).toBeGreaterThanOrEqual(9000);
  }, 60000);
});

describe('config switches → permission gate', () => {
  it('smart_business_card=1 sends a user without a card record to register one', async () => {
    await sandbox.config({ comId: COM_ID, smart_business_card: '1' });
    const page = await openAs('newcomer', '/mine/index', '/business-card/register-card');
    const query = new URL(page.url()).searchParams;
    expect(query.get('redirect')).toBe('cache');
    expect(query.get('type')).toBe('register');
  });

  it('check_wecom_phone_same_as_khyx=1 sends a user whose phones differ to account info', async () => {
    await sandbox.config({ comId: COM_ID, check_wecom_phone_same_as_khyx: '1' });
    const page = await openAs('phone-mismatch', '/mine/index', '/customer-info/account-info');
    expect(new URL(page.url()).searchParams.get('modifyMobile')).toBe('1');
  });

  it.each(['newcomer', 'phone-mismatch'] as const)('with the switches off, %s reaches the page asked for', async (persona) => {
    const page = await openAs(persona, '/mine/index');
    await page.waitForLoadState('networkidle');
    await expectPath(page, '/mine/index');
  });
});
