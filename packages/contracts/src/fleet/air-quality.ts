import { romeCalendar } from '../iot/rome-calendar';

/**
 * PM2.5 against the WHO global air quality guidelines (2021), and the week grid (Rome time) that
 * shows when in the week the air is worse.
 */

/** WHO 2021 guideline for the 24-hour mean of PM2.5, µg/m³ (not to be exceeded more than 3–4 days a year). */
export const WHO_PM25_24H = 15;
/** WHO 2021 guideline for the annual mean of PM2.5, µg/m³. */
export const WHO_PM25_ANNUAL = 5;
/**
 * WHO 2021 interim target 4 for the 24-hour mean, µg/m³; it is also the top of the product's normal
 * range for `pm25` (0–25, docs/product.md#status-thresholds), above which the badge is warning.
 */
export const WHO_PM25_24H_INTERIM_4 = 25;

export const PM25_BANDS = ['good', 'fair', 'poor', 'bad'] as const;
export type Pm25Band = (typeof PM25_BANDS)[number];

/**
 * The band of a PM2.5 mean (µg/m³), bounds inclusive:
 * - good ≤ 5: within even the annual guideline, air one could breathe all year;
 * - fair ≤ 15: within the 24-hour guideline;
 * - poor ≤ 25: above the guideline but within interim target 4, still "normal" for the badge;
 * - bad > 25: above the product's normal range, the badge is warning.
 * null for no reading (not a finite number, or negative).
 */
export function pm25Band(mean: number): Pm25Band | null {
  if (!Number.isFinite(mean) || mean < 0) return null;
  if (mean <= WHO_PM25_ANNUAL) return 'good';
  if (mean <= WHO_PM25_24H) return 'fair';
  if (mean <= WHO_PM25_24H_INTERIM_4) return 'poor';
  return 'bad';
}

/** Cells of the week grid: 7 days (Monday first) × 24 hours. */
export const WEEK_HOURS = 168;

export interface WeekHour {
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** 0..23, Rome wall-clock hour. */
  hour: number;
}

/**
 * The week-grid cell (0..167) of an instant: weekday × 24 + hour, in Rome time. On the spring change
 * Sunday the 02 cell gets nothing, on the autumn one it gets two hours: the grid is about people's
 * clock, not elapsed time.
 */
export function hourOfWeek(epochMs: number): number {
  const { year, month, day, hour } = romeCalendar(epochMs);
  // getUTCDay: Sunday 0; the grid starts on Monday.
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return weekday * 24 + hour;
}

/** The weekday and hour of a week-grid cell (the inverse of hourOfWeek's numbering). */
export function weekHourOf(cell: number): WeekHour {
  if (!Number.isInteger(cell) || cell < 0 || cell >= WEEK_HOURS) throw new RangeError(`week cell ${cell}`);
  return { weekday: Math.floor(cell / 24), hour: cell % 24 };
}

/** The cell of a weekday (Monday 0) and hour. */
export function weekCell({ weekday, hour }: WeekHour): number {
  return weekday * 24 + hour;
}

/** One cell's readings added up, so the mean comes out at the end. */
export interface WeekGridCell {
  sum: number;
  count: number;
}

/** 168 empty cells. */
export function emptyWeekGrid(): WeekGridCell[] {
  return Array.from({ length: WEEK_HOURS }, () => ({ sum: 0, count: 0 }));
}

/** Adds a reading to its cell (in place); non-finite values are not readings. */
export function addToWeekGrid(grid: WeekGridCell[], epochMs: number, value: number): void {
  if (!Number.isFinite(value)) return;
  const cell = grid[hourOfWeek(epochMs)]!;
  cell.sum += value;
  cell.count++;
}

/** Mean of each cell, null where there was no reading. */
export function weekGridMeans(grid: readonly WeekGridCell[]): (number | null)[] {
  return grid.map((cell) => (cell.count ? cell.sum / cell.count : null));
}
