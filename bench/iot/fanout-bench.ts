/**
 * IoT fan-out (targets: bench/README.md), on PostgreSQL:
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
 *
 * Beside it, in the same run, the same fan-out without the server: the provider client
 * (TuyaIotProvider, as the server builds it) called straight from this process against the same
 * fake cloud — what the 100 ms, the HTTP and the signing cost on this machine before any work of
 * the server's own. The server's share is the difference.
 *
 * Those two with push off (IOT_PUSH=off: every status read goes through the provider). Then the
 * push-on scenario (decision 043): the same fan-out against a server with push on, where each
 * device's stored status is fresh (20 minutes old, the account's frequency is an hour), so the
 * server answers from the store: the provider calls the fake cloud counted during the runs are
 * reported and must be 0.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeviceStatusesAnswer } from '@app/contracts';
import {
  FAKE_TUYA_CLIENT_ID,
  FAKE_TUYA_CLIENT_SECRET,
  FakeTuyaCloud,
  FaultInjector,
  PurifierFleet,
  TuyaIotProvider,
} from '../../apps/server/src/adapters/iot';
import { prepareDealerFleet } from '../support/fleet-devices';
import { describeMachine } from '../support/machine';
import { requirePostgres } from '../support/postgres';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { fakeTuyaCloudEnv, startServer } from '../support/server';

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
    await prepareDealerFleet(databaseUrl, fleet, uids);
    const faults = new FaultInjector().setLatency(LATENCY_MS, { operations: ['status'] });
    const cloud = await FakeTuyaCloud.start({ fleet, faults });
    cleanups.unshift(() => cloud.close());
    const env = { DATA_DIR: temp, LOG_LEVEL: 'error', ...fakeTuyaCloudEnv(cloud.baseUrl) };

    const calls: string[][] = [];
    for (let i = 0; i < uids.length; i += PER_CALL) calls.push(uids.slice(i, i + PER_CALL));
    const provider = new TuyaIotProvider({
      clientId: FAKE_TUYA_CLIENT_ID,
      clientSecret: FAKE_TUYA_CLIENT_SECRET,
      baseUrl: cloud.baseUrl,
    });
    const viaProvider = async (uids: string[]) => (await provider.getStatuses(uids)).length;

    const pushOff = await throughServer(databaseUrl, { ...env, IOT_PUSH: 'off' }, calls, cloud);
    cleanups.unshift(() => pushOff.stop());
    const provider5 = await measure(calls, viaProvider);
    await pushOff.stop();
    const pushOn = await throughServer(databaseUrl, { ...env, IOT_PUSH: 'on' }, calls, cloud);
    cleanups.unshift(() => pushOn.stop());
    await pushOn.stop();

    const server5 = pushOff.runs;
    const med = (r: Run[]) => median(r.map((x) => x.ms));
    const met = med(server5) <= TARGET_MS;
    const pushOnMet = pushOn.providerCalls === 0 && pushOn.runs.every((r) => r.seen === DEVICES);
    const row = (what: string, runs: Run[], providerCalls: string, target: string) =>
      `| ${what} | ${calls.length} | ${runs.map((r) => r.seen).join(', ')} | ${providerCalls} | ${runs.map((r) => r.ms.toFixed(0)).join(', ')} | ${med(runs).toFixed(0)} ms | ${target} |`;
    const report = [
      '# IoT fan-out: the live status of 1,000 devices',
      '',
      `Date: ${new Date().toISOString()}  `,
      `Machine: ${describeMachine(loadAtStart)}  `,
      `Server: \`main.ts\` in a child process on PostgreSQL, provider the fake Tuya cloud (status calls answered after ${LATENCY_MS} ms; the server splits 30 uids into Tuya's batches of 20, in parallel); peak RSS ${pushOff.peakRssMb.toFixed(0)} MB push off, ${pushOn.peakRssMb.toFixed(0)} MB push on`,
      '',
      `| Read | Calls | Statuses per run | Provider calls (${RUNS} runs + warm-up) | Runs (ms) | Median | Target |`,
      '| --- | ---: | --- | ---: | --- | ---: | ---: |',
      row(
        `push off: ${DEVICES} devices, ${PER_CALL} per call, ${IN_FLIGHT} in flight, as the dealer, through the server`,
        server5,
        String(pushOff.providerCalls),
        `≤ ${TARGET_MS.toFixed(0)} ms (1.1 × the ${LIMIT_MS} ms limit): ${met ? 'met' : '**missed**'}`,
      ),
      row('the same straight through the provider client, no server', provider5, '—', '(the floor here)'),
      row(
        'push on, every stored status fresh (decision 043): the same fan-out through the server',
        pushOn.runs,
        String(pushOn.providerCalls),
        `0 provider calls: ${pushOnMet ? 'met' : '**missed**'}`,
      ),
      '',
      `The server's own share with push off: ${(med(server5) - med(provider5)).toFixed(0)} ms over ${Math.ceil(calls.length / IN_FLIGHT)} rounds (${((med(server5) - med(provider5)) / Math.ceil(calls.length / IN_FLIGHT)).toFixed(1)} ms a round).`,
      '',
      'Command: `DATABASE_URL=… npm run bench:fanout -w bench` (see bench/README.md).',
      '',
    ].join('\n');
    await writeResult('fanout', report);
    return met && pushOnMet ? 0 : 1;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

interface Run {
  ms: number;
  seen: number;
}

/**
 * The fan-out through a server started with `env`: its runs, the provider calls the fake cloud
 * counted meanwhile (the warm-up's included) and its peak RSS.
 */
async function throughServer(
  databaseUrl: string,
  env: Record<string, string>,
  calls: string[][],
  cloud: FakeTuyaCloud,
) {
  const server = await startServer(databaseUrl, env);
  try {
    const token = await server.signIn('dealer', 'Demo-dealer1');
    const viaServer = async (uids: string[]) => {
      const res = await fetch(`${server.base}/api/devicesIot`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(uids),
      });
      if (res.status !== 200) throw new Error(`devicesIot answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as DeviceStatusesAnswer).result.devices.length;
    };
    const before = providerCallsOf(cloud);
    const runs = await measure(calls, viaServer);
    return {
      runs,
      providerCalls: providerCallsOf(cloud) - before,
      peakRssMb: server.peakRssMb(),
      stop: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The authenticated calls the fake cloud answered so far (the token calls left out). */
const providerCallsOf = (cloud: FakeTuyaCloud) =>
  Object.entries(cloud.stats.byOperation)
    .filter(([operation]) => operation !== 'token')
    .reduce((sum, [, n]) => sum + n, 0);

/**
 * One warm-up then RUNS reads of the whole fleet, IN_FLIGHT calls at a time. Each call's count is
 * awaited before it is added: `seen += await …` would read `seen` before the await and lose the
 * other calls' additions (the varying totals of the first runs).
 */
async function measure(calls: string[][], read: (uids: string[]) => Promise<number>): Promise<Run[]> {
  const readAll = async (): Promise<Run> => {
    let next = 0;
    let seen = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < calls.length) {
        const count = await read(calls[next++]!);
        seen += count;
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    return { ms: performance.now() - started, seen };
  };
  await readAll();
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await readAll());
  return runs;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

runBench('fanout', 15, main);
