/**
 * Alert rules at ingest (decision 040; targets: bench/README.md), on PostgreSQL:
 *
 *   createdb -h 127.0.0.1 -U postgres bench_alerts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_alerts npm run bench:alerts -w bench
 *
 * The real server (main.ts in a child process, IOT_PROVIDER=tuya) consumes the fake Tuya cloud's
 * message service while this process publishes `BENCH_ALERTS_RATE` status reports a second (default
 * 1,000) for `BENCH_ALERTS_SECONDS` (default 30) over `BENCH_ALERTS_DEVICES` purifiers (default
 * 100,000) of the demo dealer — twice: first without alert rules, then with `BENCH_ALERTS_RULES`
 * (default 10,000: one account rule that opens an alarm as soon as PM2.5 is above its warning
 * bound, the rest site and account rules of other keys the evaluation reads and discards).
 * Three phases on three sets of devices: without rules and with them on clean air (the evaluation's
 * cost per stored row, every rule read, none opening), then with every second report above the
 * bound on a device not reported before, so each must open one alarm. Figures: publish → alarm stored and publish → the dealer's notification stored (the bell's
 * push follows that row at once), p50/p99 at 50 ms resolution, and from the device's history row
 * seen to its alarm and notification (the alerts' own delay, apart from the ingest's); the server's CPU seconds per stored
 * row with and without rules. Targets: p99 ≤ 2 s, cost with rules ≤ 1.2 × without.
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
import { processCpuSeconds } from '../support/process-cpu';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { fakeTuyaCloudEnv, startServer } from '../support/server';

const DEVICES = Number(process.env.BENCH_ALERTS_DEVICES ?? 100_000);
const RULES = Number(process.env.BENCH_ALERTS_RULES ?? 10_000);
const RATE = Number(process.env.BENCH_ALERTS_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_ALERTS_SECONDS ?? 30);
const TICK_MS = 10;
const POLL_MS = 50;
const P99_TARGET_MS = 2000;
const COST_TARGET = 1.2;
/** The bound of the rule that opens alarms: the spec's PM2.5 warning bound. */
const BOUND = 25;

interface Phase {
  published: number;
  stored: number;
  /** publish → history row stored, sorted (the ingest's own latency, which the alarms' includes). */
  storeLatencies: number[];
  cpuSeconds: number;
  alarmLatencies: number[];
  notificationLatencies: number[];
  /** history row seen → its alarm seen, and → the dealer's notification seen: the alerts' own delay. */
  alarmAfterRow: number[];
  notificationAfterRow: number[];
  seconds: number;
}

