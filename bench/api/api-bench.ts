/**
 * The API at 50 connections against the raw-SQL limit (targets: bench/README.md), on PostgreSQL:
 *
 *   createdb -h 127.0.0.1 -U postgres bench_api
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_api npm run bench -w bench
 *
 * Starts the real server in a child process (support/server.ts), writes 10,000 accounts and
 * 100,000 devices into its schema (fleet-data.ts, once), then for each request — sign-in,
 * GET api/account, the paged sorted device list of one owner as the admin and as the demo dealer,
 * the dealer's account children, one device, POST api/devicesIot with 30 uids on the simulator
 * (the default provider), and a mix of the reads — measures the server at 50
 * connections (autocannon) and, beside it, the limit: the very statements the server sent for
 * that request (captured in the server process, support/sql-capture.ts) run through a `pg` pool
 * of 50 at the same concurrency, round trip by round trip. Prints req/s, p50/p99, errors and the
 * server's peak RSS against its targets and writes bench/results/<date>-api.md; exits 1
 * when a target is missed. Then the embedded default: the server on PGlite (demo data), its idle RSS
 * and GET api/account (BENCH_PGLITE=0 leaves it out). BENCH_SECONDS (default 10) per phase;
 * LOG_LEVEL (default info). The data holds 90 days of hourly history of 1,000 devices and
 * BENCH_IOT_LOG_ROWS IoT log rows (default 200,000); BENCH_HISTORY_ROWS (default 0) adds filler
 * history up to that many rows in all (20,000,000, the scale target: opt-in, several minutes).
 * BENCH_ONLY=target measures only the dealer's scoped device list (profiling, before/after runs)
 * and writes results/<date>-api-target.md instead, leaving the full run's file alone.
 */
import os from 'node:os';
import pg from 'pg';
import { PurifierFleet } from '../../apps/server/src/adapters/iot';
import { describeMachine } from '../support/machine';
import { runHttp, runTasks, type HttpRequest, type LoadResult } from '../support/load';
import { requirePostgres } from '../support/postgres';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { startServer, type CapturedQuery, type ServerProcess } from '../support/server';
import { oneLine, replay, roundTrips } from '../support/sql-replay';
import { BENCH_PASSWORD, demoCustomerLogin, ensureFleetData, type FleetData } from './fleet-data';

const CONNECTIONS = 50;
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 10));
const WARM_UP_SECONDS = Math.min(2, SECONDS);
const TARGET = { perSecond: 2000, ofLimit: 0.6, p99Ms: 50, rssMb: 300 };
const HISTORY_ROWS = Math.max(0, Number(process.env.BENCH_HISTORY_ROWS ?? 0));
const IOT_LOG_ROWS = Math.max(0, Number(process.env.BENCH_IOT_LOG_ROWS ?? 200_000));
const ONLY_TARGET = process.env.BENCH_ONLY === 'target';

interface Scenario {
  name: string;
  as: string;
  /** What every connection sends in turn. */
  requests: HttpRequest[];
  /** Instead, what connection n sends (sign-in: a user and an address of its own). */
  perConnection?: (connection: number) => HttpRequest[];
  /** The one the targets are about. */
  target?: boolean;
}

interface Measured {
  scenario: Scenario;
  server: LoadResult;
  limit: LoadResult;
  peakRssMb: number;
  /** Per request: its statements as round trips. */
  sql: CapturedQuery[][][];
}

/** Drains every pending note of the hourly roll-up, as its job does, and analyses the table. */
async function drainPendingRollup(pool: pg.Pool): Promise<number> {
  let total = 0;
  for (;;) {
    // Fresh statistics for each chunk: the recompute's plan depends on them (decision 030).
    await pool.query('analyze device_status_hourly');
    const { rows } = await pool.query<{ n: number }>('select device_status_hourly_drain(null, 20000) as n');
    if (!rows[0]?.n) break;
    total += rows[0].n;
  }
  await pool.query('analyze device_status_hourly');
  return total;
}

