/**
 * A bulk job at the provider's pace (targets: bench/README.md, decision 039), on PostgreSQL:
 *
 *   createdb -h 127.0.0.1 -U postgres bench_bulk
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_bulk npm run bench:bulk -w bench
 *   (BULK_DEVICES=1000 for a quick run; BULK_LIST_SECONDS=20 the list's measuring time)
 *
 * BULK_DEVICES purifiers (10,000 by default) on the demo dealer's account, the real server in a
 * child process with the Tuya provider pointed at the fake Tuya cloud, IOT_COMMANDS_PER_SECOND=20
 * and the fake cloud limited to 20 commands a second as Tuya would be (1110 beyond). One job through
 * POST /api/bulk-jobs: action `timers`, ONE timer, removeOld false (one provider call per device);
 * polled on GET /api/bulk-jobs/{id} until DONE. Two runs: the default background share (0.75: the
 * floor is items ÷ 15 s) and IOT_BACKGROUND_SHARE=1 (items ÷ 20 s). Targets: the duration within
 * 10 % of the floor, no refusal at the fake cloud, the dealer's device list p99 (50 connections, as
 * the API bench) during the job at most 1.5 × before it. Writes bench/results/<date>-bulk.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTimer, type BulkJob } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { FakeTuyaCloud, PurifierFleet } from '../../apps/server/src/adapters/iot';
import { prepareDealerFleet } from '../support/fleet-devices';
import { runHttp, type LoadResult } from '../support/load';
import { describeMachine } from '../support/machine';
import { requirePostgres } from '../support/postgres';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { openSeededDatabase } from '../support/seeded-database';
import { fakeTuyaCloudEnv, startServer, type CapturedQuery } from '../support/server';

const DEVICES = Math.max(1, Number(process.env.BULK_DEVICES ?? 10_000));
const LIST_SECONDS = Math.max(2, Number(process.env.BULK_LIST_SECONDS ?? 20));
const COMMANDS_PER_SECOND = 20;
const DEFAULT_SHARE = 0.75;
/** The background shares to run, e.g. BULK_SHARES=0.75 for the default one alone. */
const SHARES = (process.env.BULK_SHARES ?? `${DEFAULT_SHARE},1`).split(',').map(Number);
const CONNECTIONS = 50;
/** How long the job's statements are captured after the list's load (the per-item profile). */
const CAPTURE_SECONDS = 10;
const TARGET = { ofFloor: 1.1, refused: 0, p99OfBefore: 1.5 };

interface Run {
  share: number;
  floorS: number;
  durationS: number;
  job: BulkJob;
  calls: number;
  refused: number;
  maxPerWindow: number;
  /** Commands the fake cloud accepted in each whole second of the job. */
  perSecond: number[];
  before: LoadResult;
  during: LoadResult;
  profile: ItemProfile | null;
  peakRssMb: number;
}

