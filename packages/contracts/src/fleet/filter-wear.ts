import { FILTER_BANDS } from '../iot/status-levels';

/**
 * Filter-replacement forecast from a device's stored readings of one filter measure: how fast the
 * filter wears and when it reaches the top of the danger band (docs/product.md#status-thresholds).
 *
 * - Only the readings since the last filter replacement count, and of those the last `windowDays`
 *   before the latest reading: older wear says little about how the device is used now.
 * - The wear rate is a Theil–Sen slope (the median of the slopes between pairs of readings): a few
 *   wrong readings cannot move it, flat stretches (device off) simply lower the average rate, and
 *   gaps (device offline) need nothing special since every pair uses its real times.
 * - `filter_days` is itself a countdown: used every day it loses about 1 unit per day, less when the
 *   device is off, and the same fit applies.
 * - A device whose latest reading is already in the danger band is overdue: that needs only one
 *   reading, since its badge already says so.
 */

export const FILTER_MEASURES = ['filter', 'filter_days', 'filter_hours'] as const;
export type FilterMeasure = (typeof FILTER_MEASURES)[number];

/** Top (inclusive) of each measure's danger band (the badge's own bands). */
export const FILTER_DANGER_TOP: Readonly<Record<FilterMeasure, number>> = {
  filter: FILTER_BANDS.filter.danger,
  filter_days: FILTER_BANDS.filter_days.danger,
  filter_hours: FILTER_BANDS.filter_hours.danger,
};

/**
 * A rise larger than this (in the measure's unit) is a filter replacement or reset. Wear only lowers
 * the value; what raises it a little is rounding and noise: a percentage or a day count jitters by
 * 1, an hour count by a few hours. A replacement raises it by far more (to 100 %, to the filter's
 * lifetime), so the thresholds sit well above the jitter and well below a replacement.
 */
export const FILTER_RESET_RISE: Readonly<Record<FilterMeasure, number>> = {
  filter: 5,
  filter_days: 2,
  filter_hours: 24,
};

export interface FilterReading {
  /** Epoch milliseconds. */
  time: number;
  value: number;
}

export interface FilterWearOptions {
  /** Days before the latest reading that count; default 30. */
  windowDays?: number;
  /** Fewest readings for a rate; default 6. */
  minReadings?: number;
  /** Shortest span of those readings, in days; default 2. */
  minSpanDays?: number;
  /** Most pairs of readings the slope looks at; default 2,000 (720 hourly readings make 258,840). */
  maxPairs?: number;
}

interface ForecastBasis {
  measure: FilterMeasure;
  lastValue: number;
  /** Epoch ms of the latest reading. */
  lastTime: number;
  /** Days between the first and the last reading used. */
  basisDays: number;
  /** Readings used (after the last reset, inside the window, duplicates merged). */
  readings: number;
}

export type FilterForecast =
  | (ForecastBasis & {
      kind: 'forecast';
      overdue: false;
      /** Units lost per day, > 0. */
      ratePerDay: number;
      /** Epoch ms when the value reaches the top of the danger band. */
      dangerAt: number;
    })
  | (ForecastBasis & {
      kind: 'forecast';
      overdue: true;
      /** Units lost per day when the readings allow a rate, else null. */
      ratePerDay: number | null;
      /** Since when the device has been in danger, as far as the readings tell. */
      dangerAt: number;
    })
  | {
      kind: 'insufficient';
      measure: FilterMeasure;
      reason: 'tooFewReadings' | 'tooShort' | 'noWear';
      /** null without any reading. */
      lastValue: number | null;
      lastTime: number | null;
      basisDays: number;
      readings: number;
    };

const DAY_MS = 86_400_000;

/** The filter forecast of one measure of one device. */
export function filterForecast(
  measure: FilterMeasure,
  readings: readonly FilterReading[],
  options: FilterWearOptions = {},
): FilterForecast {
  const { windowDays = 30, minReadings = 6, minSpanDays = 2, maxPairs = 2000 } = options;
  const series = cleanSeries(readings);
  const sinceReset = series.slice(lastResetIndex(series, FILTER_RESET_RISE[measure]));
  const last = sinceReset[sinceReset.length - 1];
  if (!last) {
    return {
      kind: 'insufficient',
      measure,
      reason: 'tooFewReadings',
      lastValue: null,
      lastTime: null,
      basisDays: 0,
      readings: 0,
    };
  }
  const used = sinceReset.filter((r) => r.time >= last.time - windowDays * DAY_MS);
  const basis: ForecastBasis = {
    measure,
    lastValue: last.value,
    lastTime: last.time,
    basisDays: (last.time - used[0]!.time) / DAY_MS,
    readings: used.length,
  };
  const top = FILTER_DANGER_TOP[measure];
  const fit = used.length >= minReadings && basis.basisDays >= minSpanDays ? theilSen(used, maxPairs) : null;
  const ratePerDay = fit && fit.slopePerMs < 0 ? -fit.slopePerMs * DAY_MS : null;

  if (last.value <= top)
    return { kind: 'forecast', overdue: true, ratePerDay, dangerAt: dangerSince(used, top), ...basis };
  if (!fit) {
    const reason = used.length < minReadings ? 'tooFewReadings' : 'tooShort';
    return { kind: 'insufficient', reason, ...basis };
  }
  if (ratePerDay === null) return { kind: 'insufficient', reason: 'noWear', ...basis };
  // From the fitted level now rather than the last reading, so one noisy reading does not shift the date.
  const levelNow = fit.at(last.time);
  const dangerAt = last.time + (Math.max(0, levelNow - top) / ratePerDay) * DAY_MS;
  return { kind: 'forecast', overdue: false, ratePerDay, dangerAt, ...basis };
}