async function main(): Promise<number> {
  const databaseUrl = requirePostgres('bench_api', 'bench');
  const loadAtStart = os.loadavg();
  const logLevel = process.env.LOG_LEVEL ?? 'info';
  console.log('starting the server…');
  // No drain period at the stop: the server exits within the harness's 10 s, so a CPU profile
  // (BENCH_CPU_PROFILE_DIR) gets written.
  const server = await startServer(databaseUrl, {
    LOG_LEVEL: logLevel,
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: '0',
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  try {
    const startRssMb = server.rssMb();
    console.log(`server up (pid ${server.pid}, RSS ${startRssMb.toFixed(0)} MB); the data…`);
    const data = await ensureFleetData(databaseUrl, undefined, {
      history: true,
      historyRows: HISTORY_ROWS,
      iotLogRows: IOT_LOG_ROWS,
    });
    console.log(
      `${data.accounts.toLocaleString('en')} accounts, ${data.devices.toLocaleString('en')} devices, ` +
        `${data.historyRows.toLocaleString('en')} status rows, ${data.iotLogRows.toLocaleString('en')} IoT log rows` +
        (data.seededMs === null
          ? ' (accounts already there)'
          : ` (accounts written in ${(data.seededMs / 1000).toFixed(1)} s)`) +
        (data.historyMs === null ? '' : `, history written in ${(data.historyMs / 1000).toFixed(1)} s`),
    );
    // What the server's status-hourly job would otherwise do during the measured phases: the
    // generated history's pending roll-up hours recomputed first (decision 030), then analysed.
    const drainStarted = performance.now();
    const notes = await drainPendingRollup(pool);
    console.log(
      `roll-up: ${notes.toLocaleString('en')} pending notes drained in ${((performance.now() - drainStarted) / 1000).toFixed(1)} s`,
    );
    const simulator = simulatorCost(data.iotUids);
    const admin = await server.signIn('admin', 'admin');
    const dealer = await server.signIn('dealer', 'Demo-dealer1');
    const idleRssMb = server.rssMb();
    simulator.answered = await statusesAnswered(server.base, dealer, data.iotUids);
    const scenarios = scenariosFor(data, { admin, dealer }).filter((s) => !ONLY_TARGET || s.target);
    const results: Measured[] = [];
    for (const scenario of scenarios) {
      const measured = await measure(server, pool, scenario);
      results.push(measured);
      console.log(summary(measured));
    }
    const postgres = (await pool.query<{ v: string }>(`select current_setting('server_version') as v`))
      .rows[0]!.v;
    const plans = await explainTarget(pool, results);
    await server.stop();
    const pglite = process.env.BENCH_PGLITE === '0' || ONLY_TARGET ? null : await measurePglite(logLevel);
    const report = render({
      loadAtStart,
      data,
      results,
      startRssMb,
      idleRssMb,
      logLevel,
      postgres,
      pglite,
      plans,
      simulator,
    });
    await writeResult(ONLY_TARGET ? 'api-target' : 'api', report);
    return targetsOf(results).every((t) => t.met) ? 0 : 1;
  } finally {
    await pool.end();
    await server.stop();
  }
}

interface SimulatorCost {
  /** Of the 30 uids, those the server's default simulator knows (the demo fleet). */
  known: number;
  /** The simulator's own time for one 30-uid status call, in this process (µs). */
  microsPerCall: number;
  /** Statuses in the server's answer (uids the simulator does not know are left out, as Tuya's batch call does). */
  answered: number;
}

/**
 * The provider's share of POST api/devicesIot, apart: the default simulator's fleet built as the
 * server builds it (seed 554, the demo devices), asked for the same 30 uids 2,000 times.
 */
function simulatorCost(uids: string[]): SimulatorCost {
  const fleet = new PurifierFleet();
  for (let i = 0; i < 200; i++) fleet.statuses(uids);
  const started = performance.now();
  for (let i = 0; i < 2000; i++) fleet.statuses(uids);
  return {
    known: uids.filter((uid) => fleet.has(uid)).length,
    microsPerCall: ((performance.now() - started) * 1000) / 2000,
    answered: 0,
  };
}

async function statusesAnswered(base: string, token: string, uids: string[]): Promise<number> {
  const body = await send(base, devicesIotRequest(token, uids));
  return (JSON.parse(body) as { result: { devices: unknown[] } }).result.devices.length;
}

const devicesIotRequest = (token: string, uids: string[]): HttpRequest => ({
  method: 'POST',
  path: '/api/devicesIot',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(uids),
});

/** `explain analyze` of each statement of the targeted request, where its time goes in the database. */
async function explainTarget(pool: pg.Pool, results: Measured[]): Promise<string[]> {
  const target = results.find((r) => r.scenario.target)!;
  const plans: string[] = [];
  for (const query of target.sql[0]!.flat()) {
    const result = await pool.query<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, costs off) ${query.text}`,
      ...(query.values ? { values: query.values } : {}),
    });
    plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}

interface PgliteMeasure {
  idleRssMb: number;
  account: LoadResult;
  peakRssMb: number;
}

/**
 * The embedded default (no DATABASE_URL: PGlite in DATA_DIR, demo data only): the server's RSS once
 * up and idle, and its peak under GET api/account at 50 connections.
 */
async function measurePglite(logLevel: string): Promise<PgliteMeasure> {
  console.log('the embedded PGlite default…');
  const server = await startServer(undefined, { LOG_LEVEL: logLevel });
  try {
    const token = await server.signIn('dealer', 'Demo-dealer1');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleRssMb = server.rssMb();
    const request = [{ path: '/api/account', headers: { authorization: `Bearer ${token}` } }];
    await runHttp(server.base, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS }, request);
    server.resetPeakRss();
    const account = await runHttp(server.base, { connections: CONNECTIONS, seconds: SECONDS }, request);
    const measured = { idleRssMb, account, peakRssMb: server.peakRssMb() };
    console.log(
      `PGlite: idle RSS ${int(idleRssMb)} MB; GET api/account ${int(account.perSecond)} req/s, p99 ${ms(account.p99)} ms, peak RSS ${int(measured.peakRssMb)} MB`,
    );
    return measured;
  } finally {
    await server.stop();
  }
}

function scenariosFor(data: FleetData, tokens: { admin: string; dealer: string }): Scenario[] {
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const ownerList = `/api/devices/uuid/owner/${data.owner.uuid}?page=0&size=20&sort=name,asc`;
  const account: HttpRequest = { path: '/api/account', headers: as(tokens.dealer) };
  const dealerList: HttpRequest = { path: ownerList, headers: as(tokens.dealer) };
  const adminList: HttpRequest = { path: ownerList, headers: as(tokens.admin) };
  const children: HttpRequest = {
    path: `/api/user-accounts/uuid/parent/${data.dealer.uuid}?page=0&size=20`,
    headers: as(tokens.dealer),
  };
  const device: HttpRequest = { path: `/api/devices/${data.deviceId}`, headers: as(tokens.dealer) };
  const iot = devicesIotRequest(tokens.dealer, data.iotUids);
  // A different user from a different address on each connection, as real sign-ins come: the
  // sign-in limits count attempts in flight per login and per address (TRUST_PROXY lets the
  // server read the address from X-Forwarded-For).
  const signIn = (connection: number): HttpRequest[] => [
    {
      method: 'POST',
      path: '/api/authenticate',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.16.${connection >> 8}.${connection & 255}`,
      },
      body: JSON.stringify({
        username: demoCustomerLogin(connection + 1),
        password: BENCH_PASSWORD,
        rememberMe: false,
      }),
    },
  ];
  return [
    {
      name: 'sign-in (POST api/authenticate)',
      as: `${CONNECTIONS} customers`,
      requests: signIn(0),
      perConnection: signIn,
    },
    { name: 'GET api/account', as: 'dealer', requests: [account] },
    {
      name: `device list of one owner (${data.owner.devices} devices), page 1 by name`,
      as: 'admin',
      requests: [adminList],
    },
    {
      name: `device list of one owner (${data.owner.devices} devices), page 1 by name`,
      as: 'dealer',
      requests: [dealerList],
      target: true,
    },
    { name: 'account children, page 1', as: 'dealer', requests: [children] },
    { name: 'one device (GET api/devices/{id})', as: 'dealer', requests: [device] },
    {
      name: `POST api/devicesIot, ${data.iotUids.length} uids (the simulator)`,
      as: 'dealer',
      requests: [iot],
    },
    {
      name: 'read mix: account, owner list (dealer, admin), children, device',
      as: 'both',
      requests: [account, dealerList, adminList, children, device],
    },
  ];
}

