/**
 * Status history at volume (targets: bench/README.md), on PostgreSQL:
 *
 *   createdb -h 127.0.0.1 -U postgres bench_history
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_history npm run bench:history -w bench
 *
 * Migrates an empty database (the partitioned history, decision 028), then:
 * - ingest: BENCH_INGEST_ROWS statuses (default 100,000: one polling cycle of 100,000 devices) through
 *   `appendStatuses`, the poller's path, in batches of BENCH_INGEST_BATCH (default 1,000) with every
 *   roll-up and trigger, 4 batches in flight; target ≥ 10,000 rows/s;
 * - filler: BENCH_HISTORY_ROWS rows in all (default 20,000,000; written by SQL, hourly statuses of
 *   many devices over past months) so the history is read from a big table;
 * - history: one device with a year of hourly statuses, read as the charts do
 *   (`DeviceStatusLogRepository.history`, which reads the hourly roll-up for steps of whole hours,
 *   decision 030): a month at 7,200 s buckets (target p99 ≤ 20 ms) and a year at one-day buckets
 *   (target p99 ≤ 50 ms), and the same two from the raw rows (`rawHistory`) beside them, 200 reads
 *   each after 10 warm-up ones, in this process (the database and the query, not HTTP).
 * Writes bench/results/<date>-history.md; exits 1 when a target is missed.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { drainAllStatusHourly } from '../../apps/server/src/db/status-hourly';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { devices } from '../../apps/server/src/db/schema';
import { appendStatuses, type DeviceStatusLogEntry } from '../../apps/server/src/db/status-ingest';
import { rowsOf } from '../../apps/server/src/lib/sql-rows';
import { DeviceStatusLogRepository } from '../../apps/server/src/modules/iot';
import { describeMachine } from '../support/machine';
import { percentile, runTasks } from '../support/load';
import { requirePostgres } from '../support/postgres';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';

const INGEST_ROWS = Number(process.env.BENCH_INGEST_ROWS ?? 100_000);
const INGEST_BATCH = Number(process.env.BENCH_INGEST_BATCH ?? 1_000);
const HISTORY_ROWS = Number(process.env.BENCH_HISTORY_ROWS ?? 20_000_000);
const TARGET = { ingestPerSecond: 10_000, monthP99: 20, yearP99: 50 };
const HOUR = 3_600_000;

/** A status as the simulator reports it: the product's data points, PM2.5 varying. */
const payload = (i: number) =>
  JSON.stringify([
    { code: 'switch', value: true },
    { code: 'mode', value: 'auto' },
    { code: 'speed', value: String(1 + (i % 4)) },
    { code: 'pm25', value: 5 + (i % 40) },
    { code: 'filter', value: 90 - (i % 80) },
    { code: 'filter_days', value: 180 - (i % 170) },
    { code: 'temp_indoor', value: 21 },
    { code: 'humidity', value: 45 },
    { code: 'countdown_set', value: 'cancel' },
    { code: 'child_lock', value: false },
  ]);

