/**
 * Tells the app's entry whether its document is a code-cache frame: the app's own index.html in a
 * hidden iframe of the app (warm.ts) whose element carries `data-code-cache`. There the entry runs
 * ./frame.ts instead of the app: the frame exists to have Chromium cache the compiled code of the
 * chunks, not to run a second app. A document framed by another origin cannot read its frame
 * element (null), and one opened at the top level has none: both run the app as always.
 */

/** Marks the iframe element of a code-cache frame (set by the app, read by the framed document). */
export const CODE_CACHE_FRAME_ATTR = 'data-code-cache';

/** The iframe element of this document if it is a code-cache frame of the app; null otherwise. */
export function codeCacheFrameElement(win: Window): Element | null {
  try {
    const element = win.frameElement;
    return element && element.hasAttribute(CODE_CACHE_FRAME_ATTR) ? element : null;
  } catch {
    return null;
  }
}
