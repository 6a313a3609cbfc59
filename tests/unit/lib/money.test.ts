import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from '@/lib';

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [1234, '1,234.00'],
    [1234567.891, '1,234,567.89'],
    [999, '999.00'],
    [1000, '1,000.00'],
    [0.1 + 0.2, '0.30'],
  ])('formatMoney(%s) = %s', (v, expected) => expect(formatMoney(v)).toBe(expected));

  it.each([
    [1.005, '1.01'],
    [1.015, '1.02'],
    [1.045, '1.05'],
    [2.675, '2.68'],
    [8.345, '8.35'],
    [1.004999, '1.00'],
    [999.995, '1,000.00'],
    [0.005, '0.01'],
    [0.004, '0.00'],
  ])('rounds %s half up to %s', (v, expected) => expect(formatMoney(v)).toBe(expected));

  it.each([
    [-1, '-1.00'],
    [-1234.5, '-1,234.50'],
    [-1.005, '-1.01'],
    [-0.004, '0.00'],
    [-0, '0.00'],
  ])('negative %s gives %s', (v, expected) => expect(formatMoney(v)).toBe(expected));

  it.each([
    ['1234.5', '1,234.50'],
    [' 1234.5 ', '1,234.50'],
    ['-0.125', '-0.13'],
    ['+7', '7.00'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['1e3', '1,000.00'],
    ['12345678901234567890.125', '12,345,678,901,234,567,890.13'],
  ])('numeric string %s gives %s', (v, expected) => expect(formatMoney(v)).toBe(expected));

  it.each([
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1e-7, '0.00'],
    [1.5e-2, '0.02'],
    [123456789n, '123,456,789.00'],
  ])('number %s without exponent gives %s', (v, expected) => expect(formatMoney(v)).toBe(expected));

  it.each([
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['   ', ''],
  ])('empty %s gives %s', (v, expected) => expect(formatMoney(v)).toBe(expected));

  it.each([
    ['abc'],
    ['12abc'],
    ['1,234'],
    ['0x10'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [{}],
    [true],
  ])('non-numeric %s gives zero', (v) => expect(formatMoney(v)).toBe('0.00'));

  it.each([
    [1234.5678, 0, '1,235'],
    [1234.5678, 1, '1,234.6'],
    [1234.5678, 3, '1,234.568'],
    [1.5, 0, '2'],
    [-2.5, 0, '-3'],
    ['abc', 0, '0'],
    [1, -2, '1'],
  ])('formatMoney(%s, %s) = %s', (v, decimals, expected) => expect(formatMoney(v, decimals)).toBe(expected));

  it('agrees with integer cents arithmetic for any amount of whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const sign = cents < 0 ? '-' : '';
        const abs = Math.abs(cents);
        const int = Math.floor(abs / 100).toLocaleString('en-US');
        const expected = `${sign}${int}.${String(abs % 100).padStart(2, '0')}`;
        expect(formatMoney((cents / 100).toString())).toBe(expected);
      }),
    );
  });
});
