/**
 * True for a 5- or 6-digit string whose digits run consecutively up (12345, 345678) or down
 * (54321, 987654); used to refuse guessable codes (spec/product.md section 5, sequence check).
 * Any other length, or any non-digit, gives false. No wrap-around: 89012 is not sequential.
 */
export function isSequentialDigits(s: string | null | undefined): boolean {
  if (typeof s !== 'string' || !/^\d{5,6}$/.test(s)) return false;
  const step = Number(s[1]) - Number(s[0]);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < s.length; i += 1) {
    if (Number(s[i]) - Number(s[i - 1]) !== step) return false;
  }
  return true;
}
