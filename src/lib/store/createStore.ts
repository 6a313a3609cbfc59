import { produce, type Draft } from 'immer';

/** What a reader of a store needs: its value now, and a call when it changes. */
export interface ReadableStore<T> {
  get(): T;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Where a persisted store keeps its state. Neither method may throw. */
export interface StorageAdapter<T> {
  /** The stored state, or undefined when nothing (usable) is stored. */
  load(): T | undefined;
  save(state: T): void;
}

export interface StoreOptions<T> {
  /** Persists the state: read on first use (and on reload), written on every change. */
  storage?: StorageAdapter<T>;
}

/** A tiny external store: immutable snapshots, immer updates, optional persistence. */
export interface Store<T> extends ReadableStore<T> {
  /** Replaces the state; nothing happens (no save, no call) when `next` is the state itself. */
  set(next: T): void;
  /** Changes the state through an immer draft; a recipe that changes nothing notifies no one. */
  update(recipe: (draft: Draft<T>) => void): void;
  /** Re-reads the stored state (or starts again from the initial state) and notifies. */
  reload(): void;
}

/**
 * Creates a store whose state starts as `initial()`, or as what `options.storage` holds. The state
 * is built on first read, so importing a module that creates a store touches no storage.
 */
export function createStore<T>(initial: () => T, options: StoreOptions<T> = {}): Store<T> {
  const { storage } = options;
  const listeners = new Set<() => void>();
  let state: { value: T } | undefined;

  const load = (): { value: T } => ({ value: storage?.load() ?? initial() });
  const notify = (): void => {
    // A copy: a listener may unsubscribe itself (or another) while being called.
    for (const listener of [...listeners]) listener();
  };

  function get(): T {
    state ??= load();
    return state.value;
  }

  function set(next: T): void {
    if (state && Object.is(next, state.value)) return;
    state = { value: next };
    storage?.save(next);
    notify();
  }

  return {
    get,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set,
    update(recipe) {
      set(produce(get(), recipe));
    },
    reload() {
      state = load();
      notify();
    },
  };
}
