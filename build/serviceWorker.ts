/**
 * The production service worker (issue 28, warm start): vite-plugin-pwa's `generateSW` strategy, a
 * Workbox service worker written by Workbox from this configuration alone. It precaches
 * index.html and every hashed chunk and style sheet of the build, and answers navigations to app
 * routes with the precached index.html, so a second open requests nothing before its first paint.
 *
 * Why generateSW and not injectManifest: the worker needs nothing Workbox does not generate
 * (precache, one navigation route, removal of outdated precaches), and a generated worker has no
 * code of ours to keep in step with Workbox. It has no runtime caching at all: a request that is
 * not for a precached file (every API call, /__sandbox, images from other hosts) is not answered
 * by the worker and goes to the network as if there were none.
 *
 * Updates: no `skipWaiting`, no `clientsClaim`. A new deploy's worker installs in the background
 * (precaching the new build) and takes over when no page of the app is open any more, i.e. on the
 * next open after WeCom closed the web view. A worker that took over a running page would delete
 * the old build's chunks from the precache while the page may still lazy-load them (and a deploy
 * removes them from the server too): a navigation to a page not yet loaded would then fail; a
 * reload to avoid that would lose what the user typed. The old build stays whole until then
 * because all of its chunks are precached.
 *
 * Registered by the app (src/app/serviceWorker.ts), not by an injected script; not built or
 * registered in development (`npm start`): the dev server serves unbundled modules that change on
 * every edit, and a worker holding them would serve stale code.
 */
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_PREFIXES } from './sandboxPlugin.ts';

/** The worker's file at the site root (its scope is the whole app). */
export const SERVICE_WORKER_FILE = 'sw.js';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Navigations that are not app routes: the API (every prefix of spec/calls.md section 7, e.g. a
 * file download opened in the web view), the sandbox's control API, the build's assets and any
 * path naming a file (sw.js, favicon.svg). Everything else is an app route: the route table ends
 * with a catch-all (`/*`, the 404 page), so the app answers any other path itself.
 */
export const NOT_APP_ROUTES: RegExp[] = [
  new RegExp(`^(${[...API_PREFIXES, '/__sandbox', '/assets'].map(escape).join('|')})([/?]|$)`),
  /^\/[^?]*\.[a-z0-9]+$/i,
];

export function serviceWorkerPlugin(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    filename: SERVICE_WORKER_FILE,
    // The app registers the worker itself (feature-detected, after the first paint).
    injectRegister: false,
    // No web app manifest: the app is opened from WeCom, never installed.
    manifest: false,
    includeManifestIcons: false,
    devOptions: { enabled: false },
    workbox: {
      // The shell and the build's hashed files; not public/mockServiceWorker.js (Storybook's MSW)
      // nor the .gz copies scripts/serve-dist.ts writes next to the files.
      globPatterns: ['index.html', 'favicon.svg', 'assets/**/*.{js,css,woff,woff2,svg,png}'],
      globIgnores: ['**/*.gz', '**/*.map'],
      // Hashed file names are their own revision: no cache-busting query on the precache fetch.
      dontCacheBustURLsMatching: /^assets\//,
      // A chunk over Workbox's 2 MiB default would be left out silently and then fetched.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NOT_APP_ROUTES,
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      skipWaiting: false,
      clientsClaim: false,
      // Workbox's runtime inlined into sw.js: one script, nothing imported at install.
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}
