import { describe, expect, it } from 'vitest';
import {
  airScreenCurrent,
  airShareLinkState,
  currentSitePm25,
  lastDayHourStarts,
  lastDayPoints,
} from './air-screen';
import { createAirShareLinkSchema } from './air-share-api';

const hours = (f: (h: number) => { sum: number; readings: number }) =>
  Array.from({ length: 24 }, (_, h) => f(h));

describe('air screen rules (docs/decisions/050)', () => {
  it('lists the last 24 UTC hours, the current one last', () => {
    const now = Date.parse('2026-06-10T10:25:00Z');
    const starts = lastDayHourStarts(now);
    expect(starts).toHaveLength(24);
    expect(new Date(starts[23]!).toISOString()).toBe('2026-06-10T10:00:00.000Z');
    expect(new Date(starts[0]!).toISOString()).toBe('2026-06-09T11:00:00.000Z');
  });

  it('reads each hour from its Rome day and hour (summer: UTC+2)', () => {
    const now = Date.parse('2026-06-10T10:25:00Z'); // 12:25 in Rome
    const days = [
      { day: '2026-06-09', hours: hours((h) => ({ sum: h === 13 ? 30 : 0, readings: h === 13 ? 3 : 0 })) },
      { day: '2026-06-10', hours: hours((h) => ({ sum: h === 12 ? 25 : 0, readings: h === 12 ? 2 : 0 })) },
    ];
    const points = lastDayPoints(now, days);
    // 11:00Z on the 9th is 13:00 in Rome: 30 / 3 = 10.
    expect(points[0]).toEqual({ hour: '2026-06-09T11:00:00.000Z', pm25: 10 });
    // 10:00Z on the 10th is 12:00 in Rome: 25 / 2 = 12.5.
    expect(points[23]).toEqual({ hour: '2026-06-10T10:00:00.000Z', pm25: 12.5 });
    expect(points.filter((p) => p.pm25 !== null)).toHaveLength(2);
  });

  it('averages the purifiers with a reading and bands the result in words and colour', () => {
    expect(currentSitePm25([])).toBeNull();
    expect(currentSitePm25([4, 9, Number.NaN])).toBe(6.5);
    expect(airScreenCurrent(6.5)).toEqual({
      pm25: 6.5,
      band: 'fair',
      bandKey: 'airShare.band.fair',
      colour: 'yellow',
    });
    expect(airScreenCurrent(40)).toMatchObject({ band: 'bad', colour: 'red' });
    expect(airScreenCurrent(null)).toEqual({
      pm25: null,
      band: null,
      bandKey: 'airShare.band.none',
      colour: 'grey',
    });
  });

  it('tells revoked from expired from active', () => {
    const now = Date.parse('2026-06-10T10:00:00Z');
    expect(airShareLinkState({ expiresAt: new Date(now + 1), revokedAt: null }, now)).toBe('active');
    expect(airShareLinkState({ expiresAt: new Date(now), revokedAt: null }, now)).toBe('expired');
    expect(airShareLinkState({ expiresAt: new Date(now - 1), revokedAt: new Date(now - 5) }, now)).toBe(
      'revoked',
    );
  });

  it('defaults the expiry to 30 days and refuses more than a year', () => {
    expect(createAirShareLinkSchema.parse({})).toEqual({ expiresInDays: 30 });
    expect(createAirShareLinkSchema.safeParse({ expiresInDays: 366 }).success).toBe(false);
    expect(createAirShareLinkSchema.safeParse({ expiresInDays: 0 }).success).toBe(false);
    expect(createAirShareLinkSchema.safeParse({ expiresInDays: 1.5 }).success).toBe(false);
  });
});
