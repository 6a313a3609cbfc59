/**
 * Render-as-you-fetch for page data sources: the page loader starts a page's first requests while
 * the page's widgets download and before React renders it, and the page's SWR hooks pick the
 * answers up instead of requesting again once they mount (which on a throttled phone is a few
 * hundred milliseconds later).
 *
 * SWR's own `preload` keeps an unused promise forever and hands it to the next mount of that key
 * however late (a stale answer after, say, a bind). Here a prefetched answer is only taken within
 * {@link PREFETCH_TTL_MS} of its request and is dropped after that, so a page never shows data older
 * than a normal mount would have fetched.
 *
 * Only sources that can be resolved before the page exists are prefetched: no `debounceMs`, and
 * `when`, `params` and `data` that read nothing but query, params, route, user, config, dict, the
 * page's initial state and values computed from those (a source that reads `data.*` or `sources.*`
 * depends on another's answer).
 */
import { resolveValue, attachValues, valueDefsOf, type ExprScope, type DataSourceSchema } from '@/core';

export type Fetcher = (api: string, params: Record<string, unknown>, data: unknown) => Promise<unknown>;

/** SWR key of a source: call id, JSON of the resolved params, JSON of the resolved body (or null). */
export type SourceKey = readonly [string, string, string];

/** How long a prefetched answer waits for its page to mount. */
export const PREFETCH_TTL_MS = 5000;

/** A prefetched answer once it arrived (a failed request never gets one). */
export interface Answer {
  value: unknown;
}

interface Pending {
  promise: Promise<unknown>;
  timer: ReturnType<typeof setTimeout>;
  answer?: Answer;
}

const pending = new Map<string, Pending>();
/** Keys a mounted source shows now (count of hooks): their data is on screen and not refetched. */
const active = new Map<string, number>();

/** Marks a key as shown by a mounted source until the returned function runs. */
export function markActive(key: SourceKey): () => void {
  const id = JSON.stringify(key);
  active.set(id, (active.get(id) ?? 0) + 1);
  return () => {
    const n = (active.get(id) ?? 1) - 1;
    if (n > 0) active.set(id, n);
    else active.delete(id);
  };
}

/** The resolved parts of a source for a scope (shared with useDataSources so keys always match). */
export function resolveSource(def: DataSourceSchema, scope: ExprScope): { enabled: boolean; params: Record<string, unknown>; body: unknown } {
  const enabled = def.when === undefined ? true : Boolean(resolveValue(def.when, scope));
  const params = (resolveValue(def.params ?? {}, scope) ?? {}) as Record<string, unknown>;
  const body = def.data === undefined ? undefined : resolveValue(def.data, scope);
  return { enabled, params, body };
}

/** The key of a source's request: page `page` (from 1) of a paginated source, else its only one. */
export function sourceKey(def: DataSourceSchema, params: Record<string, unknown>, body: unknown, page = 1): SourceKey {
  const bText = JSON.stringify(body ?? null);
  if (!def.paginate) return [def.api, JSON.stringify(params), bText];
  const pg = def.paginate;
  return [def.api, JSON.stringify({ ...params, [pg.pageKey ?? 'pageNo']: page, [pg.sizeKey ?? 'pageSize']: pg.pageSize ?? 10 }), bText];
}

/** Requests one key the way useDataSources does: params and body from their JSON in the key. */
export function fetchSourceKey([api, p, b]: SourceKey, fetcher: Fetcher): Promise<unknown> {
  const body = JSON.parse(b) as unknown;
  return fetcher(api, JSON.parse(p) as Record<string, unknown>, body === null ? undefined : body);
}

/** Takes (and forgets) a prefetched answer for a key, if one is waiting. */
export function takePrefetched(key: SourceKey): Promise<unknown> | undefined {
  const id = JSON.stringify(key);
  const hit = pending.get(id);
  if (!hit) return undefined;
  clearTimeout(hit.timer);
  pending.delete(id);
  return hit.promise;
}

/**
 * The prefetched answer for a key if it has already arrived, so a mounting source can render it
 * at once instead of a loading state for a frame. A pure read, for React's render: the source
 * claims the entry (takePrefetched) once it has mounted.
 */
export function arrivedAnswer(key: SourceKey): Answer | undefined {
  return pending.get(JSON.stringify(key))?.answer;
}

/**
 * Resolves once every one of `keys` that is being prefetched has settled, or after `withinMs`,
 * whichever is first (never rejects). The page loader waits so for a page's blocking sources: an
 * answer that comes quickly is on the page's first paint, with no skeleton flashing before it.
 */
export function prefetchSettled(keys: readonly SourceKey[], withinMs: number): Promise<void> {
  const promises = keys.flatMap((k) => {
    const hit = pending.get(JSON.stringify(k));
    return hit && !hit.answer ? [hit.promise] : [];
  });
  if (!promises.length) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, withinMs);
    void Promise.allSettled(promises).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * A scope whose `data` and `sources` roots report being read: such a source waits for its page.
 * The page's named values are computed from the probe too, so a value that reads an answer makes
 * the source reading it wait as well.
 */
function probeScope(scope: ExprScope): { scope: ExprScope; dependent: () => boolean } {
  let touched = false;
  const probe = { ...scope };
  for (const root of ['data', 'sources', 'form'] as const) {
    Object.defineProperty(probe, root, {
      enumerable: true,
      get() {
        touched = true;
        return {};
      },
    });
  }
  attachValues(probe, valueDefsOf(scope));
  return { scope: probe, dependent: () => touched };
}

/** A request the page loader started for a page's source. */
export interface PrefetchStarted {
  /** The source's name (`data.<name>` of the page). */
  source: string;
  key: SourceKey;
}

/**
 * Starts the first request of every independent source of a page. `scope` is the page's scope
 * before it mounts (query, params, route, user, config, dict, initial state, with the page's values
 * attached: attachValues). Returns what it started.
 *
 * `holds` tells whether the page's data cache (SWR's) still has data for a key, from an earlier
 * visit: such a source is not prefetched. Its page shows that data at once and SWR revalidates it
 * in the frame that shows the page, so the answer comes after that frame; prefetched, the answers
 * tend to arrive just as the page is shown, and the browser runs their handlers before it paints.
 */
export function prefetchPageData(
  defs: Record<string, DataSourceSchema> | undefined,
  scope: ExprScope,
  fetcher: Fetcher,
  holds?: (key: SourceKey) => boolean,
): PrefetchStarted[] {
  const started: PrefetchStarted[] = [];
  for (const [source, def] of Object.entries(defs ?? {})) {
    if (def.debounceMs) continue;
    const probe = probeScope(scope);
    let resolved: ReturnType<typeof resolveSource>;
    try {
      resolved = resolveSource(def, probe.scope);
    } catch {
      continue; // The page will resolve it (and report any error) when it mounts.
    }
    if (probe.dependent() || !resolved.enabled) continue;
    const key = sourceKey(def, resolved.params, resolved.body);
    const id = JSON.stringify(key);
    // A kept-alive view already showing this key would not ask for it again.
    if (pending.has(id) || active.has(id) || holds?.(key)) continue;
    const promise = fetchSourceKey(key, fetcher);
    const timer = setTimeout(() => pending.delete(id), PREFETCH_TTL_MS);
    const entry: Pending = { promise, timer };
    // An unclaimed failure must not surface as an unhandled rejection; the claimer sees it.
    promise.then(
      (value) => {
        entry.answer = { value };
      },
      () => undefined,
    );
    pending.set(id, entry);
    started.push({ source, key });
  }
  return started;
}
