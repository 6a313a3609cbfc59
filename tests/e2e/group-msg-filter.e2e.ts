/**
 * Issue 18 items 3 and 7 in Chromium against `npm start`, as the account manager of 11000000:
 * the group-message filter and the editor's draft survive going back and forth (修改筛选, the
 * browser's back, reloads), the confirmation names the recipient count and the filter, and an
 * empty required field shows only the fields' messages, never 操作失败.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { appSuite, expectPath, loginThrough, visibleText } from './support/app';

const { base, phone } = appSuite();

const TITLE_PLACEHOLDER = /仅自己可见/;
const TEXT_PLACEHOLDER = '请输入发送给客户的文字内容';

/** The view on screen (kept-alive and leaving views are hidden or aria-hidden). */
function shown(page: Page): Locator {
  return page.locator('.shell-view:not([hidden]):not([aria-hidden="true"])');
}

/** The match count of the filter page, once it has settled. */
async function matchCount(page: Page): Promise<number> {
  const subtitle = shown(page).getByText(/^共 \d+ 位$/);
  await subtitle.waitFor({ timeout: 20000 });
  return Number(/\d+/.exec(await subtitle.innerText())?.[0]);
}

const query = (page: Page): Record<string, string> => Object.fromEntries(new URL(page.url()).searchParams);

describe('group messages: the filter and the draft hold', () => {
  it('keeps the filter through 修改筛选, back and reloads, the typed text through leaving, and names both in the confirmation', async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', '/group-msg/group-msg-query');
    const everyone = await matchCount(page);

    // Filter to insured men: the URL holds the filter as it is chosen.
    await shown(page).getByRole('button', { name: /筛选/ }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: '已投保' }).click();
    await sheet.getByRole('button', { name: '男', exact: true }).click();
    await sheet.getByRole('button', { name: /确\s?定/ }).click();
    await expect.poll(() => query(page)).toMatchObject({ insuredFlag: '1', gender: '1' });
    await expect.poll(() => matchCount(page)).toBeLessThan(everyone);
    const filtered = await matchCount(page);
    expect(filtered).toBeGreaterThan(0);

    // On to the editor; type a message; 修改筛选 comes back to the same filter, not to everyone.
    await shown(page).getByRole('button', { name: /下一步/ }).click();
    await expectPath(page, '/group-msg/group-msg-edit');
    await page.getByPlaceholder(TITLE_PLACEHOLDER).fill('春节祝福');
    await page.getByPlaceholder(TEXT_PLACEHOLDER).fill('新春快乐，阖家幸福！');
    await page.getByText('修改筛选').click();
    await expectPath(page, '/group-msg/group-msg-query');
    expect(query(page)).toMatchObject({ insuredFlag: '1', gender: '1' });
    expect(await matchCount(page)).toBe(filtered);
    expect(await shown(page).getByText('已投保', { exact: true }).count()).toBe(1);
    expect(await shown(page).getByText('男性', { exact: true }).count()).toBe(1);

    // Back to the editor: the typed text is there, and a reload keeps it too.
    await shown(page).getByRole('button', { name: /下一步/ }).click();
    await expectPath(page, '/group-msg/group-msg-edit');
    await expect.poll(() => page.getByPlaceholder(TITLE_PLACEHOLDER).inputValue(), { timeout: 20000 }).toBe('春节祝福');
    expect(await page.getByPlaceholder(TEXT_PLACEHOLDER).inputValue()).toBe('新春快乐，阖家幸福！');
    expect(await visibleText(page, '已恢复上次未发送的内容')).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByPlaceholder(TITLE_PLACEHOLDER).inputValue(), { timeout: 20000 }).toBe('春节祝福');

    // The confirmation states the count and the filter; cancelling sends nothing.
    await shown(page).getByText(`共 ${filtered} 位客户`).waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: /发\s*送/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`确认向 ${filtered} 位客户群发？筛选：已投保 · 男性`).waitFor({ timeout: 10000 });
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    // The browser's back and a reload of the filter page keep the filter as well.
    await page.goBack();
    await expectPath(page, '/group-msg/group-msg-query');
    expect(await matchCount(page)).toBe(filtered);
    await page.reload();
    expect(query(page)).toMatchObject({ insuredFlag: '1', gender: '1' });
    expect(await matchCount(page)).toBe(filtered);
  });

  it('an empty required field shows the fields\' messages only: no 操作失败, no dialog', async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', '/group-msg/group-msg-edit');
    await page.getByPlaceholder(TITLE_PLACEHOLDER).waitFor({ timeout: 20000 });
    await shown(page).getByText(/共 \d+ 位客户/).waitFor({ timeout: 20000 });
    await page.getByRole('button', { name: /发\s*送/ }).click();
    await page.getByText('请输入群发标题').waitFor({ timeout: 10000 });
    expect(await visibleText(page, '请输入消息正文')).toBe(1);
    // Long enough for an error toast or the confirmation to have shown.
    await page.waitForTimeout(800);
    expect(await page.getByText('操作失败').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
