/**
 * Polling ingest (targets: bench/README.md), on PostgreSQL:
 *
 *   createdb -h 127.0.0.1 -U postgres bench_ingest
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_ingest npm run bench:ingest -w bench
 *
 * One polling cycle over the API scenario's fleet (api/fleet-data.ts: 10,000 accounts, 100,000
 * devices, written once) through the real poller of the real server: the devices carry uids of the
 * simulated fleet (PurifierFleet.generate, seed 554, the same every run), which the bench serves as
 * the fake Tuya cloud (the server's own simulator knows only the demo devices: no setting makes it
 * generate more), with pushed events off so only the poller writes. Before the server starts every
 * account counts as just polled; then every one is made due at once
 * (support/status-polling.ts) and the server's poller, on its own schedule and settings, claims
 * and polls them. The bench counts device_status_log rows every 250 ms and reports rows stored
 * per second from the first to the last row it saw, for BENCH_SECONDS at most (default 300; the
 * whole cycle at the poller's settings takes longer, see the report), beside the 10,000 rows/s
 * target; and, from the stored rows, each poll tick's rows and busy time. Then, what other settings
 * would give: the same StatusPoller class in the bench process, in chunks of 500 and 1,000 accounts,
 * ticks back to back, 5 and 40 calls at a time, BENCH_WIDE_SECONDS each (default 40;
 * 0 leaves it out). BENCH_PG_JIT=off runs it all with PostgreSQL's JIT off for the database (set
 * for the run, reset after): the history's statement triggers plan above jit_above_cost and compile
 * on every insert. Writes bench/results/<date>-ingest.md (-ingest-jit-off.md); exits 1 when the
 * target is missed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { createIotProvider, FakeTuyaCloud, PurifierFleet } from '../../apps/server/src/adapters/iot';
import { parseIotConfig } from '../../apps/server/src/config/iot-config';
import { openDatabase, type AppDatabase } from '../../apps/server/src/db/client';
import {
  IotGateway,
  IotLogRepository,
  STATUS_POLLER_DEFAULTS,
  StatusPoller,
} from '../../apps/server/src/modules/iot';
import { ensureFleetData } from '../api/fleet-data';
import { describeMachine } from '../support/machine';
import { processCpuSeconds } from '../support/process-cpu';
import { requirePostgres } from '../support/postgres';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { fakeTuyaCloudEnv, startServer } from '../support/server';
import { markDemoHistoryPresent } from '../support/status-history';
import { HOLD_STATUS_POLLING_SQL, RELEASE_STATUS_POLLING_SQL } from '../support/status-polling';
import { prepareSeededDatabase } from '../support/seeded-database';

const DEVICES = Math.max(1000, Number(process.env.BENCH_DEVICES ?? 100_000));
const SECONDS = Math.max(30, Number(process.env.BENCH_SECONDS ?? 300));
const TARGET_PER_SECOND = 10_000;
/** The poller's settings (apps/server/src/modules/iot: index.ts and status-poller.ts), fixed in code. */
const POLLER = {
  everyS: 15,
  ...STATUS_POLLER_DEFAULTS,
};
/** No new row for this long after the first: the cycle is over (or stuck). */
const QUIET_MS = 45_000;
const WIDE_SECONDS = Math.max(0, Number(process.env.BENCH_WIDE_SECONDS ?? 40));
const JIT_OFF = process.env.BENCH_PG_JIT === 'off';
/**
 * The provider's read budget for the server (IOT_READS_PER_SECOND, decision 039). Default 0, not
 * paced: the bench measures the ingest, and at Tuya's published 50 reads/s (the default with
 * IOT_PROVIDER=tuya, three quarters of it for background work) the poller waits for its turn most
 * of the time (2026-11-28: about 470 rows/s, the server idle 84 % of the cycle).
 */
const READS_PER_SECOND = process.env.BENCH_READS_PER_SECOND ?? '0';

/** `jit` for new sessions of the bench's database (the server connects after this). */
async function setDatabaseJit(client: pg.Client, off: boolean) {
  const change = off ? 'set jit = off' : 'reset jit';
  await client.query(`do $$ begin execute format('alter database %I ${change}', current_database()); end $$`);
}
const WIDE_SETTINGS = [
  { accountsPerTick: 500, concurrency: 5 },
  { accountsPerTick: 1000, concurrency: 40 },
];

/**
 * The server's poller with other settings: chunks of `accountsPerTick` accounts, and a tick's
 * budget that ends at the window's deadline, so a tick cannot outlast the window.
 */
class WidePoller extends StatusPoller {
  constructor(
    db: AppDatabase,
    gateway: IotGateway,
    concurrency: number,
    accountsPerTick: number,
    deadline: number,
  ) {
    super(db, gateway, silentLog, concurrency, {
      chunk: accountsPerTick,
      tickBudgetMs: Math.max(0, deadline - performance.now()),
    });
  }
}