async function main(): Promise<number> {
  const databaseUrl = requirePostgres('bench_history', 'bench:history');
  const loadAtStart = os.loadavg();
  const database = await openDatabase({ databaseUrl, poolMax: 8 });
  try {
    await migrateDatabase(database);
    const db = database.db;
    await db.execute(sql`truncate device_status_log`);
    await db.execute(sql`delete from device where uid like 'bench-h-%'`);
    // The devices of the ingest, and the one whose history is read.
    const ingestDevices = Math.min(INGEST_ROWS, 100_000);
    await db.execute(sql`insert into device (uid, name, enabled)
      select 'bench-h-' || g, 'Bench history ' || g, true from generate_series(1, ${ingestDevices}) g`);
    const ids = rowsOf<{ id: number; uid: string }>(
      await db.execute(sql`select id, uid from device where uid like 'bench-h-%' order by id`),
    );

    // Ingest: one polling cycle, in the poller's batches, 4 batches in flight.
    const now = Date.now();
    const batches = Math.ceil(INGEST_ROWS / INGEST_BATCH);
    const ingestStarted = performance.now();
    const ingest = await runTasks({ connections: 4, requests: batches }, async (b) => {
      const rows: DeviceStatusLogEntry[] = [];
      for (let i = b * INGEST_BATCH; i < Math.min(INGEST_ROWS, (b + 1) * INGEST_BATCH); i++) {
        const device = ids[i % ids.length]!;
        rows.push({
          deviceId: device.id,
          deviceUid: device.uid,
          logTime: new Date(now - (i % 60) * 1000),
          online: true,
          payload: payload(i),
        });
      }
      await appendStatuses(db, rows);
    });
    const ingestSeconds = (performance.now() - ingestStarted) / 1000;
    const ingestPerSecond = INGEST_ROWS / ingestSeconds;
    console.log(
      `ingest: ${INGEST_ROWS} rows in ${ingestSeconds.toFixed(1)} s, ${Math.round(ingestPerSecond)} rows/s`,
    );

    // The device read: a year of hourly statuses.
    const reader = ids[0]!;
    const yearStart = now - 365 * 24 * HOUR;
    await db.execute(sql`insert into device_status_log (device_id, device_uid, log_time, online, payload)
      select ${reader.id}, ${reader.uid}, t, true, ${payload(7)}
      from generate_series(${new Date(yearStart)}::timestamptz, ${new Date(now - HOUR)}::timestamptz, interval '1 hour') t`);
    // Filler up to HISTORY_ROWS: hourly statuses of the other devices over past months.
    const fillerStarted = performance.now();
    const count = async () =>
      Number(
        rowsOf<{ n: string }>(await db.execute(sql`select count(*)::bigint as n from device_status_log`))[0]!
          .n,
      );
    const existing = await count();
    let remaining = Math.max(0, HISTORY_ROWS - existing);
    const perDevice = 24 * 90;
    for (let d = 1; remaining > 0 && d < ids.length; d += 500) {
      const group = ids.slice(d, d + 500);
      const hours = Math.min(perDevice, Math.ceil(remaining / group.length));
      await db.execute(sql`insert into device_status_log (device_id, device_uid, log_time, online, payload)
        select d.id, d.uid, ${new Date(now)}::timestamptz - (h || ' hours')::interval, true, ${payload(3)}
        from (select unnest(${`{${group.map((g) => g.id).join(',')}}`}::int[]) as id,
                     unnest(${`{${group.map((g) => g.uid).join(',')}}`}::text[]) as uid) d,
             generate_series(1, ${hours}) h`);
      remaining -= hours * group.length;
    }
    await db.execute(sql`select device_status_log_ensure_month(m::date) from generate_series(
      date_trunc('month', (now() - interval '1 year') at time zone 'UTC'), date_trunc('month', now() at time zone 'UTC'), interval '1 month') m`);
    await db.execute(sql`analyze device_status_log`);
    // What the server's status-hourly job does in the background: the pending hours rolled up.
    const drainStarted = performance.now();
    const drained = await drainAllStatusHourly(db, 30 * 60_000);
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    console.log(`roll-up: ${drained} pending notes drained in ${drainSeconds.toFixed(1)} s`);
    await db.execute(sql`analyze device_status_hourly`);
    const hourlyRows = Number(
      rowsOf<{ n: string }>(await db.execute(sql`select count(*)::bigint as n from device_status_hourly`))[0]!
        .n,
    );
    const total = await count();
    const fillerSeconds = (performance.now() - fillerStarted) / 1000;
    console.log(`history: ${total} rows (filler written in ${fillerSeconds.toFixed(0)} s)`);

    // Reads as the charts make them.
    const repository = new DeviceStatusLogRepository(db);
    type Reader = (uid: string, start: Date, end: Date, step: number) => Promise<unknown[]>;
    const rolledUp: Reader = (...args) => repository.history(...args);
    const raw: Reader = (...args) => repository.rawHistory(...args);
    const read = async (start: number, step: number, history: Reader) => {
      for (let i = 0; i < 10; i++) await history(reader.uid, new Date(start), new Date(now), step);
      const times: number[] = [];
      let buckets = 0;
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        buckets = (await history(reader.uid, new Date(start), new Date(now), step)).length;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), buckets };
    };
    const month = await read(now - 30 * 24 * HOUR, 7200, rolledUp);
    const year = await read(yearStart, 86_400, rolledUp);
    const monthRaw = await read(now - 30 * 24 * HOUR, 7200, raw);
    const yearRaw = await read(yearStart, 86_400, raw);
    const ok = {
      ingest: ingestPerSecond >= TARGET.ingestPerSecond,
      month: month.p99 <= TARGET.monthP99,
      year: year.p99 <= TARGET.yearP99,
    };
    const mark = (pass: boolean) => (pass ? 'yes' : '**no**');
    const report = [
      '# Status history at volume',
      '',
      `Date: ${new Date().toISOString()}  `,
      `Machine: ${describeMachine(loadAtStart)}  `,
      `Database: PostgreSQL on 127.0.0.1, device_status_log partitioned by month (decision 028), ${total.toLocaleString('en')} rows when read; device_status_hourly (decision 030) ${hourlyRows.toLocaleString('en')} rows; filler written by SQL in ${fillerSeconds.toFixed(0)} s; ${drained.toLocaleString('en')} pending roll-up notes drained as the status-hourly job does, in ${drainSeconds.toFixed(1)} s (migration 0009)`,
      '',
      '| Measure | Result | Target | Met |',
      '| --- | ---: | ---: | :---: |',
      `| ingest through appendStatuses (${INGEST_ROWS.toLocaleString('en')} statuses, batches of ${INGEST_BATCH}, 4 in flight, roll-ups and the latest-status and hourly roll-up triggers included) | ${Math.round(ingestPerSecond).toLocaleString('en')} rows/s (batch p50 ${ingest.p50.toFixed(0)} ms, p99 ${ingest.p99.toFixed(0)} ms, ${ingest.errors} errors) | ≥ ${TARGET.ingestPerSecond.toLocaleString('en')} rows/s | ${mark(ok.ingest)} |`,
      `| a month of one device at 7,200 s buckets (${month.buckets} buckets), hourly roll-up | p50 ${month.p50.toFixed(1)} ms, p99 ${month.p99.toFixed(1)} ms | p99 ≤ ${TARGET.monthP99} ms | ${mark(ok.month)} |`,
      `| the same month from the raw rows | p50 ${monthRaw.p50.toFixed(1)} ms, p99 ${monthRaw.p99.toFixed(1)} ms | (comparison) | |`,
      `| a year of one device at one-day buckets (${year.buckets} buckets), hourly roll-up | p50 ${year.p50.toFixed(1)} ms, p99 ${year.p99.toFixed(1)} ms | p99 ≤ ${TARGET.yearP99} ms | ${mark(ok.year)} |`,
      `| the same year from the raw rows | p50 ${yearRaw.p50.toFixed(1)} ms, p99 ${yearRaw.p99.toFixed(1)} ms | (comparison) | |`,
      '',
      'Reads are timed in this process through the repository the history endpoint uses (the query and its',
      'transfer, not HTTP). Command: `DATABASE_URL=… npm run bench:history -w bench` (see bench/README.md).',
      '',
    ].join('\n');
    await writeResult('history', report);
    await db.execute(sql`delete from ${devices} where ${devices.uid} like 'bench-h-%'`);
    return ok.ingest && ok.month && ok.year ? 0 : 1;
  } finally {
    await database.close();
  }
}

runBench('history', 40, main);
