/**
 * IoT fan-out (issue 16 §3), on PostgreSQL:
 *
 *   createdb -h 127.0.0.1 -U postgres bench_fanout
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_fanout npm run bench:fanout -w bench
 *
 * The live status of 1,000 devices the way the web client reads it (the dashboard's Update): calls
 * of `POST /api/devicesIot` with 30 uids each, 5 in flight, as the demo dealer, against the real
 * server in a child process whose provider is the fake Tuya cloud answering every status call after
 * 100 ms (its latency setting). The limit: ceil(1000 / 30) calls in rounds of 5, each round one
 * provider latency — ceil(34 / 5) × 100 ms = 700 ms; target ≤ 1.1 × the limit. Five runs after a
 * warm-up one (the provider token is fetched once); writes bench/results/<date>-fanout.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DeviceStatusesAnswer } from '@app/contracts';
import { FakeTuyaCloud, FaultInjector, PurifierFleet } from '../../apps/server/src/adapters/iot';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { seedDatabase } from '../../apps/server/src/db/seed';
import { seedDealerDevices } from '../support/fleet-devices';
import { describeMachine } from '../support/machine';
import { requirePostgres } from '../support/postgres';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { fakeTuyaCloudEnv, startServer } from '../support/server';
import { HOLD_STATUS_POLLING_SQL } from '../support/status-polling';

const DEVICES = 1000;
const PER_CALL = 30;
const IN_FLIGHT = 5;
const LATENCY_MS = 100;
const RUNS = 5;
const LIMIT_MS = Math.ceil(Math.ceil(DEVICES / PER_CALL) / IN_FLIGHT) * LATENCY_MS;
const TARGET_MS = LIMIT_MS * 1.1;

async function main(): Promise<number> {
  const databaseUrl = requirePostgres('bench_fanout', 'bench:fanout');
  const loadAtStart = os.loadavg();
  const temp = await mkdtemp(path.join(tmpdir(), 'purifier-bench-fanout-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(temp, { recursive: true, force: true })];
  try {
    const fleet = new PurifierFleet();
    const uids = fleet.generate(DEVICES);
    const database = await openDatabase({ databaseUrl });
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db, { profile: 'dev' });
      await database.db.execute(sql`delete from device where serial_number like 'BENCH-%'`);
      await seedDealerDevices(database, fleet, uids, { withoutUid: 0, withoutStatus: 0 });
      await database.db.execute(sql.raw(HOLD_STATUS_POLLING_SQL));
    } finally {
      await database.close();
    }
    const faults = new FaultInjector().setLatency(LATENCY_MS, { operations: ['status'] });
    const cloud = await FakeTuyaCloud.start({ fleet, faults });
    cleanups.unshift(() => cloud.close());
    const server = await startServer(databaseUrl, {
      DATA_DIR: temp,
      LOG_LEVEL: 'error',
      ...fakeTuyaCloudEnv(cloud.baseUrl),
    });
    cleanups.unshift(() => server.stop());
    const token = await server.signIn('dealer', 'Demo-dealer1');

    const calls: string[][] = [];
    for (let i = 0; i < uids.length; i += PER_CALL) calls.push(uids.slice(i, i + PER_CALL));
    /** One read of the whole fleet: 5 calls in flight; answers the time and the statuses seen. */
    const readAll = async () => {
      let next = 0;
      let seen = 0;
      const started = performance.now();
      const worker = async () => {
        while (next < calls.length) {
          const body = JSON.stringify(calls[next++]);
          const res = await fetch(`${server.base}/api/devicesIot`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body,
          });
          if (res.status !== 200) throw new Error(`devicesIot answered ${res.status}: ${await res.text()}`);
          seen += ((await res.json()) as DeviceStatusesAnswer).result.devices.length;
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      return { ms: performance.now() - started, seen };
    };
    await readAll();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await readAll());
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const met = median <= TARGET_MS;
    const report = [
      '# IoT fan-out: the live status of 1,000 devices',
      '',
      `Date: ${new Date().toISOString()}  `,
      `Machine: ${describeMachine(loadAtStart)}  `,
      `Server: \`main.ts\` in a child process on PostgreSQL, provider the fake Tuya cloud (status calls answered after ${LATENCY_MS} ms; the server splits 30 uids into Tuya's batches of 20, in parallel); peak RSS ${server.peakRssMb().toFixed(0)} MB`,
      '',
      `| Read | Calls | Statuses | Runs (ms) | Median | Limit | Target (1.1 × limit) | Met |`,
      '| --- | ---: | ---: | --- | ---: | ---: | ---: | :---: |',
      `| ${DEVICES} devices, ${PER_CALL} per call, ${IN_FLIGHT} in flight, as the dealer | ${calls.length} | ${runs[0]!.seen} | ${runs.map((r) => r.ms.toFixed(0)).join(', ')} | ${median.toFixed(0)} ms | ${LIMIT_MS} ms | ${TARGET_MS.toFixed(0)} ms | ${met ? 'yes' : '**no**'} |`,
      '',
      'Command: `DATABASE_URL=… npm run bench:fanout -w bench` (see bench/README.md).',
      '',
    ].join('\n');
    console.log(report);
    await writeResult('fanout', report);
    return met ? 0 : 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

runBench('fanout', 15, main);