async function send(base: string, request: HttpRequest) {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method ?? 'GET',
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.body ? { body: request.body } : {}),
  });
  const body = await response.text();
  if (!response.ok)
    throw new Error(`${request.method ?? 'GET'} ${request.path}: ${response.status} ${body.slice(0, 200)}`);
  return body;
}

/** The SQL of each request of the scenario, captured twice: a job or a session refresh that slipped into one capture is left out. */
async function captureSql(server: ServerProcess, scenario: Scenario): Promise<CapturedQuery[][]> {
  const perRequest: CapturedQuery[][] = [];
  for (const request of scenario.requests) {
    for (let i = 0; i < 3; i++) await send(server.base, request); // caches warm
    const first = await server.captureSql(() => send(server.base, request));
    const second = await server.captureSql(() => send(server.base, request));
    perRequest.push(second.length < first.length ? second : first);
  }
  return perRequest;
}

async function measure(server: ServerProcess, pool: pg.Pool, scenario: Scenario): Promise<Measured> {
  const sql = await captureSql(server, scenario);
  if (sql.some((queries) => queries.length === 0))
    throw new Error(`${scenario.name}: no SQL captured (is bench/support/sql-capture.ts loaded?)`);
  const load = scenario.perConnection ?? scenario.requests;
  await runHttp(server.base, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS }, load);
  server.resetPeakRss();
  const serverResult = await runHttp(server.base, { connections: CONNECTIONS, seconds: SECONDS }, load);
  const peakRssMb = server.peakRssMb();
  const replays = sql.map((queries) => replay(pool, queries));
  const task = (index: number) => replays[index % replays.length]!();
  await runTasks({ connections: CONNECTIONS, seconds: WARM_UP_SECONDS }, task);
  const limit = await runTasks({ connections: CONNECTIONS, seconds: SECONDS }, task);
  return { scenario, server: serverResult, limit, peakRssMb, sql: sql.map(roundTrips) };
}

