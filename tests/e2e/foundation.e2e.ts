/**
 * Issue 2 end to end, in Debian's Chromium against `npm start`: the navigation guard's error
 * branches, login redirect, public pages, root font size and the 480px cap; and widget geometry
 * only a browser lays out (a form's counted textarea, a result page's buttons).
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginThrough } from './support/app';
import { browserForFile, phone } from './support/browser';

const base = inject('baseURL');
const browser = browserForFile();

async function open(path: string, width = 375, height = 740): Promise<Page> {
  const { page } = await phone(browser(), width, height);
  await page.goto(`${base}${path}`);
  return page;
}

describe('navigation guard in the browser', () => {
  it('without a comId shows 缺少省份信息 and lands on /error/500', async () => {
    const page = await open('/home/customer-home-page');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15000 }).toBe('/error/500');
    await expect.poll(() => page.getByText('缺少省份信息').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('sends an unknown path to /error/404', async () => {
    const page = await open('/login?comId=11000000');
    await page.waitForLoadState('networkidle');
    await page.goto(`${base}/no/such/page`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15000 }).toBe('/error/404');
    await page.context().close();
  });

  it('sends a private page without a token to login, carrying the target', async () => {
    const page = await open('/customer-info/policy-list?comId=11000000&custId=C1');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15000 }).toBe('/login');
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(redirect).toContain('/customer-info/policy-list');
    expect(redirect).toContain('custId=C1');
    await page.context().close();
  });

  it('opens a public page without login or comId', async () => {
    const page = await open('/poster/poster-preview');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/poster/poster-preview');
    await page.context().close();
  });
});

describe('layout', () => {
  it.each([
    [480, 64],
    [375, 50],
    [280, 37.33],
  ])('root font size at %ipx is %fpx', async (width, expected) => {
    const page = await open('/error/404?comId=11000000', width);
    await page.waitForLoadState('networkidle');
    const size = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(size).toBeCloseTo(expected, 1);
    await page.context().close();
  });

  it("sets page text in the phone's sans-serif UI font, not the browser's default serif", async () => {
    const page = await open('/error/404?comId=11000000', 375);
    await page.locator('.rt-page').first().waitFor({ timeout: 20000 });
    const fonts = await page.evaluate(() => {
      // Text outside every antd component (antd sets its font on its own): the nav bar's title.
      const own = [...document.querySelectorAll('.shell-layout *')].find((e) => e.childElementCount === 0 && e.textContent?.trim() && !e.closest('[class*="ant-"]')) as HTMLElement;
      return { body: getComputedStyle(document.body).fontFamily, own: getComputedStyle(own).fontFamily, text: own.textContent };
    });
    expect(fonts.body).toMatch(/^-apple-system, BlinkMacSystemFont/);
    expect(fonts.own, fonts.text ?? '').toBe(fonts.body);
    await page.context().close();
  });

  it('shows nothing wider than 480px on a desktop-width window', async () => {
    const { page } = await phone(browser(), 1280, 800);
    await page.goto(`${base}/error/404?comId=11000000`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const widest = await page.evaluate(() => {
      let max = 0;
      let who = '';
      const column = document.querySelector('.shell-layout__column');
      if (!column) return { max: Infinity, who: 'no .shell-layout__column' };
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        // The containers the column sits in span the window by design (a plain backdrop).
        if (el.contains(column)) continue;
        const r = el.getBoundingClientRect();
        if (r.width > max && getComputedStyle(el).display !== 'none') {
          max = r.width;
          who = `${el.tagName}.${(el as HTMLElement).className}`;
        }
      }
      return { max, who };
    });
    expect(widest.max, widest.who).toBeLessThanOrEqual(480);
    await page.context().close();
  });
});

describe('widget layout', () => {
  it('lines a counted textarea up with the other controls and shows its count below the box', async () => {
    const { page, context } = await phone(browser(), 412, 823);
    await loginThrough(page, base, 'manager', '/create-group/create-group-type');
    const box = page.locator('.ant-input-textarea-show-count');
    // The first form page the dev server serves compiles Formily and antd's form controls.
    await box.locator('textarea').waitFor({ timeout: 60000 });
    const geometry = await page.evaluate(() => {
      const wrapper = document.querySelector('.ant-input-textarea-show-count') as HTMLElement;
      const textarea = wrapper.querySelector('textarea') as HTMLTextAreaElement;
      const count = wrapper.querySelector('.ant-input-data-count') as HTMLElement;
      // A one-line input of the same form: where its text starts.
      const input = document.querySelector('.w-form .ant-input-affix-wrapper:not(.ant-input-textarea-affix-wrapper) input') as HTMLInputElement;
      const textStart = (el: HTMLElement): number => {
        const s = getComputedStyle(el);
        return el.getBoundingClientRect().left + parseFloat(s.borderLeftWidth) + parseFloat(s.paddingLeft);
      };
      return {
        textareaText: textStart(textarea),
        inputText: textStart(input),
        // The count is placed from the box's padding edge: the bottom border is the box's last line.
        boxInnerBottom: wrapper.getBoundingClientRect().bottom - parseFloat(getComputedStyle(wrapper).borderBottomWidth),
        countTop: count.getBoundingClientRect().top,
        countText: count.textContent,
        textareaFont: getComputedStyle(textarea).fontSize,
        inputFont: getComputedStyle(input).fontSize,
      };
    });
    expect(geometry.countText).toBe('0 / 200');
    expect(Math.abs(geometry.textareaText - geometry.inputText)).toBeLessThanOrEqual(1);
    expect(geometry.textareaFont).toBe(geometry.inputFont);
    expect(geometry.countTop).toBeGreaterThanOrEqual(geometry.boxInnerBottom - 0.5);
    await context.close();
  });

  it('sets a description and an error as the same note under a field, with the same space after it', async () => {
    const { page, context } = await phone(browser(), 412, 823);
    await loginThrough(page, base, 'manager', '/business-card/register-card');
    const name = page.locator('.w-form input').first();
    await name.waitFor({ timeout: 60000 });
    await name.fill('');
    await page.locator('.w-form__submit').click();
    await page.locator('.ant-formily-item-error-help').first().waitFor();
    const notes = await page.evaluate(() => {
      const items = [...document.querySelectorAll('.w-form .ant-formily-item')] as HTMLElement[];
      const style = (el: Element): string => { const s = getComputedStyle(el); return `${s.fontSize} / ${s.lineHeight}`; };
      const labelTop = (item: HTMLElement): number => (item.querySelector('.ant-formily-item-label') as HTMLElement).getBoundingClientRect().top;
      const help = items[0].querySelector('.ant-formily-item-help') as HTMLElement;
      const extra = document.querySelector('.w-form .ant-formily-item-extra') as HTMLElement;
      // 擅长领域 (a select, no note) and the 个人简介 label after it.
      const plain = items.findIndex((item) => item.textContent?.includes('擅长领域'));
      const control = items[plain].querySelector('.ant-formily-item-control-content') as HTMLElement;
      return {
        help: { text: help.textContent, style: style(help), gapAfter: labelTop(items[1]) - help.getBoundingClientRect().bottom },
        extra: { text: extra.textContent, style: style(extra) },
        plainGapAfter: labelTop(items[plain + 1]) - control.getBoundingClientRect().bottom,
      };
    });
    expect(notes.help.text).toBe('请输入姓名');
    expect(notes.extra.text).toBe('客户将通过此号码联系您');
    expect(notes.extra.style).toBe(notes.help.style);
    expect(Math.abs(notes.help.gapAfter - notes.plainGapAfter)).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('centres the buttons of a result page in its card', async () => {
    // A public page: opened outside a customer group, it explains where to open it, with 关闭.
    const page = await open('/robot/chat-room-add-relation?comId=11000000', 412, 823);
    const button = page.locator('.w-result__button').first();
    await button.waitFor({ timeout: 20000 });
    const { card, buttons } = await page.evaluate(() => {
      const rect = (sel: string): { left: number; right: number } => (document.querySelector(sel) as HTMLElement).getBoundingClientRect();
      return { card: rect('.w-result'), buttons: rect('.w-result__buttons') };
    });
    expect(Math.abs(buttons.left - card.left - (card.right - buttons.right))).toBeLessThanOrEqual(1);
    await page.context().close();
  });
});
