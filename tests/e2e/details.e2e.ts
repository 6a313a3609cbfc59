/**
 * Details a tester found in Chromium (issue 18 item 9), as the account manager of company
 * 11000000 (sandbox persona `manager`, 赵立新 11016688):
 * - back after 退出登录 shows the login page at once: no old page, no blank screen, no reload;
 * - 我的 has a back arrow when it was reached from 首页, and none when opened first;
 * - 刷新位置 on 职场签到 shows where the phone is now, not where it was moments ago;
 * - the generated poster has the QR code in the poster's own QR box and the card beside it, and
 *   the public share page shows a customer the sharer.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COM_ID, appSuite, expectPath, loginThrough, visibleText } from './support/app';

const { base, sandbox, phone } = appSuite();

/** 北京朝阳职场 (the manager's bound workplace) in the phone's WGS-84, and a place 4 km away. */
const AT_WORKPLACE = { latitude: 39.90738, longitude: 116.45897 };
const FAR_AWAY = { latitude: 39.93, longitude: 116.4 };

function backArrow(page: Page) {
  return page.locator('.shell-view:not([hidden]) .shell-navbar__arrow');
}

describe('退出登录', () => {
  it('a back step afterwards shows the login page at once, without the old page, a blank screen or a reload', async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', '/home/customer-home-page');
    await page.getByText('今日工作').waitFor({ timeout: 20000 });
    await page.getByText('我的', { exact: true }).first().click();
    await expectPath(page, '/mine/index');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: /^退\s*出$/ }).click();
    await expectPath(page, '/login');
    await page.getByRole('button', { name: '客户经理', exact: true }).waitFor();

    // A reload (the old session's calls failing with status 16) would drop this mark.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.goBack();
    const seen: string[] = [];
    const until = Date.now() + 2500;
    while (Date.now() < until) {
      seen.push(await page.evaluate(() => document.querySelector('.shell-view:not([hidden])')?.textContent ?? ''));
      await page.waitForTimeout(100);
    }
    expect(seen.filter((text) => !text.includes('北京分公司（11000000）'))).toEqual([]);
    expect(seen.some((text) => text.includes('今日工作'))).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

describe('我的', () => {
  it('has a back arrow when reached from 首页, which goes back there, and none when opened first', async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', '/home/customer-home-page');
    await page.getByText('今日工作').waitFor({ timeout: 20000 });
    await page.getByText('我的', { exact: true }).first().click();
    await expectPath(page, '/mine/index');
    await expect.poll(() => backArrow(page).count()).toBe(1);
    await backArrow(page).click();
    await expectPath(page, '/home/customer-home-page');

    await page.goto(`${base}/mine/index?comId=${COM_ID}`);
    await page.getByText('智能助手设置').waitFor({ timeout: 20000 });
    expect(await backArrow(page).count()).toBe(0);
  });
});

describe('职场签到', () => {
  it('刷新位置 shows the position of now at once', async () => {
    const { page, context } = await phone();
    await context.grantPermissions(['geolocation'], { origin: base });
    await context.setGeolocation(FAR_AWAY);
    await loginThrough(page, base, 'manager', '/workplace-info/sign-in');
    await page.getByText(/不在签到范围内/).waitFor({ timeout: 20000 });
    // The user walks to the workplace and refreshes a few seconds later.
    await context.setGeolocation(AT_WORKPLACE);
    await page.getByRole('button', { name: /刷新位置/ }).click();
    await page.getByText('已进入签到范围').waitFor({ timeout: 3000 });
    expect(await page.getByRole('button', { name: /签\s*到/ }).first().isEnabled()).toBe(true);
  });
});

/** The 750-wide poster template's QR box and card area (sandbox POSTER_TEMPLATE). */
interface Areas {
  qrArea: { x: number; y: number; size: number };
  cardArea: { x: number; y: number; width: number; height: number };
}

/**
 * Share of the pixels darker than `limit` (sum of R, G and B) in a box of the composed poster, in
 * its 750-wide pixels: about half for a QR code (limit 200), a little for text (limit 450).
 */
async function darkShare(page: Page, selector: string, box: { x: number; y: number; w: number; h: number }, limit = 200): Promise<number> {
  return page.locator(selector).evaluate(async (img: HTMLImageElement, { b, limit: max }) => {
    await img.decode();
    const scale = img.naturalWidth / 750;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(b.w * scale);
    canvas.height = Math.round(b.h * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return -1;
    ctx.drawImage(img, b.x * scale, b.y * scale, b.w * scale, b.h * scale, 0, 0, canvas.width, canvas.height);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < max) dark += 1;
    return dark / (data.length / 4);
  }, { b: box, limit });
}

describe('posters', () => {
  it('the generated poster has the QR code in the poster\'s QR box and the card in the room beside it', async () => {
    const { page } = await phone();
    await loginThrough(page, base, 'manager', '/poster/index');
    const [first] = await sandbox.state<Array<Areas & { posterId: string; posterName: string }>>('posters');
    await page.getByRole('button', { name: first.posterName }).click();
    await page.getByText('生成专属海报').last().click();
    await page.locator('.w-poster-composer__image').waitFor({ timeout: 20000 });
    // Composed again once the link and card have come in: wait until the QR box is a QR code.
    const qr = { x: first.qrArea.x, y: first.qrArea.y, w: first.qrArea.size, h: first.qrArea.size };
    await expect.poll(() => darkShare(page, '.w-poster-composer__image', qr), { timeout: 10000 }).toBeGreaterThan(0.3);
    const card = { x: first.cardArea.x, y: first.cardArea.y, w: first.cardArea.width, h: first.cardArea.height };
    // The card's text: some dark pixels, on the white the template leaves (not a QR code).
    const cardDark = await darkShare(page, '.w-poster-composer__image', card, 450);
    expect(cardDark).toBeGreaterThan(0.01);
    expect(cardDark).toBeLessThan(0.25);
  });

  it('the public share page shows a customer without a login the poster with its QR code and the sharer\'s card', async () => {
    const { page } = await phone();
    const [first] = await sandbox.state<Array<Areas & { posterId: string }>>('posters');
    await page.goto(`${base}/poster/poster-preview?posterId=${first.posterId}&userCode=11016688`);
    await page.getByText('赵立新 · 客户经理').waitFor({ timeout: 20000 });
    expect(await visibleText(page, '电话 13911028866')).toBe(1);
    await page.locator('.w-poster-composer__image').waitFor({ timeout: 20000 });
    const qr = { x: first.qrArea.x, y: first.qrArea.y, w: first.qrArea.size, h: first.qrArea.size };
    await expect.poll(() => darkShare(page, '.w-poster-composer__image', qr), { timeout: 10000 }).toBeGreaterThan(0.3);
  });
});
