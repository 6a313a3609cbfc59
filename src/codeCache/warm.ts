/**
 * Writes the V8 code cache of the app's chunks ahead, once per build, so that the app's next open
 * reads compiled code instead of compiling and writing the cache on the main thread before its
 * first paint.
 *
 * Why: Chromium keeps the compiled code of a module script from its second compile on, and a
 * document compiles each script once. So the app's second open, the first one answered by the
 * service worker, compiled every boot chunk again and wrote its cache before the first paint
 * (about 150–220 ms at 4× CPU for the home page, from a trace); only the third open read it.
 * Here the first open, idle once its service worker is active, opens the app's own index.html in a
 * hidden iframe marked as a code-cache frame: that second document compiles the entry (and what it
 * imports) and imports the other chunks this open loaded (./frame.ts), all answered by the worker
 * as the next open's will be, and Chromium writes their cache then.
 *
 * Loaded lazily by src/app/serviceWorker.ts once the worker is active (the frame's imports must be
 * answered by it for the cache to be the one the next open reads). Once per build: the entry
 * script's URL (hashed) is kept in local storage when the frame reports back; a frame that does not
 * report in time is removed and tried again on the next open. The result is written to
 * `<html data-code-cache>` ('warm', 'skipped', 'timeout'), which the bench waits for between opens.
 */
import { CODE_CACHE_FRAME_ATTR } from './frameMark';
import { CODE_CACHE_DONE_EVENT, CODE_CACHE_MODULES_ATTR, assetModuleNames, encodeModules } from './protocol';

export type WarmResult = 'warm' | 'skipped' | 'timeout';

export interface WarmOptions {
  /** The app's base path (import.meta.env.BASE_URL), where index.html and assets/ are. */
  base: string;
  /** Where the build last written ahead is kept (the app's local storage, which never throws). */
  kept: { read(): string | null; write(id: string): void };
  /** The page's window (default: window). */
  win?: Window;
  /** How long the frame may take (default 60 s). */
  timeoutMs?: number;
}

/** The build's identity: the URL of the entry script index.html loads (its name carries its hash). */
function buildId(doc: Document): string | null {
  return doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? null;
}

function openFrame(win: Window, src: string, modules: string, timeoutMs: number): Promise<WarmResult> {
  const doc = win.document;
  const frame = doc.createElement('iframe');
  frame.setAttribute(CODE_CACHE_FRAME_ATTR, '');
  frame.setAttribute(CODE_CACHE_MODULES_ATTR, modules);
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.hidden = true;
  frame.src = src;
  return new Promise<WarmResult>((resolve) => {
    const finish = (result: WarmResult): void => {
      win.clearTimeout(timer);
      frame.remove();
      resolve(result);
    };
    const timer = win.setTimeout(() => finish('timeout'), timeoutMs);
    frame.addEventListener(CODE_CACHE_DONE_EVENT, () => finish('warm'), { once: true });
    doc.body.appendChild(frame);
  });
}

export async function warmCodeCache(options: WarmOptions): Promise<WarmResult> {
  const win = options.win ?? window;
  const doc = win.document;
  const done = (result: WarmResult): WarmResult => {
    doc.documentElement.dataset.codeCache = result;
    return result;
  };
  const id = buildId(doc);
  if (!id || options.kept.read() === id) return done('skipped');
  const loaded = win.performance.getEntriesByType('resource').map((e) => e.name);
  const names = assetModuleNames([id, ...loaded], win.location.origin, options.base);
  if (names.length === 0) return done('skipped');
  const result = await openFrame(win, options.base, encodeModules(names), options.timeoutMs ?? 60000);
  // Not kept (storage full or refused): the frame runs again on the next open, in idle time only.
  if (result === 'warm') options.kept.write(id);
  return done(result);
}
