/**
 * Chinese motor-vehicle licence plates (GA 36-2018), spec/product.md section 5.
 *
 * A plate is a province prefix character followed by the issuing-authority letter and a serial.
 * The prefix characters come from schemas/dicts/provinces.json (`extra.platePrefix`), which
 * covers every province plus 港, 澳 and 台 as the spec asks.
 *
 * Accepted shapes (prefix P, authority letter L):
 * - ordinary, 7 characters: P L + 5 of [0-9 A-Z without I and O]            e.g. 京A12345, 川AB12C3
 * - new energy, small car, 8 characters: P L + D|F + [0-9 A-Z without I, O] + 4 digits   e.g. 粤BD12345, 粤BFA1234
 * - new energy, large car, 8 characters: P L + 5 digits + D|F                e.g. 粤B12345D
 * - special suffix, 7 characters: P L + 4 of [0-9 A-Z without I and O] + 挂|学|警|军|港|澳
 *   e.g. 鲁A1234挂, 沪A1234学, 京A0001警; 港 and 澳 only as 粤Z (the Hong Kong and Macau
 *   cross-border plates), e.g. 粤Z1234港.
 *
 * Choices and simplifications:
 * - The authority letter is A–Z except I. O is allowed because several provinces used it for
 *   public-security vehicles.
 * - Plates must be upper case; the input widget upper-cases while typing.
 * - Military plates (two letters + 5 digits, no province character) are not recognised; the 军
 *   suffix is accepted in the suffix shape above because the legacy pattern listed it.
 * - Embassy and consulate plates (使, 领) and the 2022 extension of new-energy serial letters
 *   beyond D and F are not accepted.
 * - The "at most two letters in a serial" rule for self-chosen numbers is not enforced.
 */
import { PROVINCES } from './provinces.ts';

/** The suffix characters the spec lists. */
export const PLATE_SUFFIXES = ['挂', '学', '警', '军', '港', '澳'] as const;
export type PlateSuffix = (typeof PLATE_SUFFIXES)[number];

const SERIAL = '[0-9A-HJ-NP-Z]';
const AUTHORITY = '[A-HJ-Z]';
const PREFIX_CLASS = `[${PROVINCES.platePrefixes.join('')}]`;
const TAILS = [
  `${SERIAL}{5}`, // ordinary
  `[DF]${SERIAL}[0-9]{4}`, // small new-energy
  `[0-9]{5}[DF]`, // large new-energy
  `${SERIAL}{4}[挂学警军]`, // trailer, coach, police, military
];

/**
 * Every accepted plate as one regular expression (plates are a regular language), so Formily's
 * format registry can hold the exact rule too. 港 and 澳 plates are issued under 粤Z only.
 */
export const LICENSE_PLATE_PATTERN = new RegExp(
  `^(?:${PREFIX_CLASS}${AUTHORITY}(?:${TAILS.join('|')})|粤Z${SERIAL}{4}[港澳])$`,
);

/** True for a licence plate of one of the shapes documented above. */
export function isLicensePlate(s: string | null | undefined): boolean {
  return typeof s === 'string' && LICENSE_PLATE_PATTERN.test(s);
}
