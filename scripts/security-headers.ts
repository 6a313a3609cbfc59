/**
 * The response headers of the built app, in one place: scripts/serve-dist.ts sends them with every
 * file it serves, and the nginx example in README.md is generated from them (a unit test checks the
 * README still matches). Print the nginx snippet for a deployment:
 *
 *   tsx scripts/security-headers.ts [--api-base https://api.example.com] [--root /srv/app/dist]
 *
 * Choices:
 * - scripts only from the app's own origin, no inline script, no eval (the expressions are compiled
 *   at build time); styles inline too, as antd's CSS-in-JS injects <style> elements at run time;
 * - images from the origin, data:/blob: (QR codes, posters drawn on a canvas) and any https host
 *   (avatars, article covers and posters come from the insurer's and WeCom's image servers);
 * - requests only to the origin and the API base (`<meta name="api-base">`);
 * - workers only from the origin: the precaching service worker /sw.js (build/serviceWorker.ts);
 * - framed by no other origin (frame-ancestors 'self'): the app is opened by WeCom's web view, not
 *   embedded; its only frame is its own index.html, hidden, that compiles the chunks ahead
 *   (src/codeCache);
 * - `Referrer-Policy: no-referrer`: URLs of this app carry tokens, customer ids and link codes, and no
 *   other host (an image server, a page a link opens) should receive them, not even the origin. The
 *   app's own requests do not need a Referer, and WeChat's image servers refuse foreign ones.
 */
import path from 'node:path';

export interface HeaderOptions {
  /** The API base URL (`<meta name="api-base">` of index.html); empty or absent = same origin. */
  apiBase?: string;
}

/** The origin of an absolute http(s) API base; null for '' (same origin) or a relative base. */
function apiOrigin(apiBase: string | undefined): string | null {
  if (!apiBase) return null;
  try {
    const url = new URL(apiBase);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The Content-Security-Policy of the document and the assets. */
export function contentSecurityPolicy(options: HeaderOptions = {}): string {
  const api = apiOrigin(options.apiBase);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', api ? ["'self'", api] : ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Headers sent with every file of the build (document and assets alike). */
export function securityHeaders(options: HeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

/** Cache-Control of the content-hashed files under /assets/ and of everything else. */
export const CACHE_CONTROL = {
  assets: 'public, max-age=31536000, immutable',
  other: 'no-cache',
} as const;

export interface NginxOptions extends HeaderOptions {
  /** Where the build is deployed (default /srv/app/dist). */
  root?: string;
}

/**
 * An nginx `server` block serving the build with these headers: precompressed files
 * (serve-dist writes them; `gzip_static`), long-cached assets, history-mode fallback to index.html.
 * nginx drops the server's add_header lines in a location that has its own, so each location
 * repeats the set.
 */
export function nginxSnippet(options: NginxOptions = {}): string {
  const headers = securityHeaders(options);
  const lines = (cache: string): string[] =>
    [...Object.entries(headers), ['Cache-Control', cache]].map(([name, value]) => `    add_header ${name} "${value}" always;`);
  return [
    'server {',
    '  listen 443 ssl;',
    '  # server_name, ssl_certificate ... as your site needs',
    `  root ${options.root ?? '/srv/app/dist'};`,
    '  gzip_static on;',
    '',
    '  location /assets/ {',
    ...lines(CACHE_CONTROL.assets),
    '    try_files $uri =404;',
    '  }',
    '',
    '  location / {',
    ...lines(CACHE_CONTROL.other),
    '    try_files $uri /index.html;',
    '  }',
    '}',
  ].join('\n');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const arg = (name: string): string | undefined => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  console.log(nginxSnippet({ apiBase: arg('api-base'), root: arg('root') }));
}
