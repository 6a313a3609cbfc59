/**
 * The URL policy: what a URL that comes from data (a server answer, an article's link, a login
 * `redirect`) may open. One decision for every widget and action that navigates or opens a URL:
 * - a path of the app (`/customer-info/...`, or an absolute URL on the app's own origin written as
 *   a path) is a route, navigated inside the app;
 * - an http(s) URL on the app's origin or on a host of the allow-list is opened (left to);
 * - `tel:` with a phone number dials;
 * - anything else (javascript:, data:, vbscript:, file:, protocol-relative `//host`, a host not on
 *   the list, credentials in the URL) is refused.
 * Parsing is the browser's (WHATWG URL), so tabs, new lines, case and backslashes are read as the
 * browser would read them when navigating.
 */

/** What the user sees when a URL is refused. */
export const REFUSED_URL_MESSAGE = '链接地址不安全，已阻止打开';

export interface UrlPolicy {
  /** The app's origin, e.g. `https://app.example.com`. */
  origin: string;
  /** Allowed hosts: `example.com` (that host only) or `*.example.com` (its subdomains, not itself). */
  allowedHosts: readonly string[];
}

export type UrlVerdict =
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: string };

/** What a verdict lets the page show or load: the app path of a route, the URL of an allowed host, or null. */
export function allowedUrlOf(verdict: UrlVerdict): string | null {
  return verdict.kind === 'route' ? verdict.path : verdict.kind === 'external' ? verdict.url : null;
}

/** Whether `host` (lower case, no port) matches one of the patterns. */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  const h = host.toLowerCase();
  return patterns.some((raw) => {
    const p = raw.trim().toLowerCase();
    if (!p) return false;
    return p.startsWith('*.') ? h.endsWith(p.slice(1)) && h.length > p.length - 1 : h === p;
  });
}

function parse(raw: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(raw) : new URL(raw, base);
  } catch {
    return null;
  }
}

/**
 * The path of the app `raw` names: a same-origin path or URL, normalised as the browser reads it
 * (`/a/../b` → `/b`); null for anything that would leave the origin (`//host`, `/\host`,
 * `https://other`, `javascript:` …).
 */
export function appPathOf(raw: string, origin: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  const url = parse(text, `${origin}/`);
  if (!url || url.origin !== origin || url.username || url.password) return null;
  // A bare word ('index', '../x') would resolve against wherever the user happens to be.
  if (!/^[/\\]/.test(text) && !/^https?:/i.test(text)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The verdict of the policy on `raw`. */
export function checkUrl(raw: string, policy: UrlPolicy): UrlVerdict {
  const text = raw.trim();
  if (!text) return { kind: 'refused', reason: 'empty URL' };
  if (/^tel:/i.test(text)) {
    return /^tel:\+?[0-9][0-9 -]{2,24}$/i.test(text) ? { kind: 'external', url: text } : { kind: 'refused', reason: 'not a phone number' };
  }
  // Written as a path (not `//host`, whose origin differs): a route of the app.
  if (/^[/\\]/.test(text)) {
    const path = appPathOf(text, policy.origin);
    return path ? { kind: 'route', path } : { kind: 'refused', reason: 'leaves the app origin' };
  }
  const url = parse(text);
  if (!url) return { kind: 'refused', reason: 'not an absolute URL' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'refused', reason: `scheme ${url.protocol} is not allowed` };
  if (url.username || url.password) return { kind: 'refused', reason: 'credentials in the URL' };
  if (url.origin === policy.origin || hostAllowed(url.hostname, policy.allowedHosts)) return { kind: 'external', url: url.href };
  return { kind: 'refused', reason: `host ${url.hostname} is not on the allow-list` };
}
