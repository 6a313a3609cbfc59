/** Workplace rows of SignIn's source, read with configurable keys. */
import { getIn } from '@/widget-kit';
import { distanceM, type LatLng } from './geo';

export interface Place extends LatLng {
  id: unknown;
  name: string;
  address: string;
  radius?: number;
}

export interface PlaceKeys {
  idKey: string;
  nameKey: string;
  addressKey: string;
  latKey: string;
  lngKey: string;
  radiusKey?: string;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN);

/** Rows with usable coordinates (the server sends numbers or numeric strings). */
export function placesOf(rows: unknown[], k: PlaceKeys): Place[] {
  return rows.flatMap((row) => {
    const lat = num(getIn(row, k.latKey));
    const lng = num(getIn(row, k.lngKey));
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return [];
    const radius = k.radiusKey ? num(getIn(row, k.radiusKey)) : NaN;
    const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
    return [{ id: getIn(row, k.idKey), name: text(getIn(row, k.nameKey)), address: text(getIn(row, k.addressKey)), lat, lng, radius: Number.isFinite(radius) && radius > 0 ? radius : undefined }];
  });
}

export function nearestOf(places: Place[], here: LatLng): { place: Place; distance: number } | null {
  let best: { place: Place; distance: number } | null = null;
  for (const place of places) {
    const distance = distanceM(here, place);
    if (!best || distance < best.distance) best = { place, distance };
  }
  return best;
}