const silentLog = new Proxy({} as FastifyBaseLogger, {
  get: (_target, key) => (key === 'child' ? () => silentLog : key === 'level' ? 'silent' : () => undefined),
});

interface WideResult {
  accountsPerTick: number;
  concurrency: number;
  rows: number;
  seconds: number;
  perSecond: number;
}

/**
 * Each setting from a clean history with every account due: the poller's ticks back to back for
 * WIDE_SECONDS (or until nothing is due), through the Tuya client to the same fake cloud.
 */
async function measureWide(databaseUrl: string, client: pg.Client, cloudUrl: string): Promise<WideResult[]> {
  const database = await openDatabase({ databaseUrl });
  const provider = createIotProvider(parseIotConfig(fakeTuyaCloudEnv(cloudUrl)));
  const gateway = new IotGateway(provider, new IotLogRepository(database.db), silentLog);
  const results: WideResult[] = [];
  try {
    for (const setting of WIDE_SETTINGS) {
      await client.query('truncate device_status_log');
      await markDemoHistoryPresent(client);
      await client.query(RELEASE_STATUS_POLLING_SQL);
      const started = performance.now();
      const poller = new WidePoller(
        database.db,
        gateway,
        setting.concurrency,
        setting.accountsPerTick,
        started + WIDE_SECONDS * 1000,
      );
      let rows = 0;
      while (performance.now() - started < WIDE_SECONDS * 1000) {
        const tick = await poller.runOnce();
        rows += tick.rows;
        if (tick.accounts === 0) break;
      }
      const seconds = (performance.now() - started) / 1000;
      const result = { ...setting, rows, seconds, perSecond: rows / seconds };
      console.log(
        `${setting.accountsPerTick} accounts a tick, ${setting.concurrency} at a time: ${rows} rows in ${seconds.toFixed(1)} s, ${Math.round(result.perSecond)} rows/s`,
      );
      results.push(result);
    }
  } finally {
    await database.close();
  }
  return results;
}

interface Sample {
  at: number;
  rows: number;
  /** CPU seconds so far: the server child, the bench process (the fake cloud), PostgreSQL's processes. */
  cpu: CpuSample;
}

interface CpuSample {
  server: number;
  cloud: number;
  postgres: number;
}

/**
 * The CPU seconds of the PostgreSQL backends serving the bench's database (their process title names
 * it; other sessions' databases on the shared cluster are left out, and so are the cluster's own
 * workers: WAL writer, checkpointer). The server's pool keeps its connections, so their time adds up.
 */
function postgresCpuSeconds(database: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      total += processCpuSeconds(Number(entry));
    } catch {
      // The process ended in between.
    }
  }
  return total;
}

const cpuNow = (serverPid: number, database: string): CpuSample => {
  const own = process.cpuUsage();
  return {
    server: processCpuSeconds(serverPid),
    cloud: (own.user + own.system) / 1e6,
    postgres: postgresCpuSeconds(database),
  };
};

interface Tick {
  tick: Date;
  accounts: number;
  rows: number;
  busyS: number;
}

/**
 * With BENCH_CPU_PROFILE_DIR the server writes its profile only when it exits; the harness kills it
 * 10 s after SIGTERM, which a loaded machine's graceful stop can outlast (no profile). So the bench
 * sends SIGTERM itself and waits for the exit up to 60 s first.
 */
