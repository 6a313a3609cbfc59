/**
 * The code-cache frame's work (see warm.ts for why it exists): in the app's own index.html opened
 * in a hidden iframe, the entry module has been compiled by the document itself (with the chunks
 * it imports statically); this imports the other chunks the app named on the iframe element, one
 * at a time in idle time, then dispatches the done event on that element.
 *
 * Importing a chunk evaluates it: chunks define modules and start nothing (the entry starts the
 * app only outside a code-cache frame, frameMark.ts).
 */
import { CODE_CACHE_DONE_EVENT, CODE_CACHE_MODULES_ATTR, decodeModules, type CodeCacheDone } from './protocol';

function idle(win: Window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else win.setTimeout(resolve, 0);
  });
}

/**
 * Imports the chunks named on `frame` from `<base>assets/` and reports on `frame`. `load` imports
 * one URL (the browser's `import()`; a test passes its own).
 */
export async function compileNamed(
  frame: Element,
  base: string,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
  win: Window = window,
): Promise<CodeCacheDone> {
  let imported = 0;
  for (const name of decodeModules(frame.getAttribute(CODE_CACHE_MODULES_ATTR))) {
    await idle(win);
    try {
      await load(new URL(`${base}assets/${name}`, win.location.href).href);
      imported += 1;
    } catch {
      // A chunk that fails to load or to run here is only not cached ahead; the app never sees it.
    }
  }
  const detail: CodeCacheDone = { imported };
  frame.dispatchEvent(new CustomEvent(CODE_CACHE_DONE_EVENT, { detail }));
  return detail;
}
