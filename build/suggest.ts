/**
 * "Did you mean …?" for schema and expression errors: the known name closest to a misspelt one,
 * when it is close enough to be the likely intent (a typo, a swapped pair, a wrong case).
 */

/** Edit distance (insert, delete, substitute; an adjacent swap counts once). */
function distance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** The candidate closest to `name`, if within a third of its length (at least 1, case ignored). */
function closest(name: string, candidates: Iterable<string>): string | null {
  const lower = name.toLowerCase();
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= limit ? best : null;
}

/** ` (did you mean 'x'?)` for the closest candidate, or '' when none is close. */
export function didYouMean(name: string, candidates: Iterable<string>, quote: '"' | "'" = "'"): string {
  const hit = closest(name, candidates);
  return hit === null ? '' : ` (did you mean ${quote}${hit}${quote}?)`;
}
