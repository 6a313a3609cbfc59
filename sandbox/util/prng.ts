/**
 * A small seeded pseudo-random generator (mulberry32). The sandbox never uses Math.random,
 * so the same seed always yields the same customers, policies and articles.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** true with the given probability. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  /** A copy of items in shuffled order. */
  shuffle<T>(items: readonly T[]): T[];
  /** n distinct items (or all of them when n >= length). */
  sample<T>(items: readonly T[], n: number): T[];
  /** A string of n characters drawn from alphabet. */
  chars(alphabet: string, n: number): string;
  /** A derived, independent generator; lets one seed module not disturb another. */
  fork(label: string): Rng;
}

/** FNV-1a 32-bit hash of a string, used to derive seeds from labels. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number | string): Rng {
  let state = (typeof seed === 'string' ? hash32(seed) : seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)];
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of items) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return items[items.length - 1][0];
    },
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    sample: (items, n) => rng.shuffle(items).slice(0, Math.min(n, items.length)),
    chars: (alphabet, n) => {
      let out = '';
      for (let i = 0; i < n; i += 1) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
    fork: (label) => createRng((hash32(label) ^ Math.floor(next() * 4294967296)) >>> 0),
  };
  return rng;
}
