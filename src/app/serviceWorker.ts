/**
 * Registers the production service worker (build/serviceWorker.ts: precached shell and chunks, so a
 * second open paints without the network). Optional by design: where service workers are missing
 * (some web views, insecure origins, private modes) or registration fails, the app runs exactly as
 * without one, and only the console says why. Never registered by the dev server (`npm start`).
 */

import { loadCodeCacheWarmer } from '@/codeCache';
import { LOCAL_KEYS, readStorage, writeStorage } from '@/session';

/** What registration needs of the browser (navigator.serviceWorker where it exists). */
export interface ServiceWorkerHost {
  serviceWorker?: { register(url: string, options?: RegistrationOptions): Promise<unknown> };
}

export interface RegisterOptions {
  /** The worker's URL (the build writes it at the base: `<base>sw.js`). */
  url: string;
  /** Its scope: the app's base path. */
  scope: string;
  host?: ServiceWorkerHost;
  warn?: (message: string, error: unknown) => void;
}

/**
 * Registers the worker if the browser has service workers. Resolves true when registered, false
 * when unavailable or refused; never rejects, never throws.
 */
export async function registerServiceWorker(options: RegisterOptions): Promise<boolean> {
  const warn = options.warn ?? ((message, error) => console.warn(message, error));
  try {
    const host = options.host ?? (typeof navigator === 'undefined' ? undefined : (navigator as ServiceWorkerHost));
    const container = host?.serviceWorker;
    if (!container || typeof container.register !== 'function') return false;
    await container.register(options.url, { scope: options.scope });
    return true;
  } catch (error) {
    warn('[app] service worker not registered; the app runs without it', error);
    return false;
  }
}

function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 5000 });
  else setTimeout(fn, 0);
}

/**
 * Once a worker is active (it has precached the build), in idle time: the code-cache frame compiles
 * the chunks this open loaded, answered by the worker as the next open's will be, so that the next
 * open reads their compiled code (src/codeCache).
 */
function warmCodeCacheWhenActive(base: string): void {
  const ready = (navigator as { serviceWorker?: { ready?: Promise<unknown> } }).serviceWorker?.ready;
  if (!ready) return;
  void ready.then(() =>
    whenIdle(() => {
      loadCodeCacheWarmer()
        .then((m) =>
          m.warmCodeCache({
            base,
            kept: {
              read: () => readStorage('local', LOCAL_KEYS.codeCacheBuild),
              write: (id) => void writeStorage('local', LOCAL_KEYS.codeCacheBuild, id),
            },
          }),
        )
        .catch((error: unknown) => console.warn('[app] code cache not written ahead', error));
    }),
  );
}

/**
 * In a production build, registers `<base>sw.js` once the first page is on screen and the page has
 * loaded, in idle time: installing the worker downloads the build's files, which must not compete
 * with the first page's own. Then, with the worker active, writes the code cache ahead.
 */
export function startServiceWorker(firstPageShown: Promise<unknown>): void {
  if (!import.meta.env.PROD) return;
  const base = import.meta.env.BASE_URL;
  const register = (): void =>
    void registerServiceWorker({ url: `${base}sw.js`, scope: base }).then((registered) => {
      if (registered) warmCodeCacheWhenActive(base);
    });
  void firstPageShown.then(() => {
    if (document.readyState === 'complete') whenIdle(register);
    else window.addEventListener('load', () => whenIdle(register), { once: true });
  });
}
