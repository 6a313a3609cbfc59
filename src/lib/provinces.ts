/**
 * The provinces dictionary, imported as plain JSON (not through import.meta.glob) so that the
 * plate validator also runs in Node scripts and the sandbox. Kept apart from ./dicts, whose label
 * helpers every page uses: only plate code loads the provinces.
 */
import provincesJson from '../../schemas/dicts/provinces.json' with { type: 'json' };
import type { Dict, DictItem } from './dicts.ts';

const dict: Dict = provincesJson;

function platePrefixOf(item: DictItem): string {
  const prefix = item.extra?.platePrefix;
  if (typeof prefix !== 'string' || [...prefix].length !== 1) {
    throw new Error(`schemas/dicts/provinces.json: ${item.value} has no one-character extra.platePrefix`);
  }
  return prefix;
}

const byPlatePrefix = new Map<string, DictItem>();
const prefixByComId = new Map<string, string>();
for (const item of dict.items) {
  const prefix = platePrefixOf(item);
  byPlatePrefix.set(prefix, item);
  prefixByComId.set(item.value, prefix);
}

/** Lookup tables built once from schemas/dicts/provinces.json. */
export const PROVINCES = {
  dict,
  byPlatePrefix: byPlatePrefix as ReadonlyMap<string, DictItem>,
  prefixByComId: prefixByComId as ReadonlyMap<string, string>,
  /** Every plate prefix character, in dictionary order. */
  platePrefixes: [...byPlatePrefix.keys()] as readonly string[],
};

/** The province (8-digit institution code item) whose licence plates start with `ch`. */
export function provinceByPlatePrefix(ch: string): DictItem | undefined {
  return PROVINCES.byPlatePrefix.get(ch);
}

/** The licence-plate prefix character of an 8-digit province institution code, or ''. */
export function platePrefixByComId(comId: string | number | null | undefined): string {
  if (comId === null || comId === undefined) return '';
  return PROVINCES.prefixByComId.get(String(comId)) ?? '';
}

/** Every licence-plate prefix character (provinces plus 港, 澳, 台), in dictionary order. */
export const PLATE_PREFIXES: readonly string[] = PROVINCES.platePrefixes;
