import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { airStandardsOptionsSchema } from './options';
import { airStandardsFigures } from './report';
import { at, HOUR } from './test-readings';

const from = at('2026-11-29T23:00:00Z');
const period = { from, to: from + 7 * 24 * HOUR };

/** Every number in a value, however deep. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

describe('airStandardsFigures', () => {
  it('marks every figure "no data" for no readings, with no NaN anywhere', () => {
    const figures = airStandardsFigures([], period);
    expect(figures.timeZone).toBe('Europe/Rome');
    expect(figures.who.pm25.status).toBe('noData');
    expect(figures.who.pm10.status).toBe('noData');
    expect(figures.well.a01.status).toBe('noData');
    expect(figures.well.a08.pm25.status).toBe('noData');
    expect(figures.reset.status).toBe('noData');
    expect(numbersIn(figures).every(Number.isFinite)).toBe(true);
  });

  it('gives every figure its source', () => {
    const figures = airStandardsFigures([{ at: from + HOUR, pm25: 3 }], period);
    expect([
      figures.who.pm25.source,
      figures.well.a01.source,
      figures.well.a08.source,
      figures.reset.source,
    ]).toEqual([
      { standard: 'WHO', version: '2021' },
      { standard: 'WELL', version: 'v2', part: 'A01' },
      { standard: 'WELL', version: 'v2', part: 'A08' },
      { standard: 'RESET Air', version: 'v2' },
    ]);
  });

  it('ignores readings outside the period and values that are not readings', () => {
    const figures = airStandardsFigures(
      [
        { at: from - 1, pm25: 900 },
        { at: period.to, pm25: 900 },
        { at: from + HOUR, pm25: Number.NaN },
        { at: from + 2 * HOUR, pm25: -4 },
        { at: from + 3 * HOUR, pm25: 6 },
      ],
      period,
    );
    expect(figures.well.a01).toMatchObject({ status: 'ok', pm25Mean: 6 });
  });

  it('gives the same figures whatever the order of the readings', () => {
    // Every 5 minutes for the week, values cycling 3..9 and a gap every 13th reading.
    const readings = Array.from({ length: 7 * 288 }, (_, i) => ({
      at: from + i * 5 * 60_000,
      pm25: i % 13 === 0 ? null : 3 + (i % 7),
      pm10: 10 + (i % 5),
    }));
    const shuffled = [...readings].reverse();
    [shuffled[10], shuffled[500]] = [shuffled[500]!, shuffled[10]!];
    const inOrder = airStandardsFigures(readings, period);
    expect(airStandardsFigures(shuffled, period)).toEqual(inOrder);
    expect(inOrder.well.a08.medianIntervalMinutes).toBe(5);
  });

  it('says no data for an empty or reversed period', () => {
    const figures = airStandardsFigures([{ at: from, pm25: 3 }], { from, to: from });
    expect(figures.reset.status).toBe('noData');
    expect(figures.who.pm25.days).toEqual([]);
  });

  it('refuses bad options with a message that names the problem', () => {
    expect(() => airStandardsFigures([], period, { timeZone: 'Mars/Olympus' })).toThrow(ZodError);
    const bad = airStandardsOptionsSchema.safeParse({ wellIntervalMinutes: 7, resetCoverageThreshold: 2 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['wellIntervalMinutes', 'the WELL interval is 5, 10, 15, 20, 30 or 60 minutes'],
      ['resetCoverageThreshold', 'the RESET coverage threshold is between 0 and 1'],
    ]);
    expect(airStandardsOptionsSchema.safeParse({ extra: 1 }).success).toBe(false);
  });

  it('fills in the defaults', () => {
    expect(airStandardsOptionsSchema.parse({})).toEqual({
      timeZone: 'Europe/Rome',
      openingHours: null,
      wellIntervalMinutes: 60,
      resetCoverageThreshold: 0.9,
    });
  });
});
