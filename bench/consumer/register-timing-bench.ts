/**
 * Does the consumer registration's timing tell who owns an e-mail address? (docs/decisions/023)
 *
 *   createdb -h 127.0.0.1 -U postgres bench_register
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_register npm run bench:register-timing -w bench
 *
 * (Without DATABASE_URL the server runs on an embedded PGlite it migrates and seeds at start, which
 * takes minutes on a loaded machine.)
 *
 * Starts the real server in a child process (dev profile: the demo consumer and back-office users
 * exist) and sends GET api/consumer/register one request at a time, BENCH_RUNS times (default 60)
 * for each kind of address, the three kinds taking turns so that the work queued after earlier
 * answers (hashing, the mail) weighs on each alike, with a pause after each request (BENCH_PAUSE_MS,
 * default 300) so that this work is mostly done before the next request: a new address (a fresh one every time), the
 * demo consumer's address and a back-office user's address. Each request comes from its own client
 * address (X-Forwarded-For, TRUST_PROXY=1), so that the per-client-address limit never answers
 * instead; the per-e-mail limit does not change the answer. Prints and writes the median and p90 of
 * each kind; the target: the three medians within 10 % of each other. Exits 1 when it is missed.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { percentile } from '../support/load';
import { describeMachine } from '../support/machine';
import { requirePostgres } from '../support/postgres';
import { writeResult } from '../support/results';
import { runBench } from '../support/run-bench';
import { prepareSeededDatabase } from '../support/seeded-database';
import { startServer } from '../support/server';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 60));
const WARM_UP = 10;
/**
 * A pause after each request, so that the work a request queued after its answer (a new address:
 * the password hashing, ~100–200 ms of CPU) is done before the next one, whose kind would
 * otherwise pay for it.
 */
const PAUSE_MS = Math.max(0, Number(process.env.BENCH_PAUSE_MS ?? 300));
/** The medians may differ by this fraction of the smallest one. */
const TARGET_SPREAD = 0.1;
const CONSUMER_EMAIL = 'paolo.marino@example.com';
const STAFF_EMAIL = 'luca.ferrari@example.com';

type Kind = 'new' | 'consumer' | 'staff';
const KINDS: readonly Kind[] = ['new', 'consumer', 'staff'];

let clientSequence = 0;
/** A client address of its own for every request (10.x.y.z). */
const nextClient = () => {
  clientSequence += 1;
  return `10.${(clientSequence >> 16) & 0xff}.${(clientSequence >> 8) & 0xff}.${clientSequence & 0xff}`;
};

let newSequence = 0;
const addressOf = (kind: Kind): string => {
  if (kind === 'consumer') return CONSUMER_EMAIL;
  if (kind === 'staff') return STAFF_EMAIL;
  newSequence += 1;
  return `bench.${process.pid}.${newSequence}@example.com`;
};

/** One registration; its time in ms (the answer must be 204). */
async function register(base: string, email: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/consumer/register?email=${encodeURIComponent(email)}&langKey=it`, {
    headers: { 'x-forwarded-for': nextClient() },
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 204) throw new Error(`${email}: ${res.status}, expected 204`);
  return ms;
}

const fmt = (ms: number) => ms.toFixed(2);

/** The kinds in a random order (Fisher–Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function main(): Promise<number> {
  const loadAtStart = os.loadavg();
  const databaseUrl = process.env.DATABASE_URL
    ? requirePostgres('bench_register', 'bench:register-timing')
    : undefined;
  // Migrated and seeded before the server starts (and reused by the next run).
  if (databaseUrl) await prepareSeededDatabase(databaseUrl);
  const server = await startServer(databaseUrl, { TRUST_PROXY: '1', LOG_LEVEL: 'warn' });
  const times: Record<Kind, number[]> = { new: [], consumer: [], staff: [] };
  try {
    for (let i = 0; i < WARM_UP; i++) for (const kind of KINDS) await register(server.base, addressOf(kind));
    for (let i = 0; i < RUNS; i++) {
      // Each round in a random order: no kind always follows the same one.
      const order = shuffled(KINDS);
      for (const kind of order) {
        times[kind].push(await register(server.base, addressOf(kind)));
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    }
  } finally {
    await server.stop();
  }

  const rows = KINDS.map((kind) => {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    return { kind, median: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), max: sorted.at(-1) ?? 0 };
  });
  const medians = rows.map((r) => r.median);
  const spread = (Math.max(...medians) - Math.min(...medians)) / Math.min(...medians);
  const met = spread <= TARGET_SPREAD;
  const label: Record<Kind, string> = {
    new: 'a new address',
    consumer: "a consumer's address",
    staff: "a back-office user's address",
  };
  const markdown = [
    '# Consumer registration timing',
    '',
    `Run ${new Date().toISOString()} on ${describeMachine(loadAtStart)}; database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}.`,
    '',
    `GET api/consumer/register, one request at a time with a pause of ${PAUSE_MS} ms after each, ${RUNS} per kind of address (after ${WARM_UP} of each to warm up), the kinds taking turns in a random order each round; each request from its own client address.`,
    '',
    '| Address | Median (ms) | p90 (ms) | Max (ms) |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${label[r.kind]} | ${fmt(r.median)} | ${fmt(r.p90)} | ${fmt(r.max)} |`),
    '',
    `Spread of the medians: ${(spread * 100).toFixed(1)} % of the smallest (target ≤ ${TARGET_SPREAD * 100} %): ${met ? 'met' : 'missed'}.`,
    '',
  ].join('\n');
  await writeResult('register-timing', markdown);
  return met ? 0 : 1;
}

runBench('register-timing', 15, main);
