/**
 * A staff journey in Chromium against `npm start`: log in on the login page as the account
 * manager persona, land on the page asked for, and send an article to the simulated WeCom chat.
 */
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, phone } from './support/browser';

const base = inject('baseURL');
const browser = browserForFile();

describe('account manager journey', () => {
  it('logs in with a persona, returns to the target, and sends an article to the chat', async () => {
    const { page, context } = await phone(browser());
    await page.goto(`${base}/news/articles?comId=11000000`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20000 }).toBe('/login');
    await page.getByText('客户经理', { exact: true }).first().click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20000 }).toBe('/news/articles');

    // Open an article from the library.
    const firstCard = page.locator('.w-article-card, [class*="article-card"]').first();
    await firstCard.waitFor({ timeout: 20000 });
    await firstCard.click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20000 }).toBe('/news/send-graphic-msg');

    // In a single chat with a customer, send it.
    await page.getByText('发送给客户').first().waitFor({ timeout: 20000 });
    await page.waitForFunction(() => 'wecomSimulator' in window || '__wecomSimulator' in window, undefined, { timeout: 10000 });
    await page.evaluate(() => {
      const sim = (window as unknown as { __wecomSimulator: { setContext(c: unknown): void; clear(): void } }).__wecomSimulator;
      sim.clear();
      sim.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' });
    });
    await page.getByText('发送给客户').first().click();
    // An article is about no one customer: the app first says whom it goes to.
    const dialog = page.getByRole('dialog');
    await dialog.getByText('将发送给当前会话的客户“张伟”。').waitFor({ timeout: 15000 });
    await dialog.getByRole('button', { name: /发\s*送/ }).click();
    await expect.poll(() => page.getByText('发送成功').count(), { timeout: 15000 }).toBeGreaterThan(0);
    const sent = await page.evaluate(() => {
      const log = (window as unknown as { __wecomSimulator: { log: Array<{ api: string; ok?: boolean; args?: unknown }> } }).__wecomSimulator.log;
      return log.filter((e) => e.api === 'sendChatMessage');
    });
    expect(sent.length).toBeGreaterThan(0);
    expect(JSON.stringify(sent[sent.length - 1])).toContain('news');
    await context.close();
  });
});
