import { describe, expect, it } from 'vitest';
import { openingHoursSchema, SHOP_HOURS } from '../alerts/opening-hours';
import { at, series } from './test-readings';
import { buildTimeline } from './timeline';
import { wellA01, wellA08 } from './well';

const ROME = 'Europe/Rome';
// Monday 09:00–13:00 only (Rome).
const MONDAY_MORNING = openingHoursSchema.parse({ week: { mon: [{ from: '09:00', to: '13:00' }] } });
// Monday 30 Nov 2026, Rome is UTC+1: the whole day.
const monday = { from: at('2026-11-29T23:00:00Z'), to: at('2026-11-30T23:00:00Z') };
const rome = (hhmm: string) => at(`2026-11-30T${hhmm}:00+01:00`);

describe('wellA08', () => {
  it('computes the statistics on the hourly means of occupied hours', () => {
    // Readings at :10 of 09, 10, 11, 12 Rome: 4, 8, 12, 40; outside the hours 500, which must not count.
    const readings = [
      { at: rome('08:10'), pm25: 500 },
      { at: rome('09:10'), pm25: 4 },
      { at: rome('10:10'), pm25: 8 },
      { at: rome('11:10'), pm25: 12 },
      { at: rome('12:10'), pm25: 40 },
      { at: rome('13:10'), pm25: 500 },
    ];
    const a08 = wellA08(buildTimeline(readings, monday, ROME, MONDAY_MORNING), 60);
    // sorted [4, 8, 12, 40]; mean 64/4 = 16
    // median h = 3·0.5 = 1.5 → 8 + 0.5·(12 − 8) = 10
    // p75    h = 2.25      → 12 + 0.25·(40 − 12) = 19
    // p95    h = 2.85      → 12 + 0.85·28 = 35.8
    expect(a08.source).toEqual({ standard: 'WELL', version: 'v2', part: 'A08' });
    expect(a08.pm25).toMatchObject({ status: 'ok', hours: 4, mean: 16, median: 10, p75: 19 });
    if (a08.pm25.status !== 'ok') throw new Error('statistics expected');
    expect(a08.pm25.p95).toBeCloseTo(35.8, 10);
    expect(a08.pm10).toEqual({ status: 'noData' });
    // 09:10 → 10:10 → 11:10 → 12:10 while open: 60 minutes each; 08:10 and 13:10 are closed time.
    expect(a08.medianIntervalMinutes).toBe(60);
    // every occupied hour has its one reading at the default hourly interval
    expect(a08.completeness).toBe(1);
    // at 30 minutes each hour also needs a reading in :30–:59: none has one
    expect(wellA08(buildTimeline(readings, monday, ROME, MONDAY_MORNING), 30).completeness).toBe(0);
  });

  it('treats a null reading as a gap, not a zero', () => {
    const readings = [
      { at: rome('09:10'), pm25: 4 },
      { at: rome('10:10'), pm25: 8 },
      { at: rome('11:10'), pm25: null },
      { at: rome('12:10'), pm25: 40 },
    ];
    const a08 = wellA08(buildTimeline(readings, monday, ROME, MONDAY_MORNING), 60);
    // (4 + 8 + 40) / 3 = 52/3; with a zero it would have been 52/4 = 13
    expect(a08.pm25).toMatchObject({ status: 'ok', hours: 3 });
    if (a08.pm25.status !== 'ok') throw new Error('statistics expected');
    expect(a08.pm25.mean).toBeCloseTo(52 / 3, 12);
    // 3 of 4 occupied hours have a reading
    expect(a08.completeness).toBe(0.75);
  });

  it('asks an hour open only in part for a reading in that part', () => {
    // Open 09:00–09:30: one occupied hour, two 15-minute windows (:00 and :15).
    const hours = openingHoursSchema.parse({ week: { mon: [{ from: '09:00', to: '09:30' }] } });
    const early = [{ at: rome('09:05'), pm25: 3 }];
    const both = [...early, { at: rome('09:20'), pm25: 3 }];
    expect(wellA08(buildTimeline(early, monday, ROME, hours), 60).completeness).toBe(1);
    expect(wellA08(buildTimeline(early, monday, ROME, hours), 15).completeness).toBe(0);
    expect(wellA08(buildTimeline(both, monday, ROME, hours), 15).completeness).toBe(1);
  });

  it('follows the opening hours across the spring change to summer time', () => {
    // Shop hours Mon–Sat 09:00–19:30 Rome. Saturday 28 Mar 2026 is UTC+1 (open 08:00–18:30Z),
    // Sunday is closed and the clocks go forward, Monday 30 Mar is UTC+2 (open 07:00–17:30Z).
    const period = { from: at('2026-03-27T23:00:00Z'), to: at('2026-03-30T22:00:00Z') };
    const open = [
      [at('2026-03-28T08:00:00Z'), at('2026-03-28T18:30:00Z')],
      [at('2026-03-30T07:00:00Z'), at('2026-03-30T17:30:00Z')],
    ] as const;
    // Every 5 minutes: 10 while open, 100 while closed; one hour off on either day lets a 100 in.
    const readings = series(period.from, period.to, 5, (t) =>
      open.some(([a, b]) => a <= t && t < b) ? 10 : 100,
    );
    const timeline = buildTimeline(readings, period, ROME, SHOP_HOURS);
    const a08 = wellA08(timeline, 60);
    // 09..19 Rome is 11 clock hours a day (19:00–19:30 one of them), 22 in all
    expect(a08.pm25).toEqual({ status: 'ok', hours: 22, mean: 10, median: 10, p75: 10, p95: 10 });
    expect(a08.medianIntervalMinutes).toBe(5);
    expect(a08.completeness).toBe(1);
    expect(wellA01(timeline)).toMatchObject({ status: 'ok', pm25Mean: 10, passes: true });
  });

  it('measures reading intervals only inside a run of open time', () => {
    // Open 09:00–10:00 and 15:00–16:00: readings at 09:00, 09:50 and 15:00. The one interval
    // inside a run is 50 minutes; 09:50 → 15:00 (310) spans the lunch closure and is not one.
    const hours = openingHoursSchema.parse({
      week: {
        mon: [
          { from: '09:00', to: '10:00' },
          { from: '15:00', to: '16:00' },
        ],
      },
    });
    const readings = [rome('09:00'), rome('09:50'), rome('15:00')].map((t) => ({ at: t, pm25: 5 }));
    expect(wellA08(buildTimeline(readings, monday, ROME, hours), 60).medianIntervalMinutes).toBe(50);
  });

  it('has no median interval or statistics without readings', () => {
    const a08 = wellA08(buildTimeline([], monday, ROME, MONDAY_MORNING), 60);
    expect(a08).toMatchObject({
      pm25: { status: 'noData' },
      pm10: { status: 'noData' },
      medianIntervalMinutes: null,
      completeness: 0, // 4 occupied hours, none with a reading
    });
    const single = wellA08(buildTimeline([{ at: rome('09:00'), pm25: 7 }], monday, ROME, MONDAY_MORNING), 60);
    // one reading: every statistic is that reading, but there is no interval
    expect(single.pm25).toEqual({ status: 'ok', hours: 1, mean: 7, median: 7, p75: 7, p95: 7 });
    expect(single.medianIntervalMinutes).toBeNull();
  });
});

