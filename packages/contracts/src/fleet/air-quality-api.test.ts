import { describe, expect, it } from 'vitest';
import { hourOfWeek } from './air-quality';
import { latestCellWindow, resolveAirQualityPeriod } from './air-quality-api';

const iso = (ms: number) => new Date(ms).toISOString();

describe('air-quality periods and Rome hours', () => {
  it('resolves periods: Rome midnights, defaults, rules', () => {
    const now = Date.parse('2026-03-29T22:30:00Z'); // 30 March 00:30 in Rome
    const byDefault = resolveAirQualityPeriod(undefined, undefined, now);
    expect(byDefault).toMatchObject({ period: { from: '2026-03-01', to: '2026-03-31' } });
    const period = resolveAirQualityPeriod('2026-03-29', '2026-03-30', now);
    expect('period' in period && [iso(period.period.start), iso(period.period.end)]).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(resolveAirQualityPeriod('2026-03-29', undefined, now)).toMatchObject({
      period: { to: '2026-04-28' },
    });
    expect(resolveAirQualityPeriod('2026-01-01', '2027-01-02', now)).toHaveProperty('period');
    expect(resolveAirQualityPeriod('2026-01-01', '2027-01-03', now)).toEqual({ issue: 'tooLong' });
    expect(resolveAirQualityPeriod('2026-01-02', '2026-01-02', now)).toEqual({ issue: 'toNotAfterFrom' });
    expect(resolveAirQualityPeriod('2026-02-30', '2026-03-02', now)).toEqual({ issue: 'invalidDate' });
  });

  it('finds the latest hour of a grid cell inside a period, on the Rome clock', () => {
    const period = { from: '2026-03-23', to: '2026-04-06' };
    const monday9 = latestCellWindow(period, 0, 9)!;
    expect(iso(monday9.start)).toBe('2026-03-30T07:00:00.000Z');
    expect(monday9.end - monday9.start).toBe(3_600_000);
    expect(hourOfWeek(monday9.start)).toBe(9);
    // Sunday 02:00 does not exist on 29 March: the Sunday before.
    expect(iso(latestCellWindow({ from: '2026-03-22', to: '2026-03-30' }, 6, 2)!.start)).toBe(
      '2026-03-22T01:00:00.000Z',
    );
    // The repeated 02:00 of 25 October: the later one.
    expect(iso(latestCellWindow({ from: '2026-10-25', to: '2026-10-26' }, 6, 2)!.start)).toBe(
      '2026-10-25T01:00:00.000Z',
    );
    expect(latestCellWindow({ from: '2026-03-24', to: '2026-03-25' }, 0, 9)).toBeNull();
  });
});
