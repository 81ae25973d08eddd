import {
  RESET_AIR_V2,
  RESET_INTERVAL_MINUTES,
  RESET_PM25_ACCEPTABLE,
  RESET_PM25_HIGH_PERFORMANCE,
  type StandardSource,
} from './standards';
import type { Timeline } from './timeline';

/**
 * RESET Air over the occupied time of a period: whether the monitor reports every 5 minutes
 * (coverage: the share of occupied 5-minute slots with a PM2.5 reading, so a site polled hourly
 * shows about 1/12 and does not qualify), and the daily PM2.5 averages against its targets. A daily
 * average is the mean of the day's occupied slots with a reading (one mean per slot).
 */

export const RESET_PM25_LEVELS = ['highPerformance', 'acceptable', 'above'] as const;
export type ResetPm25Level = (typeof RESET_PM25_LEVELS)[number];

/** The RESET target a PM2.5 daily average meets: below 12, below 35, or neither. */
export function resetPm25Level(mean: number): ResetPm25Level {
  if (mean < RESET_PM25_HIGH_PERFORMANCE) return 'highPerformance';
  if (mean < RESET_PM25_ACCEPTABLE) return 'acceptable';
  return 'above';
}

export interface ResetDay {
  date: string;
  /** Occupied 5-minute slots in the day, and those with a reading. */
  occupiedSlots: number;
  coveredSlots: number;
  /** µg/m³; null: no reading while occupied. */
  mean: number | null;
  level: ResetPm25Level | null;
}

export type ResetFigures = {
  source: StandardSource;
  intervalMinutes: number;
  targets: { acceptable: number; highPerformance: number };
  coverageThreshold: number;
  days: ResetDay[];
} & (
  | { status: 'noData' }
  | {
      status: 'ok';
      /** Share of the period's occupied 5-minute slots with a reading. */
      coverage: number;
      qualifies: boolean;
      /** Days with a daily average, and those meeting each target. */
      daysWithData: number;
      daysAcceptable: number;
      daysHighPerformance: number;
    }
);

export function resetFigures(timeline: Timeline, coverageThreshold: number): ResetFigures {
  const days: ResetDay[] = [];
  let occupiedSlots = 0;
  let coveredSlots = 0;
  const { occupied } = timeline.calendar;
  const { sum, count } = timeline.pm25;
  for (const d of timeline.calendar.days) {
    let dayOccupied = 0;
    let dayCovered = 0;
    let sumOfMeans = 0;
    for (let i = d.firstSlot; i < d.endSlot; i++) {
      if (!occupied[i]) continue;
      dayOccupied++;
      if (!count[i]) continue;
      dayCovered++;
      sumOfMeans += sum[i]! / count[i]!;
    }
    if (!dayOccupied) continue;
    const mean = dayCovered ? sumOfMeans / dayCovered : null;
    days.push({
      date: d.date,
      occupiedSlots: dayOccupied,
      coveredSlots: dayCovered,
      mean,
      level: mean === null ? null : resetPm25Level(mean),
    });
    occupiedSlots += dayOccupied;
    coveredSlots += dayCovered;
  }
  const base = {
    source: RESET_AIR_V2,
    intervalMinutes: RESET_INTERVAL_MINUTES,
    targets: { acceptable: RESET_PM25_ACCEPTABLE, highPerformance: RESET_PM25_HIGH_PERFORMANCE },
    coverageThreshold,
    days,
  };
  if (!coveredSlots) return { ...base, status: 'noData' };
  const coverage = coveredSlots / occupiedSlots;
  return {
    ...base,
    status: 'ok',
    coverage,
    qualifies: coverage >= coverageThreshold,
    daysWithData: days.filter((d) => d.level).length,
    daysAcceptable: days.filter((d) => d.level === 'acceptable' || d.level === 'highPerformance').length,
    daysHighPerformance: days.filter((d) => d.level === 'highPerformance').length,
  };
}
