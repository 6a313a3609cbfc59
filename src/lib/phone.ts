/** Mainland mobile numbers: 11 digits starting 13–19 (spec/product.md section 5). */
const MAINLAND_PHONE = /^1[3-9]\d{9}$/;

/** True for an 11-digit mainland mobile number starting 13, 14, …, 19. No spaces, no +86. */
export function isMainlandPhone(s: string | null | undefined): boolean {
  return typeof s === 'string' && MAINLAND_PHONE.test(s);
}
