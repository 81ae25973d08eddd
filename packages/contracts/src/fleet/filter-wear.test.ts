import { describe, expect, it } from 'vitest';
import { parameterLevel } from '../iot/status-levels';
import {
  compareDue,
  dueWithin,
  FILTER_DANGER_TOP,
  FILTER_MEASURES,
  filterForecast,
  type FilterForecast,
  type FilterReading,
} from './filter-wear';

const H = 3_600_000;
const D = 24 * H;
const T0 = Date.parse('2026-03-01T00:00:00Z');

/** Readings every `step` ms from `from` (days) for `days` days, valued by `value(days since T0)`. */
const series = (from: number, days: number, step: number, value: (day: number) => number): FilterReading[] =>
  Array.from({ length: Math.floor((days * D) / step) + 1 }, (_, i) => {
    const time = T0 + from * D + i * step;
    return { time, value: value((time - T0) / D) };
  });

const forecast = (f: FilterForecast) => {
  if (f.kind !== 'forecast') throw new Error(`expected a forecast, got ${f.kind} ${f.reason}`);
  return f;
};

describe('filter danger tops', () => {
  it.each(FILTER_MEASURES)('%s: the top is danger, one above is not', (measure) => {
    expect(parameterLevel({ code: measure, value: FILTER_DANGER_TOP[measure] })).toBe('danger');
    expect(parameterLevel({ code: measure, value: FILTER_DANGER_TOP[measure] + 1 })).toBe('warning');
  });
});

describe('filter forecast', () => {
  it('fits a clean linear series', () => {
    // 90 % losing 2 % a day, every 6 hours for 10 days: 70 % at the end, 10 % 30 days later.
    const f = forecast(
      filterForecast(
        'filter',
        series(0, 10, 6 * H, (d) => 90 - 2 * d),
      ),
    );
    expect(f.overdue).toBe(false);
    expect(f.ratePerDay).toBeCloseTo(2, 6);
    expect(f.lastValue).toBeCloseTo(70);
    expect(f.lastTime).toBe(T0 + 10 * D);
    expect(f.dangerAt).toBeCloseTo(T0 + 40 * D, -3);
    expect(f.readings).toBe(41);
    expect(f.basisDays).toBe(10);
  });

  it('counts only the readings after a replacement', () => {
    const before = series(0, 20, 6 * H, (d) => 40 - 1.4 * d); // down to 12 %
    const after = series(20.5, 6, 6 * H, (d) => 100 - (d - 20.5)); // replaced: 100 %, 1 % a day
    const f = forecast(filterForecast('filter', [...before, ...after]));
    expect(f.ratePerDay).toBeCloseTo(1, 6);
    expect(f.readings).toBe(after.length);
    expect(f.basisDays).toBe(6);
    expect(f.dangerAt).toBeCloseTo(after.at(-1)!.time + 84 * D, -3);
  });

  it('uses only the last 30 days before the latest reading', () => {
    // 3 % a day for 30 days, then 1 % a day for 30 more.
    const readings = series(0, 60, 12 * H, (d) => (d <= 30 ? 300 - 3 * d : 210 - (d - 30)));
    expect(forecast(filterForecast('filter', readings)).ratePerDay).toBeCloseTo(1, 6);
    expect(forecast(filterForecast('filter', readings, { windowDays: 60 })).ratePerDay).toBeGreaterThan(1.5);
  });

  it('needs nothing special for offline gaps of several days', () => {
    const value = (d: number) => 80 - 1.5 * d;
    const readings = [
      ...series(0, 3, 4 * H, value),
      ...series(8, 2, 4 * H, value),
      ...series(15, 5, 4 * H, value),
    ];
    expect(forecast(filterForecast('filter', readings)).ratePerDay).toBeCloseTo(1.5, 6);
  });

  it('finds no wear in a flat series (device switched off)', () => {
    expect(
      filterForecast(
        'filter',
        series(0, 10, 6 * H, () => 64),
      ),
    ).toMatchObject({
      kind: 'insufficient',
      reason: 'noWear',
      lastValue: 64,
    });
  });

  it('finds no wear in a slowly rising series (below the replacement threshold)', () => {
    expect(
      filterForecast(
        'filter',
        series(0, 10, 6 * H, (d) => 60 + d / 10),
      ),
    ).toMatchObject({
      kind: 'insufficient',
      reason: 'noWear',
    });
  });

  it('ignores outliers, high or low, and does not take a spike for a replacement', () => {
    const readings = series(0, 14, 6 * H, (d) => 90 - 2 * d + ((d * 7) % 1) - 0.5); // ±0.5 noise
    for (const i of [5, 17, 30, 44]) readings[i]!.value = 0;
    for (const i of [11, 38]) readings[i]!.value = 100;
    const f = forecast(filterForecast('filter', readings));
    expect(f.ratePerDay).toBeGreaterThan(1.9);
    expect(f.ratePerDay).toBeLessThan(2.1);
    expect(f.readings).toBe(readings.length);
  });

  it('needs enough readings over enough days', () => {
    expect(
      filterForecast(
        'filter',
        series(0, 4, 2 * D, (d) => 90 - d),
      ),
    ).toMatchObject({
      kind: 'insufficient',
      reason: 'tooFewReadings',
      readings: 3,
    });
    expect(
      filterForecast(
        'filter',
        series(0, 1, 2 * H, (d) => 90 - d),
      ),
    ).toMatchObject({
      kind: 'insufficient',
      reason: 'tooShort',
      readings: 13,
    });
    expect(filterForecast('filter', [])).toMatchObject({
      kind: 'insufficient',
      reason: 'tooFewReadings',
      lastValue: null,
      readings: 0,
    });
  });

  it('waits for new readings when the latest one is a replacement', () => {
    const readings = [...series(0, 10, 6 * H, (d) => 40 - 2 * d), { time: T0 + 11 * D, value: 100 }];
    expect(filterForecast('filter', readings)).toMatchObject({
      kind: 'insufficient',
      reason: 'tooFewReadings',
      lastValue: 100,
      readings: 1,
    });
  });

  it('marks a device in danger overdue, since its first reading in danger', () => {
    // 30 % losing 2 % a day: 10 % on day 10, 4 % on day 13.
    const f = forecast(
      filterForecast(
        'filter',
        series(0, 13, 12 * H, (d) => 30 - 2 * d),
      ),
    );
    expect(f).toMatchObject({ overdue: true, dangerAt: T0 + 10 * D });
    expect(f.ratePerDay).toBeCloseTo(2, 6);
  });

  it('marks a device in danger overdue even with a single reading', () => {
    expect(filterForecast('filter', [{ time: T0, value: 8 }])).toEqual({
      kind: 'forecast',
      overdue: true,
      ratePerDay: null,
      dangerAt: T0,
      measure: 'filter',
      lastValue: 8,
      lastTime: T0,
      basisDays: 0,
      readings: 1,
    });
  });

  it('reads unsorted input with duplicates like the clean series', () => {
    const clean = series(0, 10, 6 * H, (d) => 90 - 2 * d);
    const messy = [...clean].reverse().flatMap((r, i) => (i % 3 ? [r] : [r, { ...r }]));
    messy.push({ time: NaN, value: 5 }, { time: T0 + D, value: Infinity });
    expect(filterForecast('filter', messy)).toEqual(filterForecast('filter', clean));
  });

  it('fits filter_days, a countdown of whole days, at about 1 a day, and sees a replacement 3 -> 180', () => {
    const countdown = series(0, 20, H, (d) => Math.floor(60 - d));
    const f = forecast(filterForecast('filter_days', countdown));
    expect(f.ratePerDay).toBeCloseTo(1, 1);
    // 40 days left at day 20, danger at 10 days left: about day 50.
    expect(Math.abs(f.dangerAt - (T0 + 50 * D))).toBeLessThan(D);

    const replaced = [
      ...series(0, 57, 6 * H, (d) => Math.floor(60 - d)),
      ...series(58, 5, 6 * H, (d) => Math.floor(238 - d)),
    ];
    const g = forecast(filterForecast('filter_days', replaced));
    expect(g.lastValue).toBe(175);
    expect(g.readings).toBe(21);
  });

  it('fits filter_hours of a device running 8 hours a day', () => {
    // 2,000 hours left, used 09:00-17:00 every day; an hourly reading for 3 weeks.
    const hoursLeft = (d: number) => 2000 - 8 * Math.floor(d) - Math.min(8, Math.max(0, (d % 1) * 24 - 9));
    const f = forecast(filterForecast('filter_hours', series(0, 21, H, hoursLeft)));
    expect(f.ratePerDay).toBeGreaterThan(7);
    expect(f.ratePerDay).toBeLessThan(9);
    expect(f.lastValue).toBe(1832);
  });

  it('sees a filter_hours reset but not hour-count jitter', () => {
    const jitter = series(0, 10, 6 * H, (d) => 500 - 10 * d + (Math.round(d * 4) % 2 ? 20 : 0));
    expect(forecast(filterForecast('filter_hours', jitter)).readings).toBe(41);
    const reset = [...jitter, ...series(10.5, 3, 6 * H, (d) => 4000 - 10 * (d - 10.5))];
    expect(forecast(filterForecast('filter_hours', reset)).readings).toBe(13);
  });

  it('handles 720 hourly readings (30 days) and gives the same answer every time', () => {
    const readings = series(0, 29.96, H, (d) => 95 - 2.5 * d + Math.sin(d * 50));
    expect(readings).toHaveLength(720);
    const f = forecast(filterForecast('filter', readings));
    expect(f.ratePerDay).toBeGreaterThan(2.4);
    expect(f.ratePerDay).toBeLessThan(2.6);
    expect(filterForecast('filter', readings)).toEqual(f);
  });
});

