/**
 * Display formats of list and detail widgets (schemas/meta/format.schema.json), built on src/lib so
 * the masking and money rules exist once.
 */
// From the modules themselves, not the src/lib index: that would bring the plate and ID-card
// validators (and the provinces) onto every page.
import { maskText, maskPhone, maskIdCard, maskUserCode } from '@/lib/mask';
import { formatMoney } from '@/lib/money';
import { formatDateTime, formatSeconds } from '@/lib/datetime';
import { stripIdentifierMarker } from '@/lib/identifier';
import { dictLabel, type Dict } from '@/lib/dicts';
import type { DisplayFormat } from './schemaTypes.generated';

export type { DisplayFormat };
/** A format by its name (format.schema.json's first branch). */
export type FormatName = Extract<DisplayFormat, string>;
/** A format as an object: dictionary label, money, date, with prefix, suffix and empty text. */
export type FormatObject = Exclude<DisplayFormat, string>;

const EMPTY = '—';
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function byName(name: FormatName, v: unknown): string {
  switch (name) {
    case 'maskText': return maskText(str(v));
    case 'maskPhone': return maskPhone(str(v));
    case 'maskIdCard': return maskIdCard(str(v));
    case 'maskUserCode': return maskUserCode(str(v));
    case 'money': return formatMoney(v as number | string | null);
    case 'date': return formatDateTime(v as string | number | null, 'YYYY-MM-DD');
    case 'datetime': return formatDateTime(v as string | number | null);
    case 'seconds': return formatSeconds(Number(v));
    case 'stripMarker': return stripIdentifierMarker(str(v));
  }
}

/** Formats a value for display; empty values show the format's `empty` text (default '—'). */
export function applyFormat(value: unknown, format: DisplayFormat | undefined, dicts: Record<string, Dict>): string {
  const empty = typeof format === 'object' && format.empty !== undefined ? format.empty : EMPTY;
  if (value === null || value === undefined || value === '') return empty;
  if (!format) return str(value);
  if (typeof format === 'string') return byName(format, value) || empty;
  let out: string;
  if (format.dict) out = (dicts[format.dict] ? dictLabel(dicts[format.dict], str(value)) : '') || str(value);
  else if (format.money !== undefined) out = formatMoney(value as number | string, format.money);
  else if (format.date) out = formatDateTime(value as string | number, format.date);
  else out = str(value);
  return `${format.prefix ?? ''}${out}${format.suffix ?? ''}`;
}