async function main(): Promise<number> {
  const databaseUrl = requirePostgres('bench_bulk', 'bench:bulk');
  const loadAtStart = os.loadavg();
  const fleet = new PurifierFleet();
  const uids = fleet.generate(DEVICES);
  await prepareDealerFleet(databaseUrl, fleet, uids);
  const dealerUuid = await dealerAccountUuid(databaseUrl);
  const runs: Run[] = [];
  for (const share of SHARES) runs.push(await runOnce(databaseUrl, fleet, uids, dealerUuid, share));

  const met = (r: Run) => ({
    floor: r.durationS <= r.floorS * TARGET.ofFloor,
    refused: r.refused === TARGET.refused,
    list: r.during.p99 <= r.before.p99 * TARGET.p99OfBefore,
  });
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const lines = runs.map((r) => {
    const m = met(r);
    const { done, failed, cancelled } = r.job.counts;
    return `| ${r.share} | ${DEVICES} | ${done} / ${failed} / ${cancelled} | ${r.floorS.toFixed(1)} s | ${r.durationS.toFixed(1)} s | ${(r.durationS / r.floorS).toFixed(3)} (${verdict(m.floor)}) | ${r.calls} | ${r.refused} (${verdict(m.refused)}) | ${r.maxPerWindow} | ${r.before.p99} ms | ${r.during.p99} ms (${(r.during.p99 / Math.max(1, r.before.p99)).toFixed(2)} ×, ${verdict(m.list)}) |`;
  });
  const pace = runs.map((r) => {
    const rates = r.perSecond.slice(1, -1); // the first and last seconds are partial
    const mean = rates.length ? rates.reduce((a, b) => a + b, 0) / rates.length : 0;
    const budget = COMMANDS_PER_SECOND * r.share;
    const rate = (values: number[]) =>
      values.length ? (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2) : '-';
    const underLoad = r.perSecond.slice(1, LIST_SECONDS);
    const quiet = r.perSecond.slice(LIST_SECONDS, -1);
    const profile = r.profile
      ? [
          `  - without the list's load: ${rate(quiet)} commands/s; with it (the first ${LIST_SECONDS} s): ${rate(underLoad)} commands/s.`,
          `  - ${CAPTURE_SECONDS} s of the job's statements after the list's load: ${r.profile.items} provider calls, ${r.profile.msPerItem.toFixed(1)} ms an item, of which SQL ${r.profile.sqlMsPerItem.toFixed(1)} ms in ${r.profile.statementsPerItem.toFixed(1)} statements (the rest: the pace's wait, the provider round trip, the server's own work). Costliest: ${r.profile.top.map((t) => `\`${t.statement.replaceAll('`', "'")}…\` ×${t.count} ${t.ms.toFixed(0)} ms`).join('; ')}.`,
        ]
      : [];
    return [
      `- share ${r.share}: the cloud accepted ${mean.toFixed(2)} commands/s on average over the job's whole seconds (budget ${budget}), min ${Math.min(...rates)} max ${Math.max(...rates)}; the mean time per item ${((r.durationS / DEVICES) * 1000).toFixed(1)} ms against ${(1000 / budget).toFixed(1)} ms of budget; server peak RSS ${r.peakRssMb.toFixed(0)} MB.`,
      ...profile,
    ].join('\n');
  });
  const allMet = runs.every((r) => Object.values(met(r)).every(Boolean));
  const report = [
    `# Bulk job at the provider's pace: ${DEVICES.toLocaleString('en')} purifiers`,
    '',
    `Date: ${new Date().toISOString()}  `,
    `Machine: ${describeMachine(loadAtStart)}  `,
    `Server: \`main.ts\` in a child process on PostgreSQL, provider Tuya pointed at the in-process fake Tuya cloud limited to ${COMMANDS_PER_SECOND} commands/s (1110 beyond), IOT_COMMANDS_PER_SECOND=${COMMANDS_PER_SECOND}. Job: POST /api/bulk-jobs as the demo dealer, action \`timers\` with one timer, removeOld false (one provider call per device). Device list: GET /api/devices/uuid/owner/{dealer}?page=0&size=20&sort=name,asc, ${CONNECTIONS} connections, ${LIST_SECONDS} s before the job and ${LIST_SECONDS} s from its start.`,
    '',
    '| IOT_BACKGROUND_SHARE | Items | Done / failed / cancelled | Floor (items ÷ budget) | Duration | Ratio (target ≤ 1.1) | Calls at the cloud | Refused (target 0) | Most in a second | List p99 before | List p99 during (target ≤ 1.5 ×) |',
    '| ---: | ---: | --- | ---: | ---: | --- | ---: | --- | ---: | ---: | --- |',
    ...lines,
    '',
    'Where the time goes (counted at the fake cloud each second):',
    '',
    ...pace,
    '',
    `Command: \`DATABASE_URL=… ${DEVICES === 10_000 ? '' : `BULK_DEVICES=${DEVICES} `}${process.env.BULK_SHARES ? `BULK_SHARES=${process.env.BULK_SHARES} ` : ''}npm run bench:bulk -w bench\` (see bench/README.md).`,
    '',
  ].join('\n');
  await writeResult('bulk', report);
  return allMet ? 0 : 1;
}

