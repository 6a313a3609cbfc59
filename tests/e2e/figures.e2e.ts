/**
 * The home page's figures in Chromium against `npm start`, as the account manager of company
 * 11000000: each 今日工作 tile opens the list it counts and that list shows the same number, also
 * when the customer list (kept alive) is opened again from the other tile with another tab
 * (issue 18.8).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { appSuite, expectPath, loginThrough } from './support/app';

const { base, phone } = appSuite();
const HOME = '/home/customer-home-page';

function tile(page: Page, label: string): Locator {
  return page.locator('.w-statgrid__cell', { hasText: label });
}

/** The number a tile shows once its source has answered. */
async function figure(page: Page, label: string): Promise<number> {
  const value = tile(page, label).locator('.w-statgrid__value');
  await expect.poll(() => value.evaluate((el) => el.firstChild?.textContent ?? ''), { timeout: 20000 }).toMatch(/^\d+$/);
  return Number(await value.evaluate((el) => el.firstChild?.textContent ?? ''));
}

/** The view on screen (kept-alive views stay mounted, hidden). */
function current(page: Page): Locator {
  return page.locator('.shell-view:not([hidden])').last();
}

async function backHome(page: Page): Promise<void> {
  await current(page).getByRole('button', { name: '返回' }).click();
  await expectPath(page, HOME);
}

describe('home figures', () => {
  it('open the lists they count, with the same numbers', async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', HOME);
    const mine = await figure(page, '我的客户');
    const todo = await figure(page, '待绑定客户');
    const unsent = await figure(page, '未发送电子保单');
    const care = await figure(page, '待发关怀消息');
    expect(mine).toBeGreaterThan(todo);

    await tile(page, '我的客户').click();
    await expectPath(page, '/customer-info/query-customer');
    await current(page).getByText(`我的客户，共 ${mine} 位`, { exact: false }).waitFor({ timeout: 20000 });
    await backHome(page);

    // The same kept-alive list, opened with another tab: it shows that tab, not the last visit's.
    await tile(page, '待绑定客户').click();
    await expectPath(page, '/customer-info/query-customer');
    const list = current(page);
    await list.getByText(`待办客户，共 ${todo} 位`, { exact: false }).waitFor({ timeout: 20000 });
    expect(await list.getByRole('tab', { name: /^待办/ }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => list.locator('.w-customer-card').count()).toBe(Math.min(todo, 10));
    expect(await list.getByText('已绑定', { exact: true }).count()).toBe(0);
    await backHome(page);

    await tile(page, '未发送电子保单').click();
    await expectPath(page, '/customer-info/policy-list');
    await current(page).getByText(`有效保单中未发送电子保单 ${unsent} 张`, { exact: false }).waitFor({ timeout: 20000 });
    await backHome(page);

    await tile(page, '待发关怀消息').click();
    await expectPath(page, '/custcare-msg/custcare-msg-query');
    await current(page).getByText(`全部类型 · 待发送 ${care} 条`, { exact: false }).waitFor({ timeout: 20000 });
  });
});
