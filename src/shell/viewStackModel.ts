/**
 * The React-free state of the view stack: which views are mounted, which one is shown, which one
 * is sliding out, and the LRU bound on kept-alive views. `T` is the view's content (a React
 * element in ViewStack, anything in tests).
 */
import type { SlideDirection } from './slideDirection';

/** A view as the caller describes it. */
export interface ViewEntry<T> {
  /** Route name for keep-alive routes; a unique location key otherwise. */
  key: string;
  /** Keep the view mounted (hidden) after leaving it. */
  keepAlive: boolean;
  element: T;
}

/** A mounted view. */
export interface StackRecord<T> extends ViewEntry<T> {
  /** Logical time the view was last shown; the smallest is evicted first. */
  lastUsed: number;
}

export interface StackModel<T> {
  /** Mounted views in first-mounted order, which never changes: moving a DOM node loses its scroll. */
  records: readonly StackRecord<T>[];
  currentKey: string;
  /** The view sliding out, until the transition ends. */
  leavingKey: string | null;
  /** Direction of the running transition; 'none' when idle. */
  direction: SlideDirection;
  /** Increases with every transition, so a late "transition ended" can be told apart. */
  transitionId: number;
  clock: number;
}

export function initStack<T>(entry: ViewEntry<T>): StackModel<T> {
  return {
    records: [{ ...entry, lastUsed: 0 }],
    currentKey: entry.key,
    leavingKey: null,
    direction: 'none',
    transitionId: 0,
    clock: 0,
  };
}

/**
 * Shows `entry`. With the current key it only refreshes the record (same object back when
 * nothing changed). With another key: a running transition is cut short, the previous view
 * slides out in `direction` (or leaves at once with 'none'), non-keep-alive views that are
 * neither shown nor sliding unmount, and kept views beyond `max` are evicted, least recently
 * shown first.
 */
export function showView<T>(
  model: StackModel<T>,
  entry: ViewEntry<T>,
  direction: SlideDirection,
  max: number,
): StackModel<T> {
  if (entry.key === model.currentKey) {
    const current = model.records.find((r) => r.key === entry.key);
    if (current && current.element === entry.element && current.keepAlive === entry.keepAlive) return model;
    return {
      ...model,
      records: model.records.map((r) =>
        r.key === entry.key ? { ...r, element: entry.element, keepAlive: entry.keepAlive } : r,
      ),
    };
  }

  const clock = model.clock + 1;
  const shown: StackRecord<T> = { ...entry, lastUsed: clock };
  let found = false;
  let records = model.records.map((r) => {
    if (r.key !== entry.key) return r;
    found = true;
    return shown;
  });
  if (!found) records = [...records, shown];

  const animate = direction !== 'none';
  const leavingKey = animate ? model.currentKey : null;
  return {
    records: bound(records, entry.key, leavingKey, max),
    currentKey: entry.key,
    leavingKey,
    direction: animate ? direction : 'none',
    transitionId: model.transitionId + 1,
    clock,
  };
}

/** Ends the running transition: the view that slid out unmounts unless kept alive. */
export function finishTransition<T>(model: StackModel<T>, max: number): StackModel<T> {
  if (model.leavingKey === null) return model;
  return {
    ...model,
    records: bound(model.records, model.currentKey, null, max),
    leavingKey: null,
    direction: 'none',
  };
}

/** Drops views that are not kept, not shown and not sliding; then evicts kept views beyond `max`. */
function bound<T>(
  records: readonly StackRecord<T>[],
  currentKey: string,
  leavingKey: string | null,
  max: number,
): StackRecord<T>[] {
  const pinned = (r: StackRecord<T>): boolean => r.key === currentKey || r.key === leavingKey;
  const live = records.filter((r) => r.keepAlive || pinned(r));
  const kept = live.filter((r) => r.keepAlive);
  const excess = kept.length - Math.max(1, max);
  if (excess <= 0) return live;
  const evict = new Set(
    kept
      .filter((r) => !pinned(r))
      .sort((a, b) => a.lastUsed - b.lastUsed)
      .slice(0, excess)
      .map((r) => r.key),
  );
  return live.filter((r) => !evict.has(r.key));
}