const int = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => n.toFixed(1);

function summary(m: Measured): string {
  const s = m.server;
  const errors = s.errors ? `, ${s.errors} errors (${JSON.stringify(s.statuses)})` : '';
  return `${m.scenario.name} as ${m.scenario.as}: ${int(s.perSecond)} req/s, p50 ${ms(s.p50)} p99 ${ms(s.p99)} ms${errors}, peak RSS ${int(m.peakRssMb)} MB; SQL limit ${int(m.limit.perSecond)} req/s (${ratio(m)})`;
}

const ratio = (m: Measured) => `${(m.server.perSecond / m.limit.perSecond).toFixed(2)}`;

function targetsOf(results: Measured[]) {
  const listed = results.find((r) => r.scenario.target)!;
  const peak = Math.max(...results.map((r) => r.peakRssMb));
  return [
    {
      name: `dealer's scoped device list ≥ ${int(TARGET.perSecond)} req/s`,
      measured: `${int(listed.server.perSecond)} req/s`,
      met: listed.server.perSecond >= TARGET.perSecond,
    },
    {
      name: `dealer's scoped device list ≥ ${TARGET.ofLimit} of the raw-SQL rate`,
      measured: `${ratio(listed)} (${int(listed.server.perSecond)} / ${int(listed.limit.perSecond)})`,
      met: listed.server.perSecond >= TARGET.ofLimit * listed.limit.perSecond,
    },
    {
      name: `dealer's scoped device list p99 ≤ ${TARGET.p99Ms} ms`,
      measured: `${ms(listed.server.p99)} ms`,
      met: listed.server.p99 <= TARGET.p99Ms,
    },
    {
      name: `server peak RSS ≤ ${TARGET.rssMb} MB (every phase)`,
      measured: `${int(peak)} MB`,
      met: peak <= TARGET.rssMb,
    },
    {
      name: 'no errors in any phase',
      measured: `${int(results.reduce((n, r) => n + r.server.errors + r.limit.errors, 0))}`,
      met: results.every((r) => r.server.errors + r.limit.errors === 0),
    },
  ];
}

