/**
 * What end-to-end tests do as a user or a tester of the running app: log in on the login page by
 * tapping a persona, wait for a route, drive the sandbox's /__sandbox controls, and read the WeCom
 * simulator's log (window.__wecomSimulator, meant for tests).
 */
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, phone } from './browser';
import type { Fault } from '../../../sandbox/faults';
import type { SimulatorContext, SimulatorLogEntry } from '../../../src/wecom/simulator/types';

/** The persona buttons of the login page (schemas/pages/root/login.json) by sandbox persona key. */
export const PERSONA_BUTTONS = {
  manager: '客户经理',
  newcomer: '新员工',
  'phone-mismatch': '营销手机号不一致',
  'claims-advisor': '理赔顾问',
  reviewer: '建群审核人',
  external: '外部群用户',
} as const;

export type PersonaKey = keyof typeof PERSONA_BUTTONS;

/** The company every test logs in to (北京). */
export const COM_ID = '11000000';

/** Waits until the app shows `pathname` (query ignored). */
export async function expectPath(page: Page, pathname: string, timeout = 20000): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout }).toBe(pathname);
}

/**
 * Opens the private page `target` (path and query) of company 11000000 with no session: the guard
 * sends the user to the login page, where tapping the persona's button logs in and returns to
 * `target` (or to `landing`, where the permission gate sends the persona instead).
 */
export async function loginThrough(page: Page, base: string, persona: PersonaKey, target: string, landing?: string): Promise<void> {
  const url = new URL(target, base);
  url.searchParams.set('comId', COM_ID);
  await page.goto(url.href);
  await expectPath(page, '/login');
  await tapPersona(page, persona, landing ?? url.pathname);
}

/**
 * Opens the login page of company 11000000 with `redirect` = `target`, as a link from a chat does
 * for pages that are open without a session, and logs in as `persona`.
 */
export async function loginAt(page: Page, base: string, persona: PersonaKey, target: string): Promise<void> {
  await page.goto(`${base}/login?comId=${COM_ID}&redirect=${encodeURIComponent(target)}`);
  await tapPersona(page, persona, new URL(target, base).pathname);
}

/**
 * Opens the login page of company 11000000 with no target, as the WeCom workbench entry does, logs
 * in as `persona` and waits for `landing`: where the app sends that persona's role (its home).
 */
export async function loginHome(page: Page, base: string, persona: PersonaKey, landing: string): Promise<void> {
  await page.goto(`${base}/login?comId=${COM_ID}`);
  await tapPersona(page, persona, landing);
}

async function tapPersona(page: Page, persona: PersonaKey, landing: string): Promise<void> {
  // The login page names the company the user came from, even when its URL has no comId.
  await page.getByText(`北京分公司（${COM_ID}）`, { exact: true }).waitFor({ timeout: 20000 });
  await page.getByRole('button', { name: PERSONA_BUTTONS[persona], exact: true }).click();
  await expectPath(page, landing);
}

/** How many times `text` is on screen (hidden kept-alive views excluded). */
export function visibleText(page: Page, text: string | RegExp): Promise<number> {
  return page.getByText(text).filter({ visible: true }).count();
}

async function control(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<unknown> {
  const res = await fetch(`${base}/__sandbox/${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} /__sandbox/${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A fault as POST /__sandbox/fault takes it: `once` may be left out (false). */
export type FaultRequest = Omit<Fault, 'once'> & Partial<Pick<Fault, 'once'>>;

/** The sandbox's test controls (sandbox/README.md, "Controls"). */
export function sandboxControls(base: string) {
  return {
    fault: (fault: FaultRequest) => control(base, 'POST', 'fault', fault) as Promise<Fault[]>,
    clearFaults: () => control(base, 'DELETE', 'fault') as Promise<Fault[]>,
    config: (switches: { comId?: string; smart_business_card?: '0' | '1'; check_wecom_phone_same_as_khyx?: '0' | '1' }) =>
      control(base, 'POST', 'config', switches),
    reset: () => control(base, 'POST', 'reset'),
    state: <T>(key: string) => control(base, 'GET', `state?key=${encodeURIComponent(key)}`) as Promise<T>,
  };
}

/**
 * A suite against the running app: its URL, the sandbox's controls, and a Chromium launched once
 * the sandbox is back to its seed (before the suite's tests) and closed after them.
 */
/** The suite's shared parts: the app's address, the sandbox's controls, the browser, and phones. */
export interface AppSuite {
  base: string;
  sandbox: ReturnType<typeof sandboxControls>;
  browser: () => Browser;
  /**
   * A fresh phone (its own browser context: no cookies, no storage), closed after the test, when
   * the sandbox's faults are cleared too: a test leaves neither a phone nor a fault to the next.
   */
  phone: (width?: number, height?: number) => Promise<{ context: BrowserContext; page: Page }>;
}

export function appSuite(): AppSuite {
  const base = inject('baseURL');
  const sandbox = sandboxControls(base);
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  beforeAll(async () => {
    await sandbox.reset();
    browser = await launch();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    await sandbox.clearFaults();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const browserOf = (): Browser => {
    if (!browser) throw new Error('appSuite: the browser is launched in beforeAll; use it inside tests');
    return browser;
  };
  return {
    base,
    sandbox,
    browser: browserOf,
    phone: async (width, height) => {
      const opened = await phone(browserOf(), width, height);
      open.push(opened.context);
      return opened;
    },
  };
}

/** Waits for the WeCom simulator, empties its log and puts the page in `context`. */
export async function simulatorIn(page: Page, context: SimulatorContext): Promise<void> {
  await page.waitForFunction(() => window.__wecomSimulator !== undefined, undefined, { timeout: 10000 });
  await page.evaluate((ctx) => {
    window.__wecomSimulator?.clear();
    window.__wecomSimulator?.setContext(ctx);
  }, context);
}

/** The simulator's record of bridge calls. */
export function simulatorLog(page: Page): Promise<SimulatorLogEntry[]> {
  return page.evaluate(() => [...(window.__wecomSimulator?.log ?? [])]);
}
