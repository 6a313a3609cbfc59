import { describe, expect, it } from 'vitest';
import { stripIdentifierMarker } from '@/lib';

describe('stripIdentifierMarker', () => {
  it.each([
    ['510100000123!!abc', '510100000123'],
    ['P123!!a!!b', 'P123'],
    ['!!hidden', ''],
    ['P123!', 'P123!'],
    ['P123', 'P123'],
    ['', ''],
  ])('stripIdentifierMarker(%s) = %s', (s, expected) => expect(stripIdentifierMarker(s)).toBe(expected));

  it.each([null, undefined])('%s gives an empty string', (s) => expect(stripIdentifierMarker(s)).toBe(''));
});
