/**
 * The navigation location the router logic works on: a pathname plus a flat query.
 * React-free so the guard and gate stay pure; the React layer converts to and from it.
 */

/** A flat query: the first value of each key (repeated keys are not used by this app). */
export type Query = Readonly<Record<string, string>>;

/** Where a navigation goes (or comes from). */
export interface NavLocation {
  /** Pathname without query or hash, starting with '/'. */
  path: string;
  query: Query;
}

/** Parses '/a/b?x=1&y=2' (a leading origin or a hash is ignored) into a {@link NavLocation}. */
export function parseLocation(url: string): NavLocation {
  const parsed = new URL(url, 'http://router.local');
  const query: Record<string, string> = {};
  parsed.searchParams.forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  return { path: parsed.pathname, query };
}

/** Formats a location as '/path?query' (keys in insertion order), the "fullPath" of the spec. */
export function formatLocation(location: NavLocation): string {
  const search = new URLSearchParams(Object.entries(location.query)).toString();
  return search ? `${location.path}?${search}` : location.path;
}