/** Whether the filter reaches danger within `days` of `now`; overdue counts, unknown does not. */
export function dueWithin(forecast: FilterForecast, now: number, days: number): boolean {
  if (forecast.kind === 'insufficient') return false;
  return forecast.overdue || forecast.dangerAt <= now + days * DAY_MS;
}

/**
 * Order of the due list: overdue first (longest in danger first), then by the forecast date, then
 * the devices without a forecast.
 */
export function compareDue(a: FilterForecast, b: FilterForecast): number {
  const rank = (f: FilterForecast) => (f.kind === 'insufficient' ? 2 : f.overdue ? 0 : 1);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (a.kind === 'insufficient' || b.kind === 'insufficient') return 0;
  return a.dangerAt - b.dangerAt;
}

/** Finite readings sorted by time; readings at the same instant merged into their median. */
function cleanSeries(readings: readonly FilterReading[]): FilterReading[] {
  const byTime = new Map<number, number[]>();
  for (const { time, value } of readings) {
    if (!Number.isFinite(time) || !Number.isFinite(value)) continue;
    const values = byTime.get(time);
    if (values) values.push(value);
    else byTime.set(time, [value]);
  }
  return [...byTime.entries()]
    .map(([time, values]) => ({ time, value: median(values) }))
    .sort((a, b) => a.time - b.time);
}

/**
 * Index of the first reading after the last replacement (0 when none). A rise counts when it holds:
 * the lower of this reading and the next exceeds the higher of the two before by more than
 * `threshold`, so one wrong reading, high or low, is not taken for a replacement.
 */
function lastResetIndex(series: readonly FilterReading[], threshold: number): number {
  for (let i = series.length - 1; i > 0; i--) {
    const after = Math.min(series[i]!.value, series[i + 1]?.value ?? Infinity);
    const before = Math.max(series[i - 1]!.value, series[i - 2]?.value ?? -Infinity);
    if (after - before > threshold) return i;
  }
  return 0;
}

/** Time of the first reading of the final run of readings in the danger band. */
function dangerSince(series: readonly FilterReading[], top: number): number {
  let i = series.length - 1;
  while (i > 0 && series[i - 1]!.value <= top) i--;
  return series[i]!.time;
}

interface LineFit {
  slopePerMs: number;
  /** The fitted value at an instant. */
  at(time: number): number;
}

/**
 * Theil–Sen line: the median of the pairwise slopes, and the median intercept for it. Beyond
 * `maxPairs` pairs, a fixed pseudo-random sample of pairs: the same readings always give the same
 * answer, and the cost stays flat however many readings there are.
 */
function theilSen(series: readonly FilterReading[], maxPairs: number): LineFit {
  const n = series.length;
  const slopes: number[] = [];
  const addPair = (i: number, j: number) => {
    const a = series[i]!;
    const b = series[j]!;
    slopes.push((b.value - a.value) / (b.time - a.time));
  };
  if ((n * (n - 1)) / 2 <= maxPairs) {
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) addPair(i, j);
  } else {
    const random = mulberry32(n);
    while (slopes.length < maxPairs) {
      const i = Math.floor(random() * n);
      const j = Math.floor(random() * n);
      if (i !== j) addPair(Math.min(i, j), Math.max(i, j));
    }
  }
  const slopePerMs = median(slopes);
  // Times relative to the first reading keep the intercept's arithmetic small and exact enough.
  const t0 = series[0]!.time;
  const intercept = median(series.map((r) => r.value - slopePerMs * (r.time - t0)));
  return { slopePerMs, at: (time) => intercept + slopePerMs * (time - t0) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A small seeded generator (Mulberry32): deterministic, good enough to spread sample pairs evenly. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