describe('due list', () => {
  const now = T0;
  const due = (dangerAt: number, overdue = false): FilterForecast =>
    overdue
      ? {
          kind: 'forecast',
          overdue,
          ratePerDay: null,
          dangerAt,
          measure: 'filter',
          lastValue: 5,
          lastTime: now,
          basisDays: 0,
          readings: 1,
        }
      : {
          kind: 'forecast',
          overdue,
          ratePerDay: 1,
          dangerAt,
          measure: 'filter',
          lastValue: 50,
          lastTime: now,
          basisDays: 5,
          readings: 20,
        };
  const unknown: FilterForecast = {
    kind: 'insufficient',
    reason: 'noWear',
    measure: 'filter',
    lastValue: 80,
    lastTime: now,
    basisDays: 5,
    readings: 20,
  };

  it('is due within a number of days when overdue or forecast by then', () => {
    expect(dueWithin(due(now - 5 * D, true), now, 0)).toBe(true);
    expect(dueWithin(due(now + 7 * D), now, 7)).toBe(true);
    expect(dueWithin(due(now + 7 * D + 1), now, 7)).toBe(false);
    expect(dueWithin(unknown, now, 365)).toBe(false);
  });

  it('orders overdue (oldest first), then by date, then the unknown', () => {
    const list = [unknown, due(now + 9 * D), due(now - D, true), due(now + 2 * D), due(now - 8 * D, true)];
    expect(
      list.sort(compareDue).map((f) => (f.kind === 'forecast' ? (f.dangerAt - now) / D : f.reason)),
    ).toEqual([-8, -1, 2, 9, 'noWear']);
  });
});
