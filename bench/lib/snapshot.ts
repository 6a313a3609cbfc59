/**
 * The static floor of the home page: the app's home page as rendered (same DOM, same CSS — the
 * build's stylesheets and antd's runtime styles inlined), with every script removed. Taken once per
 * bench run, before the floors build, so the floor always mirrors whatever the home page is.
 * Style sheets with no rule for any element of the page are left out: the app gathers those after
 * its first paint (the widgets of pages it prefetches when idle, antd styles warmed up ahead of
 * need), and a static page with the same content would not carry them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openPhone, type LoginSession } from './browser';
import { waitQuiet } from './tab';
import { APP_OUT, GEN, HOME, routeUrl } from './config';
import type { Server } from './serve';

export async function snapshotHome(browser: Browser, app: Server, session: LoginSession): Promise<{ file: string; bytes: number }> {
  const phone = await openPhone(browser, { baseUrl: app.url, session, cpuRate: 1 });
  try {
    await phone.page.goto(`${app.url}${routeUrl(HOME)}`, { waitUntil: 'load' });
    await waitQuiet(phone.tab, { quietMs: 1000, timeoutMs: 20000 });
    // Wait for the view's enter animation to end, so the snapshot is the settled page.
    await phone.page.waitForTimeout(500);
    const path_ = new URL(phone.page.url()).pathname;
    if (path_ !== HOME.route) throw new Error(`home snapshot: the app ended on ${path_}, not ${HOME.route}`);
    const { html, stylesheets } = await phone.page.evaluate(() => {
      // Whether a sheet styles anything on the page: a style rule (at any depth of @media and the
      // like) with a selector whose class names are all on the page. A selector without class
      // names (:root, html, body, a) counts as used.
      const matches = (selectorText: string): boolean =>
        selectorText.split(',').some((selector) => {
          const classes = selector.match(/\.-?[_a-zA-Z][\w-]*/g) ?? [];
          return classes.every((c) => document.getElementsByClassName(c.slice(1)).length > 0);
        });
      const used = (rules: CSSRuleList): boolean =>
        Array.from(rules).some((r) => (r instanceof CSSStyleRule ? matches(r.selectorText) : 'cssRules' in r && used((r as CSSGroupingRule).cssRules)));
      const sheetUsed = (sheet: CSSStyleSheet | null): boolean => {
        if (!sheet) return true;
        try {
          return used(sheet.cssRules);
        } catch {
          return true;
        }
      };
      const live = Array.from(document.querySelectorAll('style'));
      const liveLinks = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
      const clone = document.documentElement.cloneNode(true) as HTMLElement;
      // Runtime styles inserted through the CSSOM have no text: serialise their rules.
      Array.from(clone.querySelectorAll('style')).forEach((s, i) => {
        const sheet = live[i]?.sheet ?? null;
        if (!sheetUsed(sheet)) s.remove();
        else if (!s.textContent?.trim() && sheet) s.textContent = Array.from(sheet.cssRules).map((r) => r.cssText).join('\n');
      });
      // Each stylesheet link becomes a style element in its place (filled below), keeping the cascade order.
      const sheets: string[] = [];
      clone.querySelectorAll('link[rel="stylesheet"]').forEach((l, i) => {
        if (!sheetUsed(liveLinks[i]?.sheet ?? null)) {
          l.remove();
          return;
        }
        const href = new URL((l as HTMLLinkElement).href).pathname;
        const style = document.createElement('style');
        style.setAttribute('data-bench-href', href);
        style.textContent = `/*bench-sheet-${sheets.length}*/`;
        sheets.push(href);
        l.replaceWith(style);
      });
      clone.querySelectorAll('script, link[rel="modulepreload"], #nprogress').forEach((el) => el.remove());
      return { html: clone.outerHTML, stylesheets: sheets };
    });
    let out = `<!doctype html>\n${html}`;
    stylesheets.forEach((p, i) => {
      out = out.replace(`/*bench-sheet-${i}*/`, () => fs.readFileSync(path.join(APP_OUT, p), 'utf8'));
    });
    if (/<script/i.test(out)) throw new Error('home snapshot still contains a script');
    fs.mkdirSync(GEN, { recursive: true });
    const file = path.join(GEN, 'home-static.html');
    fs.writeFileSync(file, out);
    return { file, bytes: out.length };
  } finally {
    await phone.close();
  }
}
