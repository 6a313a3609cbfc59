import { describe, expect, it } from 'vitest';
import { isMainlandPhone } from '@/lib';

describe('isMainlandPhone', () => {
  it.each(['13012345678', '14012345678', '15012345678', '16612345678', '17712345678', '18812345678', '19912345678'])(
    'accepts %s (11 digits starting 13-19)',
    (s) => expect(isMainlandPhone(s)).toBe(true),
  );

  it.each([
    ['10012345678', 'second digit 0'],
    ['11012345678', 'second digit 1'],
    ['12012345678', 'second digit 2'],
    ['23812345678', 'first digit not 1'],
    ['1381234567', '10 digits'],
    ['138123456789', '12 digits'],
    ['1381234567a', 'a letter'],
    ['138 1234 5678', 'spaces'],
    ['+8613812345678', 'country code'],
    ['', 'empty'],
  ])('rejects %s (%s)', (s) => expect(isMainlandPhone(s)).toBe(false));

  it.each([null, undefined])('rejects %s', (s) => expect(isMainlandPhone(s)).toBe(false));
});