function render(input: {
  loadAtStart: number[];
  data: FleetData;
  results: Measured[];
  startRssMb: number;
  idleRssMb: number;
  logLevel: string;
  postgres: string;
  pglite: PgliteMeasure | null;
  plans: string[];
  simulator: SimulatorCost;
}): string {
  const { data, results, simulator } = input;
  const yes = (met: boolean) => (met ? 'yes' : '**no**');
  const lines = [
    '# API at 50 connections against the raw-SQL limit',
    '',
    `Date: ${new Date().toISOString()}  `,
    `Machine: ${describeMachine(input.loadAtStart)}  `,
    `Server: \`apps/server/src/main.ts\` in a child process (dev profile, LOG_LEVEL ${input.logLevel}, TRUST_PROXY 127.0.0.1, its own pool of 10 connections), PostgreSQL ${input.postgres} on 127.0.0.1; RSS ${int(input.startRssMb)} MB once up, ${int(input.idleRssMb)} MB idle with the data  `,
    `Data: ${int(data.accounts)} accounts, ${int(data.devices)} devices; the demo dealer's subtree holds ${int(data.dealer.subtreeDevices)} devices; the measured owner (a customer of the dealer) ${int(data.owner.devices)}${data.seededMs === null ? '' : ` (written in ${(data.seededMs / 1000).toFixed(1)} s)`}; status history ${int(data.historyRows)} rows (the owner's 1,000 devices hourly over 90 days${HISTORY_ROWS > 0 ? `, filler up to ${int(HISTORY_ROWS)}` : ''}), IoT log ${int(data.iotLogRows)} rows${data.historyMs === null ? '' : ` (written in ${(data.historyMs / 1000).toFixed(1)} s)`}  `,
    `Load: ${CONNECTIONS} connections, ${SECONDS} s a phase after ${WARM_UP_SECONDS} s of warm-up; server with autocannon (latency at 1 ms resolution), limit with a \`pg\` pool of ${CONNECTIONS} running the statements the server sent for the same request (captured in the server process), round trip by round trip; each limit phase right after its server phase.`,
    '',
    '| Request | As | Server req/s | p50 ms | p99 ms | Errors | Peak RSS MB | Limit req/s | p50 ms | p99 ms | Server / limit |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.scenario.name} | ${r.scenario.as} | ${int(r.server.perSecond)} | ${ms(r.server.p50)} | ${ms(r.server.p99)} | ${int(r.server.errors)} | ${int(r.peakRssMb)} | ${int(r.limit.perSecond)} | ${ms(r.limit.p50)} | ${ms(r.limit.p99)} | ${ratio(r)} |`,
    ),
    '',
    'Sign-in verifies an argon2id hash (CPU by design): its limit is only the SQL around it.',
    '',
    `POST api/devicesIot: ${data.iotUids.length} uids of the dealer's subtree, ${simulator.known} of them devices of the default simulator's fleet (the demo ones; the others are unknown to it and left out of the answer, as Tuya's batch call does): ${simulator.answered} statuses per answer. Its limit is the SQL (scope, quota count, IoT log row); the simulator's own work, not in the limit, is ${simulator.microsPerCall.toFixed(0)} µs per call (the same 30 uids, measured apart in the bench process).`,
    '',
    ...(input.pglite
      ? [
          `Embedded default (no DATABASE_URL, PGlite, demo data only): RSS ${int(input.pglite.idleRssMb)} MB idle after the start; GET api/account as the dealer at ${CONNECTIONS} connections ${int(input.pglite.account.perSecond)} req/s, p50 ${ms(input.pglite.account.p50)} ms, p99 ${ms(input.pglite.account.p99)} ms, ${int(input.pglite.account.errors)} errors, peak RSS ${int(input.pglite.peakRssMb)} MB.`,
          '',
        ]
      : []),
    '## Targets (issue 16)',
    '',
    '| Target | Measured | Met |',
    '| --- | --- | :---: |',
    ...targetsOf(results).map((t) => `| ${t.name} | ${t.measured} | ${yes(t.met)} |`),
    '',
    '## The SQL of each request (captured from the server)',
    '',
    ...results.flatMap((r) => {
      const single = r.scenario.requests.length === 1;
      return r.sql.flatMap((trips, i) => {
        if (!single && i > 0) return [];
        const statements = trips.flat().length;
        return single
          ? [
              `**${r.scenario.name}, as ${r.scenario.as}**: ${statements} statements in ${trips.length} round trips`,
              '',
              '```sql',
              ...trips.map((trip) => trip.map((q) => oneLine(q.text)).join('\n  ‖ ')),
              '```',
              '',
            ]
          : [
              `**${r.scenario.name}**: ${r.sql.map((t) => `${t.flat().length}/${t.length}`).join(', ')} statements/round trips per request`,
              '',
            ];
      });
    }),
    '`‖` marks a statement sent in the same round trip as the one above it.',
    '',
    `## Plans of the dealer's scoped list (\`explain (analyze, costs off)\`, after the run)`,
    '',
    ...input.plans.flatMap((plan) => ['```text', plan, '```', '']),
    'Command: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_api npm run bench -w bench` (see bench/README.md).',
    '',
  ];
  return lines.join('\n');
}

runBench('api', 30, main);
