/**
 * Debian's Chromium through playwright-core, emulating a mid-range Android phone in WeCom:
 * 412×823 at 1.75, touch, a WeCom user agent (the app takes the real-bridge path, as in WeCom,
 * instead of loading the simulator panel), 4× CPU throttling and optional network emulation
 * through CDP. Every cold load gets a fresh context: no HTTP cache, no storage.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, NETWORK, PHONE, SESSION } from './config';
import { installProbe, type BenchProbe } from './probe';
import { probeSnapshot, type LoadTab } from './tab';

/** Chrome on a mid-range Android phone inside WeCom (the `wxwork/` token is what the app checks). */
export const WECOM_UA =
  'Mozilla/5.0 (Linux; Android 12; M2101K9C Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.179 Mobile Safari/537.36 wxwork/4.1.22 MicroMessenger/7.0.1 NetType/WIFI Language/zh ColorScheme/Light';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface LoginSession {
  token: string;
  comId: string;
}

/** Logs the bench persona in against a server's sandbox (POST /wecom/api/fake-login.do). */
export async function login(baseUrl: string): Promise<LoginSession> {
  const res = await fetch(`${baseUrl}/wecom/api/fake-login.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona: SESSION.persona, comId: SESSION.comId }),
  });
  const body = (await res.json()) as { status?: number; data?: { token?: string } };
  const token = body.data?.token;
  if (!token) throw new Error(`fake-login failed: ${JSON.stringify(body).slice(0, 200)}`);
  return { token, comId: SESSION.comId };
}

export interface PhoneOptions {
  /** Emulate 150 ms RTT, 1.6 Mbps down / 750 kbps up. */
  network?: boolean;
  /** Log in before the first navigation (src/session: wx_token in local storage and cookie, wx_systemComId). */
  session?: LoginSession;
  /** Base URL whose origin gets the session. */
  baseUrl: string;
  /** CPU throttling rate; default the phone's (4). */
  cpuRate?: number;
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Requests in flight and the time the last one ended (Date.now()). */
  net: { inflight: number; lastEnd: number };
  errors: string[];
  /** The same page as a LoadTab (tab.ts). */
  tab: LoadTab;
  close(): Promise<void>;
}

export async function openPhone(browser: Browser, options: PhoneOptions): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.isMobile,
    hasTouch: PHONE.hasTouch,
    locale: PHONE.locale,
    userAgent: WECOM_UA,
  });
  // tsx keeps function names with a `__name` helper, which must exist in the page too.
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
  await context.addInitScript(installProbe);
  if (options.session) {
    const { token, comId } = options.session;
    const url = new URL(options.baseUrl);
    await context.addCookies([{ name: 'wx_token', value: token, domain: url.hostname, path: '/' }]);
    await context.addInitScript(
      ({ token: t, comId: c }) => {
        if (!localStorage.getItem('wx_token')) localStorage.setItem('wx_token', t);
        if (!localStorage.getItem('wx_systemComId')) localStorage.setItem('wx_systemComId', c);
      },
      { token, comId },
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate ?? PHONE.cpuThrottlingRate });
  if (options.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { ...NETWORK });
  }
  const net = { inflight: 0, lastEnd: Date.now() };
  page.on('request', () => {
    net.inflight += 1;
  });
  const ended = (): void => {
    net.inflight = Math.max(0, net.inflight - 1);
    net.lastEnd = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const tab: LoadTab = {
    async goto(url, timeoutMs) {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    },
    // Playwright types the argument as its serialised form; ours are plain JSON values already.
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) => page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown),
    networkQuiet: async (quietMs) => net.inflight === 0 && Date.now() - net.lastEnd >= quietMs,
    errors: async () => [...errors],
    close: () => context.close(),
  };
  return { context, page, cdp, net, errors, tab, close: () => context.close() };
}

export async function readProbe(page: Page): Promise<BenchProbe> {
  return page.evaluate(probeSnapshot);
}

/** Heap after a forced garbage collection, and DOM node counts. */
export async function heapAndDom(phone: PhonePage): Promise<{ heapUsed: number; domNodes: number; documentNodes: number }> {
  await phone.cdp.send('HeapProfiler.enable');
  await phone.cdp.send('HeapProfiler.collectGarbage');
  await phone.cdp.send('HeapProfiler.collectGarbage');
  const heap = (await phone.cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
  const counters = (await phone.cdp.send('Memory.getDOMCounters')) as { documents: number; nodes: number; jsEventListeners: number };
  const documentNodes = await phone.page.evaluate(() => document.getElementsByTagName('*').length);
  return { heapUsed: heap.usedSize, domNodes: counters.nodes, documentNodes };
}
