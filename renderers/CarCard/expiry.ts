/** Insurance expiry countdown of CarCard, as text and tone. */
import dayjs from 'dayjs';
import { formatDateTime } from '@/widget-kit';
import type { Tone } from '@renderers/parts/cardKit';

export interface Expiry {
  text: string;
  tone: Tone;
  days: number;
}

/** Whole days from today to the expiry date (negative once past); null when the date is unknown. */
export function daysUntil(date: string | number | null | undefined, now: number = Date.now()): number | null {
  const ymd = formatDateTime(date ?? null, 'YYYY-MM-DD');
  if (!ymd) return null;
  return dayjs(ymd).diff(dayjs(now).startOf('day'), 'day');
}

export function expiryOf(date: string | number | null | undefined, now?: number): Expiry | null {
  const days = daysUntil(date, now);
  if (days === null) return null;
  if (days < 0) return { days, tone: 'error', text: `已脱保 ${-days} 天` };
  if (days === 0) return { days, tone: 'error', text: '今天到期' };
  if (days <= 30) return { days, tone: 'warning', text: `${days} 天后到期` };
  return { days, tone: 'default', text: `${days} 天后到期` };
}

/** VIN with its middle hidden: first 6 and last 4 kept (LSVAM4*******1234). */
export function maskVin(vin: string | null | undefined): string {
  const v = (vin ?? '').trim().toUpperCase();
  if (v.length < 11) return v;
  return `${v.slice(0, 6)}${'*'.repeat(v.length - 10)}${v.slice(-4)}`;
}
