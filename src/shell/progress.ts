import NProgress from 'nprogress';
import './tokens.css';
import './progress.css';

/**
 * A navigation that settles within this long shows no bar at all: a bar that flashes for a moment
 * tells the user nothing, and starting it costs a forced layout at the very moment of the tap.
 */
export const PROGRESS_DELAY_MS = 150;

let configured = false;
let pending: ReturnType<typeof setTimeout> | null = null;

function ensureConfigured(): void {
  if (configured) return;
  configured = true;
  NProgress.configure({ showSpinner: false });
}

/**
 * Starts the thin top progress bar, in the primary colour, without a spinner (spec/product.md 4.1
 * step 2), once the navigation has taken {@link PROGRESS_DELAY_MS}. Safe to call while running.
 */
export function startProgress(): void {
  ensureConfigured();
  if (pending !== null || NProgress.isStarted()) return;
  pending = setTimeout(() => {
    pending = null;
    NProgress.start();
  }, PROGRESS_DELAY_MS);
}

/** Completes and hides the progress bar (or cancels it before it shows). Safe to call when not running. */
export function doneProgress(): void {
  ensureConfigured();
  if (pending !== null) {
    clearTimeout(pending);
    pending = null;
  }
  if (NProgress.isStarted()) NProgress.done();
}
