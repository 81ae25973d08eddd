import { describe, expect, it } from 'vitest';
import {
  alertLevelsCrossed,
  pollingSlowdown,
  projectMonthEnd,
  quotaLevel,
  romeQuotaMonth,
  utcQuotaMonth,
} from './quota-projection';

const H = 3_600_000;
const D = 24 * H;
const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();

// April 2026 in Rome: 30 days, no clock change.
const april = romeQuotaMonth(at('2026-04-16T10:00:00Z'));
const usage = (used: number, elapsedMs: number, limit = 1_000_000) => ({
  used,
  limit,
  now: april.monthStart + elapsedMs,
  ...april,
});

describe('quota months', () => {
  it('are Rome calendar months, clock changes included', () => {
    expect(april).toEqual({ monthStart: at('2026-03-31T22:00:00Z'), monthEnd: at('2026-04-30T22:00:00Z') });
    const march = romeQuotaMonth(at('2026-03-31T21:59:59Z'));
    expect([iso(march.monthStart), iso(march.monthEnd)]).toEqual([
      '2026-02-28T23:00:00.000Z',
      '2026-03-31T22:00:00.000Z',
    ]);
    const october = romeQuotaMonth(at('2026-10-31T23:30:00Z')); // 00:30 on 1 November in Rome
    expect(iso(october.monthStart)).toBe('2026-10-31T23:00:00.000Z');
  });

  it('can be UTC months, as the gateway counts them', () => {
    expect(utcQuotaMonth(at('2026-12-31T23:30:00Z'))).toEqual({
      monthStart: at('2026-12-01T00:00:00Z'),
      monthEnd: at('2027-01-01T00:00:00Z'),
    });
  });
});

describe('month-end projection', () => {
  it('projects mid-month at the current rate', () => {
    const p = projectMonthEnd(usage(400_000, 15 * D));
    expect(p.usedFraction).toBe(0.4);
    expect(p.projected).toBeCloseTo(800_000, 6);
    expect(p.projectedFraction).toBeCloseTo(0.8, 9);
    expect(p.level).toBe('warning');
    expect(p.depletesAt).toBeNull();
  });

  it('tells when the quota runs out', () => {
    // 600,000 in 15 days = 40,000 a day: the last 400,000 last 10 more days.
    const p = projectMonthEnd(usage(600_000, 15 * D));
    expect(p.projectedFraction).toBeCloseTo(1.2, 9);
    expect(p.level).toBe('critical');
    expect(p.depletesAt).toBeCloseTo(april.monthStart + 25 * D, -1);
  });

  it('reads a burst in the first hour as if 6 hours had passed', () => {
    const p = projectMonthEnd(usage(1_000, H));
    // At 1,000 an hour it would be 720,000; at 1,000 per 6 hours it is about 120,833.
    expect(p.projected).toBeCloseTo(1_000 + (1_000 * 719) / 6, 6);
    expect(p.level).toBe('ok');
    expect(projectMonthEnd(usage(0, 0))).toMatchObject({ projected: 0, level: 'ok', depletesAt: null });
  });

  it('is exact once the month is over, and clamps a time outside the month', () => {
    expect(projectMonthEnd(usage(500_000, 30 * D)).projected).toBe(500_000);
    expect(projectMonthEnd(usage(500_000, 40 * D)).projected).toBe(500_000);
  });

  it('says a used-up quota ran out now, and a zero quota from the start', () => {
    expect(projectMonthEnd(usage(1_000_000, 20 * D))).toMatchObject({
      usedFraction: 1,
      level: 'critical',
      depletesAt: april.monthStart + 20 * D,
    });
    expect(projectMonthEnd(usage(0, 20 * D, 0))).toMatchObject({
      usedFraction: 1,
      level: 'critical',
      depletesAt: april.monthStart,
    });
  });

  it.each([
    [0, 'ok'],
    [0.6999, 'ok'],
    [0.7, 'warning'],
    [0.8999, 'warning'],
    [0.9, 'critical'],
    [1.4, 'critical'],
  ])('level of %d is %s', (fraction, level) => expect(quotaLevel(fraction)).toBe(level));
});

describe('alert levels crossed', () => {
  it.each<[number, number, string[]]>([
    [0.5, 0.69, []],
    [0.69, 0.7, ['warning']],
    [0.7, 0.8, []],
    [0.85, 0.9, ['critical']],
    [0.5, 0.95, ['warning', 'critical']],
    [0.95, 0.1, []],
  ])('%d -> %d crosses %j', (before, after, levels) =>
    expect(alertLevelsCrossed(before, after)).toEqual(levels),
  );

  it('crosses 70 and 90 once each over a month of counts', () => {
    const alerts: string[] = [];
    for (let used = 0; used < 1_000; used += 7)
      alerts.push(...alertLevelsCrossed(used / 1_000, (used + 7) / 1_000));
    expect(alerts).toEqual(['warning', 'critical']);
  });
});

describe('polling slowdown', () => {
  it('leaves polling alone when the month fits in the quota less the reserve', () => {
    expect(pollingSlowdown({ usedFraction: 0.4, projectedFraction: 0.9 })).toBe(1);
    expect(pollingSlowdown({ usedFraction: 0, projectedFraction: 0 })).toBe(1);
  });

  it('slows polling so the rest of the month fits', () => {
    // Half used, 0.8 more to come at this rate, 0.4 left before the reserve: twice as slow.
    expect(pollingSlowdown({ usedFraction: 0.5, projectedFraction: 1.3 })).toBeCloseTo(2, 9);
    expect(pollingSlowdown({ usedFraction: 0.5, projectedFraction: 1.3, reserveFraction: 0 })).toBeCloseTo(
      1.6,
      9,
    );
  });

  it('stops polling once only the reserve is left', () => {
    expect(pollingSlowdown({ usedFraction: 0.92, projectedFraction: 1.1 })).toBe(Infinity);
    expect(pollingSlowdown({ usedFraction: 0.92, projectedFraction: 0.92 })).toBe(1);
  });
});
