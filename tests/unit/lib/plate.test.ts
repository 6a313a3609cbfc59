import { describe, expect, it } from 'vitest';
import { isLicensePlate, PLATE_PREFIXES, PLATE_SUFFIXES } from '@/lib';

describe('isLicensePlate', () => {
  it.each([
    ['京A12345', 'ordinary, digits'],
    ['沪AB123C', 'ordinary, letters in the serial'],
    ['川AZZZZZ', 'ordinary, all letters'],
    ['粤O12345', 'authority letter O (police)'],
    ['新A00001', 'leading zeros'],
  ])('accepts %s (%s)', (s) => expect(isLicensePlate(s)).toBe(true));

  it.each([
    ['粤BD12345', 'small new-energy, D first'],
    ['粤BF12345', 'small new-energy, F first'],
    ['粤BDA1234', 'small new-energy, letter after D'],
    ['京AFA0123', 'small new-energy, letter after F'],
    ['粤B12345D', 'large new-energy, D last'],
    ['粤B12345F', 'large new-energy, F last'],
  ])('accepts new-energy %s (%s)', (s) => expect(isLicensePlate(s)).toBe(true));

  it.each([
    ['鲁A1234挂', '挂'],
    ['沪A1234学', '学'],
    ['京A0001警', '警'],
    ['京A1234军', '军'],
    ['粤Z1234港', '港'],
    ['粤Z1234澳', '澳'],
    ['粤ZAB12港', '港 with letters'],
  ])('accepts suffix plate %s (%s)', (s) => expect(isLicensePlate(s)).toBe(true));

  it('covers every suffix the spec lists', () => {
    expect([...PLATE_SUFFIXES]).toEqual(['挂', '学', '警', '军', '港', '澳']);
  });

  it.each([...PLATE_PREFIXES])('accepts prefix %s from the provinces dictionary', (prefix) => {
    expect(isLicensePlate(`${prefix}A12345`)).toBe(true);
  });

  it.each([
    ['XA12345', 'Latin letter as prefix'],
    ['中A12345', 'not a plate prefix'],
    ['黔A12345', 'Guizhou is 贵 on plates'],
    ['滇A12345', 'Yunnan is 云 on plates'],
    ['1A12345', 'digit as prefix'],
    ['A12345', 'no prefix'],
  ])('rejects %s (%s)', (s) => expect(isLicensePlate(s)).toBe(false));

  it.each([
    ['京A1234', 'too short'],
    ['京A1234567', 'too long'],
    ['京I12345', 'authority letter I'],
    ['京1A2345', 'digit as authority'],
    ['京A1234I', 'I in the serial'],
    ['京AO1234', 'O in the serial'],
    ['京a12345', 'lower case'],
    ['京A 12345', 'space'],
    ['粤B1D2345', 'new-energy D in the wrong place'],
    ['粤BD1234A', 'small new-energy with a letter at the end'],
    ['粤BDI1234', 'small new-energy with I'],
    ['粤B1234AD', 'large new-energy with a letter'],
    ['粤BE12345', 'new-energy letter other than D or F'],
    ['鲁A12345挂', 'suffix plate with 5 serial characters'],
    ['鲁A123挂', 'suffix plate with 3 serial characters'],
    ['京Z1234港', '港 outside 粤Z'],
    ['粤B1234澳', '澳 outside 粤Z'],
    ['京A1234使', 'embassy plates are not supported'],
    ['', 'empty'],
  ])('rejects %s (%s)', (s) => expect(isLicensePlate(s)).toBe(false));

  it.each([null, undefined])('rejects %s', (s) => expect(isLicensePlate(s)).toBe(false));
});
