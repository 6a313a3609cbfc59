import { vi } from 'vitest';

/**
 * Web Crypto answering `ms` later for the next `count` digests (every one by default), as on a
 * phone whose main thread is busy when the digest's task comes: `pending()` digests not answered yet.
 */
export function slowSigning(ms: number, count = Number.POSITIVE_INFINITY): { pending(): number; restore(): void } {
  const real = globalThis.crypto.subtle.digest.bind(globalThis.crypto.subtle);
  let left = count;
  let pending = 0;
  const spy = vi.spyOn(globalThis.crypto.subtle, 'digest').mockImplementation(async (algorithm, data) => {
    if (left > 0) {
      left -= 1;
      pending += 1;
      await new Promise((r) => setTimeout(r, ms));
      pending -= 1;
    }
    return real(algorithm, data);
  });
  return { pending: () => pending, restore: () => spy.mockRestore() };
}
