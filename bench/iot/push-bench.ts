/**
 * Pushed status reports (decision 032; targets: bench/README.md), on PostgreSQL:
 *
 *   createdb -h 127.0.0.1 -U postgres bench_push
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_push npm run bench:push -w bench
 *
 * The real server (main.ts in a child process, IOT_PROVIDER=tuya) consumes the fake Tuya cloud's
 * message service — the websocket gateway, encrypted frames, acknowledgements, as Tuya's — while
 * this process publishes `BENCH_PUSH_RATE` status reports a second (default 1,000) for
 * `BENCH_PUSH_SECONDS` (default 30) over 1,000 devices of the demo dealer. Each report carries a
 * distinct device time, so each must become one history row: the bench follows the rows the server
 * stores (by id, every 50 ms) and gives, per report, publish → stored (resolution 50 ms). Targets:
 * every report stored (no loss), p99 ≤ 1 s.
 *
 * Then what push saves: a poll cycle of the same 1,000 devices an hour after the last one, first
 * without push (every device polled: the status requests the cloud received), then after a minute
 * of pushed reports (the devices that reported are current and are not polled). Scaled to 100,000
 * purifiers polled hourly, the provider requests a day before and after.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { FakeTuyaCloud, PurifierFleet } from '../../apps/server/src/adapters/iot';
import { prepareDealerFleet } from '../support/fleet-devices';
import { percentile } from '../support/load';
import { describeMachine } from '../support/machine';
import { requirePostgres } from '../support/postgres';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { fakeTuyaCloudEnv, startServer } from '../support/server';
import { HOLD_STATUS_POLLING_SQL, RELEASE_STATUS_POLLING_SQL } from '../support/status-polling';

const DEVICES = 1000;
const RATE = Number(process.env.BENCH_PUSH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_PUSH_SECONDS ?? 30);
const TICK_MS = 10;
const P99_TARGET_MS = 1000;
const POLL_MS = 50;

async function main(): Promise<number> {
  const databaseUrl = requirePostgres('bench_push', 'bench:push');
  const loadAtStart = os.loadavg();
  const temp = await mkdtemp(path.join(tmpdir(), 'purifier-bench-push-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(temp, { recursive: true, force: true })];
  try {
    const fleet = new PurifierFleet({ demoTimers: false });
    const uids = fleet.generate(DEVICES);
    await prepareDealerFleet(databaseUrl, fleet, uids);
    const cloud = await FakeTuyaCloud.start({ fleet });
    cleanups.unshift(() => cloud.close());
    const server = await startServer(databaseUrl, {
      DATA_DIR: temp,
      LOG_LEVEL: 'error',
      ...fakeTuyaCloudEnv(cloud.baseUrl),
    });
    cleanups.unshift(() => server.stop());
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    cleanups.unshift(() => pool.end());
    await waitFor(
      'the server consumes the message service',
      () => cloud.messages.consumerCount() >= 1,
      60_000,
    );

    // A poll cycle an hour after the last one, without push: every device is due and silent.
    const statusRequests = () => cloud.stats.byOperation.status ?? 0;
    const ageStatuses = () =>
      pool.query(`update device_latest_status set log_time = log_time - interval '2 hours'`);
    await ageStatuses();
    const before = await pollCycle(pool, statusRequests);

    // The push: RATE reports a second, each a distinct (device, time).
    await pool.query(HOLD_STATUS_POLLING_SQL);
    const total = RATE * SECONDS;
    const publishedAt = new Map<string, number>();
    const latencies: number[] = [];
    let lastId = Number(
      (await pool.query('select coalesce(max(id), 0) as m from device_status_log')).rows[0].m,
    );
    const baseT = Date.now() - 5_000;
    let following = true;
    let lastProgress = Date.now();
    const follower = (async () => {
      while (following || latencies.length < publishedAt.size) {
        const { rows } = await pool.query<{ id: string; device_uid: string; ms: string }>(
          `select id, device_uid, (extract(epoch from log_time) * 1000)::bigint as ms
           from device_status_log where id > $1 and iot_log_id is null order by id`,
          [lastId],
        );
        const now = Date.now();
        for (const row of rows) {
          lastId = Math.max(lastId, Number(row.id));
          const sent = publishedAt.get(`${row.device_uid}|${row.ms}`);
          if (sent !== undefined) latencies.push(now - sent);
        }
        if (rows.length > 0) lastProgress = now;
        // Done publishing and nothing new stored for 20 s: what is missing by then is lost.
        if (!following && now - lastProgress > 20_000) break;
        await sleep(POLL_MS);
      }
    })();
    server.resetPeakRss();
    const started = performance.now();
    for (let sent = 0; sent < total;) {
      const due = Math.min(
        total,
        Math.floor(((performance.now() - started) / 1000) * RATE) + RATE / (1000 / TICK_MS),
      );
      for (; sent < due; sent++) {
        const uid = uids[sent % DEVICES]!;
        const t = baseT + Math.floor(sent / DEVICES);
        publishedAt.set(`${uid}|${t}`, Date.now());
        cloud.messages.publishStatus(
          uid,
          [
            { code: 'pm25', value: 5 + (sent % 80) },
            { code: 'switch', value: true },
          ],
          { t },
        );
      }
      await sleep(TICK_MS);
    }
    const publishSeconds = (performance.now() - started) / 1000;
    following = false;
    await follower;
    const peakRss = server.peakRssMb();
    const storedRows = latencies.length;

    // The same poll cycle after the push: the devices reported within their frequency.
    const after = await pollCycle(pool, statusRequests);

    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 0.5);
    const p99 = percentile(latencies, 0.99);
    const lost = total - storedRows;
    const met = lost === 0 && p99 <= P99_TARGET_MS;
    const perDay = (requestsPerCycle: number) => Math.round((requestsPerCycle * 100_000) / DEVICES) * 24;
    const report = [
      '# Pushed status reports through the message service',
      '',
      `Date: ${new Date().toISOString()}  `,
      `Machine: ${describeMachine(loadAtStart)}  `,
      `Server: \`main.ts\` in a child process on PostgreSQL, IOT_PROVIDER=tuya against the fake Tuya cloud (websocket gateway, AES-128-ECB frames, Failover subscription); peak RSS while consuming ${peakRss.toFixed(0)} MB`,
      '',
      '| Figure | Result | Target |',
      '| --- | ---: | ---: |',
      `| reports published (${DEVICES} devices, ${RATE}/s for ${SECONDS} s; took ${publishSeconds.toFixed(1)} s) | ${total.toLocaleString('en')} | |`,
      `| reports stored as history rows | ${storedRows.toLocaleString('en')} (${lost === 0 ? 'none lost' : `**${lost} lost**`}) | all |`,
      `| publish → stored p50 / p99 / max (50 ms resolution) | ${p50} / ${p99} / ${latencies.at(-1) ?? 0} ms | p99 ≤ ${P99_TARGET_MS} ms: ${p99 <= P99_TARGET_MS ? 'met' : '**missed**'} |`,
      `| messages delivered / redelivered / acknowledged by the gateway | ${cloud.messages.stats.delivered} / ${cloud.messages.stats.redelivered} / ${cloud.messages.stats.acks} | |`,
      `| poll cycle of the ${DEVICES} devices an hour after the last, without push: status requests | ${before.requests} (${before.rows} rows) | |`,
      `| the same cycle after the push: status requests | ${after.requests} (${after.rows} rows) | |`,
      `| provider status requests a day, 100,000 purifiers polled hourly: before → after | ${perDay(before.requests).toLocaleString('en')} → ${perDay(after.requests).toLocaleString('en')} | |`,
      '',
      'Command: `DATABASE_URL=… npm run bench:push -w bench` (see bench/README.md).',
      '',
    ].join('\n');
    await writeResult('push', report);
    return met ? 0 : 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

/** Accounts the poller would claim (StatusPoller: active, with a pollable device) not claimed yet. */
const UNCLAIMED_SQL = `select count(*) as n from user_account a where a.iot_status_time is null and a.state = 'ACTIVE'
  and exists (select 1 from device d where d.owner_id = a.id and d.uid is not null and d.enabled)`;

/**
 * Makes every account due and waits for the server's poller (its 15 s tick) to be done: the status
 * requests the cloud received and the rows stored with an IoT log (polled rows) meanwhile.
 */
async function pollCycle(
  pool: pg.Pool,
  statusRequests: () => number,
): Promise<{ requests: number; rows: number }> {
  const polledRows = async () =>
    Number(
      (await pool.query('select count(*) as n from device_status_log where iot_log_id is not null')).rows[0]
        .n,
    );
  const requestsAtStart = statusRequests();
  const rowsAtStart = await polledRows();
  await pool.query(RELEASE_STATUS_POLLING_SQL);
  // The poller claims due accounts every 15 s: wait for a claim, then for the cycle to go quiet.
  await waitFor(
    'the poller claims the due accounts',
    async () => Number((await pool.query(UNCLAIMED_SQL)).rows[0].n) === 0,
    60_000,
  );
  let last = -1;
  while (last !== (last = statusRequests() + (await polledRows()))) await sleep(2_000);
  await pool.query(HOLD_STATUS_POLLING_SQL);
  return { requests: statusRequests() - requestsAtStart, rows: (await polledRows()) - rowsAtStart };
}

async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

runBench('push', 15, main);
