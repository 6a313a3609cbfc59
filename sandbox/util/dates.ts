/**
 * Date helpers in China Standard Time (UTC+8, no daylight saving), the zone every
 * date string of the insurer's server is in. Pure arithmetic, so it is the same on every machine.
 */
const CST_OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

/**
 * The seed is generated around "today": 10:00 (CST) of the day the store is seeded on, so due
 * dates, birthdays and batches stay near the calendar whatever day `npm start` runs, and tests that
 * pin the clock (tests/setup.ts) get the same data relative to their clock on every machine.
 */
export function seedAnchor(nowMs: number): number {
  return cstStartOfDay(nowMs) + 10 * 3600 * 1000;
}

/**
 * The day the seed's identifiers are written as of: 2026-11-15 10:00 CST. Numbers that embed a date
 * (policy, claim and message numbers, batch numbers) use idDate/idYear, so they stay the same whatever
 * day the seed is generated around: story hints, bookmarks and tests can name a record by its number.
 * Dates shown as dates (start, end, send time) and ID card birth dates follow the seed's day.
 */
export const SEED_ID_ANCHOR = Date.UTC(2026, 10, 15, 2, 0, 0);

let currentSeedNow: number | undefined;

/** "Today" of the seed being built; only valid inside withSeedNow (buildSeed). */
export function seedNow(): number {
  if (currentSeedNow === undefined) throw new Error('seedNow() called outside withSeedNow (use buildSeed)');
  return currentSeedNow;
}

/** 'YYYYMMDD' of ms as it would be had the seed been generated on SEED_ID_ANCHOR's day. */
export function idDate(ms: number): string {
  return fmtCompactDate(ms - (seedNow() - SEED_ID_ANCHOR));
}

/** 'YYYY' of ms, likewise. */
export function idYear(ms: number): string {
  return idDate(ms).slice(0, 4);
}

/** Runs a seed build with seedNow() = anchorMs. Synchronous only. */
export function withSeedNow<T>(anchorMs: number, build: () => T): T {
  const outer = currentSeedNow;
  currentSeedNow = anchorMs;
  try {
    return build();
  } finally {
    currentSeedNow = outer;
  }
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function cstParts(ms: number): { y: number; m: number; d: number; hh: number; mm: number; ss: number } {
  const t = new Date(ms + CST_OFFSET_MS);
  return {
    y: t.getUTCFullYear(),
    m: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    hh: t.getUTCHours(),
    mm: t.getUTCMinutes(),
    ss: t.getUTCSeconds(),
  };
}

/** 'YYYY-MM-DD' */
export function fmtDate(ms: number): string {
  const p = cstParts(ms);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
}

/** 'YYYY-MM-DD HH:mm:ss' */
export function fmtDateTime(ms: number): string {
  const p = cstParts(ms);
  return `${fmtDate(ms)} ${pad(p.hh)}:${pad(p.mm)}:${pad(p.ss)}`;
}

/** 'YYYYMMDD' */
export function fmtCompactDate(ms: number): string {
  return fmtDate(ms).replace(/-/g, '');
}

/** Milliseconds of a CST calendar date at midnight. */
export function cstDate(y: number, m: number, d: number): number {
  return Date.UTC(y, m - 1, d) - CST_OFFSET_MS;
}

/** Parses 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' as CST; NaN when malformed. */
export function parseCst(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!m) return Number.NaN;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)) - CST_OFFSET_MS;
}

/** The same calendar day one year later (Feb 29 rolls to Mar 1). */
export function addYears(ms: number, years: number): number {
  const p = cstParts(ms);
  return Date.UTC(p.y + years, p.m - 1, p.d, p.hh, p.mm, p.ss) - CST_OFFSET_MS;
}

/** Whole years between a birth date and now, as an insurer computes age. */
export function ageAt(birthMs: number, nowMs: number): number {
  const b = cstParts(birthMs);
  const n = cstParts(nowMs);
  let age = n.y - b.y;
  if (n.m < b.m || (n.m === b.m && n.d < b.d)) age -= 1;
  return age;
}

/** Midnight (CST) of the day containing ms. */
export function cstStartOfDay(ms: number): number {
  return Math.floor((ms + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS;
}

/**
 * Calendar days from the CST day of nowMs to the CST day of a date ('YYYY-MM-DD…'): 2026-11-29 seen
 * on 2026-11-27 at any hour is 2. The one definition of "剩 N 天" for every list (tasks, renewals).
 */
export function calendarDaysUntil(dateText: string, nowMs: number): number {
  return Math.round((cstStartOfDay(parseCst(dateText)) - cstStartOfDay(nowMs)) / DAY_MS);
}
