import type { NavLocation } from '@/router';

/** The location last shown: the guard's `from`. */
let committed: NavLocation | null = null;

export function setCommittedLocation(location: NavLocation): void {
  committed = location;
}

export function committedLocation(): NavLocation | null {
  return committed;
}
