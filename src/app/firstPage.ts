/**
 * How long React's first render (the boot screen, before any page) waits for the first page's
 * chunk, widgets and icons to be requested. They are listed in the page group's manifest, a chunk
 * loaded after the entry (build/pageManifest.ts), and Chromium compiles, links and evaluates a
 * dynamically imported module in tasks of their own: queued behind the first render (100–200 ms at
 * 4× CPU) and the guard's first answer, the page's requests went out 200–300 ms after the entry
 * had run (traces of cold loads of the customer detail and the home page), where they went out at
 * once while every page's loader was in the entry. The boot screen is blank and the page shows
 * after the guard's round trips, so waiting costs nothing on screen; the bound keeps a slow
 * network's round trip for the manifest from holding the render back, which would then compete
 * with the guard's answers.
 */
export const FIRST_RENDER_WAIT_MS = 100;

/** Resolves when `firstPageRequested` does, or after `waitMs`. */
export function beforeFirstRender(firstPageRequested: Promise<void>, waitMs = FIRST_RENDER_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    firstPageRequested.then(done, done);
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

/** Called by the shell whenever a page is shown; only the first call matters. */
export function markPageShown(): void {
  markShown();
}
