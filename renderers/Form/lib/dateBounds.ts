/**
 * Date bounds of a form's date controls as data: `x-component-props` `minDate` / `maxDate` of a
 * DatePicker (or RangePicker) is "today" or a date 'YYYY-MM-DD' (a Formily expression may give
 * one). The control greys out the days outside in its panel and refuses one typed in (antd's
 * minDate / maxDate), e.g. a booking calendar that offers no past day:
 * `"x-component-props": { "minDate": "today" }`. The build rejects any other value.
 */
import dayjs, { type Dayjs } from 'dayjs';

/** The props that take a bound. */
export const DATE_BOUND_PROPS = ['minDate', 'maxDate'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A bound the schema may write: "today", a valid date 'YYYY-MM-DD', or an expression giving one. */
export function isDateBoundText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === 'today' || value.includes('{{')) return true;
  return DATE.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
}

/** The day a bound names, at its start, seen at `nowMs`; undefined for no bound or one not understood. */
export function dateBound(value: unknown, nowMs: number = Date.now()): Dayjs | undefined {
  if (value === 'today') return dayjs(nowMs).startOf('day');
  return typeof value === 'string' && DATE.test(value) && isDateBoundText(value) ? dayjs(value).startOf('day') : undefined;
}

/**
 * antd's minDate / maxDate for a schema's: the days the bound texts name (another value gives no
 * bound, and the build has refused it). Only the keys the schema gives.
 */
export function dateBoundProps(props: Readonly<Record<string, unknown>>, nowMs: number = Date.now()): Partial<Record<(typeof DATE_BOUND_PROPS)[number], Dayjs | undefined>> {
  const out: Partial<Record<(typeof DATE_BOUND_PROPS)[number], Dayjs | undefined>> = {};
  for (const key of DATE_BOUND_PROPS) if (props[key] !== undefined) out[key] = dateBound(props[key], nowMs);
  return out;
}
