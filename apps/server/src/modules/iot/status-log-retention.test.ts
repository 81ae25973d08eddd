import { drainStatusHourly } from '../../db/status-hourly';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { rowsOf } from '../../lib/sql-rows';
import { loadConfig } from '../../config/config';
import { monthStart, StatusLogPartitionsRepository } from './status-log-partitions.repository';
import { maintainStatusLog } from './status-log-retention';

/** The status history's monthly partitions: created ahead, late rows moved in, old months dropped whole. */
describe('status history partitions and retention', () => {
  let t: TestApp;
  let partitions: StatusLogPartitionsRepository;
  const where = async (payload: string) =>
    rowsOf<{ part: string }>(
      await t.database.db.execute(
        sql`select tableoid::regclass::text as part from device_status_log where payload = ${payload}`,
      ),
    ).map((r) => r.part);

  beforeAll(async () => {
    t = await buildTestApp();
    partitions = new StatusLogPartitionsRepository(t.database.db);
  });
  afterAll(() => t.close());

  it('counts UTC months', () => {
    expect(monthStart(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-01');
    expect(monthStart(new Date('2026-11-24T10:00:00Z'), 2)).toBe('2027-01-01');
    expect(monthStart(new Date('2026-03-31T23:30:00Z'), -3)).toBe('2025-12-01');
  });

  it('keeps a row of a month without partition in the default one, and moves it in when the month is created', async () => {
    await t.database.db.execute(sql`insert into device_status_log (device_uid, log_time, online, payload)
      values ('retention', '2019-06-10T12:00:00Z', true, 'june-2019')`);
    expect(await where('june-2019')).toEqual(['device_status_log_default']);
    expect(await partitions.ensureMonths(['2019-06-01', '2019-06-01'])).toBe(1);
    expect(await where('june-2019')).toEqual(['device_status_log_2019_06']);
    expect((await partitions.partitions()).map((p) => p.month)).toContain('2019-06-01');
  });

  it('creates this month, the next two and those of waiting rows, and drops whole months beyond the retention', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    await t.database.db.execute(sql`insert into device_status_log (device_uid, log_time, online, payload)
      values ('retention', '2026-08-31T23:59:00Z', true, 'august'), ('retention', '2026-09-01T00:00:00Z', true, 'september')`);
    const latestBefore = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from device_latest_status`),
    )[0]!.n;

    // Rows written for past months wait in the default partition until the housekeeping creates
    // their months; retention 0 keeps everything.
    expect(await partitions.monthsInDefault()).toContain('2026-08-01');
    expect((await maintainStatusLog(partitions, 0, now)).dropped).toEqual([]);
    expect(await partitions.monthsInDefault()).toEqual([]);
    expect(await where('august')).toEqual(['device_status_log_2026_08']);
    // Writes are rolled up when their pending hours are drained (migration 0009): drained first.
    const hourly = async () => {
      await drainStatusHourly(t.database.db);
      return rowsOf<{ hour: string }>(
        await t.database.db.execute(sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour
          from device_status_hourly where device_uid = 'retention' order by hour`),
      ).map((r) => r.hour);
    };
    expect(await hourly()).toEqual([
      '2019-06-10 12',
      '2019-06-10 13',
      '2026-08-31 23',
      '2026-09-01 00',
      '2026-09-01 01',
    ]);
    // Three months kept: September, October, November 2026.
    const { dropped, hourlyDeleted } = await maintainStatusLog(partitions, 3, now);
    expect(dropped).toContain('device_status_log_2019_06');
    expect(dropped).toContain('device_status_log_2026_08');
    expect(dropped).not.toContain('device_status_log_2026_09');
    expect(await where('august')).toEqual([]);
    expect(await where('june-2019')).toEqual([]);
    expect(await where('september')).toEqual(['device_status_log_2026_09']);
    // The hourly roll-up of the dropped months goes too; September's hours stay.
    expect(hourlyDeleted).toBe(3);
    expect(await hourly()).toEqual(['2026-09-01 00', '2026-09-01 01']);
    const months = (await partitions.partitions()).map((p) => p.month);
    // (October had no rows in this database: a month gets its partition when rows need it, or ahead.)
    expect(months).toEqual(['2026-09-01', '2026-11-01', '2026-12-01', '2027-01-01']);
    // Dropping months fires no delete trigger: every device keeps its latest status.
    expect(
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from device_latest_status`),
      )[0]!.n,
    ).toBe(latestBefore);
  });

  it('reads the retention from STATUS_HISTORY_MONTHS (0 by default: everything is kept)', () => {
    expect(loadConfig({}).statusHistoryMonths).toBe(0);
    expect(loadConfig({ STATUS_HISTORY_MONTHS: '24' }).statusHistoryMonths).toBe(24);
    expect(() => loadConfig({ STATUS_HISTORY_MONTHS: '-1' })).toThrow(/STATUS_HISTORY_MONTHS/);
  });
});
