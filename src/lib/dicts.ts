/**
 * Dictionary types and pure helpers. A dictionary is one enumeration of spec/product.md 3.4,
 * stored as data in schemas/dicts/<name>.json (validated by schemas/meta/dict.schema.json).
 */
import type { DictFile, DictItem } from './dictTypes.generated';

/** One entry of a dictionary (dict.schema.json). `value` is always a string, as the server sends codes. */
export type { DictItem };

/** One dictionary file of schemas/dicts/ (its `$schema` is the file's, for the editor). */
export interface Dict extends Omit<DictFile, '$schema'> {
  $schema?: string;
}

/** An option for antd Select, Radio.Group and the like. */
export interface DictOption {
  label: string;
  value: string;
}

/**
 * The label of `value` in `dict`. Numbers are compared as strings, so a server sending 1 finds '1'.
 * Unknown or empty values give '' so templates never print 'undefined'.
 */
export function dictLabel(dict: Dict, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const key = String(value);
  return dict.items.find((item) => item.value === key)?.label ?? '';
}

/** The items of `dict` as `{ label, value }` options, in dictionary order. */
export function dictOptions(dict: Dict): DictOption[] {
  return dict.items.map(({ label, value }) => ({ label, value }));
}
