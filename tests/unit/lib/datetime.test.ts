import { describe, expect, it } from 'vitest';
import { formatDateTime, formatSeconds } from '@/lib';

// Expected texts are built from local dates, so the tests pass in any time zone.
const LOCAL = new Date(2024, 0, 2, 3, 4, 5);
const MS = LOCAL.getTime();
const SECONDS = Math.floor(MS / 1000);

describe('formatDateTime', () => {
  it.each([
    ['10-digit number: seconds', SECONDS],
    ['13-digit number: milliseconds', MS],
    ['10-digit string: seconds', String(SECONDS)],
    ['13-digit string: milliseconds', String(MS)],
    ['Date', LOCAL],
    ['date string', '2024-01-02 03:04:05'],
    ['ISO string with milliseconds and zone, cut to 19', '2024-01-02T03:04:05.000+0800'],
    ['Java timestamp text with .0, cut to 19', '2024-01-02 03:04:05.0'],
    ['slashes', '2024/01/02 03:04:05'],
  ])('%s', (_name, v) => expect(formatDateTime(v)).toBe('2024-01-02 03:04:05'));

  it('uses the given format', () => {
    expect(formatDateTime(SECONDS, 'YYYY年MM月DD日')).toBe('2024年01月02日');
    expect(formatDateTime('2024-01-02 03:04:05', 'HH:mm')).toBe('03:04');
  });

  it('a date-only string is midnight', () => {
    expect(formatDateTime('2024-01-02')).toBe('2024-01-02 00:00:00');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['text', 'not a date'],
    ['30 February', '2024-02-30'],
    ['month 13', '2024-13-01'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['invalid Date', new Date(Number.NaN)],
  ])('%s gives an empty string', (_name, v) => expect(formatDateTime(v)).toBe(''));
});

describe('formatSeconds', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [59, '00:59'],
    [60, '01:00'],
    [61.9, '01:01'],
    [3599, '59:59'],
    [3600, '60:00'],
    [3725, '62:05'],
    [6000, '100:00'],
    ['125', '02:05'],
    [-5, '00:00'],
    [Number.NaN, '00:00'],
    ['abc', '00:00'],
    [null, '00:00'],
    [undefined, '00:00'],
  ])('formatSeconds(%s) = %s', (n, expected) => expect(formatSeconds(n)).toBe(expected));
});
