import { CatalogueError } from './errors';
import { requireApi } from './catalogue';
import { http } from './client';
import { requestConfig } from './config';
import { routeByProvince } from './province';

/** What a beacon needs of the browser (navigator where it has sendBeacon). */
export interface BeaconHost {
  sendBeacon?(url: string, data: Blob): boolean;
}

/**
 * Sends a JSON body to a catalogue call with `navigator.sendBeacon`: for reports made as the page
 * is hidden, which WeCom may close at any moment. The request layer's own pipeline awaits its
 * switch and parameter steps before sending, and an XHR still open when the web view closes is
 * cancelled; a beacon is handed to the browser at once and delivered after the page is gone.
 * The URL is the entry's, on the request layer's base URL (province routing applied); cookies go
 * with it as with every call, the answer is not read.
 *
 * Only for POST entries with a JSON body, no bearer header (a beacon sends no headers of ours) and
 * a path no switch rewrites (not `.do`): anything else is a developer error.
 * Returns true when the browser queued it, false when it has no beacons or refused (too large).
 */
export function beacon(id: string, body: unknown, host: BeaconHost | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  const api = routeByProvince(requireApi(id));
  if (api.method !== 'POST' || api.body !== 'json' || api.auth === 'bearer' || api.path.endsWith('.do')) {
    throw new CatalogueError(`Call "${id}" cannot be sent as a beacon: it needs a POST with a JSON body, no bearer header and no .do path.`);
  }
  if (typeof host?.sendBeacon !== 'function') return false;
  const url = http.getUri({ baseURL: requestConfig().baseURL, url: api.path });
  return host.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}