describe('wellA01', () => {
  const hourly = (pm25: number, pm10?: number) =>
    series(rome('09:00'), rome('13:00'), 60, () => pm25, pm10 === undefined ? undefined : () => pm10);
  const a01 = (pm25: number, pm10?: number) =>
    wellA01(buildTimeline(hourly(pm25, pm10), monday, ROME, MONDAY_MORNING));

  it('passes at PM2.5 15 and PM10 50, fails just above either', () => {
    expect(a01(15, 50)).toMatchObject({
      status: 'ok',
      source: { standard: 'WELL', version: 'v2', part: 'A01' },
      pm25Mean: 15,
      pm10Mean: 50,
      passes: true,
    });
    expect(a01(15.1, 50)).toMatchObject({ passes: false });
    expect(a01(10, 55)).toMatchObject({ passes: false });
  });

  it('decides on PM2.5 alone for a model without PM10', () => {
    expect(a01(10)).toMatchObject({ status: 'ok', pm25Mean: 10, pm10Mean: null, passes: true });
  });

  it('reads only occupied time: a polluted night does not fail the shop', () => {
    const night = series(rome('00:00'), rome('06:00'), 5, () => 300);
    expect(wellA01(buildTimeline([...night, ...hourly(12)], monday, ROME, MONDAY_MORNING))).toMatchObject({
      pm25Mean: 12,
      passes: true,
    });
  });

  it('says no data without occupied readings', () => {
    const closedOnly = [{ at: rome('20:00'), pm25: 3 }];
    expect(wellA01(buildTimeline(closedOnly, monday, ROME, MONDAY_MORNING))).toMatchObject({
      status: 'noData',
    });
  });
});