async function runOnce(
  databaseUrl: string,
  fleet: PurifierFleet,
  uids: string[],
  dealerUuid: string,
  share: number,
): Promise<Run> {
  const temp = await mkdtemp(path.join(tmpdir(), 'purifier-bench-bulk-'));
  const cloud = await FakeTuyaCloud.start({ fleet, limits: { commandsPerSecond: COMMANDS_PER_SECOND } });
  const server = await startServer(databaseUrl, {
    DATA_DIR: temp,
    LOG_LEVEL: 'error',
    ...fakeTuyaCloudEnv(cloud.baseUrl),
    IOT_COMMANDS_PER_SECOND: String(COMMANDS_PER_SECOND),
    IOT_BACKGROUND_SHARE: String(share),
  });
  try {
    const token = await server.signIn('dealer', 'Demo-dealer1');
    const headers = { authorization: `Bearer ${token}` };
    const list = [{ path: `/api/devices/uuid/owner/${dealerUuid}?page=0&size=20&sort=name,asc`, headers }];
    await runHttp(server.base, { connections: CONNECTIONS, seconds: 2 }, list);
    const before = await runHttp(server.base, { connections: CONNECTIONS, seconds: LIST_SECONDS }, list);

    cloud.limits.resetCounts();
    const perSecond: number[] = [];
    let seen = 0;
    const sampler = setInterval(() => {
      const calls = cloud.limits.counts.command.calls;
      perSecond.push(calls - seen);
      seen = calls;
    }, 1000);
    const started = performance.now();
    const submitted = await fetch(`${server.base}/api/bulk-jobs`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        action: {
          kind: 'timers',
          timers: [
            buildTimer('bench', '0111110', [
              { functions: [{ code: 'switch', value: true }], date: '', time: '08:00' },
            ]),
          ],
          removeOld: false,
        },
        devices: uids,
      }),
    });
    if (submitted.status !== 201)
      throw new Error(`bulk-jobs answered ${submitted.status}: ${await submitted.text()}`);
    const { id } = (await submitted.json()) as BulkJob;
    const during = runHttp(server.base, { connections: CONNECTIONS, seconds: LIST_SECONDS }, list);
    const finished = (async () => {
      for (;;) {
        const res = await fetch(`${server.base}/api/bulk-jobs/${id}`, { headers });
        const job = (await res.json()) as BulkJob;
        if (job.status === 'DONE' || job.status === 'CANCELLED' || job.status === 'PAUSED')
          return { job, durationS: (performance.now() - started) / 1000 };
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const duringList = await during;
    // Once the list's load is over, the statements the server sends are the job's (and the polls'):
    // captured for a while, with the items the cloud saw meanwhile, they say what an item costs.
    let profile: ItemProfile | null = null;
    let ended = false;
    void finished.then(() => (ended = true));
    if (!ended) {
      const callsBefore = cloud.limits.counts.command.calls;
      const t0 = performance.now();
      const queries = await server.captureSql(() =>
        Promise.race([finished, new Promise((r) => setTimeout(r, CAPTURE_SECONDS * 1000))]),
      );
      profile = itemProfile(queries, cloud.limits.counts.command.calls - callsBefore, performance.now() - t0);
    }
    const { job, durationS } = await finished;
    clearInterval(sampler);
    if (job.status !== 'DONE') throw new Error(`the job ended ${job.status}: ${JSON.stringify(job)}`);
    const counts = cloud.limits.counts.command;
    return {
      share,
      floorS: DEVICES / (COMMANDS_PER_SECOND * share),
      durationS,
      job,
      calls: counts.calls,
      refused: counts.refused,
      maxPerWindow: counts.maxPerWindow,
      perSecond,
      before,
      during: duringList,
      profile,
      peakRssMb: server.peakRssMb(),
    };
  } finally {
    await server.stop().catch(() => undefined);
    await cloud.close().catch(() => undefined);
    await rm(temp, { recursive: true, force: true });
  }
}

interface ItemProfile {
  items: number;
  msPerItem: number;
  sqlMsPerItem: number;
  statementsPerItem: number;
  /** The statements costing most in all, by their first words. */
  top: { statement: string; count: number; ms: number }[];
}

/** What the captured statements cost per item the cloud saw (provider calls, retries included). */
function itemProfile(queries: CapturedQuery[], items: number, elapsedMs: number): ItemProfile {
  const per = Math.max(1, items);
  const byText = new Map<string, { count: number; ms: number }>();
  let sqlMs = 0;
  for (const q of queries) {
    const ms = (q.end ?? q.start) - q.start;
    sqlMs += ms;
    const key = q.text.replace(/\s+/g, ' ').slice(0, 70);
    const entry = byText.get(key) ?? { count: 0, ms: 0 };
    entry.count++;
    entry.ms += ms;
    byText.set(key, entry);
  }
  const top = [...byText]
    .map(([statement, v]) => ({ statement, ...v }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6);
  return {
    items,
    msPerItem: elapsedMs / per,
    sqlMsPerItem: sqlMs / per,
    statementsPerItem: queries.length / per,
    top,
  };
}

async function dealerAccountUuid(databaseUrl: string): Promise<string> {
  const database = await openSeededDatabase({ databaseUrl });
  try {
    const { rows } = (await database.db.execute(
      sql`select a.uuid from user_account a join jhi_user u on u.id = a.user_id where u.login = 'dealer'`,
    )) as unknown as { rows: { uuid: string }[] };
    if (!rows[0]) throw new Error('no demo dealer: the dev seed did not run');
    return rows[0].uuid;
  } finally {
    await database.close();
  }
}

runBench('bulk', 60, main);
