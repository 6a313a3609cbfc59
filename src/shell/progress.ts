import NProgress from 'nprogress';
import './tokens.css';
import './progress.css';

let configured = false;

function ensureConfigured(): void {
  if (configured) return;
  configured = true;
  NProgress.configure({ showSpinner: false });
}

/**
 * Starts the thin top progress bar, in the primary colour, without a spinner
 * (spec/product.md 4.1 step 2). Safe to call while running.
 */
export function startProgress(): void {
  ensureConfigured();
  NProgress.start();
}

/** Completes and hides the progress bar. Safe to call when not running. */
export function doneProgress(): void {
  ensureConfigured();
  NProgress.done();
}
