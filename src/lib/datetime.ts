/**
 * Date and time display (spec/calls.md section 9). Local time throughout; dayjs parses date
 * strings itself, so 'YYYY-MM-DD HH:mm:ss' also works on iOS Safari.
 */
import dayjs, { type Dayjs } from 'dayjs';

export const DEFAULT_DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Length of 'YYYY-MM-DD HH:mm:ss'; longer strings ('…T10:00:00.000+0800', '….0') are cut to it. */
const DATE_STRING_LENGTH = 19;

function toDayjs(v: string | number | Date): Dayjs {
  if (v instanceof Date) return dayjs(v);
  if (typeof v === 'number') {
    // 10 integer digits are Unix seconds; anything else is taken as milliseconds.
    return Number.isInteger(v) && String(Math.abs(v)).length === 10 ? dayjs.unix(v) : dayjs(v);
  }
  const s = v.trim();
  if (/^-?\d{10}$/.test(s)) return dayjs.unix(Number(s));
  if (/^-?\d{13}$/.test(s)) return dayjs(Number(s));
  const cut = s.slice(0, DATE_STRING_LENGTH);
  const d = dayjs(cut);
  // dayjs rolls impossible dates over (2024-02-30 → March 1); treat them as invalid instead.
  const ymd = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(cut);
  if (ymd && d.isValid() && (d.year() !== Number(ymd[1]) || d.month() + 1 !== Number(ymd[2]) || d.date() !== Number(ymd[3]))) {
    return dayjs(NaN);
  }
  return d;
}

/**
 * Formats a timestamp or date string. Numbers and numeric strings of 10 digits are seconds,
 * 13 digits milliseconds; other numbers are milliseconds; date strings are cut to their first
 * 19 characters. Empty or invalid input gives ''.
 */
export function formatDateTime(
  v: string | number | Date | null | undefined,
  format: string = DEFAULT_DATETIME_FORMAT,
): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'number' && !Number.isFinite(v)) return '';
  const d = toDayjs(v);
  return d.isValid() ? d.format(format) : '';
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * A duration in seconds as 'mm:ss'; minutes are not capped at 59 (3725 → '62:05').
 * Fractions are dropped; negative, non-numeric or missing values give '00:00'.
 */
export function formatSeconds(n: number | string | null | undefined): string {
  const total = Math.floor(Number(n ?? 0));
  if (!Number.isFinite(total) || total <= 0) return '00:00';
  return `${pad2(Math.floor(total / 60))}:${pad2(total % 60)}`;
}
