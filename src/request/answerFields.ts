/**
 * How identifiers and times arrive for display (spec/calls.md 9), applied to every answer in one
 * place so no page shows them raw: an identifier's text after the marker `!!` is dropped (the
 * server appends data there that the user must not see), and a time field of 10 digits (seconds),
 * 13 digits (milliseconds) or a date string longer than 19 characters ('…T10:00:00.000+0800',
 * '….0') becomes 'YYYY-MM-DD HH:mm:ss'. Date strings of 19 characters or fewer are left as
 * they are (a date without time stays a date).
 */
import { formatDateTime } from '@/lib/datetime';
import { stripIdentifierMarker, IDENTIFIER_MARKER } from '@/lib/identifier';

/** The identifier fields of spec/product.md 3.1 and spec/calls.md 3. */
export const IDENTIFIER_FIELDS: ReadonlySet<string> = new Set([
  'custId', 'encryptCustId', 'encryptCustIdAndUserCode', 'idNumber', 'certificateNo', 'encryptCertificateNo',
  'encryptCertificateNoAndUserCode', 'identifyNo', 'identifyNumber', 'taskId', 'encryptTaskId', 'piid', 'encryptPiid',
  'licenseNo', 'frameNo', 'vinNo', 'registNo', 'policyNo', 'unionId', 'userCode', 'comId', 'comCode', 'configCode',
  'articleId', 'newsId', 'batchNo',
]);

/** Field names that hold a point in time: …Time, …Date (createTime, startDate), time, date. */
const TIME_FIELD = /(?:^(?:time|date)$|[a-z](?:Time|Date)$)/;

const EPOCH = /^\d{10}(?:\d{3})?$/;
const DATE_PREFIX = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}/;

function timeValue(value: unknown): unknown {
  if (typeof value === 'number') return EPOCH.test(String(value)) ? formatDateTime(value) : value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (EPOCH.test(text)) return formatDateTime(text);
  if (text.length > 19 && DATE_PREFIX.test(text)) return formatDateTime(text) || value;
  return value;
}

function fieldValue(key: string, value: unknown): unknown {
  if (typeof value === 'string' && IDENTIFIER_FIELDS.has(key) && value.includes(IDENTIFIER_MARKER)) return stripIdentifierMarker(value);
  if (TIME_FIELD.test(key)) return timeValue(value);
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The answer with its identifiers and times as they are shown. Plain objects and arrays are
 * copied where something changes (the rest is shared); anything else is returned as it is.
 */
export function normaliseAnswerFields(value: unknown): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const next = normaliseAnswerFields(item);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  if (!isPlainObject(value)) return value;
  let out: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const next = typeof item === 'object' && item !== null ? normaliseAnswerFields(item) : fieldValue(key, item);
    if (next !== item) {
      out ??= { ...value };
      out[key] = next;
    }
  }
  return out ?? value;
}
