/**
 * A phone tab on the DevTools pipe (cdpPipe.ts): the same phone as browser.ts's openPhone (412×823
 * at 1.75, touch, the WeCom user agent, zh-CN, 4× CPU, the session in local storage and cookie, the
 * in-page probe) in a fresh browser context, enabling only the Page domain. Without the Network domain
 * the tab cannot count requests in flight: the network counts as quiet once Chromium's own
 * idleness detector reported the load's network idle (no request for 500 ms) and no resource
 * finished within the quiet window since.
 */
import type { LoginSession } from './browser';
import { WECOM_UA } from './browser';
import type { PipeBrowser } from './cdpPipe';
import { PHONE } from './config';
import { installProbe } from './probe';
import type { PhoneTab } from './tab';

interface EvaluateResult {
  result: { value?: unknown };
  exceptionDetails?: { text: string; exception?: { description?: string } };
}

/** Init script: collects the page's uncaught errors and rejections into window.__benchErrors. */
function collectErrors(): void {
  const errors: string[] = [];
  (window as unknown as { __benchErrors: string[] }).__benchErrors = errors;
  window.addEventListener('error', (e) => errors.push(e.message));
  window.addEventListener('unhandledrejection', (e) => errors.push(String((e.reason as Error | undefined)?.message ?? e.reason)));
}

/** In the page: the centre of the first element matching `selector`, scrolled into view, if it takes taps there. */
function tapPoint(selector: string): { x: number; y: number } | null {
  const el = document.querySelector(selector);
  if (!el) return null;
  el.scrollIntoView({ block: 'nearest' });
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return null;
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  return hit && (hit === el || el.contains(hit)) ? { x, y } : null;
}

/** The ms since the last resource finished loading (Infinity when none has). */
function sinceLastResource(): number {
  const ends = performance.getEntriesByType('resource').map((r) => (r as PerformanceResourceTiming).responseEnd);
  return ends.length ? performance.now() - Math.max(...ends) : Number.POSITIVE_INFINITY;
}

export async function openPipeTab(browser: PipeBrowser, options: { baseUrl: string; session?: LoginSession; cpuRate?: number }): Promise<PhoneTab> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
  const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  const send = <R = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}): Promise<R> => browser.send<R>(method, params, sessionId);

  const { width, height } = PHONE.viewport;
  await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: PHONE.deviceScaleFactor, mobile: PHONE.isMobile, screenWidth: width, screenHeight: height });
  await send('Emulation.setTouchEmulationEnabled', { enabled: PHONE.hasTouch, maxTouchPoints: 5 });
  await send('Emulation.setUserAgentOverride', { userAgent: WECOM_UA, acceptLanguage: PHONE.locale });
  await send('Emulation.setLocaleOverride', { locale: PHONE.locale });
  await send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate ?? PHONE.cpuThrottlingRate });

  const scripts = [
    // tsx keeps function names with a `__name` helper, which must exist in the page too.
    'globalThis.__name = globalThis.__name || ((f) => f);',
    `(${collectErrors.toString()})();`,
    `(${installProbe.toString()})();`,
  ];
  if (options.session) {
    const { token, comId } = options.session;
    const url = new URL(options.baseUrl);
    await browser.send('Storage.setCookies', { cookies: [{ name: 'wx_token', value: token, domain: url.hostname, path: '/' }], browserContextId });
    scripts.push(
      `if (!localStorage.getItem('wx_token')) localStorage.setItem('wx_token', ${JSON.stringify(token)});` +
        `if (!localStorage.getItem('wx_systemComId')) localStorage.setItem('wx_systemComId', ${JSON.stringify(comId)});`,
    );
  }
  for (const source of scripts) await send('Page.addScriptToEvaluateOnNewDocument', { source });
  await send('Page.enable');
  await send('Page.setLifecycleEventsEnabled', { enabled: true });

  // Lifecycle events of the main frame's current document.
  let loaderId = '';
  const seen = new Set<string>();
  const waiters: Array<{ name: string; resolve: () => void }> = [];
  const off = browser.on('Page.lifecycleEvent', (params, from) => {
    if (from !== sessionId || params.frameId !== targetId) return;
    if (params.loaderId !== loaderId) {
      loaderId = String(params.loaderId);
      seen.clear();
    }
    seen.add(String(params.name));
    for (const w of waiters.splice(0)) {
      if (seen.has(w.name)) w.resolve();
      else waiters.push(w);
    }
  });

  const evaluate = async <R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> => {
    const out = await send<EvaluateResult>('Runtime.evaluate', {
      expression: `(${fn.toString()})(${arg === undefined ? '' : JSON.stringify(arg)})`,
      returnByValue: true,
      awaitPromise: true,
    });
    if (out.exceptionDetails) throw new Error(`evaluate: ${out.exceptionDetails.exception?.description ?? out.exceptionDetails.text}`);
    return out.result.value as R;
  };

  const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
  const waitFor = async <A>(fn: (arg: A) => boolean, arg: A, { timeoutMs, pollMs }: { timeoutMs: number; pollMs: number }): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (!(await evaluate(fn, arg))) {
      if (Date.now() > deadline) throw new Error(`waiting for ${fn.name || 'a condition'} timed out after ${timeoutMs} ms`);
      await sleep(pollMs);
    }
  };

  return {
    send,
    async addInitScript(fn, arg) {
      await send('Page.addScriptToEvaluateOnNewDocument', { source: `(${fn.toString()})(${JSON.stringify(arg)});` });
    },
    async tap(selector, timeoutMs = 10000) {
      const deadline = Date.now() + timeoutMs;
      let point = await evaluate(tapPoint, selector);
      while (!point) {
        if (Date.now() > deadline) throw new Error(`no tappable '${selector}' within ${timeoutMs} ms`);
        await sleep(50);
        point = await evaluate(tapPoint, selector);
      }
      const touch = [{ x: point.x, y: point.y }];
      await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch });
      await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
    async press(char) {
      if (!/^[a-z]$/.test(char)) throw new Error(`press: only lowercase letters are supported, not '${char}'`);
      const upper = char.toUpperCase();
      const key = { key: char, code: `Key${upper}`, windowsVirtualKeyCode: upper.charCodeAt(0) };
      await send('Input.dispatchKeyEvent', { type: 'keyDown', text: char, unmodifiedText: char, ...key });
      await send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
    },
    waitFor,
    location: () => evaluate(() => `${location.pathname}${location.search}`, undefined),
    async goto(url, timeoutMs) {
      const loaded = new Promise<void>((resolve) => waiters.push({ name: 'DOMContentLoaded', resolve }));
      const nav = await send<{ loaderId?: string; errorText?: string }>('Page.navigate', { url });
      if (nav.errorText) throw new Error(`navigating to ${url}: ${nav.errorText}`);
      if (nav.loaderId && nav.loaderId !== loaderId) {
        loaderId = nav.loaderId;
        seen.clear();
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`navigating to ${url}: no DOMContentLoaded in ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([loaded, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    evaluate,
    async networkQuiet(quietMs) {
      return seen.has('networkIdle') && (await evaluate(sinceLastResource, undefined)) >= quietMs;
    },
    errors: () => evaluate(() => [...((window as unknown as { __benchErrors?: string[] }).__benchErrors ?? [])], undefined),
    async close() {
      off();
      await browser.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
    },
  };
}
