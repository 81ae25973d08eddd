import { describe, expect, it } from 'vitest';
import { openingHoursSchema } from '../alerts/opening-hours';
import { resetFigures, resetPm25Level } from './reset';
import { at, HOUR, MINUTE, series } from './test-readings';
import { buildTimeline } from './timeline';

const ROME = 'Europe/Rome';
const DAY = 24 * HOUR;
// Monday 30 Nov 2026 from Rome midnight (UTC+1).
const from = at('2026-11-29T23:00:00Z');
const oneDay = { from, to: from + DAY };

describe('resetFigures', () => {
  it('does not qualify a space polled hourly: 24 of 288 slots', () => {
    const reset = resetFigures(
      buildTimeline(
        series(from, from + DAY, 60, () => 8),
        oneDay,
        ROME,
        null,
      ),
      0.9,
    );
    // 24 slots with a reading of 24·12 = 288 → 1/12 ≈ 0.083 < 0.9
    expect(reset).toMatchObject({
      status: 'ok',
      source: { standard: 'RESET Air', version: 'v2' },
      intervalMinutes: 5,
      qualifies: false,
      daysWithData: 1,
    });
    if (reset.status !== 'ok') throw new Error('figures expected');
    expect(reset.coverage).toBeCloseTo(1 / 12, 12);
    expect(reset.days).toEqual([
      { date: '2026-11-30', occupiedSlots: 288, coveredSlots: 24, mean: 8, level: 'highPerformance' },
    ]);
  });

  it('qualifies readings every 5 minutes with a few gaps, against the threshold', () => {
    // 288 readings, the first 20 null: 268/288 ≈ 0.9306
    const readings = series(from, from + DAY, 5, (t) => (t < from + 20 * 5 * MINUTE ? null : 20));
    const timeline = buildTimeline(readings, oneDay, ROME, null);
    const reset = resetFigures(timeline, 0.9);
    expect(reset).toMatchObject({ status: 'ok', qualifies: true });
    if (reset.status !== 'ok') throw new Error('figures expected');
    expect(reset.coverage).toBeCloseTo(268 / 288, 12);
    expect(resetFigures(timeline, 0.95)).toMatchObject({ qualifies: false });
  });

  it('puts each daily average against the targets: below 12, below 35', () => {
    const period = { from, to: from + 3 * DAY };
    // day 1: 11.5 high performance; day 2: 12 only acceptable; day 3: 35 neither
    const value = (t: number) => (t < from + DAY ? 11.5 : t < from + 2 * DAY ? 12 : 35);
    const reset = resetFigures(buildTimeline(series(from, period.to, 5, value), period, ROME, null), 0.9);
    expect(reset.days.map((d) => [d.date, d.mean, d.level])).toEqual([
      ['2026-11-30', 11.5, 'highPerformance'],
      ['2026-12-01', 12, 'acceptable'],
      ['2026-12-02', 35, 'above'],
    ]);
    expect(reset).toMatchObject({
      targets: { acceptable: 35, highPerformance: 12 },
      daysWithData: 3,
      daysAcceptable: 2,
      daysHighPerformance: 1,
      coverage: 1,
      qualifies: true,
    });
  });

  it('reads only occupied slots, averaging per day', () => {
    // Open 09:00–10:00 Rome (08:00–09:00Z): 12 slots; readings every 10 minutes there → 6 of 12.
    const hours = openingHoursSchema.parse({ week: { mon: [{ from: '09:00', to: '10:00' }] } });
    const open = at('2026-11-30T08:00:00Z');
    const readings = [
      ...series(from, open, 10, () => 90), // closed: ignored
      ...series(open, open + HOUR, 10, (t) => (t < open + 30 * MINUTE ? 10 : 20)),
    ];
    const reset = resetFigures(buildTimeline(readings, oneDay, ROME, hours), 0.9);
    // slots with readings: 10, 10, 10, 20, 20, 20 → mean 15
    expect(reset.days).toEqual([
      { date: '2026-11-30', occupiedSlots: 12, coveredSlots: 6, mean: 15, level: 'acceptable' },
    ]);
    expect(reset).toMatchObject({ status: 'ok', coverage: 0.5, qualifies: false });
  });

  it('counts the real occupied time of a night opening across both summer-time changes', () => {
    // Open Sunday 00:00–04:00 Rome. On 29 Mar 2026 the clock skips 02:00–03:00: 3 hours, 36 slots.
    // On 25 Oct 2026 it repeats 02:00–03:00: 5 hours, 60 slots. Readings every 5 minutes all day.
    const hours = openingHoursSchema.parse({ week: { sun: [{ from: '00:00', to: '04:00' }] } });
    const sunday = (period: { from: number; to: number }) =>
      resetFigures(
        buildTimeline(
          series(period.from, period.to, 5, () => 4),
          period,
          ROME,
          hours,
        ),
        0.9,
      ).days;
    expect(sunday({ from: at('2026-03-28T23:00:00Z'), to: at('2026-03-29T22:00:00Z') })).toEqual([
      { date: '2026-03-29', occupiedSlots: 36, coveredSlots: 36, mean: 4, level: 'highPerformance' },
    ]);
    expect(sunday({ from: at('2026-10-24T22:00:00Z'), to: at('2026-10-25T23:00:00Z') })).toEqual([
      { date: '2026-10-25', occupiedSlots: 60, coveredSlots: 60, mean: 4, level: 'highPerformance' },
    ]);
  });

  it('says no data without readings', () => {
    expect(resetFigures(buildTimeline([], oneDay, ROME, null), 0.9)).toMatchObject({ status: 'noData' });
  });
});

describe('resetPm25Level', () => {
  it('holds the bounds out of the targets', () => {
    expect(resetPm25Level(0)).toBe('highPerformance');
    expect(resetPm25Level(11.99)).toBe('highPerformance');
    expect(resetPm25Level(12)).toBe('acceptable');
    expect(resetPm25Level(34.99)).toBe('acceptable');
    expect(resetPm25Level(35)).toBe('above');
  });
});
