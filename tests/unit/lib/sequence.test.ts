import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSequentialDigits } from '@/lib';

describe('isSequentialDigits', () => {
  it.each(['12345', '23456', '56789', '01234', '123456', '345678', '54321', '98765', '43210', '654321', '987654'])(
    '%s is sequential',
    (s) => expect(isSequentialDigits(s)).toBe(true),
  );

  it.each([
    ['1234', 'four digits'],
    ['1234567', 'seven digits'],
    ['12346', 'a gap'],
    ['11111', 'repeated digit'],
    ['13579', 'step 2'],
    ['89012', 'no wrap-around'],
    ['12321', 'up then down'],
    ['1234a', 'a letter'],
    ['', 'empty'],
  ])('%s is not (%s)', (s) => expect(isSequentialDigits(s)).toBe(false));

  it.each([null, undefined])('%s is not', (s) => expect(isSequentialDigits(s)).toBe(false));

  it('any ascending or descending run of 5 or 6 digits is sequential', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 6 }), fc.integer({ min: 0, max: 4 }), fc.boolean(), (len, start, down) => {
        const up = Array.from({ length: len }, (_v, i) => String(start + i)).join('');
        const s = down ? [...up].reverse().join('') : up;
        expect(isSequentialDigits(s)).toBe(true);
      }),
    );
  });
});
