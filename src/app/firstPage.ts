/**
 * How long React's first render waits for the first navigation (the guard and the page's code and
 * data) to settle before it renders the boot screen, whose skeleton and loading bar then show at
 * once. A navigation that settles sooner renders the page directly, with no boot screen before it:
 * on a warm start (guard inputs, chunks and data all on the phone) that is a whole render, commit
 * and paint of the app's shell less before the first page. The boot screen was invisible for its
 * first 400 ms anyway (it faded in after that long, so a fast page showed no flash), so nothing
 * shows later than before: the blank screen is the document's own background either way.
 */
export const BOOT_SCREEN_DELAY_MS = 400;

/** Resolves when `firstNavigation` settles (either way), or after `waitMs`. */
export function beforeFirstRender(firstNavigation: Promise<unknown>, waitMs = BOOT_SCREEN_DELAY_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    firstNavigation.then(done, done);
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
