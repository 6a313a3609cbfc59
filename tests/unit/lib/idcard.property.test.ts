import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseIdCard, upgradeIdCard15To18 } from '@/lib';
import { makeId, wrongCheckChars } from './idOracle';

const NOW = new Date(2024, 5, 15, 10, 30);
const FIRST_DAY = new Date(1900, 0, 1);
const DAYS_TO_NOW = Math.round((new Date(2024, 5, 15).getTime() - FIRST_DAY.getTime()) / 86_400_000);

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** A birth date between 1900-01-01 and NOW, as a local Date at midnight. */
const birthArb = fc.integer({ min: 0, max: DAYS_TO_NOW }).map((n) => new Date(1900, 0, 1 + n));
const digitsArb = (length: number): fc.Arbitrary<string> =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((ds) => ds.join(''));

function ymd(d: Date): string {
  return `${d.getFullYear()}${pad(d.getMonth() + 1, 2)}${pad(d.getDate(), 2)}`;
}

function expectedAge(d: Date): number {
  const beforeBirthday =
    NOW.getMonth() < d.getMonth() || (NOW.getMonth() === d.getMonth() && NOW.getDate() < d.getDate());
  return NOW.getFullYear() - d.getFullYear() - (beforeBirthday ? 1 : 0);
}

const idArb = fc.record({ region: digitsArb(6), birth: birthArb, seq: digitsArb(3) });

describe('parseIdCard properties', () => {
  it('any id with a correct check character parses valid and round-trips birth date and gender', () => {
    fc.assert(
      fc.property(idArb, ({ region, birth, seq }) => {
        const id = makeId(region, ymd(birth), seq);
        const result = parseIdCard(id, NOW);
        expect(result).toEqual({
          valid: true,
          id18: id,
          birthDate: `${birth.getFullYear()}-${pad(birth.getMonth() + 1, 2)}-${pad(birth.getDate(), 2)}`,
          gender: Number(seq[2]) % 2 === 1 ? 1 : 2,
          age: expectedAge(birth),
        });
      }),
    );
  });

  it('changing the check character makes any valid id invalid with 校验位错误', () => {
    fc.assert(
      fc.property(idArb, fc.nat(9), ({ region, birth, seq }, pick) => {
        const id = makeId(region, ymd(birth), seq);
        const wrong = wrongCheckChars(id)[pick];
        expect(parseIdCard(id.slice(0, 17) + wrong, NOW)).toEqual({ valid: false, reason: '校验位错误' });
      }),
    );
  });

  it('lower-case x parses the same as upper-case X', () => {
    fc.assert(
      fc.property(idArb, ({ region, birth, seq }) => {
        const id = makeId(region, ymd(birth), seq);
        expect(parseIdCard(id.toLowerCase(), NOW)).toEqual(parseIdCard(id, NOW));
      }),
    );
  });

  it('any 15-digit id of a real 20th-century date upgrades to a valid 18-character id', () => {
    const dateArb = fc.integer({ min: 0, max: 36523 }).map((n) => new Date(1900, 0, 1 + n));
    fc.assert(
      fc.property(digitsArb(6), dateArb, digitsArb(3), (region, birth, seq) => {
        fc.pre(!(birth.getFullYear() === 1900 && birth.getMonth() === 1 && birth.getDate() === 29));
        const id15 = region + ymd(birth).slice(2) + seq;
        const id18 = upgradeIdCard15To18(id15);
        expect(id18).toBe(makeId(region, ymd(birth), seq));
        expect(parseIdCard(id15, NOW)).toMatchObject({ valid: true, id18 });
      }),
    );
  });

  it('never throws and always gives a Chinese reason when invalid', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (s) => {
        const result = parseIdCard(s, NOW);
        if (!result.valid) expect(result.reason).toMatch(/[\u4e00-\u9fa5]/);
      }),
    );
  });
});
