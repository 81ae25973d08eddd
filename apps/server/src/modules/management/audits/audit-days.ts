import { isCalendarDate, isInstantInRange, MAX_INSTANT_MS } from '@app/contracts';

/**
 * The day rules of management/audits: fromDate and toDate are YYYY-MM-DD (a day of the server's time
 * zone, as JHipster reads it) or a full ISO instant, in years 1900..9999 (what PostgreSQL and JS
 * Date both hold).
 */
export function isDayOrInstant(value: string): boolean {
  return value.includes('T')
    ? /^\d{4}-\d{2}-\d{2}T.+$/.test(value) && isInstantInRange(Date.parse(value))
    : isCalendarDate(value);
}

/** Where a fromDate starts: the instant, or the day's midnight. */
export const startOf = (value: string) =>
  value.includes('T') ? new Date(value) : new Date(`${value}T00:00:00`);

/** Where a toDate ends (inclusive: a day runs to the next midnight). */
export const endOf = (value: string) => {
  if (value.includes('T')) return new Date(value);
  const d = new Date(`${value}T00:00:00`);
  d.setDate(d.getDate() + 1);
  return d;
};

/** fromDate before the end of toDate (either may be missing). */
export const isOrderedRange = (fromDate?: string, toDate?: string) =>
  !fromDate || !toDate || startOf(fromDate) < endOf(toDate);

/** The range to read: from inclusive, to exclusive; the day after 9999-12-31 is no upper limit. */
export function auditRange(fromDate?: string, toDate?: string): { from?: Date; to?: Date } {
  return {
    from: fromDate ? startOf(fromDate) : undefined,
    to: toDate && endOf(toDate).getTime() <= MAX_INSTANT_MS ? endOf(toDate) : undefined,
  };
}
