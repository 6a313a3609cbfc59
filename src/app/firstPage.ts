/**
 * When React's first render comes (main.tsx). It shows the boot screen until the first navigation
 * (the guard, the page's code and data) settles; the screen's skeleton and bar show only
 * BOOT_SCREEN_DELAY_MS after start-up, so a page ready sooner shows no flash of them.
 *
 * - The app's files on the network (no service worker controls the page: a cold start): the render
 *   waits for the first page's code to be requested, at most FIRST_RENDER_WAIT_MS. Chromium
 *   compiles, links and evaluates a dynamically imported module in tasks of its own: queued behind
 *   the first render (100–200 ms at 4× CPU), the page's requests went out 200–300 ms after the
 *   entry had run (traces of cold loads). The render itself then runs while the guard's calls are
 *   on the network, in time the phone would otherwise wait.
 * - The app's files on the phone (the precaching service worker controls the page: a warm start):
 *   the navigation is mostly CPU work, and a boot screen rendered meanwhile (the app shell, antd's
 *   theme, the skeleton, a commit and a paint: about 100 ms at 4× CPU in a trace) only delays the
 *   page behind it. The render waits for the navigation to settle, at most BOOT_SCREEN_DELAY_MS (as
 *   long as the boot screen stays blank anyway), and a navigation settled by then renders its page
 *   directly. Paired cold loads at 150 ms RTT with the warm rule for every start: +288 ms median
 *   LCP (5 of 5 pairs worse), hence the two rules.
 */
export const FIRST_RENDER_WAIT_MS = 100;
export const BOOT_SCREEN_DELAY_MS = 400;

/** Start-up (this module is evaluated with the entry): the boot screen's delay counts from here. */
const bootStartedAt = typeof performance === 'undefined' ? 0 : performance.now();

/** What is left of BOOT_SCREEN_DELAY_MS since start-up (ms, at least 0). */
export function bootScreenDelayLeft(now: number = performance.now()): number {
  return Math.max(0, BOOT_SCREEN_DELAY_MS - (now - bootStartedAt));
}

/** Whether a service worker controls the page: the app's files come from the phone. */
export function filesOnPhone(host: { serviceWorker?: { controller: unknown } } | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  return Boolean(host?.serviceWorker?.controller);
}

/** Resolves when `waitFor` settles (either way), or after `waitMs`. */
export function beforeFirstRender(waitFor: Promise<unknown>, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    waitFor.then(done, done);
  });
}

/**
 * Resolves once the first page is on screen. Start-up work the first page does not need (the AI
 * model flag, warm-ups) waits for it, so it neither delays that page nor runs ahead of the guard.
 */
let markShown: () => void = () => undefined;

export const firstPageShown: Promise<void> = new Promise((resolve) => {
  markShown = resolve;
});

let pageShown = false;

/** Called by the shell whenever a page is shown; only the first call matters. */
export function markPageShown(): void {
  pageShown = true;
  markShown();
}

/** Whether a page has been on screen yet (synchronously: firstPageShown resolves a microtask later). */
export function isPageShown(): boolean {
  return pageShown;
}
