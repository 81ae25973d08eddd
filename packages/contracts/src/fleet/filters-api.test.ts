import { describe, expect, it } from 'vitest';
import { dangerBeforeReadings, filterDueStatus } from './filters-api';

const DAY = 86_400_000;
const now = Date.parse('2026-11-24T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('due-list rows', () => {
  it('says overdue, due in whole days rounded up, or why there is no forecast', () => {
    const row = { kind: 'forecast' as const, overdue: false, reason: null };
    expect(filterDueStatus({ ...row, dangerAt: iso(now + 2.2 * DAY) }, now)).toEqual({
      state: 'due',
      days: 3,
    });
    expect(filterDueStatus({ ...row, dangerAt: iso(now - DAY) }, now)).toEqual({ state: 'overdue' });
    expect(filterDueStatus({ ...row, overdue: true, dangerAt: iso(now - DAY) }, now)).toEqual({
      state: 'overdue',
    });
    expect(
      filterDueStatus({ kind: 'insufficient', overdue: false, dangerAt: null, reason: 'tooShort' }, now),
    ).toEqual({ state: 'insufficient', reason: 'tooShort' });
  });

  it('tells when an overdue device was already in danger at its first reading used', () => {
    const lastTime = iso(now);
    // 30 days of readings, in danger from the first one: the date is a bound ("or earlier").
    expect(
      dangerBeforeReadings({ overdue: true, lastTime, basisDays: 30, dangerAt: iso(now - 30 * DAY) }),
    ).toBe(true);
    // Entered the band ten days ago, inside the readings: a real date.
    expect(
      dangerBeforeReadings({ overdue: true, lastTime, basisDays: 30, dangerAt: iso(now - 10 * DAY) }),
    ).toBe(false);
    // Not overdue, or no date: never.
    expect(
      dangerBeforeReadings({ overdue: false, lastTime, basisDays: 30, dangerAt: iso(now - 30 * DAY) }),
    ).toBe(false);
    expect(dangerBeforeReadings({ overdue: true, lastTime: null, basisDays: 0, dangerAt: null })).toBe(false);
  });
});
