import { useSyncExternalStore } from 'react';
import type { ReadableStore } from './createStore';

/**
 * Subscribes a component to a store: its state, or the part `selector` picks. The selector must
 * return a stable value for an unchanged state (a field, not a freshly built object), or React
 * re-renders forever.
 */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, S>(store: ReadableStore<T>, selector: (state: T) => S): S;
export function useStore<T, S>(store: ReadableStore<T>, selector?: (state: T) => S): T | S {
  const snapshot = (): T | S => (selector ? selector(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
