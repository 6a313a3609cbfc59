/**
 * The clock every unit and integration test runs on. Tests never see the real date: `Date` is
 * replaced by one that starts at TEST_CLOCK (default below) when the test file starts and then runs
 * at real speed, so timeouts, debounces and token ages behave as in the app. The sandbox seed is
 * generated around this clock (sandbox/seed), so data and expectations move together.
 *
 * `npm test` (and so CI) runs the unit suite with TEST_CLOCK a year after this default
 * (scripts/test-all.mjs), while a test file run on its own uses the default: a test that hard-codes
 * a date of the seed, or today's date, passes where it was written and fails in `npm test`.
 */
export const DEFAULT_TEST_CLOCK = '2026-11-15T10:00:00+08:00';

const RealDate = Date;

/** Parses TEST_CLOCK: an ISO date-time (with offset) or a date 'YYYY-MM-DD' (10:00 CST). */
export function parseTestClock(text: string): number {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T10:00:00+08:00` : text;
  const ms = RealDate.parse(value);
  if (Number.isNaN(ms)) throw new Error(`TEST_CLOCK must be an ISO date or date-time, got "${text}"`);
  return ms;
}

/** Replaces the global Date with one shifted to start at startMs. Returns a restore function. */
export function installTestClock(startMs: number): () => void {
  const offset = startMs - RealDate.now();
  const now = (): number => RealDate.now() + offset;
  class TestDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(now());
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return now();
    }
  }
  const shifted = TestDate as unknown as DateConstructor;
  globalThis.Date = shifted;
  if (typeof window !== 'undefined') window.Date = shifted;
  return () => {
    globalThis.Date = RealDate;
    if (typeof window !== 'undefined') window.Date = RealDate;
  };
}

export function testClockStart(): number {
  return parseTestClock(process.env.TEST_CLOCK ?? DEFAULT_TEST_CLOCK);
}
