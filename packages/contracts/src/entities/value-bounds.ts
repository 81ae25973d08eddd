/**
 * Limits a stored value must respect. The server derives them from each column's type (integer ->
 * int4 range, numeric(p, s) -> its largest value, varchar(n) -> n characters ...) and hands them to
 * the body schema and the list-query parser, so out-of-range input answers 400 instead of failing
 * in the database.
 */
export interface ValueBounds {
  /** Whole numbers only (integer and bigint columns). */
  integer?: boolean;
  min?: number;
  max?: number;
  /** Smallest non-zero magnitude the column holds (real underflows below it). */
  minMagnitude?: number;
  /** Longest text, in characters (varchar(n), char(n)). */
  maxLength?: number;
}

/** DTO property -> bounds of its column. */
export type PropertyBounds = Readonly<Record<string, ValueBounds>>;

/**
 * Dates and instants are limited to years 1900..9999 (instants in UTC): what PostgreSQL, JS Date and
 * ISO-8601 text all hold, and far wider than any date this back office records.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;
export const MIN_INSTANT_MS = Date.UTC(MIN_YEAR, 0, 1);
export const MAX_INSTANT_MS = Date.UTC(MAX_YEAR, 11, 31, 23, 59, 59, 999);

const DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the calendar (no 2024-02-30) between years 1900 and 9999, written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const m = DATE_PARTS.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An instant (Date or its epoch milliseconds) within years 1900..9999 UTC. */
export function isInstantInRange(instant: Date | number): boolean {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return Number.isFinite(ms) && ms >= MIN_INSTANT_MS && ms <= MAX_INSTANT_MS;
}

/** Why a value breaks its column's bounds (a JHipster constraint name: Min, Max, Size), or undefined. */
export function boundsViolation(value: unknown, bounds: ValueBounds | undefined): string | undefined {
  if (!bounds) return undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'Invalid';
    if (bounds.integer && !Number.isInteger(value)) return 'InvalidType';
    if (bounds.min !== undefined && value < bounds.min) return 'Min';
    if (bounds.max !== undefined && value > bounds.max) return 'Max';
    if (bounds.minMagnitude !== undefined && value !== 0 && Math.abs(value) < bounds.minMagnitude)
      return 'Min';
    return undefined;
  }
  if (typeof value === 'string' && bounds.maxLength !== undefined) {
    // PostgreSQL counts characters (code points), not UTF-16 units.
    let length = 0;
    for (const _ of value) if (++length > bounds.maxLength) return 'Size';
  }
  return undefined;
}
