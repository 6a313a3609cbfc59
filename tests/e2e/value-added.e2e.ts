/**
 * Value-added services in Chromium (issue 25), as the account manager of company 11000000
 * (sandbox persona `manager`, 赵立新 11016688): from 我的 to the schemes, a new scheme whose
 * kept-alive form keeps what was typed while the salespeople and service-pack pickers come and go,
 * saved and then listed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appSuite, expectPath, loginThrough } from './support/app';

const { base, phone } = appSuite();

/** The shown view (kept-alive views stay in the page, hidden). */
const shown = (page: Page) => page.locator('.shell-view:not([hidden])');

describe('新增方案', () => {
  it('keeps the typed name and ticked service through both pickers, and the saved scheme is listed', async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', '/mine/index');
    await shown(page).getByText('增值服务', { exact: true }).click();
    await expectPath(page, '/home/added-services-value');
    await shown(page).getByText('分配方案', { exact: true }).click();
    await expectPath(page, '/value-added-services/value-added-allocation-scheme');
    await shown(page).getByText('新增', { exact: true }).click();
    await expectPath(page, '/value-added-services/new-plan-added');

    const name = shown(page).getByPlaceholder('如：年末高价值客户回馈方案');
    await name.fill('春节客户回馈方案');
    await shown(page).getByText('道路救援', { exact: true }).click();

    await shown(page).getByText('销售人员').first().click();
    await expectPath(page, '/value-added-services/sales-force');
    await shown(page).getByText(/周婷\s+11017346/).click();
    await expectPath(page, '/value-added-services/new-plan-added');
    await expect.poll(() => shown(page).getByPlaceholder('如：年末高价值客户回馈方案').inputValue(), { timeout: 20000 }).toBe('春节客户回馈方案');
    await shown(page).getByText('周婷', { exact: true }).waitFor({ timeout: 20000 });

    await shown(page).getByText('服务包').first().click();
    await expectPath(page, '/service-pack-application/package-prpdict-list');
    await shown(page).getByText(/尊享车主服务包\s+SP307/).click();
    await expectPath(page, '/value-added-services/new-plan-added');
    await shown(page).getByText('尊享车主服务包', { exact: true }).waitFor({ timeout: 20000 });
    expect(await shown(page).getByPlaceholder('如：年末高价值客户回馈方案').inputValue()).toBe('春节客户回馈方案');
    expect(await shown(page).getByRole('checkbox', { name: '道路救援' }).isChecked()).toBe(true);

    const day = (offset: number): string => new Date(Date.now() + 8 * 3600000 + offset * 86400000).toISOString().slice(0, 10);
    for (const [placeholder, date] of [['请选择开始日期', day(1)], ['请选择结束日期', day(60)]] as const) {
      const picker = shown(page).getByPlaceholder(placeholder);
      await picker.click();
      await picker.fill(date);
      await picker.press('Enter');
    }
    await shown(page).getByRole('button', { name: /^保\s?存$/ }).click();
    await expectPath(page, '/value-added-services/view-value-added');
    await shown(page).getByText('春节客户回馈方案').first().waitFor({ timeout: 20000 });
    expect(await shown(page).getByText('周婷', { exact: true }).count()).toBe(1);

    await page.goBack();
    await expectPath(page, '/value-added-services/value-added-allocation-scheme');
    await shown(page).getByText('春节客户回馈方案').first().waitFor({ timeout: 20000 });
  });
});
