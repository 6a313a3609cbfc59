import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskIdCard, maskPhone, maskPhoneForCompare, maskText, maskUserCode, samePhone } from '@/lib';

describe('maskText: the middle floor(n/3) characters', () => {
  it.each([
    ['a', 'a'],
    ['ab', 'ab'],
    ['abc', 'a*c'],
    ['abcd', 'ab*d'],
    ['abcde', 'ab*de'],
    ['abcdef', 'ab**ef'],
    ['abcdefg', 'abc**fg'],
    ['abcdefghi', 'abc***ghi'],
    ['张三', '张三'],
    ['张三丰', '张*丰'],
    ['欧阳娜娜', '欧阳*娜'],
    ['成都市武侯区人民南路', '成都市武***民南路'],
  ])('maskText(%s) = %s', (s, expected) => expect(maskText(s)).toBe(expected));

  it.each([
    ['', ''],
    [null, null],
    [undefined, undefined],
  ])('maskText(%s) is unchanged', (s, expected) => expect(maskText(s)).toBe(expected));
});

describe('maskPhone', () => {
  it.each([
    ['13812345678', '1381****678', '11 digits: 4 + 3'],
    ['028123456', '0281**456', '9 digits: 4 + 3'],
    ['02812345678901', '0281*******901', '14 digits'],
    ['12345678', '12****78', '8 digits: 2 + 2'],
    ['12345', '12*45', '5 digits'],
    ['1234', '1234', '4 digits: nothing left to hide'],
    ['123', '123', 'under 4: unchanged'],
    ['1', '1', 'one digit'],
  ])('maskPhone(%s) = %s (%s)', (s, expected) => expect(maskPhone(s)).toBe(expected));

  it.each([
    ['', ''],
    [null, null],
    [undefined, undefined],
  ])('maskPhone(%s) is unchanged', (s, expected) => expect(maskPhone(s)).toBe(expected));
});

describe('maskIdCard', () => {
  it.each([
    ['11010519491231002X', '1101051949****002X', '18 characters: 10 + **** + 4'],
    ['110105491231002', '11010*****31002', '15 characters fall back to maskText'],
    ['E12345678', 'E12***678', 'passport-like falls back to maskText'],
  ])('maskIdCard(%s) = %s (%s)', (s, expected) => expect(maskIdCard(s)).toBe(expected));

  it.each([
    ['', ''],
    [null, null],
  ])('maskIdCard(%s) is unchanged', (s, expected) => expect(maskIdCard(s)).toBe(expected));
});

describe('maskUserCode', () => {
  it.each([
    ['A1234567', '****4567'],
    ['51010012', '****0012'],
    ['ABCD', '****'],
    ['AB', '**'],
    ['', ''],
  ])('maskUserCode(%s) = %s', (s, expected) => expect(maskUserCode(s)).toBe(expected));

  it('keeps null', () => expect(maskUserCode(null)).toBeNull());
});

describe('maskPhoneForCompare', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['138****5678', '138****5678'],
    ['1234567', '123****4567'],
    ['123456', '123456'],
    ['', ''],
  ])('maskPhoneForCompare(%s) = %s', (s, expected) => expect(maskPhoneForCompare(s)).toBe(expected));

  it('matches the masked phone of the user-info service for the same number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (phone) => {
        const served = `${phone.slice(0, 3)}****${phone.slice(7)}`;
        expect(maskPhoneForCompare(served)).toBe(maskPhoneForCompare(phone));
      }),
    );
  });
});

describe('samePhone: equal once both are masked first 3 + last 4 (spec 4.2)', () => {
  it('holds for a number and its user-info-service form, either way round', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (phone) => {
        const served = `${phone.slice(0, 3)}****${phone.slice(7)}`;
        expect(samePhone(phone, served)).toBe(true);
        expect(samePhone(served, phone)).toBe(true);
        expect(samePhone(phone, phone)).toBe(true);
      }),
    );
  });

  it('fails for numbers that differ in the first 3 or last 4 digits, and for an empty number', () => {
    expect(samePhone('13911028866', '13911028867')).toBe(false);
    expect(samePhone('13911028866', '13811028866')).toBe(false);
    expect(samePhone('', '')).toBe(false);
    expect(samePhone('13911028866', null)).toBe(false);
    expect(samePhone(undefined, '139****8866')).toBe(false);
  });
});

describe('mask properties', () => {
  const textArb = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme-ascii' });

  it('maskText keeps the length, both ends and hides exactly floor(n/3) characters', () => {
    fc.assert(
      fc.property(textArb.filter((s) => !s.includes('*')), (s) => {
        const out = maskText(s);
        expect(out.length).toBe(s.length);
        expect(out[0]).toBe(s[0]);
        if (s.length > 1) expect(out[out.length - 1]).toBe(s[s.length - 1]);
        expect(out.split('').filter((c) => c === '*').length).toBe(Math.floor(s.length / 3));
      }),
    );
  });

  it('maskText counts Chinese characters as one each', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('张', '王', '李', '赵', '欧', '阳'), { minLength: 1, maxLength: 12 }), (cs) => {
        const out = Array.from(maskText(cs.join('')));
        expect(out.length).toBe(cs.length);
        expect(out.filter((c) => c === '*').length).toBe(Math.floor(cs.length / 3));
      }),
    );
  });

  it('maskPhone and maskIdCard keep the length and the first and last characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9X]{4,20}$/), (s) => {
        for (const out of [maskPhone(s), maskIdCard(s)]) {
          expect(out.length).toBe(s.length);
          expect(out[0]).toBe(s[0]);
          expect(out[out.length - 1]).toBe(s[s.length - 1]);
        }
      }),
    );
  });
});
