/**
 * Mainland resident ID numbers (GB 11643-1999), spec/product.md section 5.
 *
 * Layout of the 18 characters: 6-digit region, 8-digit birth date YYYYMMDD, 3-digit sequence
 * (odd = male), check character. The check character is computed from the first 17 digits with
 * the weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2 and the sum mod 11 mapped to '10X98765432'.
 * (The spec lists an 18th weight 1: that is the same rule read as "weighted sum of all 18 ≡ 1 mod 11".)
 *
 * Choices:
 * - Birth years from 1900 on, up to today; the legacy 2019 ceiling is deliberately dropped.
 * - The region code is not checked against a list: codes change over time and the 2023
 *   foreigners' permanent residence ID starts with 9.
 * - Surrounding whitespace is ignored; a lower-case x is accepted and normalised to 'X'.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
const MIN_BIRTH_YEAR = 1900;

/** What a valid ID number tells us. */
export interface IdCardInfo {
  valid: true;
  /** The 18-character number, upper-case X, upgraded from 15 digits when needed. */
  id18: string;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  /** 1 male, 2 female (the customer-gender dictionary codes). */
  gender: 1 | 2;
  /** Completed years at `now`. */
  age: number;
}

/** Why a number is not valid, as a Chinese message for users. */
export interface IdCardError {
  valid: false;
  reason: string;
}

export type IdCardResult = IdCardInfo | IdCardError;

export const ID_CARD_REASONS = {
  length: '身份证号码长度应为18位',
  format: '身份证号码格式错误',
  birthDate: '出生日期无效',
  future: '出生日期不能晚于今天',
  checkDigit: '校验位错误',
} as const;

/** The check character for the first 17 digits of an 18-digit number. */
function checkChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/**
 * Upgrades a 15-digit (pre-1999) ID number to 18 characters: '19' is inserted before the
 * two-digit birth year and the check character appended. Anything but 15 digits gives null.
 */
export function upgradeIdCard15To18(s: string): string | null {
  const id = s.trim();
  if (!/^\d{15}$/.test(id)) return null;
  const first17 = `${id.slice(0, 6)}19${id.slice(6)}`;
  return first17 + checkChar(first17);
}

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** Completed years between a birth date and `now` (local calendar date). */
function ageAt(y: number, m: number, d: number, now: Date): number {
  const ny = now.getFullYear();
  const nm = now.getMonth() + 1;
  const nd = now.getDate();
  const hadBirthday = nm > m || (nm === m && nd >= d);
  return ny - y - (hadBirthday ? 0 : 1);
}

/** Compares calendar dates as YYYYMMDD numbers. */
function dateKey(y: number, m: number, d: number): number {
  return y * 10000 + m * 100 + d;
}

/**
 * Parses an 18-character (or 15-digit) ID number. `now` fixes "today" for the age and the
 * future-date check (default: the current time), so tests and servers in other zones agree.
 */
export function parseIdCard(s: string | null | undefined, now: Date = new Date()): IdCardResult {
  const raw = typeof s === 'string' ? s.trim() : '';
  let id = raw.toUpperCase();
  if (id.length === 15) {
    const upgraded = upgradeIdCard15To18(id);
    if (upgraded === null) return { valid: false, reason: ID_CARD_REASONS.format };
    id = upgraded;
  }
  if (id.length !== 18) return { valid: false, reason: ID_CARD_REASONS.length };
  if (!/^\d{17}[\dX]$/.test(id)) return { valid: false, reason: ID_CARD_REASONS.format };

  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  if (y < MIN_BIRTH_YEAR || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) {
    return { valid: false, reason: ID_CARD_REASONS.birthDate };
  }
  if (dateKey(y, m, d) > dateKey(now.getFullYear(), now.getMonth() + 1, now.getDate())) {
    return { valid: false, reason: ID_CARD_REASONS.future };
  }
  if (checkChar(id) !== id[17]) return { valid: false, reason: ID_CARD_REASONS.checkDigit };

  return {
    valid: true,
    id18: id,
    birthDate: `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`,
    gender: Number(id[16]) % 2 === 1 ? 1 : 2,
    age: ageAt(y, m, d, now),
  };
}

/** True for a valid 18-character or 15-digit ID number (see parseIdCard). */
export function isIdCard(s: string | null | undefined, now?: Date): boolean {
  return parseIdCard(s, now).valid;
}
