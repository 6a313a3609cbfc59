/**
 * Staff journeys in Chromium against `npm start`, as the account manager of company 11000000
 * (sandbox persona `manager`, 赵立新 11016688):
 * - find a customer by name and bind them; search by phone digits, scroll far down the results,
 *   open a customer's detail and come back to the same results at the same scroll position;
 * - send a poster from the poster library to the simulated single chat, after the app names its
 *   customer (issues 5 and 18).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectPath, loginThrough, appSuite, simulatorIn, simulatorLog, visibleText } from './support/app';

const { base, phone } = appSuite();


/** Seed facts (sandbox/seed) of the manager's customers in 11000000. */
const UNBOUND_TODO = '谢晓燕';
/**
 * '13' is in the mobile, ID number or plate of more than 10 of the manager's customers: two pages
 * of 10 (how many depends on the day, as ID numbers carry birth dates relative to it).
 */
const PHONE_DIGITS = '13';

const SEARCH_PLACEHOLDER = '姓名/手机号/证件号/车牌号';

/** The view of the customer list (kept mounted while the detail is shown). */
function listView(page: Page): Locator {
  return page.locator('.shell-view').filter({ has: page.getByPlaceholder(SEARCH_PLACEHOLDER) });
}

/** How far the list view's own scroll container is scrolled. */
function scrollTop(view: Locator): Promise<number> {
  return view.locator('.shell-view__scroller').evaluate((el) => el.scrollTop);
}

function todoBadge(page: Page): Promise<number> {
  return page
    .getByRole('tab', { name: /待办/ })
    .first()
    .locator('.w-tabs__badge')
    .innerText()
    .then(Number);
}

async function search(page: Page, keyword: string): Promise<void> {
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(keyword);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
}

describe('account manager: customer binding', () => {
  it('finds and binds a customer, opens a detail far down the results and comes back to the same place', async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', '/customer-info/query-customer');
    await page.getByText(/^待办客户，共 \d+ 位/).waitFor({ timeout: 20000 });
    const todoBefore = await todoBadge(page);

    // Find the unbound to-do customer by name and bind them through the row's action sheet.
    await search(page, UNBOUND_TODO);
    await page.getByText(`“${UNBOUND_TODO}”的搜索结果，共 1 位`, { exact: false }).waitFor();
    const card = page.locator('.w-customer-card', { hasText: UNBOUND_TODO });
    await expect.poll(() => card.getByText('未绑定').count()).toBe(1);
    await card.click();
    await page.getByText(`${UNBOUND_TODO}（未绑定）`).waitFor();
    await page.getByText('绑定客户', { exact: true }).click();
    await page.getByText(`确定将客户“${UNBOUND_TODO}”绑定到您的名下吗？`).waitFor();
    await page.getByRole('button', { name: /^绑\s*定$/ }).click();
    await expect.poll(() => visibleText(page, '绑定成功')).toBeGreaterThan(0);
    await expect.poll(() => card.getByText('已绑定').count()).toBe(1);
    // Bound, the customer's task is done: one fewer to-do.
    await expect.poll(() => todoBadge(page)).toBe(todoBefore - 1);

    // Search by phone digits and scroll down until the second page has come in.
    await search(page, PHONE_DIGITS);
    const found = page.getByText(new RegExp(`^“${PHONE_DIGITS}”的搜索结果，共 \\d+ 位`));
    await found.waitFor();
    const PHONE_RESULTS = Number(/共 (\d+) 位/.exec(await found.innerText())?.[1]);
    expect(PHONE_RESULTS).toBeGreaterThan(10);
    const summary = `“${PHONE_DIGITS}”的搜索结果，共 ${PHONE_RESULTS} 位`;
    const list = listView(page);
    const rows = list.locator('.w-customer-card');
    await expect.poll(() => rows.count()).toBe(10);
    await page.mouse.move(187, 500);
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 600);
          return rows.count();
        },
        { timeout: 15000 },
      )
      .toBe(PHONE_RESULTS);
    // The last customer of the second page.
    const FAR_DOWN = await rows.last().locator('.w-customer-card__name').innerText();
    const row = rows.filter({ hasText: FAR_DOWN });
    await row.scrollIntoViewIfNeeded();
    const before = { top: await scrollTop(list), y: (await row.boundingBox())?.y };
    expect(before.top).toBeGreaterThan(300);

    // Open the customer's detail (an unbound one's through the row's action sheet).
    await row.click();
    if ((await row.getByText('未绑定').count()) > 0) {
      await page.getByText(`${FAR_DOWN}（未绑定）`).waitFor();
      await page.getByText('查看客户详情', { exact: true }).click();
    }
    await expectPath(page, '/customer-info/customerInfo-detail');
    const detail = page.locator('.shell-view').filter({ hasNot: page.getByPlaceholder(SEARCH_PLACEHOLDER) });
    await detail.getByText('基本信息').first().waitFor({ timeout: 20000 });
    await expect.poll(() => detail.getByText(FAR_DOWN).count()).toBeGreaterThan(0);

    // Back: the same search, the same results, the same scroll position.
    await detail.getByRole('button', { name: '返回' }).click();
    await expectPath(page, '/customer-info/query-customer');
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(await list.getByPlaceholder(SEARCH_PLACEHOLDER).inputValue()).toBe(PHONE_DIGITS);
    expect(await list.getByText(summary, { exact: false }).count()).toBe(1);
    expect(await rows.count()).toBe(PHONE_RESULTS);
    await expect.poll(() => scrollTop(list)).toBeCloseTo(before.top, -1);
    expect((await row.boundingBox())?.y).toBeCloseTo(before.y ?? -1, -1);
  });
});

describe('account manager: poster library', () => {
  it('sends a poster as an image to the customer of the simulated single chat', async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', '/poster/index');
    const poster = page.locator('.w-poster-gallery__item').first();
    await poster.waitFor({ timeout: 20000 });
    await simulatorIn(page, { entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' });

    await poster.click();
    const [uploaded] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/uploadPosterWithPosterUrl')),
      page.getByText('直接发送原图', { exact: true }).click(),
    ]);
    const answer = (await uploaded.json()) as { msg: string; data: { media_id: string } };
    expect(answer.msg).toBe('success');
    // A poster is about no one customer: the app first says whom it goes to.
    const dialog = page.getByRole('dialog');
    await dialog.getByText('将发送给当前会话的客户“张伟”。').waitFor({ timeout: 15000 });
    await dialog.getByRole('button', { name: /发\s*送/ }).click();
    await expect.poll(() => visibleText(page, '发送成功'), { timeout: 15000 }).toBeGreaterThan(0);

    const sends = (await simulatorLog(page)).filter((e) => e.api === 'sendChatMessage');
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      ok: true,
      params: { msgtype: 'image', image: { mediaid: answer.data.media_id } },
      context: { entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' },
    });
  });
});
