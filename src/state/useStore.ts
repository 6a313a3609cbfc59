import { useSyncExternalStore } from 'react';
import type { Store } from './createStore';

/**
 * Subscribes a component to a store. The selector must return a stable value for an unchanged
 * state (a field, not a freshly built object), or React re-renders forever.
 */
export function useStore<T, S = T>(store: Store<T>, selector: (state: T) => S = (state) => state as unknown as S): S {
  const snapshot = (): S => selector(store.get());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
