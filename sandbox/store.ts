/**
 * The sandbox's state store. Handlers read `state` and change it only inside `write`, so that a
 * persistent store (sandbox/node.ts) knows when to save. The in-memory store here is browser-safe.
 */
import { buildSeed, SEED_VERSION } from './seed';
import type { SandboxState } from './seed/types';

export interface SandboxStore {
  /** The live state. Treat as read-only outside `write`. */
  readonly state: SandboxState;
  /** Runs a change against the state and notifies listeners (persistence) afterwards. */
  write<T>(change: (state: SandboxState) => T): T;
  /** Replaces the state with a fresh seed. */
  reset(): void;
  /** Resolves when pending changes are persisted (immediately for the memory store). */
  flush(): Promise<void>;
  /** Called after every write and reset; returns an unsubscribe function. */
  subscribe(listener: (state: SandboxState) => void): () => void;
}

export interface MemoryStoreOptions {
  /** Start from this state instead of the seed (e.g. one loaded from a file). */
  initial?: SandboxState;
  /** Seed string for buildSeed (default: the project seed). */
  seed?: string;
  /** The clock a fresh seed is generated around (default Date.now). */
  now?: () => number;
}

export function createMemoryStore(options: MemoryStoreOptions = {}): SandboxStore {
  const now = options.now ?? Date.now;
  let state = options.initial && options.initial.version === SEED_VERSION ? options.initial : buildSeed(options.seed, now());
  const listeners = new Set<(s: SandboxState) => void>();
  const notify = (): void => {
    for (const listener of listeners) listener(state);
  };
  return {
    get state() {
      return state;
    },
    write(change) {
      const result = change(state);
      notify();
      return result;
    },
    reset() {
      state = buildSeed(options.seed, now());
      notify();
    },
    flush: () => Promise.resolve(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The next id of a sequence kept in the state (so ids stay unique across restarts of a file
 * store): prefix + zero-padded counter, e.g. nextId(state, 'LD', 6) → 'LD000001'.
 */
export function nextId(state: SandboxState, prefix: string, width = 6): string {
  const n = (state.counters[prefix] ?? 0) + 1;
  state.counters[prefix] = n;
  return `${prefix}${String(n).padStart(width, '0')}`;
}