async function main(): Promise<number> {
  const databaseUrl = requirePostgres('bench_alerts', 'bench:alerts');
  const loadAtStart = os.loadavg();
  const temp = await mkdtemp(path.join(tmpdir(), 'purifier-bench-alerts-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(temp, { recursive: true, force: true })];
  try {
    const fleet = new PurifierFleet({ demoTimers: false });
    const uids = fleet.generate(DEVICES);
    const seeding = performance.now();
    await prepareDealerFleet(databaseUrl, fleet, uids);
    const seedSeconds = (performance.now() - seeding) / 1000;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    cleanups.unshift(() => pool.end());
    await pool.query(`delete from alert_rule where name like 'Bench %'`);
    const cloud = await FakeTuyaCloud.start({ fleet });
    cleanups.unshift(() => cloud.close());
    const server = await startServer(databaseUrl, {
      DATA_DIR: temp,
      LOG_LEVEL: 'error',
      ...fakeTuyaCloudEnv(cloud.baseUrl),
    });
    cleanups.unshift(() => server.stop());
    await waitFor(
      'the server consumes the message service',
      () => cloud.messages.consumerCount() >= 1,
      60_000,
    );

    // Each phase reports on devices of its own third: no device's state carries over. The cost is
    // compared on clean air (every rule evaluated, none opening); the alarms are timed on a phase
    // where every second report crosses the bound.
    const third = Math.floor(DEVICES / 3);
    const without = await runPhase(pool, cloud, server.pid, uids.slice(0, third), false, false);
    await insertRules(pool);
    const evaluated = await runPhase(pool, cloud, server.pid, uids.slice(third, 2 * third), false, false);
    const withRules = await runPhase(pool, cloud, server.pid, uids.slice(2 * third), true, true);
    await pool.query(`delete from alert_rule where name like 'Bench %'`);

    const alarms = [...withRules.alarmLatencies].sort((a, b) => a - b);
    const notified = [...withRules.notificationLatencies].sort((a, b) => a - b);
    const expected = Math.ceil(withRules.published / 2);
    const storeLatency = (p: Phase) =>
      `${percentile(p.storeLatencies, 0.5)} / ${percentile(p.storeLatencies, 0.99)} ms`;
    const perRow = (p: Phase) => (p.stored ? (p.cpuSeconds * 1000) / p.stored : 0);
    const cost = perRow(without) ? perRow(evaluated) / perRow(without) : 0;
    const p99 = percentile(alarms, 0.99);
    const p99Notified = percentile(notified, 0.99);
    const met =
      alarms.length === expected &&
      p99 <= P99_TARGET_MS &&
      p99Notified <= P99_TARGET_MS &&
      cost <= COST_TARGET;
    const report = [
      '# Alert rules at ingest',
      '',
      `Date: ${new Date().toISOString()}  `,
      `Machine: ${describeMachine(loadAtStart)}  `,
      `Server: \`main.ts\` in a child process on PostgreSQL, IOT_PROVIDER=tuya against the fake Tuya cloud's message service; ${DEVICES.toLocaleString('en')} purifiers of the demo dealer (seeded in ${seedSeconds.toFixed(0)} s), ${RULES.toLocaleString('en')} rules in the second phase`,
      '',
      '| Figure | Without rules, clean air | With rules, clean air | With rules, every second report over the bound | Target |',
      '| --- | ---: | ---: | ---: | ---: |',
      `| reports published (${RATE}/s for ${SECONDS} s) / stored | ${without.published} / ${without.stored} | ${evaluated.published} / ${evaluated.stored} | ${withRules.published} / ${withRules.stored} | all |`,
      `| publish → row stored p50 / p99 | ${storeLatency(without)} | ${storeLatency(evaluated)} | ${storeLatency(withRules)} | |`,
      `| alarms opened (one per report above ${BOUND} µg/m³) | — | — | ${alarms.length} of ${expected} | all |`,
      `| publish → alarm stored p50 / p99 / max | — | — | ${percentile(alarms, 0.5)} / ${p99} / ${alarms.at(-1) ?? 0} ms | p99 ≤ ${P99_TARGET_MS} ms: ${p99 <= P99_TARGET_MS ? 'met' : '**missed**'} |`,
      `| publish → the dealer's notification stored p50 / p99 | — | — | ${percentile(notified, 0.5)} / ${p99Notified} ms (${notified.length}) | p99 ≤ ${P99_TARGET_MS} ms: ${p99Notified <= P99_TARGET_MS ? 'met' : '**missed**'} |`,
      `| history row stored → its alarm / the dealer's notification, p50 / p99 (the alerts' own delay) | — | — | ${percentile(withRules.alarmAfterRow, 0.5)} / ${percentile(withRules.alarmAfterRow, 0.99)} ms; ${percentile(withRules.notificationAfterRow, 0.5)} / ${percentile(withRules.notificationAfterRow, 0.99)} ms | |`,
      `| server CPU per stored row | ${perRow(without).toFixed(3)} ms | ${perRow(evaluated).toFixed(3)} ms (${cost.toFixed(2)} ×) | ${perRow(withRules).toFixed(3)} ms (alarms and notifications included) | clean air ≤ ${COST_TARGET} ×: ${cost <= COST_TARGET ? 'met' : '**missed**'} |`,
      `| phase wall time (publish to last row) | ${without.seconds.toFixed(1)} s | ${evaluated.seconds.toFixed(1)} s | ${withRules.seconds.toFixed(1)} s | |`,
      '',
      'Command: `DATABASE_URL=… npm run bench:alerts -w bench` (see bench/README.md).',
      '',
    ].join('\n');
    await writeResult('alerts', report);
    return met ? 0 : 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

/**
 * The rules: one on the dealer's account (PM2.5 above its warning bound, at once, cleared at once)
 * and the rest spread over the dealer's customers' accounts and sites with other keys (offline for a
 * day, timers failing, temperature and humidity bands for an hour), which the evaluation
 * reads and, for these reports, never opens.
 */
async function insertRules(pool: pg.Pool): Promise<void> {
  const { rows: dealer } = await pool.query<{ id: number }>(
    `select a.id from user_account a join jhi_user u on u.id = a.user_id where u.login = 'dealer'`,
  );
  const dealerId = dealer[0]!.id;
  const { rows: accounts } = await pool.query<{ id: number }>(
    'select descendant_id as id from user_account_tree where ancestor_id = $1 and depth > 0',
    [dealerId],
  );
  const { rows: sites } = await pool.query<{ id: number }>(
    `select distinct address_id as id from device where owner_id in
       (select descendant_id from user_account_tree where ancestor_id = $1) and address_id is not null`,
    [dealerId],
  );
  const opening = {
    kind: 'parameter',
    parameter: 'pm25',
    band: 'warning',
    forMinutes: 0,
    clearMinutes: 0,
    rearmMargin: 0,
    openingHoursOnly: false,
  };
  const others = [
    { kind: 'offline', forMinutes: 1440, clearMinutes: 0, openingHoursOnly: false },
    { kind: 'timer' },
    ...['temp', 'humidity'].map((parameter) => ({
      kind: 'parameter',
      parameter,
      band: 'warning',
      forMinutes: 60,
      clearMinutes: 10,
      rearmMargin: 1,
      openingHoursOnly: false,
    })),
  ];
  const keyOf = (c: Record<string, unknown>) =>
    c.kind === 'parameter' ? `parameter:${String(c.parameter)}:${String(c.band)}` : String(c.kind);
  const rows: unknown[][] = [[dealerId, null, 'Bench PM2.5', keyOf(opening), JSON.stringify(opening)]];
  for (let i = 1; i < RULES; i++) {
    const condition = others[i % others.length]!;
    const onSite = sites.length > 0 && (i % 2 === 0 || accounts.length === 0);
    const owner = onSite
      ? sites[i % sites.length]!.id
      : (accounts[i % Math.max(1, accounts.length)]?.id ?? dealerId);
    rows.push([
      onSite ? null : owner,
      onSite ? owner : null,
      `Bench ${i}`,
      keyOf(condition),
      JSON.stringify(condition),
    ]);
  }
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await pool.query(
      `insert into alert_rule (account_id, address_id, name, kind, rule_key, severity, enabled, notify_on_clear,
         condition, created_at, updated_at)
       select r.account_id, r.address_id, r.name, (r.condition::jsonb)->>'kind', r.rule_key, 'major', true, false,
         r.condition::jsonb, now(), now()
       from json_to_recordset($1::json) as r(account_id int, address_id int, name text, rule_key text, condition text)`,
      [
        JSON.stringify(
          chunk.map(([account_id, address_id, name, rule_key, condition]) => ({
            account_id,
            address_id,
            name,
            rule_key,
            condition,
          })),
        ),
      ],
    );
  }
}

/**
 * Publishes RATE reports a second for SECONDS over distinct devices (every second one above the
 * bound) and follows, every 50 ms, the history rows, the alarms and the dealer's notifications
 * the server stores; the server's CPU is read before the first report and after the last row.
 */
async function runPhase(
  pool: pg.Pool,
  cloud: FakeTuyaCloud,
  serverPid: number,
  uids: string[],
  measureAlarms: boolean,
  crossing: boolean,
): Promise<Phase> {
  const total = Math.min(RATE * SECONDS, uids.length);
  const publishedAt = new Map<string, number>();
  const start = async (table: string) =>
    Number((await pool.query(`select coalesce(max(id), 0) as m from ${table}`)).rows[0].m);
  let lastLog = await start('device_status_log');
  let lastAlarm = await start('alarm');
  let lastNotification = await start('notification');
  const stored: number[] = [];
  const rowSeenAt = new Map<string, number>();
  const alarmAfterRow: number[] = [];
  const notificationAfterRow: number[] = [];
  const alarmLatencies: number[] = [];
  const notificationLatencies: number[] = [];
  let following = true;
  let lastProgress = Date.now();
  const cpuAtStart = processCpuSeconds(serverPid);
  let cpuAtLastProgress = cpuAtStart;
  const expected = crossing ? Math.ceil(total / 2) : 0;
  const behind = () =>
    stored.length < publishedAt.size ||
    (measureAlarms && (alarmLatencies.length < expected || notificationLatencies.length < expected));
  const follower = (async () => {
    while (following || behind()) {
      const now = Date.now();
      const logs = await pool.query<{ id: string; device_uid: string }>(
        'select id, device_uid from device_status_log where id > $1 and iot_log_id is null order by id',
        [lastLog],
      );
      for (const row of logs.rows) {
        lastLog = Math.max(lastLog, Number(row.id));
        const sent = publishedAt.get(row.device_uid);
        if (sent !== undefined) stored.push(now - sent);
        rowSeenAt.set(row.device_uid, now);
      }
      let progress = logs.rows.length;
      if (measureAlarms) {
        const alarms = await pool.query<{ id: string; uid: string }>(
          `select a.id, d.uid from alarm a join device d on d.id = a.device_id
             where a.id > $1 and a.rule_name = 'Bench PM2.5' order by a.id`,
          [lastAlarm],
        );
        for (const row of alarms.rows) {
          lastAlarm = Math.max(lastAlarm, Number(row.id));
          const sent = publishedAt.get(row.uid);
          if (sent !== undefined) alarmLatencies.push(now - sent);
          const seen = rowSeenAt.get(row.uid);
          if (seen !== undefined) alarmAfterRow.push(now - seen);
        }
        const notes = await pool.query<{ id: string; uid: string }>(
          `select n.id, d.uid from notification n join jhi_user u on u.id = n.user_id and u.login = 'dealer'
             join alarm a on a.id = n.alarm_id and a.rule_name = 'Bench PM2.5'
             join device d on d.id = a.device_id where n.id > $1 order by n.id`,
          [lastNotification],
        );
        for (const row of notes.rows) {
          lastNotification = Math.max(lastNotification, Number(row.id));
          const sent = publishedAt.get(row.uid);
          if (sent !== undefined) notificationLatencies.push(now - sent);
          const seen = rowSeenAt.get(row.uid);
          if (seen !== undefined) notificationAfterRow.push(now - seen);
        }
        progress += alarms.rows.length + notes.rows.length;
      }
      if (progress > 0) {
        lastProgress = now;
        cpuAtLastProgress = processCpuSeconds(serverPid);
      }
      // Done publishing and nothing new for 20 s: what is missing by then is lost.
      if (!following && now - lastProgress > 20_000) break;
      await sleep(POLL_MS);
    }
  })();
  const started = Date.now();
  const t = Date.now() - 5_000;
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((Date.now() - started) / 1000) * RATE) + RATE / (1000 / TICK_MS));
    for (; sent < due; sent++) {
      const uid = uids[sent]!;
      publishedAt.set(uid, Date.now());
      const pm25 = crossing && sent % 2 === 0 ? BOUND + 10 + (sent % 50) : 5 + (sent % 15);
      cloud.messages.publishStatus(
        uid,
        [
          { code: 'pm25', value: pm25 },
          { code: 'switch', value: true },
        ],
        { t },
      );
    }
    await sleep(TICK_MS);
  }
  following = false;
  await follower;
  return {
    published: total,
    stored: stored.length,
    storeLatencies: [...stored].sort((a, b) => a - b),
    // Up to the last row, alarm or notification seen: not the quiet wait that ends a lossy phase.
    cpuSeconds: cpuAtLastProgress - cpuAtStart,
    alarmLatencies,
    notificationLatencies,
    alarmAfterRow: [...alarmAfterRow].sort((a, b) => a - b),
    notificationAfterRow: [...notificationAfterRow].sort((a, b) => a - b),
    seconds: (lastProgress - started) / 1000,
  };
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

runBench('alerts', 30, main);
