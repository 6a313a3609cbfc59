/**
 * Root font scaling (spec/product.md 2.1 and 9): the layout is designed 7.5rem wide, so 1rem is
 * 1/7.5 of the layout width: 64px at the 480px cap, 50px at 375px, about 37.33px at 280px.
 * Components size themselves in rem with px-on-375-design / 50 (46px → 0.92rem).
 */

/** Layout options; the defaults equal schemas/app.json `layout`. */
export interface RootFontOptions {
  /** Layout cap in px. Default 480. */
  maxWidth?: number;
  /** Layout width in rem. Default 7.5. */
  remDivisor?: number;
  /**
   * Narrowest width that still scales, in px. Default 280 (the spec's "about 37px" floor): below it
   * the font stops shrinking so text stays legible on very narrow windows.
   */
  minWidth?: number;
}

const DEFAULT_MAX_WIDTH = 480;
const DEFAULT_REM_DIVISOR = 7.5;
const DEFAULT_MIN_WIDTH = 280;
/** Used when the width is unknown (0, NaN): the 375px design width. */
const FALLBACK_WIDTH = 375;

/**
 * The root font size in px for a window width: `clamp(minWidth, width, maxWidth) / remDivisor`.
 *
 * @example rootFontSizeFor(480) === 64; rootFontSizeFor(375) === 50; rootFontSizeFor(1920) === 64
 */
export function rootFontSizeFor(width: number, options: RootFontOptions = {}): number {
  const { maxWidth = DEFAULT_MAX_WIDTH, remDivisor = DEFAULT_REM_DIVISOR, minWidth = DEFAULT_MIN_WIDTH } = options;
  const known = Number.isFinite(width) && width > 0 ? width : FALLBACK_WIDTH;
  return Math.min(Math.max(known, minWidth), maxWidth) / remDivisor;
}

let installs = 0;
let teardown: (() => void) | null = null;

/**
 * Sets `document.documentElement.style.fontSize` from `window.innerWidth` now, and again on
 * resize and orientationchange, at most once per animation frame. Calls are counted: the listener
 * is installed once, and removed (restoring the previous inline font size) when the last returned
 * disposer runs. Options of later calls are ignored while one is installed.
 *
 * @returns a disposer; calling it more than once is harmless.
 */
export function installRootFontSize(options: RootFontOptions = {}): () => void {
  installs += 1;
  if (installs === 1) teardown = attach(options);
  let disposed = false;
  return () => {
    if (disposed) return;
    disposed = true;
    installs -= 1;
    if (installs === 0 && teardown) {
      teardown();
      teardown = null;
    }
  };
}

function attach(options: RootFontOptions): () => void {
  const root = document.documentElement;
  const previous = root.style.fontSize;
  let applied = '';
  let frame = 0;

  const apply = (): void => {
    frame = 0;
    const value = `${rootFontSizeFor(window.innerWidth, options)}px`;
    // Writing an unchanged value still invalidates style on some engines; skip it.
    if (value !== applied) {
      root.style.fontSize = value;
      applied = value;
    }
  };
  const schedule = (): void => {
    if (frame === 0) frame = window.requestAnimationFrame(apply);
  };

  apply();
  window.addEventListener('resize', schedule, { passive: true });
  window.addEventListener('orientationchange', schedule, { passive: true });
  return () => {
    if (frame !== 0) window.cancelAnimationFrame(frame);
    window.removeEventListener('resize', schedule);
    window.removeEventListener('orientationchange', schedule);
    root.style.fontSize = previous;
  };
}
