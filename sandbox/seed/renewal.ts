/**
 * When a policy is due for renewal: the one window the renewal-reminder batches (seed/messages.ts)
 * and the renewal tasks of the task centre (handlers/customer-tasks.ts) share, so a policy is in a
 * batch exactly when its customer has a renewal task.
 */
import { calendarDaysUntil } from '@sandbox/util/dates';

/** Days before a policy's end date from which it is due for renewal. */
export const RENEWAL_WINDOW_DAYS = 90;

/**
 * Whether a policy ending on `endDate` ('YYYY-MM-DD…') is within the renewal window seen from
 * `fromMs`: it ends at most RENEWAL_WINDOW_DAYS calendar days later (an end already past is within
 * it too: the renewal is overdue).
 */
export function withinRenewalWindow(endDate: string, fromMs: number): boolean {
  return calendarDaysUntil(endDate, fromMs) <= RENEWAL_WINDOW_DAYS;
}
