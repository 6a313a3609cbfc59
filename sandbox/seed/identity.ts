/**
 * Generators of valid identifiers: ID numbers, mobile numbers, licence plates, VINs, and the
 * sandbox's deterministic stand-ins for the server's encrypted ids.
 */
import { isIdCard } from '@/lib';
import type { Rng } from '@sandbox/util/prng';
import { sha1Hex } from '@sandbox/util/sha1';
import { fmtCompactDate, fmtDate } from '@sandbox/util/dates';
import { MOBILE_PREFIXES } from './refPeople';
import { PLATE_LETTERS } from './refPlaces';
import type { Customer } from './types';

/**
 * An 18-character ID number: region, birth date, a sequence whose last digit is odd for men and
 * even for women, and the check character found by asking the shared validator.
 */
export function makeIdNumber(rng: Rng, division: string, birthMs: number, male: boolean): string {
  const seq2 = String(rng.int(0, 99)).padStart(2, '0');
  const genderDigit = male ? rng.pick([1, 3, 5, 7, 9]) : rng.pick([0, 2, 4, 6, 8]);
  const first17 = `${division}${fmtCompactDate(birthMs)}${seq2}${genderDigit}`;
  for (const c of '0123456789X') {
    if (isIdCard(first17 + c)) return first17 + c;
  }
  throw new Error(`no check character makes ${first17} valid`);
}

export function makeMobile(rng: Rng): string {
  return rng.pick(MOBILE_PREFIXES) + rng.chars('0123456789', 8);
}

/**
 * A plate of the city prefix (e.g. 川A): ordinary plates get 5 serial characters with at most
 * two letters; new-energy small cars get D or F plus 5 more (GA 36-2018).
 */
export function makePlate(rng: Rng, cityPrefix: string, newEnergy: boolean): string {
  if (newEnergy) {
    return `${cityPrefix}${rng.pick(['D', 'F'])}${rng.pick([...PLATE_LETTERS, ...'0123456789'])}${rng.chars('0123456789', 4)}`;
  }
  const serial = rng.chars('0123456789', 5).split('');
  const letters = rng.weighted([[0, 4], [1, 4], [2, 2]] as const);
  for (const pos of rng.sample([0, 1, 2, 3, 4], letters)) serial[pos] = rng.pick(PLATE_LETTERS.split(''));
  return cityPrefix + serial.join('');
}

const VIN_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

function vinValue(c: string): number {
  return /\d/.test(c) ? Number(c) : VIN_VALUES[c];
}

/** A 17-character VIN (frame number) with a correct ISO 3779 check digit in position 9. */
export function makeVin(rng: Rng, wmi: string, vds: string, modelYear: number): string {
  const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789';
  const yearCode = yearCodes[(modelYear - 2010 + 30) % 30];
  const chars = `${wmi}${vds}0${yearCode}${rng.pick(VIN_ALPHABET.slice(10).split(''))}${rng.chars('0123456789', 6)}`.split('');
  const sum = chars.reduce((acc, c, i) => acc + vinValue(c) * VIN_WEIGHTS[i], 0);
  const check = sum % 11;
  chars[8] = check === 10 ? 'X' : String(check);
  return chars.join('');
}

/** An engine number as printed on the registration certificate. */
export function makeEngineNo(rng: Rng): string {
  return rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1) + rng.chars('0123456789', 2) + rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6);
}

/** A WeCom-shaped id: prefix plus base62-ish characters (external contacts wm…, groups wr…). */
export function makeWecomId(rng: Rng, prefix: string, length = 22): string {
  return prefix + rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', length);
}

/**
 * The server encrypts ids with a key we do not have; the sandbox uses a keyed hash so the same
 * id always encrypts the same way and handlers can map it back by lookup.
 */
export function encryptId(plain: string, userCode = ''): string {
  return sha1Hex(`sandbox-secret|${plain}|${userCode}`).slice(0, 32).toUpperCase();
}

/** Who a seeded customer is: the ids (and their encrypted forms), name, gender, birthday and mainland ID card. */
export function customerIdentity(
  custId: string,
  custName: string,
  gender: Customer['gender'],
  birthMs: number,
  idNumber: string,
): Pick<Customer, 'custId' | 'encryptCustId' | 'custName' | 'gender' | 'birthday' | 'idType' | 'idNumber' | 'encryptCertificateNo'> {
  return { custId, encryptCustId: encryptId(custId), custName, gender, birthday: fmtDate(birthMs), idType: '01', idNumber, encryptCertificateNo: encryptId(idNumber) };
}
