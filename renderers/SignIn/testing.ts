/**
 * TEST/STORY-ONLY: a navigator.geolocation stand-in answering with a position or an error code.
 * Like a browser, it answers a request that allows a cached position (options.maximumAge) with
 * its last position while that is young enough, without asking `next` for a new one.
 */
import type { LatLng } from './geo';

export type Fix = LatLng | { code: 1 | 2 | 3 } | 'never';

export function fakeGeolocation(next: () => Fix): Geolocation {
  let cached: GeolocationPosition | null = null;
  const getCurrentPosition = (ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions): void => {
    const maxAge = options?.maximumAge ?? 0;
    if (cached && maxAge > 0 && Date.now() - cached.timestamp <= maxAge) {
      const hit = cached;
      setTimeout(() => ok(hit), 0);
      return;
    }
    const fix = next();
    if (fix === 'never') return;
    setTimeout(() => {
      if ('code' in fix) {
        fail?.({ code: fix.code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
        return;
      }
      cached = { coords: { latitude: fix.lat, longitude: fix.lng, accuracy: 20 }, timestamp: Date.now() } as GeolocationPosition;
      ok(cached);
    }, 0);
  };
  return { getCurrentPosition, watchPosition: () => 0, clearWatch: () => undefined } as unknown as Geolocation;
}

/** Replaces navigator.geolocation; returns the restore function. */
export function installGeolocation(next: () => Fix): () => void {
  const before = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: fakeGeolocation(next) });
  return () => {
    if (before) Object.defineProperty(navigator, 'geolocation', before);
    else delete (navigator as { geolocation?: Geolocation }).geolocation;
  };
}
