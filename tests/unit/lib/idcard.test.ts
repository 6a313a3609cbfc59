import { describe, expect, it } from 'vitest';
import { isIdCard, parseIdCard, upgradeIdCard15To18 } from '@/lib';
import { makeId, oracleCheckChar, wrongCheckChars } from './idOracle';

/** "Today" for every test: 15 June 2024, local time. */
const NOW = new Date(2024, 5, 15, 10, 30);
const REGION = '510107';

describe('parseIdCard: valid numbers', () => {
  it('reads the GB 11643 sample 11010519491231002X', () => {
    expect(parseIdCard('11010519491231002X', NOW)).toEqual({
      valid: true,
      id18: '11010519491231002X',
      birthDate: '1949-12-31',
      gender: 2,
      age: 74,
    });
  });

  it.each([
    ['2000-02-29 (leap: divisible by 400)', '20000229', '2000-02-29'],
    ['1996-02-29 (leap: divisible by 4)', '19960229', '1996-02-29'],
    ['1900-01-01 (earliest year)', '19000101', '1900-01-01'],
    ['2024-06-15 (born today)', '20240615', '2024-06-15'],
    ['2019-12-31 (no legacy 2019 ceiling)', '20191231', '2019-12-31'],
    ['2020-01-01 (after the legacy ceiling)', '20200101', '2020-01-01'],
    ['1990-04-30 (30-day month)', '19900430', '1990-04-30'],
  ])('accepts birth date %s', (_name, birth, birthDate) => {
    const result = parseIdCard(makeId(REGION, birth, '123'), NOW);
    expect(result).toMatchObject({ valid: true, birthDate });
  });

  it.each([
    ['odd sequence digit is male', '001', 1],
    ['even sequence digit is female', '002', 2],
    ['9 is male', '019', 1],
    ['0 is female', '010', 2],
  ])('%s', (_name, seq, gender) => {
    expect(parseIdCard(makeId(REGION, '19900101', seq), NOW)).toMatchObject({ valid: true, gender });
  });

  it.each([
    ['birthday today', '19900615', 34],
    ['birthday tomorrow', '19900616', 33],
    ['birthday yesterday', '19900614', 34],
    ['born today', '20240615', 0],
    ['born on 29 February, now 15 June', '20000229', 24],
  ])('age: %s', (_name, birth, age) => {
    expect(parseIdCard(makeId(REGION, birth, '123'), NOW)).toMatchObject({ valid: true, age });
  });

  it('accepts a lower-case x and normalises it in id18', () => {
    const result = parseIdCard('11010519491231002x', NOW);
    expect(result).toMatchObject({ valid: true, id18: '11010519491231002X' });
  });

  it('ignores surrounding whitespace', () => {
    expect(parseIdCard('  11010519491231002X ', NOW)).toMatchObject({ valid: true, id18: '11010519491231002X' });
  });

  it('defaults now to the current time', () => {
    expect(parseIdCard('11010519491231002X').valid).toBe(true);
    expect(parseIdCard(makeId(REGION, '20990101', '123')).valid).toBe(false);
  });
});

describe('parseIdCard: invalid numbers', () => {
  it.each([
    ['1900-02-29 (1900 is not a leap year)', '19000229'],
    ['2001-02-29', '20010229'],
    ['2100-02-29 is also future, but the date is checked first', '21000229'],
    ['month 00', '19900001'],
    ['month 13', '19901301'],
    ['day 00', '19900100'],
    ['day 32', '19900132'],
    ['April 31', '19900431'],
    ['February 30', '20000230'],
    ['year 1899', '18991231'],
  ])('%s: 出生日期无效', (_name, birth) => {
    expect(parseIdCard(makeId(REGION, birth, '123'), NOW)).toEqual({ valid: false, reason: '出生日期无效' });
  });

  it('rejects the 1880 GB sample 440524188001010014 as before 1900', () => {
    expect(parseIdCard('440524188001010014', NOW)).toEqual({ valid: false, reason: '出生日期无效' });
  });

  it.each([
    ['tomorrow', '20240616'],
    ['next month', '20240701'],
    ['far future', '20990101'],
  ])('birth date %s: 出生日期不能晚于今天', (_name, birth) => {
    expect(parseIdCard(makeId(REGION, birth, '123'), NOW)).toEqual({ valid: false, reason: '出生日期不能晚于今天' });
  });

  it.each(wrongCheckChars('11010519491231002X'))('check character %s instead of X: 校验位错误', (c) => {
    expect(parseIdCard(`11010519491231002${c}`, NOW)).toEqual({ valid: false, reason: '校验位错误' });
  });

  it.each([
    ['empty', ''],
    ['17 digits', '11010519491231002'],
    ['19 characters', '11010519491231002X1'],
    ['16 digits', '1101051949123100'],
  ])('%s: 身份证号码长度应为18位', (_name, s) => {
    expect(parseIdCard(s, NOW)).toEqual({ valid: false, reason: '身份证号码长度应为18位' });
  });

  it.each([null, undefined])('%s: 身份证号码长度应为18位', (s) => {
    expect(parseIdCard(s, NOW)).toEqual({ valid: false, reason: '身份证号码长度应为18位' });
  });

  it.each([
    ['X in the middle', '1101051949X231002X'],
    ['a letter', '11010519491231A02X'],
    ['a check letter other than X', '11010519491231002Y'],
    ['15 characters with a letter', '11010549123100X'],
  ])('%s: 身份证号码格式错误', (_name, s) => {
    expect(parseIdCard(s, NOW)).toEqual({ valid: false, reason: '身份证号码格式错误' });
  });
});

describe('15-digit numbers', () => {
  it.each([
    ['110105491231002', '11010519491231002X'],
    ['310104650701043', '310104196507010437'],
    ['440301780215352', '440301197802153524'],
    ['510107850315123', '510107198503151238'],
    ['320102991231998', '320102199912319983'],
  ])('upgradeIdCard15To18(%s) = %s', (id15, id18) => {
    expect(upgradeIdCard15To18(id15)).toBe(id18);
    expect(oracleCheckChar(id18.slice(0, 17))).toBe(id18[17]);
  });

  it.each(['', '11010549123100', '1101054912310021', '11010549123100X', '11010519491231002X'])(
    'upgradeIdCard15To18(%s) is null (not 15 digits)',
    (s) => expect(upgradeIdCard15To18(s)).toBeNull(),
  );

  it('parseIdCard accepts a valid 15-digit number and reports it upgraded', () => {
    expect(parseIdCard('110105491231002', NOW)).toEqual({
      valid: true,
      id18: '11010519491231002X',
      birthDate: '1949-12-31',
      gender: 2,
      age: 74,
    });
  });

  it('a 15-digit number born 00-02-29 is 1900-02-29 after the upgrade, so invalid', () => {
    expect(parseIdCard('130102000229021', NOW)).toEqual({ valid: false, reason: '出生日期无效' });
  });

  it('a 15-digit number with an impossible date is invalid', () => {
    expect(parseIdCard('110105490230002', NOW)).toEqual({ valid: false, reason: '出生日期无效' });
  });
});

describe('isIdCard', () => {
  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['110105491231002', true],
    ['110105194912310021', false],
    ['', false],
  ])('isIdCard(%s) = %s', (s, expected) => expect(isIdCard(s, NOW)).toBe(expected));
});
