/** One position fix through navigator.geolocation, with Chinese messages for each failure. */
import { useCallback, useEffect, useState } from 'react';
import type { LatLng } from './geo';

export type GeoState =
  | { status: 'locating' }
  | { status: 'ok'; position: LatLng; accuracy: number }
  | { status: 'error'; message: string };

/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout. */
export function geoMessage(code: number): string {
  switch (code) {
    case 1:
      return '请允许获取位置信息';
    case 3:
      return '定位超时，请到开阔处重试';
    default:
      return '无法获取当前位置，请检查手机定位服务是否开启';
  }
}

export function useGeolocation(timeoutMs: number): GeoState & { locate(): void } {
  const [state, setState] = useState<GeoState>({ status: 'locating' });
  const locate = useCallback(() => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setState({ status: 'error', message: '当前环境不支持定位' });
      return;
    }
    setState({ status: 'locating' });
    geo.getCurrentPosition(
      (p) => setState({ status: 'ok', position: { lat: p.coords.latitude, lng: p.coords.longitude }, accuracy: p.coords.accuracy }),
      (e) => setState({ status: 'error', message: geoMessage(e.code) }),
      // A fresh fix every time: a cached one (maximumAge) showed the old position after 刷新位置
      // for as long as the cache lived, and signing in needs where the phone is now.
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  }, [timeoutMs]);
  useEffect(locate, [locate]);
  return { ...state, locate };
}
