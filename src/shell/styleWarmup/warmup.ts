import { createStore } from '@/lib/store';

/** Whether the warm-up may start: set once the first page is on screen. */
export const warmupStarted = createStore(() => false);

/**
 * Lets the style warm-up ({@link StyleWarmup}) start: the app calls it once the first page is on
 * screen, so the warm-up never competes with the first paint.
 */
export function startStyleWarmup(): void {
  warmupStarted.set(true);
}
