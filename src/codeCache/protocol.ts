/**
 * What the app and its code-cache frame say to each other. The app opens its own index.html in a
 * hidden iframe that carries `data-code-cache` and, in `data-modules`, the file names under
 * `<base>assets/` of the chunks to compile (space-separated). Only such names pass, so the frame
 * imports nothing but the build's own hashed chunks. The frame answers with one event on its
 * iframe element when it is done. (The marking attribute is in frameMark.ts, which the entry reads.)
 */

/** The chunk names, on the same element. */
export const CODE_CACHE_MODULES_ATTR = 'data-modules';

/** The event the frame dispatches on its iframe element when done; `detail` is a CodeCacheDone. */
export const CODE_CACHE_DONE_EVENT = 'app:code-cache-done';

export interface CodeCacheDone {
  /** How many of the named chunks were imported (a chunk that failed to load or run is skipped). */
  imported: number;
}

/** A chunk file name of the build: no slash, no query, ends in .js. */
const CHUNK_NAME = /^[\w.-]+\.js$/;

const unique = (names: string[]): string[] => [...new Set(names)];

/** The `data-modules` value naming `names` (names that are not chunk names are dropped). */
export function encodeModules(names: string[]): string {
  return unique(names.filter((n) => CHUNK_NAME.test(n))).join(' ');
}

/** The chunk names a `data-modules` value names; anything else is dropped. */
export function decodeModules(value: string | null): string[] {
  return unique((value ?? '').split(/\s+/).filter((n) => CHUNK_NAME.test(n)));
}

/**
 * The chunk names among `urls` (a page's resource URLs): scripts of `origin` under `<base>assets/`,
 * in the order given, each once.
 */
export function assetModuleNames(urls: string[], origin: string, base: string): string[] {
  const dir = `${base.endsWith('/') ? base : `${base}/`}assets/`;
  const names: string[] = [];
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || !url.pathname.startsWith(dir)) continue;
    const name = url.pathname.slice(dir.length);
    if (CHUNK_NAME.test(name)) names.push(name);
  }
  return unique(names);
}
