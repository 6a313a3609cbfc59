import { produce, type Draft } from 'immer';
import { readLocal, writeLocal } from './storage';

export interface Persistence<T> {
  /** Local-storage key (from LOCAL_KEYS). */
  key: string;
  /** Turns what was stored into state, or undefined when it is missing or malformed. */
  parse(stored: unknown): T | undefined;
}

/** A tiny external store: immutable snapshots, immer updates, optional local-storage mirror. */
export interface Store<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
  set(next: T): void;
  update(recipe: (draft: Draft<T>) => void): void;
  /** Re-reads persisted state (or the initial state), e.g. after another tab or a test wrote it. */
  reload(): void;
}

export function createStore<T>(initial: () => T, persistence?: Persistence<T>): Store<T> {
  let state: T | undefined;
  const listeners = new Set<() => void>();

  function load(): T {
    const stored = persistence ? persistence.parse(readLocal(persistence.key)) : undefined;
    return stored ?? initial();
  }

  function get(): T {
    // Hydrated on first read, so importing a store never touches storage.
    state ??= load();
    return state;
  }

  function set(next: T): void {
    if (Object.is(next, state)) return;
    state = next;
    if (persistence) writeLocal(persistence.key, next);
    listeners.forEach((listener) => listener());
  }

  return {
    get,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    update(recipe) {
      set(produce(get(), recipe));
    },
    reload() {
      state = load();
      listeners.forEach((listener) => listener());
    },
  };
}
