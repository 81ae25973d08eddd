import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/test-database';
import { JobEngine } from './job-engine';

const log = pino({ level: 'silent' }) as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}
/** No run started less than a period (1 s, less the clocks' rounding) after the one before. */
const apart = (runs: ReadonlyArray<{ start: number }>) =>
  runs.slice(1).map((run, i) => run.start - runs[i]!.start);

/** Records the runs of one recurring job across engines: when each started and ended, and where. */
function runLog() {
  const runs: Array<{ engine: string; start: number; end?: number }> = [];
  let active = 0;
  let overlapped = false;
  const job = (engine: string, workMs: number, fail = false) => ({
    id: 'test-tick',
    everyMs: 1_000,
    run: async () => {
      const run: { engine: string; start: number; end?: number } = { engine, start: Date.now() };
      runs.push(run);
      active += 1;
      if (active > 1) overlapped = true;
      await sleep(workMs);
      active -= 1;
      run.end = Date.now();
      if (fail) throw new Error('this run fails');
    },
  });
  return { runs, job, overlapped: () => overlapped };
}

/** How many runs of the job wait or run in the database (pg-boss's own table). */
async function queued(database: DatabaseHandle): Promise<number> {
  const sql = `select count(*)::int as n from pgboss.job where name = 'test-tick' and state in ('created', 'retry', 'active')`;
  const result = database.pglite
    ? await database.pglite.query<{ n: number }>(sql)
    : await database.pool!.query(sql);
  return (result.rows[0] as { n: number }).n;
}

describe('the job engine: a recurring job on the embedded database or PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(inject('dbTemplate'));
  });
  afterAll(async () => database?.close());

  it('runs every period, never overlapping itself, a failed run breaking nothing; stop lets the running one finish', async () => {
    const { runs, job, overlapped } = runLog();
    const engine = new JobEngine(database, log);
    engine.recurring(job('one', 300, true));
    await engine.start();
    // Every run fails, and the next one comes all the same.
    await until(() => runs.length >= 4);
    await engine.stop();
    // stop() returned after the run under way had ended.
    expect(runs.every((r) => r.end !== undefined)).toBe(true);
    expect(Math.min(...apart(runs))).toBeGreaterThanOrEqual(950);
    expect(overlapped()).toBe(false);
    // stop() returned after the run under way ended.
    expect(runs.every((r) => r.end !== undefined)).toBe(true);
  });

  it('keeps the chain in the database: a restarted engine goes on with one run waiting, not two', async () => {
    const { runs, job } = runLog();
    const first = new JobEngine(database, log);
    first.recurring(job('first', 50));
    await first.start();
    await until(() => runs.length >= 2);
    await first.stop();
    expect(await queued(database)).toBe(1);

    const second = new JobEngine(database, log);
    second.recurring(job('second', 50));
    await second.start();
    expect(await queued(database)).toBe(1);
    await until(() => runs.some((r) => r.engine === 'second'));
    await second.stop();
    expect(Math.min(...apart(runs))).toBeGreaterThanOrEqual(950);
    expect(await queued(database)).toBe(1);
  });
});

describe('the job engine: a queue of one-off jobs', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(inject('dbTemplate'));
  });
  afterAll(async () => database?.close());

  it('keeps a job sent before any worker runs, then runs it once, retrying a failed run', async () => {
    const seen: Array<{ n: number; attempt: number }> = [];
    const queue = (engine: JobEngine) =>
      engine.queue<{ n: number }>({
        name: 'test-queue',
        retryLimit: 1,
        retryDelaySeconds: 1,
        expireSeconds: 60,
        run: async ({ n }) => {
          seen.push({ n, attempt: seen.filter((s) => s.n === n).length + 1 });
          if (seen.filter((s) => s.n === n).length === 1) throw new Error('the first run fails');
        },
      });
    // A process that runs no jobs (a test app, a tool) sends: the job waits in the database.
    const sender = new JobEngine(database, log);
    queue(sender);
    const id = await sender.send('test-queue', { n: 7 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await sender.stop();
    expect(seen).toEqual([]);

    const worker = new JobEngine(database, log);
    queue(worker);
    await worker.start();
    await until(() => seen.length >= 2);
    await sleep(1_500);
    await worker.stop();
    expect(seen).toEqual([
      { n: 7, attempt: 1 },
      { n: 7, attempt: 2 },
    ]);
  });
});

/**
 * Two instances on one PostgreSQL database: each has its own pool and its own engine, as two
 * server processes do. Each period's run happens once, on one of them, never both at once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the job engine: two instances on PostgreSQL', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await openTestDatabase(inject('dbTemplate'));
    second = await openDatabase({ databaseUrl: String(first.pool!.options.connectionString), poolMax: 4 });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('runs each period once across both, never at the same time, and goes on when one stops', async () => {
    const { runs, job, overlapped } = runLog();
    const a = new JobEngine(first, log);
    const b = new JobEngine(second, log);
    a.recurring(job('a', 400));
    b.recurring(job('b', 400));
    await Promise.all([a.start(), b.start()]);
    await until(() => runs.length >= 5);
    await a.stop();
    const whileBoth = runs.length;
    await until(() => runs.length >= whileBoth + 2);
    await b.stop();
    expect(runs.slice(whileBoth).every((r) => r.engine === 'b')).toBe(true);
    expect(Math.min(...apart(runs))).toBeGreaterThanOrEqual(950);
    expect(overlapped()).toBe(false);
  });
});
