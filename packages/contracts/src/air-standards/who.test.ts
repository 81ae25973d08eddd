import { describe, expect, it } from 'vitest';
import { at, HOUR, series } from './test-readings';
import { buildTimeline } from './timeline';
import { whoFigures } from './who';

const ROME = 'Europe/Rome';

describe('whoFigures', () => {
  it('takes the 24-hour mean as the mean of hourly means', () => {
    // Monday 30 Nov 2026 in Rome (UTC+1): 2026-11-29T23:00Z .. 2026-11-30T23:00Z, 24 hours.
    const from = at('2026-11-29T23:00:00Z');
    const to = from + 24 * HOUR;
    // One reading an hour: 10 in the first 12 hours, 16 in the last 12; the 13th hour also gets 11
    // more readings of 16 every 5 minutes, which must not pull the mean towards 16.
    const readings = [
      ...series(from, to, 60, (t) => (t < from + 12 * HOUR ? 10 : 16)),
      ...series(from + 12 * HOUR + 5 * 60_000, from + 13 * HOUR, 5, () => 16),
    ];
    const who = whoFigures(buildTimeline(readings, { from, to }, ROME, null), 'pm25');
    // (12·10 + 12·16) / 24 = 312 / 24 = 13 (the mean of all 35 readings would be 488/35 ≈ 13.94)
    expect(who.days).toEqual([{ date: '2026-11-30', hours: 24, coveredHours: 24, counts: true, mean: 13 }]);
    expect(who).toMatchObject({
      status: 'ok',
      source: { standard: 'WHO', version: '2021' },
      daysCounted: 1,
      daysWithin: 1,
      shareWithin: 1,
      periodMean: 13,
      periodMeanWithin: false, // 13 > 5
    });
  });

  it('leaves out a day below 75 % of its hours, counts one at exactly 18 of 24', () => {
    const day = 24 * HOUR;
    const from = at('2026-11-29T23:00:00Z'); // Mon 30 Nov, Rome midnight
    const readings = [
      // Monday: 24 hours of 10
      ...series(from, from + day, 60, () => 10),
      // Tuesday: 24 hours of 20
      ...series(from + day, from + 2 * day, 60, () => 20),
      // Wednesday: 17 hours of 50, 17 < 0.75·24 = 18: not a day
      ...series(from + 2 * day, from + 2 * day + 17 * HOUR, 60, () => 50),
      // Thursday: 18 hours of 14 and 6 null readings (gaps, not zeros): counts, mean 14
      ...series(from + 3 * day, from + 4 * day, 60, (t) => (t < from + 3 * day + 18 * HOUR ? 14 : null)),
    ];
    const who = whoFigures(buildTimeline(readings, { from, to: from + 4 * day }, ROME, null), 'pm25');
    expect(who.days.map((d) => [d.date, d.coveredHours, d.counts, d.mean])).toEqual([
      ['2026-11-30', 24, true, 10],
      ['2026-12-01', 24, true, 20],
      ['2026-12-02', 17, false, 50],
      ['2026-12-03', 18, true, 14],
    ]);
    // counted: 10, 20, 14; within 15: 10 and 14 → 2 of 3; period mean (10 + 20 + 14) / 3 = 44/3
    expect(who).toMatchObject({ status: 'ok', daysCounted: 3, daysWithin: 2, daysBelowCoverage: 1 });
    if (who.status !== 'ok') throw new Error('figures expected');
    expect(who.shareWithin).toBeCloseTo(2 / 3, 12);
    expect(who.periodMean).toBeCloseTo(44 / 3, 12);
  });

  it('counts the 23 hours of the spring change day and the 25 of the autumn one', () => {
    // Sunday 29 Mar 2026: Rome midnight is 2026-03-28T23:00Z, the next 2026-03-29T22:00Z (23 h).
    const spring = { from: at('2026-03-28T23:00:00Z'), to: at('2026-03-29T22:00:00Z') };
    // 18 hours covered: 18 ≥ 0.75·23 = 17.25 counts; 17 does not.
    const springDay = (hours: number) =>
      whoFigures(
        buildTimeline(
          series(spring.from, spring.from + hours * HOUR, 60, () => 5),
          spring,
          ROME,
          null,
        ),
        'pm25',
      ).days[0]!;
    expect(springDay(18)).toMatchObject({ date: '2026-03-29', hours: 23, coveredHours: 18, counts: true });
    expect(springDay(17)).toMatchObject({ hours: 23, counts: false });

    // Sunday 25 Oct 2026: 2026-10-24T22:00Z .. 2026-10-25T23:00Z (25 h, 02:00 twice).
    const autumn = { from: at('2026-10-24T22:00:00Z'), to: at('2026-10-25T23:00:00Z') };
    // 0.75·25 = 18.75: 18 hours do not count, 19 do.
    const autumnDay = (hours: number) =>
      whoFigures(
        buildTimeline(
          series(autumn.from, autumn.from + hours * HOUR, 60, () => 5),
          autumn,
          ROME,
          null,
        ),
        'pm25',
      ).days[0]!;
    expect(autumnDay(25)).toMatchObject({ date: '2026-10-25', hours: 25, coveredHours: 25, counts: true });
    expect(autumnDay(18)).toMatchObject({ hours: 25, counts: false });
    expect(autumnDay(19)).toMatchObject({ hours: 25, counts: true });
  });

  it('reads calendar days in the zone asked for', () => {
    // Asia/Kolkata is UTC+5:30: its 30 Nov 2026 is 2026-11-29T18:30Z .. 2026-11-30T18:30Z.
    const from = at('2026-11-29T18:30:00Z');
    const timeline = buildTimeline(
      series(from, from + 24 * HOUR, 30, () => 8),
      { from, to: from + 24 * HOUR },
      'Asia/Kolkata',
      null,
    );
    const who = whoFigures(timeline, 'pm25');
    expect(who.days).toEqual([{ date: '2026-11-30', hours: 24, coveredHours: 24, counts: true, mean: 8 }]);
  });

  it('takes only whole days of the period', () => {
    // From Monday noon Rome to Wednesday midnight: Monday is cut, Tuesday is whole.
    const from = at('2026-11-30T11:00:00Z');
    const to = at('2026-12-01T23:00:00Z');
    const who = whoFigures(
      buildTimeline(
        series(from, to, 60, () => 9),
        { from, to },
        ROME,
        null,
      ),
      'pm25',
    );
    expect(who.days.map((d) => d.date)).toEqual(['2026-12-01']);
  });

  it('checks PM10 against 45 and 15, and says no data for a model without PM10', () => {
    const from = at('2026-11-29T23:00:00Z');
    const day = 24 * HOUR;
    const readings = series(
      from,
      from + 2 * day,
      60,
      () => 10,
      (t) => (t < from + day ? 45 : 46),
    );
    const pm10 = whoFigures(buildTimeline(readings, { from, to: from + 2 * day }, ROME, null), 'pm10');
    // day 1: 45 ≤ 45 within; day 2: 46 not; period mean (45 + 46) / 2 = 45.5 > 15
    expect(pm10).toMatchObject({
      status: 'ok',
      source: { standard: 'WHO', version: '2021' },
      dayGuideline: 45,
      annualGuideline: 15,
      daysCounted: 2,
      daysWithin: 1,
      shareWithin: 0.5,
      periodMean: 45.5,
      periodMeanWithin: false,
    });
    const noPm10 = series(from, from + day, 60, () => 10);
    expect(whoFigures(buildTimeline(noPm10, { from, to: from + day }, ROME, null), 'pm10')).toMatchObject({
      status: 'noData',
      daysBelowCoverage: 0,
    });
  });

  it('says no data for no readings', () => {
    const from = at('2026-11-29T23:00:00Z');
    const who = whoFigures(buildTimeline([], { from, to: from + 24 * HOUR }, ROME, null), 'pm25');
    expect(who).toMatchObject({ status: 'noData', daysBelowCoverage: 0 });
    expect(who.days).toEqual([{ date: '2026-11-30', hours: 24, coveredHours: 0, counts: false, mean: null }]);
  });
});
