import type { StorageAdapter } from './createStore';

/**
 * Keeps a store's state as JSON under `key` in a Web Storage (local or session storage). It never
 * throws: a storage that is missing, blocked or full, or a value that is not JSON, just means no
 * persistence, and the store works on in memory. `parse` turns what was stored into state, or
 * undefined when it is malformed (then the store starts from its initial state).
 */
export function webStorage<T>(
  storage: () => Storage | null | undefined,
  key: string,
  parse: (stored: unknown) => T | undefined,
): StorageAdapter<T> {
  return {
    load() {
      try {
        const raw = storage()?.getItem(key);
        return raw == null ? undefined : parse(JSON.parse(raw) as unknown);
      } catch {
        return undefined;
      }
    },
    save(state) {
      try {
        storage()?.setItem(key, JSON.stringify(state));
      } catch {
        // Quota exceeded or storage disabled: keep working in memory.
      }
    },
  };
}
