import { meanOf, percentileOfSorted } from './statistics';
import { WELL_A01_LIMITS, WELL_V2_A01, WELL_V2_A08, type StandardSource } from './standards';
import { hourlyMeans, type Pollutant, type Timeline } from './timeline';

/**
 * WELL v2 over the occupied hours of a period (the site's opening hours; all hours without them).
 * Every figure is computed on hourly means: the mean of the readings in the occupied part of each
 * clock hour, so polling frequency does not weigh on the result.
 */

/** A08 monitoring statistics of one pollutant, µg/m³, over occupied hourly means. */
export type WellStatistics =
  | { status: 'noData' }
  | {
      status: 'ok';
      /** Occupied hours with a reading (the statistics' sample size). */
      hours: number;
      mean: number;
      median: number;
      /** Percentiles by linear interpolation between closest ranks (statistics.ts). */
      p75: number;
      p95: number;
    };

export function wellStatistics(timeline: Timeline, pollutant: Pollutant): WellStatistics {
  const means = hourlyMeans(timeline, pollutant, true).sort((a, b) => a - b);
  if (!means.length) return { status: 'noData' };
  return {
    status: 'ok',
    hours: means.length,
    mean: meanOf(means)!,
    median: percentileOfSorted(means, 0.5)!,
    p75: percentileOfSorted(means, 0.75)!,
    p95: percentileOfSorted(means, 0.95)!,
  };
}

export type WellA01 = {
  source: StandardSource;
  limits: typeof WELL_A01_LIMITS;
} & (
  | { status: 'noData' }
  | {
      status: 'ok';
      /** Mean of the occupied hourly means, µg/m³. */
      pm25Mean: number;
      /** null when the space has no PM10 reading in the period (a model without the sensor). */
      pm10Mean: number | null;
      /** PM2.5 ≤ 15 and, where measured, PM10 ≤ 50. */
      passes: boolean;
    }
);

/** WELL v2 A01 part 1 for the period: pass/fail on the mean of occupied hours; PM2.5 decides without PM10. */
export function wellA01(timeline: Timeline): WellA01 {
  const base = { source: WELL_V2_A01, limits: WELL_A01_LIMITS };
  const pm25Mean = meanOf(hourlyMeans(timeline, 'pm25', true));
  if (pm25Mean === null) return { ...base, status: 'noData' };
  const pm10Mean = meanOf(hourlyMeans(timeline, 'pm10', true));
  return {
    ...base,
    status: 'ok',
    pm25Mean,
    pm10Mean,
    passes: pm25Mean <= WELL_A01_LIMITS.pm25 && (pm10Mean === null || pm10Mean <= WELL_A01_LIMITS.pm10),
  };
}

/**
 * The median minutes between consecutive PM2.5 readings while occupied: both readings in the same
 * run of occupied time, so the night a shop is closed is not an interval. null with fewer than two.
 */
export function medianReadingIntervalMinutes(timeline: Timeline): number | null {
  const { pm25At, pm25Slot } = timeline;
  const intervals = new Float64Array(Math.max(pm25At.length - 1, 0));
  let n = 0;
  const { stretch } = timeline.calendar;
  for (let i = 1; i < pm25At.length; i++) {
    const run = stretch[pm25Slot[i]!]!;
    if (run >= 0 && run === stretch[pm25Slot[i - 1]!])
      intervals[n++] = (pm25At[i]! - pm25At[i - 1]!) / 60_000;
  }
  // A typed array sorts numerically.
  return percentileOfSorted(intervals.subarray(0, n).sort(), 0.5);
}

/**
 * Data completeness for A08: the share of occupied clock hours in which every window of
 * `intervalMinutes` (aligned to the hour: :00, :15, … for 15) that has occupied time also has a
 * PM2.5 reading in it. With the default 60 an occupied hour needs one reading; an hour open only
 * from :00 to :30 needs it in that half. null when no hour is occupied.
 */
export function wellCompleteness(timeline: Timeline, intervalMinutes: number): number | null {
  const { hourStart, occupied, minute } = timeline.calendar;
  const { count } = timeline.pm25;
  let hours = 0;
  let complete = 0;
  // Per window of the hour: 0 no occupied slot, 1 occupied without a reading, 2 with one.
  const windows = new Uint8Array(Math.ceil(60 / intervalMinutes));
  for (let h = 0; h + 1 < hourStart.length; h++) {
    windows.fill(0);
    let isOccupied = false;
    for (let i = hourStart[h]!; i < hourStart[h + 1]!; i++) {
      if (!occupied[i]) continue;
      isOccupied = true;
      const w = Math.floor((minute[i]! % 60) / intervalMinutes);
      windows[w] = Math.max(windows[w]!, count[i]! > 0 ? 2 : 1);
    }
    if (!isOccupied) continue;
    hours++;
    if (!windows.includes(1)) complete++;
  }
  if (!hours) return null;
  return complete / hours;
}

export interface WellA08 {
  source: StandardSource;
  /** The interval the completeness asks for, minutes. */
  intervalMinutes: number;
  pm25: WellStatistics;
  pm10: WellStatistics;
  /** null: fewer than two readings in one occupied run. */
  medianIntervalMinutes: number | null;
  /** Share of occupied hours with readings at the interval; null: no occupied hour in the period. */
  completeness: number | null;
}

export function wellA08(timeline: Timeline, intervalMinutes: number): WellA08 {
  return {
    source: WELL_V2_A08,
    intervalMinutes,
    pm25: wellStatistics(timeline, 'pm25'),
    pm10: wellStatistics(timeline, 'pm10'),
    medianIntervalMinutes: medianReadingIntervalMinutes(timeline),
    completeness: wellCompleteness(timeline, intervalMinutes),
  };
}
