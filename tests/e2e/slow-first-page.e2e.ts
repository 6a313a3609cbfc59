/**
 * Issue 27.5: with every call slow, a page opened from a link shows that it is loading (the boot
 * skeleton while the guard's first call waits, then the page's loading bar), never a blank screen,
 * and its content once the answers arrive. Faults are injected through the sandbox.
 */
import { describe, expect, it } from 'vitest';
import { COM_ID, appSuite } from './support/app';
import { findPersona } from '../../sandbox/session/personas';
import type { OcrResult } from '../../sandbox/seed/types';

const { base, sandbox, phone } = appSuite();

describe('a public page on a slow network', () => {
  it('shows a skeleton and a loading bar while every call takes 2.5 s, then the page', async () => {
    const me = findPersona('external')?.people[COM_ID]?.userId;
    const ocr = (await sandbox.state<OcrResult[]>('ocrResults')).find((o) => o.comId === COM_ID && o.externalUserId === me);
    if (!ocr) throw new Error(`seed: a recognition record of the external persona of ${COM_ID}`);
    await sandbox.fault({ id: '*', kind: 'slow', delayMs: 2500 });
    const opened = await phone();
    const { page } = opened;
    await page.goto(`${base}/robot/chat-room-add-relation?chatId=${ocr.chatId}&comId=${COM_ID}`);
    // The boot state while the guard's first call waits: skeleton cards under a loading bar.
    await page.locator('.app-boot .rt-skeleton').waitFor({ state: 'visible', timeout: 10000 });
    expect(await page.locator('.app-boot .rt-loading-bar').count()).toBe(1);
    // Then the page, under its own loading bar while its data sources wait.
    await page.getByRole('progressbar', { name: '页面数据加载中' }).waitFor({ state: 'attached', timeout: 15000 });
    await page.getByText('证件识别结果').waitFor({ timeout: 20000 });
    await expect.poll(() => page.getByRole('progressbar', { name: '页面数据加载中' }).count(), { timeout: 10000 }).toBe(0);
  }, 60000);
});
