/**
 * Money formatting (spec/product.md section 5): thousands separators, 2 decimals by default.
 *
 * Rounding works on the decimal digits of the value, never on binary floating point, so
 * 1.005 → '1.01' (where (1.005).toFixed(2) gives '1.00'). Halves round away from zero.
 */

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const MAX_DECIMALS = 20;

interface Decimal {
  negative: boolean;
  /** Integer digits, at least one. */
  int: string;
  /** Fraction digits, possibly empty. */
  frac: string;
}

/** Splits a decimal literal ('-1.5', '1e-7', '.5') into sign, integer and fraction digits. */
function parseDecimal(text: string): Decimal | null {
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '') || !Number.isFinite(Number(text))) return null;
  const intPart = m[2];
  const fracPart = m[3] ?? '';
  const digits = intPart + fracPart;
  const point = intPart.length + Number(m[4] ?? 0);
  let int: string;
  let frac: string;
  if (point <= 0) {
    int = '0';
    frac = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    int = digits + '0'.repeat(point - digits.length);
    frac = '';
  } else {
    int = digits.slice(0, point);
    frac = digits.slice(point);
  }
  return { negative: m[1] === '-', int: int === '' ? '0' : int, frac };
}

/** The decimal literal for a value, or null when it is not numeric. */
function toDecimal(v: unknown): Decimal | null {
  if (typeof v === 'number') return Number.isFinite(v) ? parseDecimal(String(v)) : null;
  if (typeof v === 'bigint') return parseDecimal(v.toString());
  if (typeof v === 'string') return parseDecimal(v.trim());
  return null;
}

/** Adds one to a string of decimal digits. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats an amount: `formatMoney(1234567.891)` → '1,234,567.89', `formatMoney(-0.5, 0)` → '-1'.
 * null, undefined and blank strings give ''; any other non-numeric value formats as zero ('0.00').
 * Numeric strings are rounded from their own digits, so '0.125' → '0.13'.
 */
export function formatMoney(v: unknown, decimals = 2): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' && v.trim() === '') return '';
  const places = Math.min(MAX_DECIMALS, Math.max(0, Math.floor(Number.isFinite(decimals) ? decimals : 2)));
  const dec = toDecimal(v) ?? { negative: false, int: '0', frac: '' };

  const frac = dec.frac.padEnd(places + 1, '0');
  let kept = dec.int + frac.slice(0, places);
  if (frac[places] >= '5') kept = incrementDigits(kept);

  const intOut = kept.slice(0, kept.length - places).replace(/^0+(?=\d)/, '') || '0';
  const fracOut = kept.slice(kept.length - places);
  const isZero = /^0*$/.test(intOut + fracOut);
  const sign = dec.negative && !isZero ? '-' : '';
  return sign + groupThousands(intOut) + (places > 0 ? `.${fracOut}` : '');
}
