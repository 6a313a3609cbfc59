import './tokens.css';
import './progress.css';

/**
 * A navigation that settles within this long shows no bar at all: a bar that flashes for a moment
 * tells the user nothing, and starting it costs a forced layout at the very moment of the tap.
 */
export const PROGRESS_DELAY_MS = 150;

let pending: ReturnType<typeof setTimeout> | null = null;
/** A navigation has run past the delay and wants the bar (until doneProgress). */
let shown = false;

type Bar = typeof import('nprogress');
let bar: Promise<Bar> | null = null;

/**
 * nprogress, loaded the first time a navigation runs past the delay: most navigations never show
 * the bar, and the first paint does not need it (1.4 KB gzip less in the entry). The bar of the
 * first slow navigation shows once the chunk is in (from the service worker's precache on a warm start).
 */
function loadBar(): Promise<Bar> {
  bar ??= import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure({ showSpinner: false });
    return nprogress;
  });
  return bar;
}

/**
 * Starts the thin top progress bar, in the primary colour, without a spinner (spec/product.md 4.1
 * step 2), once the navigation has taken `delayMs` ({@link PROGRESS_DELAY_MS} by default). Safe to
 * call while running.
 */
export function startProgress(delayMs: number = PROGRESS_DELAY_MS): void {
  if (pending !== null || shown) return;
  pending = setTimeout(() => {
    pending = null;
    shown = true;
    loadBar()
      .then((nprogress) => {
        if (shown && !nprogress.isStarted()) nprogress.start();
      })
      .catch(() => undefined);
  }, delayMs);
}

/** Completes and hides the progress bar (or cancels it before it shows). Safe to call when not running. */
export function doneProgress(): void {
  if (pending !== null) {
    clearTimeout(pending);
    pending = null;
  }
  if (!shown) return;
  shown = false;
  loadBar()
    .then((nprogress) => {
      if (nprogress.isStarted()) nprogress.done();
    })
    .catch(() => undefined);
}
