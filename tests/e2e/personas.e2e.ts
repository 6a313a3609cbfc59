/**
 * Every persona lands somewhere useful, in Chromium against `npm start` (company 11000000): logged
 * in from the login page without a target, each lands on the home of its role (spec 2.5, 6), a
 * page the role may open, and 返回首页 on an error page leads there again. The external group-chat
 * user's home is the robot's filing page, not the staff home they may not open. The reviewer finds
 * 建群审核 on the home page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectPath, loginHome, appSuite, visibleText, type PersonaKey } from './support/app';

const { base, phone } = appSuite();

const STAFF_HOME = '/home/customer-home-page';
const EXTERNAL_HOME = '/robot/chat-room-add-relation';
const DENIED = '无权访问此页面';

/** Where each persona's role is at home, and a text that page shows once it is ready. */
const HOMES: Record<PersonaKey, { path: string; shows: string }> = {
  manager: { path: STAFF_HOME, shows: '常用功能' },
  newcomer: { path: STAFF_HOME, shows: '常用功能' },
  'phone-mismatch': { path: STAFF_HOME, shows: '常用功能' },
  'claims-advisor': { path: STAFF_HOME, shows: '常用功能' },
  reviewer: { path: STAFF_HOME, shows: '常用功能' },
  external: { path: EXTERNAL_HOME, shows: '请从客户群内打开' },
};

/** Waits for `text` in the shown view and checks the view is not the 401 page. */
async function expectOpened(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).filter({ visible: true }).first().waitFor({ timeout: 20000 });
  expect(await visibleText(page, DENIED)).toBe(0);
}

describe('every persona lands on a page its role may open', () => {
  for (const persona of Object.keys(HOMES) as PersonaKey[]) {
    it(`${persona}: logs in to its home, and 返回首页 leads there again`, async () => {
      const home = HOMES[persona];
      const { page } = await phone();
      await loginHome(page, base, persona, home.path);
      await expectOpened(page, home.shows);

      // A page this role may not open (the staff home for the external user), or an unknown one.
      const elsewhere = persona === 'external' ? STAFF_HOME : '/no/such/page';
      await page.goto(`${base}${elsewhere}`);
      const error = persona === 'external' ? '/error/401' : '/error/404';
      await expectPath(page, error);
      if (persona === 'external') await page.getByText(DENIED).waitFor({ timeout: 20000 });
      await page.getByRole('button', { name: '返回首页' }).filter({ visible: true }).click();
      await expectPath(page, home.path);
      await expectOpened(page, home.shows);
    });
  }

  it('reviewer: finds 建群审核 on the home page and opens the review queue from it', async () => {
    const { page } = await phone();
    await loginHome(page, base, 'reviewer', STAFF_HOME);
    const entry = page.getByRole('button', { name: /^建群审核/ }).filter({ visible: true });
    await entry.click({ timeout: 20000 });
    await expectPath(page, '/create-group/review');
    await page.getByRole('tab', { name: /待审核/ }).first().waitFor({ timeout: 20000 });
    expect(await visibleText(page, DENIED)).toBe(0);
  });

  it('manager: sees no 建群审核 entry (not a reviewer)', async () => {
    const { page } = await phone();
    await loginHome(page, base, 'manager', STAFF_HOME);
    await expectOpened(page, '常用功能');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: /^建群审核/ }).filter({ visible: true }).count()).toBe(0);
    expect(await visibleText(page, '建群审核')).toBe(0);
  });
});
