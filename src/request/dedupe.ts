const inFlight = new Map<string, Promise<unknown>>();

function sortedReplacer(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(record).sort().map((name) => [name, record[name]]));
}

/** A key equal for calls with the same id, params and body, whatever the key order. */
export function dedupeKey(id: string, params: unknown, data?: unknown): string {
  return JSON.stringify([id, params, data ?? null], sortedReplacer);
}

/** Calls with the same key made while one is in flight share its promise. */
export function shareInFlight<T>(key: string, start: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const promise = start().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}
