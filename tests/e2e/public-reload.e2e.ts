/**
 * Issue 27.6: no reload loop. Status 16 ends a session with one reload 0.8 s later; without a
 * session there is nothing to end, so a public page opened without a login must not reload at all
 * when its calls answer 16 (it used to reload every 0.8 s for as long as it stayed open). Faults are
 * injected through the sandbox (sandbox/faults.ts); loads are counted on the main frame.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COM_ID, appSuite, loginAt } from './support/app';
import { SESSION_EXPIRED_TEXT } from '../../sandbox/answer';
import { findPersona } from '../../sandbox/session/personas';
import type { OcrResult } from '../../sandbox/seed/types';

const { base, sandbox, phone } = appSuite();

/** A fresh phone with no session, counting the loads of its main frame. */
async function sessionless(): Promise<{ page: Page; loads: () => number }> {
  const opened = await phone();
  let loads = 0;
  opened.page.on('load', () => loads++);
  return { page: opened.page, loads: () => loads };
}

const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The public pages a customer or group member opens from a link, with the link's parameters. */
async function publicPages(): Promise<string[]> {
  // The chat of the external persona's own recognition record (readable with and without a session).
  const me = findPersona('external')?.people[COM_ID]?.userId;
  const ocr = (await sandbox.state<OcrResult[]>('ocrResults')).find((o) => o.comId === COM_ID && o.externalUserId === me);
  if (!ocr) throw new Error(`seed: a recognition record of the external persona of ${COM_ID}`);
  return [
    `/robot/chat-room-add-relation?chatId=${ocr.chatId}&comId=${COM_ID}`,
    `/external/download-policy?policyNo=P1&code=C1&idNo=1234&comId=${COM_ID}`,
    `/news/news-detail?newsId=N1&shareUserCode=U1&comId=${COM_ID}`,
    `/poster/poster-preview?posterId=P1&userCode=U1&comId=${COM_ID}`,
  ];
}

describe('status 16 without a session', () => {
  it('the filing page opened without a session makes no call that answers 16, and does not reload', async () => {
    const [filing] = await publicPages();
    const { page, loads } = await sessionless();
    const expired: string[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(base) && r.request().resourceType() === 'xhr') {
        void r.json().then(
          (body: { status?: unknown }) => {
            if (String(body?.status) === '16') expired.push(new URL(r.url()).pathname);
          },
          () => undefined,
        );
      }
    });
    await page.goto(`${base}${filing}`);
    await page.getByText('证件识别结果').waitFor({ timeout: 20000 });
    await wait(3000);
    expect(expired).toEqual([]);
    expect(loads()).toBe(1);
  });

  it('every public page opened without a session under an injected status 16 does not reload (at most once is the bound)', async () => {
    await sandbox.fault({ id: '*', kind: 'status16' });
    for (const target of await publicPages()) {
      const { page, loads } = await sessionless();
      await page.goto(`${base}${target}`);
      // Five seconds: the old loop reloaded every 0.8 s (2–6 loads in 5 s).
      await wait(5000);
      // No session: nothing to end, so no reload at all (the bound is one).
      expect(loads(), target).toBe(1);
      // Every page says which call failed (the filing page per section, issue 27.5).
      await expect.poll(() => page.getByText(SESSION_EXPIRED_TEXT).count(), { timeout: 10000, message: `${target} shows ${SESSION_EXPIRED_TEXT}` }).toBeGreaterThan(0);
    }
  }, 120000);

  it('with a session, status 16 ends it with one reload, and the session-less page after it does not reload again', async () => {
    const [filing] = await publicPages();
    const opened = await phone();
    const { page } = opened;
    await loginAt(page, base, 'external', filing);
    await page.getByText('证件识别结果').waitFor({ timeout: 20000 });
    let loads = 0;
    page.on('load', () => loads++);
    await sandbox.fault({ id: '*', kind: 'status16' });
    await page.getByRole('button', { name: '重新获取' }).click();
    await wait(5000);
    expect(loads).toBe(1);
    expect((await page.context().cookies()).find((c) => c.name === 'wx_token')).toBeUndefined();
  }, 60000);
});
