/**
 * Screenshot a page of the running app as a persona, the way a user on a phone sees it:
 *
 *   tsx scripts/shot.ts --base http://127.0.0.1:5173 --url /customer-info/query-customer \
 *     --persona manager --comId 11000000 --out .tmp/query.png [--width 375] [--height 740] [--full]
 *
 * Logs in through the sandbox's fake-login call (persona 'anonymous' skips login), stores the
 * token and system comId as the app does, opens the URL, waits for the network to settle and
 * prints console errors and the final URL.
 */
import { chromium } from 'playwright-core';

const arg = (name: string, fallback?: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

const base = arg('base', 'http://127.0.0.1:5173') as string;
const url = arg('url', '/') as string;
const persona = arg('persona', 'manager') as string;
const comId = arg('comId', '11000000') as string;
const out = arg('out', '.tmp/shot.png') as string;
const width = Number(arg('width', '375'));
const height = Number(arg('height', '740'));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' });
const page = await context.newPage();
const logs: string[] = [];
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') logs.push(`[${m.type()}] ${m.text()}`);
});
page.on('pageerror', (e) => logs.push(`[pageerror] ${e.message}`));

let token: string | null = null;
if (persona !== 'anonymous') {
  const res = await fetch(`${base}/wecom/api/fake-login.do`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ persona, comId }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  token = body.data?.token ?? null;
  if (!token) throw new Error(`fake login failed: ${JSON.stringify(body)}`);
}
await page.addInitScript(
  ([t, c]) => {
    if (sessionStorage.getItem('__shotInit')) return;
    sessionStorage.setItem('__shotInit', '1');
    localStorage.setItem('wx_systemComId', c as string);
    if (t) {
      localStorage.setItem('wx_token', t);
      document.cookie = `wx_token=${t}; path=/`;
    }
  },
  [token, comId],
);
await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(arg('wait', '800')));
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
console.log(`url: ${page.url()}\nsaved: ${out}`);
if (logs.length) console.log(logs.join('\n'));
await browser.close();