async function stopGivingProfileTime(pid: number): Promise<void> {
  if (!process.env.BENCH_CPU_PROFILE_DIR) return;
  process.kill(pid, 'SIGTERM');
  const until = performance.now() + 60_000;
  while (performance.now() < until) {
    try {
      // A zombie until the harness reaps it: stopped once its state is Z.
      if (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z')) return;
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The fleet's devices get the simulated fleet's uids, in id order (the same ones every run). */
async function giveFleetUids(client: pg.Client, fleet: PurifierFleet): Promise<number> {
  const ids = (
    await client.query<{ id: number }>(
      `select id from device where uid like 'bench%' or uid like 'vdevo%' order by id`,
    )
  ).rows.map((r) => r.id);
  const uids = fleet.generate(ids.length);
  await client.query(
    `update device d set uid = u.uid from unnest($1::int[], $2::text[]) u(id, uid) where d.id = u.id and d.uid is distinct from u.uid`,
    [ids, uids],
  );
  return ids.length;
}

async function main(): Promise<number> {
  const databaseUrl = requirePostgres('bench_ingest', 'bench:ingest');
  const loadAtStart = os.loadavg();
  await prepareSeededDatabase(databaseUrl);
  console.log('the fleet…');
  const data = await ensureFleetData(databaseUrl, { accounts: DEVICES / 10, devices: DEVICES });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const fleet = new PurifierFleet();
  const simulated = await giveFleetUids(client, fleet);
  // A clean history: devices with a status younger than their frequency are skipped by the poller.
  await client.query('truncate device_status_log');
  await markDemoHistoryPresent(client);
  await client.query('analyze device');
  const { rows: due } = await client.query<{ accounts: number; devices: number }>(
    `select count(distinct a.id)::int as accounts, count(*)::int as devices
     from device d join user_account a on a.id = d.owner_id
     where d.uid is not null and d.enabled and a.state = 'ACTIVE'`,
  );
  const expected = due[0]!;
  console.log(
    `${data.accounts.toLocaleString('en')} accounts, ${simulated.toLocaleString('en')} devices of the simulated fleet; ` +
      `one cycle: ${expected.devices.toLocaleString('en')} devices of ${expected.accounts.toLocaleString('en')} accounts`,
  );
  if (JIT_OFF) await setDatabaseJit(client, true);
  const cloud = await FakeTuyaCloud.start({ fleet });
  const server = await startServer(databaseUrl, {
    LOG_LEVEL: 'warn',
    IOT_PUSH: 'off',
    ...fakeTuyaCloudEnv(cloud.baseUrl),
    IOT_READS_PER_SECOND: READS_PER_SECOND,
  });
  try {
    server.resetPeakRss();
    const count = async () =>
      Number((await client.query<{ n: string }>('select count(*) as n from device_status_log')).rows[0]!.n);
    // The demo devices' marker rows (markDemoHistoryPresent) are there before the poller starts.
    const baseline = await count();
    await client.query(RELEASE_STATUS_POLLING_SQL);
    const released = performance.now();
    const databaseName = new URL(databaseUrl).pathname.slice(1);
    const cpuAtRelease = cpuNow(server.pid, databaseName);
    const samples: Sample[] = [];
    let lastChange = released;
    let rows = 0;
    while (rows - baseline < expected.devices && performance.now() - released < SECONDS * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = performance.now();
      const n = await count();
      if (n !== rows) lastChange = now;
      rows = n;
      samples.push({ at: now, rows: n, cpu: cpuNow(server.pid, databaseName) });
      if (rows > baseline && now - lastChange > QUIET_MS) break;
      if (samples.length % 40 === 0)
        console.log(`${((now - released) / 1000).toFixed(0)} s: ${n.toLocaleString('en')} rows`);
    }
    const peakRssMb = server.peakRssMb();
    await stopGivingProfileTime(server.pid);
    await server.stop();
    // From the last sample before the poller's first row (within 250 ms of it) to the first at the end.
    const firstIndex = samples.findIndex((s) => s.rows > baseline);
    const start =
      firstIndex < 0
        ? undefined
        : (samples[firstIndex - 1] ?? { at: released, rows: baseline, cpu: cpuAtRelease });
    const last = samples.find((s) => s.rows === rows)!;
    const seconds = start ? (last.at - start.at) / 1000 : 0;
    const perSecond = seconds > 0 ? (rows - start!.rows) / seconds : 0;
    // CPU per stored row from release to the end (the poller's claims and reads come before its first row).
    const cycleRows = Math.max(1, rows - baseline);
    const cpuPerRowMs = (key: keyof CpuSample) => ((last.cpu[key] - cpuAtRelease[key]) * 1000) / cycleRows;
    const cpuSeconds = (key: keyof CpuSample) => last.cpu[key] - cpuAtRelease[key];
    console.log(
      `CPU per row: server ${cpuPerRowMs('server').toFixed(3)} ms, fake cloud (bench process) ${cpuPerRowMs('cloud').toFixed(3)} ms, PostgreSQL ${cpuPerRowMs('postgres').toFixed(3)} ms`,
    );
    // Each tick stores its rows at the tick's `now`; the IoT log row of each batch marks when its call was made.
    const ticks = (
      await client.query<{ tick: Date; accounts: number; rows: number; busy_s: number }>(
        `select s.log_time as tick, count(distinct l.user_account_id)::int as accounts, count(*)::int as rows,
           extract(epoch from max(l.log_time) - s.log_time)::float8 as busy_s
         from device_status_log s join iot_log l on l.id = s.iot_log_id group by s.log_time order by 1`,
      )
    ).rows.map((t): Tick => ({ tick: t.tick, accounts: t.accounts, rows: t.rows, busyS: t.busy_s }));
    const busy = ticks.reduce((sum, t) => sum + t.busyS, 0);
    const inTick = busy > 0 ? ticks.reduce((sum, t) => sum + t.rows, 0) / busy : 0;
    const perTick = ticks.length ? ticks.reduce((sum, t) => sum + t.rows, 0) / ticks.length : 0;
    const done = rows - baseline >= expected.devices;
    const met = perSecond >= TARGET_PER_SECOND;
    // Hold again, so the wide runs start from the same state.
    await client.query(HOLD_STATUS_POLLING_SQL);
    const wide = WIDE_SECONDS > 0 ? await measureWide(databaseUrl, client, cloud.baseUrl) : [];
    const int = (n: number) => Math.round(n).toLocaleString('en');
    const report = [
      '# Polling ingest: one cycle through the real poller',
      '',
      `Date: ${new Date().toISOString()}  `,
      `Machine: ${describeMachine(loadAtStart)}  `,
      `Server: \`main.ts\` in a child process on PostgreSQL, the fake Tuya cloud of the bench serving the simulated fleet (${int(simulated)} generated purifiers and the demo ones; no latency added), pushed events off; peak RSS ${int(peakRssMb)} MB  `,
      `Poller settings (fixed in code): a tick every ${POLLER.everyS} s claims due accounts ${int(POLLER.chunk)} at a time for up to ${POLLER.tickBudgetMs / 1000} s (until none is due), per chunk one query for the devices and one for the quotas, ${POLLER.concurrency} provider calls in flight, ${POLLER.batch} devices per call (Tuya batches of 20 within), the calls' IoT log rows and status rows written up to ${int(POLLER.storeRows)} rows a statement while the next chunk is polled  `,
      `Provider read budget (IOT_READS_PER_SECOND): ${READS_PER_SECOND === '0' ? '0, not paced (BENCH_READS_PER_SECOND to set one)' : `${READS_PER_SECOND} a second`}  `,
      `PostgreSQL JIT: ${JIT_OFF ? 'off for the run (BENCH_PG_JIT=off)' : "the database's default (on, jit_above_cost 100,000); the server's own sessions turn it off (db/client.ts)"}  `,
      `Cycle: ${int(expected.devices)} devices of ${int(expected.accounts)} accounts made due at once; watched for ${SECONDS} s at most${done ? '' : ' (the cycle did not finish in that time)'}`,
      '',
      '| Measure | Result | Target | Met |',
      '| --- | ---: | ---: | :---: |',
      `| rows stored per second, first to last row seen (${int(rows - baseline)} rows in ${seconds.toFixed(1)} s) | ${int(perSecond)} rows/s | ≥ ${int(TARGET_PER_SECOND)} rows/s | ${met ? 'yes' : '**no**'} |`,
      `| the server's CPU per stored row (${cpuSeconds('server').toFixed(1)} s of CPU, release to the last row) | ${cpuPerRowMs('server').toFixed(3)} ms | — | |`,
      `| the fake cloud's CPU per row (the bench process: the cloud and the row counting, ${cpuSeconds('cloud').toFixed(1)} s) | ${cpuPerRowMs('cloud').toFixed(3)} ms | — | |`,
      `| PostgreSQL's CPU per row (the backends serving the bench's database, the row counting's included; ${cpuSeconds('postgres').toFixed(1)} s) | ${cpuPerRowMs('postgres').toFixed(3)} ms | — | |`,
      `| the same while a tick is working (rows / the ticks' busy time, ${busy.toFixed(1)} s) | ${int(inTick)} rows/s | — | |`,
      `| ticks seen, rows per tick on average | ${ticks.length}, ${int(perTick)} | — | |`,
      '',
      ...(wide.length
        ? [
            `What other settings give (the same StatusPoller class in the bench process — its own pool of 10, the Tuya client to the same fake cloud, which shares that process — ticks back to back, ${WIDE_SECONDS} s each from a clean history):`,
            '',
            '| Accounts a tick | At a time | Interval | Rows | Seconds | Rows/s |',
            '| ---: | ---: | --- | ---: | ---: | ---: |',
            ...wide.map(
              (w) =>
                `| ${int(w.accountsPerTick)} | ${w.concurrency} | none (back to back) | ${int(w.rows)} | ${w.seconds.toFixed(1)} | ${int(w.perSecond)} |`,
            ),
            '',
          ]
        : []),
      '| Tick (log_time) | Accounts | Rows | Busy s |',
      '| --- | ---: | ---: | ---: |',
      ...ticks
        .slice(0, 30)
        .map((t) => `| ${t.tick.toISOString()} | ${t.accounts} | ${int(t.rows)} | ${t.busyS.toFixed(2)} |`),
      ...(ticks.length > 30 ? [`| … ${ticks.length - 30} more | | | |`] : []),
      '',
      'Command: `DATABASE_URL=… npm run bench:ingest -w bench` (see bench/README.md).',
      '',
    ].join('\n');
    await writeResult(JIT_OFF ? 'ingest-jit-off' : 'ingest', report);
    return met ? 0 : 1;
  } finally {
    await server.stop();
    await cloud.close();
    if (JIT_OFF) await setDatabaseJit(client, false);
    await client.end();
  }
}

runBench('ingest', 20, main);
