import { describe, expect, it } from 'vitest';
import { nextExportDueAt } from './export-schedule';
import { createScheduledExportSchema, updateScheduledExportSchema } from './scheduled-exports-api';

const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();

describe('nextExportDueAt', () => {
  it('gives today at the hour when the hour is still ahead, else tomorrow', () => {
    expect(iso(nextExportDueAt({ frequency: 'daily', hour: 8 }, at('2026-01-15T06:59:00Z')))).toBe(
      '2026-01-15T07:00:00.000Z',
    );
    expect(iso(nextExportDueAt({ frequency: 'daily', hour: 8 }, at('2026-01-15T07:00:00Z')))).toBe(
      '2026-01-16T07:00:00.000Z',
    );
  });

  it('keeps the Rome hour across the spring change (last Sunday of March 2026)', () => {
    // 08:00 Rome is 07:00 UTC on Saturday 28 March and 06:00 UTC from Sunday 29 March.
    expect(iso(nextExportDueAt({ frequency: 'daily', hour: 8 }, at('2026-03-28T07:00:00Z')))).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    // 02:00 does not exist that Sunday: read as 03:00 summer time (01:00 UTC).
    expect(iso(nextExportDueAt({ frequency: 'daily', hour: 2 }, at('2026-03-28T12:00:00Z')))).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('keeps the Rome hour across the autumn change and runs a repeated hour once', () => {
    expect(iso(nextExportDueAt({ frequency: 'daily', hour: 8 }, at('2026-10-24T06:00:00Z')))).toBe(
      '2026-10-25T07:00:00.000Z',
    );
    const first = nextExportDueAt({ frequency: 'daily', hour: 2 }, at('2026-10-24T12:00:00Z'));
    expect(iso(first)).toBe('2026-10-25T00:00:00.000Z');
    // After the first 02:00 the next run is the next day, not the repeated 02:00 an hour later.
    expect(iso(nextExportDueAt({ frequency: 'daily', hour: 2 }, first))).toBe('2026-10-26T01:00:00.000Z');
  });

  it('finds the weekday in Rome, not in UTC', () => {
    // Sunday 23:30 UTC is already Monday in Rome; a Monday 00:00 export is then a week away.
    const after = at('2026-01-11T23:30:00Z');
    expect(iso(nextExportDueAt({ frequency: 'weekly', weekday: 1, hour: 0 }, after))).toBe(
      '2026-01-18T23:00:00.000Z',
    );
    expect(iso(nextExportDueAt({ frequency: 'weekly', weekday: 1, hour: 9 }, after))).toBe(
      '2026-01-12T08:00:00.000Z',
    );
  });

  it('runs monthly on the day, crossing a change of offset and a year', () => {
    expect(
      iso(nextExportDueAt({ frequency: 'monthly', dayOfMonth: 5, hour: 6 }, at('2026-03-05T05:00:00Z'))),
    ).toBe('2026-04-05T04:00:00.000Z');
    expect(
      iso(nextExportDueAt({ frequency: 'monthly', dayOfMonth: 28, hour: 23 }, at('2026-12-29T00:00:00Z'))),
    ).toBe('2027-01-28T22:00:00.000Z');
  });
});

describe('scheduled export bodies', () => {
  const valid = {
    name: 'Weekly devices',
    source: { kind: 'devices' },
    recurrence: { frequency: 'weekly', weekday: 1, hour: 7 },
    delivery: 'attachment',
  };

  it('accepts a valid body and defaults the history days', () => {
    expect(createScheduledExportSchema.parse(valid).name).toBe('Weekly devices');
    const history = createScheduledExportSchema.parse({
      ...valid,
      source: { kind: 'device-history', deviceIds: [3, 4] },
    });
    expect(history.source).toEqual({ kind: 'device-history', deviceIds: [3, 4], days: 1 });
  });

  it.each([
    [{ ...valid, source: { kind: 'users' } }, 'kind must be one of'],
    [{ ...valid, recurrence: { frequency: 'weekly', hour: 7 } }, 'weekday'],
    [{ ...valid, recurrence: { frequency: 'monthly', dayOfMonth: 31, hour: 7 } }, 'dayOfMonth is 1 to 28'],
    [{ ...valid, recurrence: { frequency: 'daily', hour: 24 } }, 'hour is 0 to 23'],
    [{ ...valid, source: { kind: 'device-history', deviceIds: [] } }, 'at least one device'],
    [{ ...valid, delivery: 'fax' }, 'delivery must be one of'],
    [{ ...valid, name: ' ' }, 'name is required'],
    [{ ...valid, extra: 1 }, 'extra'],
  ])('refuses %j naming the problem', (body, message) => {
    const result = createScheduledExportSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(message);
  });

  it('refuses an empty update', () => {
    expect(updateScheduledExportSchema.safeParse({}).success).toBe(false);
    expect(updateScheduledExportSchema.safeParse({ paused: true }).success).toBe(true);
  });
});
