/**
 * Masking for display (spec/product.md section 5). Lengths count characters (code points), so a
 * Chinese name masks the same way as Latin text. Empty, null and undefined come back unchanged.
 */

function chars(s: string): string[] {
  return Array.from(s);
}

function stars(n: number): string {
  return '*'.repeat(Math.max(0, n));
}

/** Keeps `head` characters at the start and `tail` at the end, starring the rest. */
function keepEnds(s: string, head: number, tail: number): string {
  const cs = chars(s);
  if (head + tail >= cs.length) return s;
  return cs.slice(0, head).join('') + stars(cs.length - head - tail) + cs.slice(cs.length - tail).join('');
}

/**
 * Generic text: hides k = floor(n / 3) characters in the middle. The kept n - k characters are
 * split between the ends, the start getting the extra one when they do not split evenly:
 * start = ceil((n - k) / 2). So '张三丰' → '张*丰', 'abcd' → 'ab*d', 'abcdef' → 'ab**ef'.
 * Texts of 1 or 2 characters have k = 0 and stay as they are.
 */
export function maskText(s: string): string;
export function maskText(s: string | null | undefined): string | null | undefined;
export function maskText(s: string | null | undefined): string | null | undefined {
  if (!s) return s;
  const n = chars(s).length;
  const k = Math.floor(n / 3);
  const head = Math.ceil((n - k) / 2);
  return keepEnds(s, head, n - k - head);
}

/**
 * Phone numbers: 9 or more characters show 4 at the start and 3 at the end
 * ('13812345678' → '1381****678'); 4 to 8 show 2 at each end; under 4 stay as they are.
 */
export function maskPhone(s: string): string;
export function maskPhone(s: string | null | undefined): string | null | undefined;
export function maskPhone(s: string | null | undefined): string | null | undefined {
  if (!s) return s;
  const n = chars(s).length;
  if (n >= 9) return keepEnds(s, 4, 3);
  if (n >= 4) return keepEnds(s, 2, 2);
  return s;
}

/** ID numbers: 18 characters show the first 10 and last 4 with '****' between; others use maskText. */
export function maskIdCard(s: string): string;
export function maskIdCard(s: string | null | undefined): string | null | undefined;
export function maskIdCard(s: string | null | undefined): string | null | undefined {
  if (!s) return s;
  if (chars(s).length === 18) return keepEnds(s, 10, 4);
  return maskText(s);
}

/** User codes: the first 4 characters become '*' (all of them when the code is shorter). */
export function maskUserCode(s: string): string;
export function maskUserCode(s: string | null | undefined): string | null | undefined;
export function maskUserCode(s: string | null | undefined): string | null | undefined {
  if (!s) return s;
  const cs = chars(s);
  return stars(Math.min(4, cs.length)) + cs.slice(4).join('');
}

/**
 * The phone form the permission gate compares (spec/product.md 4.2): first 3 + '****' + last 4,
 * e.g. '13812345678' → '138****5678'. Idempotent, so an already masked number compares equal.
 * Fewer than 7 characters come back unchanged.
 */
export function maskPhoneForCompare(s: string): string;
export function maskPhoneForCompare(s: string | null | undefined): string | null | undefined;
export function maskPhoneForCompare(s: string | null | undefined): string | null | undefined {
  if (!s) return s;
  const cs = chars(s);
  if (cs.length < 7) return s;
  return `${cs.slice(0, 3).join('')}****${cs.slice(cs.length - 4).join('')}`;
}

/**
 * Whether two phone numbers are the same by the permission gate's rule (spec/product.md 4.2): equal
 * once both are masked to first 3 + last 4 with {@link maskPhoneForCompare}. Either may come
 * already masked that way (the user-info service answers so) or in full; a number masked for
 * display (4 + 3, {@link maskPhone}) has lost other digits and must not be passed. An empty number
 * is never the same as anything.
 */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return maskPhoneForCompare(a) === maskPhoneForCompare(b);
}
