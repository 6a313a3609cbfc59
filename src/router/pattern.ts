/**
 * Helpers over react-router-style path patterns ('/a/:param', '/a/*'). Pure string functions.
 */

const STATIC_SEGMENT = 10;
const PARAM_SEGMENT = 3;
const SPLAT_SEGMENT = -2;

function segments(pattern: string): string[] {
  return pattern.split('/').filter((s) => s !== '');
}

/**
 * How specific a pattern is; higher wins when several patterns match one pathname. Static
 * segments outweigh parameters, which outweigh a splat (the same idea as react-router's ranking),
 * so '/error/404' beats '/error/:code', which beats '/*'.
 */
export function patternScore(pattern: string): number {
  return segments(pattern).reduce((score, segment) => {
    if (segment === '*') return score + SPLAT_SEGMENT;
    if (segment.startsWith(':')) return score + PARAM_SEGMENT;
    return score + STATIC_SEGMENT;
  }, 0);
}

/**
 * The shape of a pattern with parameter names erased, so '/error/:code' and '/error/:id/' both
 * give '/error/:' and count as the same path when duplicates are checked. Case-insensitive like
 * the matcher.
 */
export function patternShape(pattern: string): string {
  return `/${segments(pattern)
    .map((s) => (s.startsWith(':') ? ':' : s.toLowerCase()))
    .join('/')}`;
}

/** True when the pattern has no parameter and no splat. */
export function isStaticPattern(pattern: string): boolean {
  return segments(pattern).every((s) => s !== '*' && !s.startsWith(':'));
}

/**
 * The static part of a pattern before its first parameter or splat:
 * '/open-service-manager/:code' → '/open-service-manager'. A static pattern is its own prefix.
 */
export function staticPrefix(pattern: string): string {
  const kept: string[] = [];
  for (const segment of segments(pattern)) {
    if (segment === '*' || segment.startsWith(':')) break;
    kept.push(segment);
  }
  return `/${kept.join('/')}`;
}

/** True when `pathname` is `prefix` itself or lies under it ('/a' covers '/a' and '/a/b', not '/ab'). */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return true;
  const path = pathname.toLowerCase();
  const base = prefix.toLowerCase();
  return path === base || path.startsWith(`${base}/`);
}
