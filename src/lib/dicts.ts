/**
 * Dictionary types and pure helpers. A dictionary is one enumeration of spec/product.md 3.4,
 * stored as data in schemas/dicts/<name>.json (validated by schemas/meta/dict.schema.json).
 */
/** One entry of a dictionary. `value` is always a string, as the server sends codes. */
export interface DictItem {
  value: string;
  /** Chinese label shown to users. */
  label: string;
  /** Further fields, e.g. `platePrefix` of a province. */
  extra?: Record<string, unknown>;
  /** The code or label is our assumption (the spec does not give it). */
  assumed?: boolean;
  description?: string;
}

/** One dictionary file of schemas/dicts/. */
export interface Dict {
  /** kebab-case name, equal to the file name. */
  name: string;
  title: string;
  description?: string;
  assumed?: boolean;
  items: DictItem[];
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
