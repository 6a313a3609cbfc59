/**
 * An independent check-character oracle for tests: ISO 7064 MOD 11-2 as GB 11643 states it
 * (weights 2^(17-i) mod 11, check value (12 - sum mod 11) mod 11, 10 written X). It shares no
 * code or tables with src/lib/idcard.ts.
 */
export function oracleCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  const c = (12 - (sum % 11)) % 11;
  return c === 10 ? 'X' : String(c);
}

/** A full 18-character ID from region (6), birth date YYYYMMDD (8) and sequence (3). */
export function makeId(region: string, birth: string, seq: string): string {
  const first17 = region + birth + seq;
  return first17 + oracleCheckChar(first17);
}

/** Any check character other than the right one. */
export function wrongCheckChars(id18: string): string[] {
  return '0123456789X'.split('').filter((c) => c !== id18[17]);
}
