import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/sql-rows';
import { openDatabase, type DatabaseHandle } from './client';
import { drainStatusHourly } from './status-hourly';
import { migrateDatabase } from './migrate';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A copy of the migrations that stops after `lastTag`: a database as an older release left it. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last, lastTag).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Migrations that move data: the rows an older release wrote come out as the new tables expect. */
// Each test opens a new database and runs the migrations up to its own: on a loaded 2-core machine
// (CI runs the browser files beside this pass) that alone can pass the default 30 s.
describe('data-moving migrations', { timeout: 120_000 }, () => {
  let handle: DatabaseHandle;
  const folders: string[] = [];
  afterAll(async () => {
    await handle?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  /** A fresh in-memory database migrated up to `lastTag`; the previous test's is closed. */
  const databaseAt = async (lastTag: string) => {
    await handle?.close();
    handle = await openDatabase({});
    const old = migrationsUpTo(lastTag);
    folders.push(old);
    await migrate(handle.db as PgliteDatabase<never>, { migrationsFolder: old });
    return handle.db;
  };

  it('0004 moves the hourly site PM2.5 roll-up into one row per site and Rome day', async () => {
    const db = await databaseAt('0003_fleet_care');
    const [site] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into com_partner_addr default values returning id`),
    );
    const hour = (iso: string, sum: number, readings: number) =>
      sql`(${site!.id}, ${iso}::timestamptz, ${sum}, ${readings})`;
    await db.execute(
      sql`insert into site_pm25_hourly (address_id, hour, pm25_sum, readings) values ${sql.join(
        [
          // 10 March 2026, winter time: 08:00Z is 09:00 in Rome; 23:00Z is 00:00 of the 11th.
          hour('2026-03-10T08:00:00Z', 60, 3),
          hour('2026-03-10T23:00:00Z', 4, 1),
          // 25 October 2026: 00:00Z and 01:00Z are both 02:00 in Rome (summer, then winter time).
          hour('2026-10-25T00:00:00Z', 10, 2),
          hour('2026-10-25T01:00:00Z', 20, 2),
        ],
        sql`, `,
      )}`,
    );

    await migrateDatabase(handle);

    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select day::text as day, sum_00, readings_00, sum_02, readings_02, sum_09, readings_09,
        (select sum(readings_01 + readings_03 + readings_08 + readings_10) from site_pm25_daily) as elsewhere
        from site_pm25_daily where address_id = ${site!.id} order by day`),
    );
    expect(
      rows.map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'day' ? v : Number(v)])),
      ),
    ).toEqual([
      {
        day: '2026-03-10',
        sum_00: 0,
        readings_00: 0,
        sum_02: 0,
        readings_02: 0,
        sum_09: 60,
        readings_09: 3,
        elsewhere: 0,
      },
      {
        day: '2026-03-11',
        sum_00: 4,
        readings_00: 1,
        sum_02: 0,
        readings_02: 0,
        sum_09: 0,
        readings_09: 0,
        elsewhere: 0,
      },
      {
        day: '2026-10-25',
        sum_00: 0,
        readings_00: 0,
        sum_02: 30,
        readings_02: 4,
        sum_09: 0,
        readings_09: 0,
        elsewhere: 0,
      },
    ]);
    const hourly = rowsOf<{ t: string | null }>(
      await db.execute(sql`select to_regclass('site_pm25_hourly')::text as t`),
    );
    expect(hourly[0]!.t).toBeNull();
  });

  it("0005 fills each device's latest stored status from the history", async () => {
    const db = await databaseAt('0004_site_pm25_daily');
    const [a, b, none] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into device (uid) values ('a'), ('b'), ('none') returning id`),
    );
    const log = (device: number | null, uid: string, iso: string, payload: string) =>
      sql`(${device}, ${uid}, ${iso}::timestamptz, true, ${payload})`;
    await db.execute(
      sql`insert into device_status_log (device_id, device_uid, log_time, online, payload) values ${sql.join(
        [
          log(a!.id, 'a', '2026-04-01T10:00:00Z', 'a-old'),
          log(a!.id, 'a', '2026-04-01T12:00:00Z', 'a-new'),
          log(a!.id, 'a', '2026-04-01T11:00:00Z', 'a-mid'),
          // Two rows of the same instant: the later written (higher id) is the latest.
          log(b!.id, 'b', '2026-04-01T09:00:00Z', 'b-first'),
          log(b!.id, 'b', '2026-04-01T09:00:00Z', 'b-second'),
          // History of a deleted device (detached) has no device to keep a status for.
          log(null, 'gone', '2026-04-01T13:00:00Z', 'gone'),
        ],
        sql`, `,
      )}`,
    );

    await migrateDatabase(handle);

    const rows = rowsOf<{ device_id: number; device_uid: string; log_time: string; payload: string }>(
      await db.execute(sql`select device_id, device_uid, to_char(log_time at time zone 'UTC', 'HH24:MI') as log_time, payload
        from device_latest_status order by device_id`),
    );
    expect(rows).toEqual([
      { device_id: a!.id, device_uid: 'a', log_time: '12:00', payload: 'a-new' },
      { device_id: b!.id, device_uid: 'b', log_time: '09:00', payload: 'b-second' },
    ]);
    expect(rows.some((r) => r.device_id === none!.id)).toBe(false);
  });

  it('0006 moves the status history into monthly partitions, keeping ids and the latest status', async () => {
    const db = await databaseAt('0005_latest_status');
    const [device] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into device (uid) values ('p') returning id`),
    );
    const inserted = rowsOf<{ id: number }>(
      await db.execute(sql`insert into device_status_log (device_id, device_uid, log_time, online, payload) values
        (${device!.id}, 'p', '2024-02-29T23:30:00Z', true, 'leap'),
        (${device!.id}, 'p', '2024-03-01T00:30:00Z', true, 'march'),
        (null, 'gone', '2025-07-15T10:00:00Z', false, 'detached')
        returning id`),
    ).map((r) => Number(r.id));

    await migrateDatabase(handle);

    // Same rows, same ids, each in its UTC month's partition; nothing waits in the default one.
    const rows = rowsOf<{ id: number; part: string; payload: string }>(
      await db.execute(
        sql`select id, tableoid::regclass::text as part, payload from device_status_log order by id`,
      ),
    );
    expect(rows.map((r) => [Number(r.id), r.part, r.payload])).toEqual([
      [inserted[0], 'device_status_log_2024_02', 'leap'],
      [inserted[1], 'device_status_log_2024_03', 'march'],
      [inserted[2], 'device_status_log_2025_07', 'detached'],
    ]);
    expect(
      rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from device_status_log_default`),
      )[0]!.n,
    ).toBe(0);
    // Every month from the oldest row to two months ahead has its partition.
    const parts = rowsOf<{ name: string }>(
      await db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'device_status_log'::regclass and c.relname <> 'device_status_log_default'`),
    ).map((r) => r.name);
    expect(parts).toContain('device_status_log_2024_02');
    expect(parts).toContain('device_status_log_2024_12');
    // A new status gets a new id and still keeps the device's latest status (the triggers moved).
    const [next] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into device_status_log (device_id, device_uid, log_time, online, payload)
        values (${device!.id}, 'p', now(), true, 'now') returning id`),
    );
    expect(Number(next!.id)).toBeGreaterThan(Math.max(...inserted));
    const [latest] = rowsOf<{ payload: string }>(
      await db.execute(sql`select payload from device_latest_status where device_id = ${device!.id}`),
    );
    expect(latest!.payload).toBe('now');
  });

  it('0008 rolls the stored history up per device and UTC hour, and keeps it for new statuses', async () => {
    const db = await databaseAt('0007_account_tree');
    const [owner] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into user_account (iot_status_frequency) values (1800) returning id`),
    );
    const [device] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into device (uid, owner_id) values ('r', ${owner!.id}) returning id`),
    );
    const status = (speed: string, pm25: number) =>
      JSON.stringify([
        { code: 'speed', value: speed },
        { code: 'pm25', value: pm25 },
      ]);
    // Written out of order; a detached row of a deleted device ('gone', default hold 3,600 s + 60 s).
    await db.execute(sql`insert into device_status_log (device_id, device_uid, log_time, online, payload) values
      (${device!.id}, 'r', '2026-01-10T08:50:00Z', true, ${status('2', 30)}),
      (${device!.id}, 'r', '2026-01-10T08:10:00Z', true, ${status('1', 10)}),
      (${device!.id}, 'r', '2026-01-10T08:20:00Z', false, ${status('1', 99)}),
      (null, 'gone', '2025-12-31T23:30:00Z', true, ${status('4', 5)})`);

    await migrateDatabase(handle);

    // New writes are rolled up when their pending hours are drained (0009): drained before each read.
    const hours = async (uid: string) => {
      await drainStatusHourly(db, [uid]);
      return rowsOf<Record<string, unknown>>(
        await db.execute(sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as hour,
          to_char(last_time at time zone 'UTC', 'HH24:MI') as last, pm25_sum, pm25_readings,
          covered_ms, online_ms, speed1_ms, speed2_ms, speed3_ms, speed4_ms
          from device_status_hourly where device_uid = ${uid} order by hour`),
      );
    };
    const MIN = 60_000;
    // The owner polls every 30 minutes: a status holds 31 minutes at most.
    expect(await hours('r')).toEqual([
      {
        hour: '2026-01-10 08',
        last: '08:50',
        pm25_sum: 40,
        pm25_readings: 2,
        covered_ms: 50 * MIN,
        online_ms: 10 * MIN + 10 * MIN,
        speed1_ms: 10 * MIN,
        speed2_ms: 10 * MIN,
        speed3_ms: 0,
        speed4_ms: 0,
      },
      {
        hour: '2026-01-10 09',
        last: null,
        pm25_sum: 0,
        pm25_readings: 0,
        covered_ms: 21 * MIN,
        online_ms: 21 * MIN,
        speed1_ms: 0,
        speed2_ms: 21 * MIN,
        speed3_ms: 0,
        speed4_ms: 0,
      },
    ]);
    expect((await hours('gone')).map((r) => [r.hour, r.covered_ms, r.speed4_ms])).toEqual([
      ['2025-12-31 23', 30 * MIN, 30 * MIN],
      ['2026-01-01 00', 31 * MIN, 31 * MIN],
    ]);
    // A status written after the migration cuts the one before it (the trigger keeps the roll-up).
    await db.execute(sql`insert into device_status_log (device_id, device_uid, log_time, online, payload)
      values (${device!.id}, 'r', '2026-01-10T09:00:00Z', true, ${status('3', 20)})`);
    expect((await hours('r')).map((r) => [r.hour, r.last, r.speed2_ms, r.speed3_ms])).toEqual([
      ['2026-01-10 08', '08:50', 10 * MIN, 0],
      ['2026-01-10 09', '09:00', 0, 31 * MIN],
    ]);
  });

  it('0024 marks the 5-minute slots of the stored PM2.5 readings in the site roll-up, and the ingest keeps them', async () => {
    const db = await databaseAt('0023_purifier_effect');
    const [site] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into com_partner_addr default values returning id`),
    );
    const [device] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into device (uid, address_id) values ('s', ${site!.id}) returning id`),
    );
    const pm25 = (value: number | null) => JSON.stringify([{ code: 'pm25', value }]);
    // 10 March 2026 is winter time: 08:xxZ is 09:xx in Rome. The 08:07 reading is in slot 1 (09:05),
    // 08:58 in slot 11; the null reading is no reading; 12:00Z is 13:00, slot 0.
    await db.execute(sql`insert into device_status_log (device_id, device_uid, log_time, online, payload) values
      (${device!.id}, 's', '2026-03-10T08:07:00Z', true, ${pm25(10)}),
      (${device!.id}, 's', '2026-03-10T08:58:00Z', true, ${pm25(20)}),
      (${device!.id}, 's', '2026-03-10T08:31:00Z', true, ${pm25(null)}),
      (${device!.id}, 's', '2026-03-10T12:00:00Z', true, ${pm25(5)})`);
    const slots = async () =>
      rowsOf<Record<string, unknown>>(
        await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, slots_09, slots_13, readings_09, slots_10
          from site_pm25_daily where address_id = ${site!.id}`),
      );
    // The ingest of 0023 wrote the sums; the masks are new.
    await db.execute(sql`insert into site_pm25_daily (address_id, day, sum_09, readings_09, sum_13, readings_13)
      values (${site!.id}, '2026-03-10', 30, 2, 5, 1)`);

    await migrateDatabase(handle);

    expect(await slots()).toEqual([
      { day: '2026-03-10', slots_09: (1 << 1) | (1 << 11), slots_13: 1, readings_09: 2, slots_10: 0 },
    ]);
    // A status written through the ingest sets its slot's bit and keeps the others.
    const { appendStatuses } = await import('./status-ingest');
    await appendStatuses(db, [
      {
        deviceId: device!.id,
        deviceUid: 's',
        logTime: new Date('2026-03-10T08:26:00Z'),
        online: true,
        payload: pm25(12),
      },
    ]);
    expect(await slots()).toEqual([
      {
        day: '2026-03-10',
        slots_09: (1 << 1) | (1 << 5) | (1 << 11),
        slots_13: 1,
        readings_09: 3,
        slots_10: 0,
      },
    ]);
  });
});
