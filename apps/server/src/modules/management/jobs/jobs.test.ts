import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { BackgroundJob, JobQueue, JobQueueDetail } from '@app/contracts';
import { auditEvents } from '../../../db/schema';
import { JobEngine } from '../../../jobs/job-engine';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';

const QUEUE = 'test-admin-jobs';
/** A recurring job whose next run is an hour away once it ran. */
const RECURRING = 'test-admin-recurring';
const HOUR_MS = 3_600_000;
const log = pino({ level: 'silent' }) as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('management/jobs: the job engine for the administrator', () => {
  let t: TestApp;
  let admin: string;
  let worker: JobEngine;
  /** How each job's runs went: the first run of a job fails, the next succeeds. */
  const runs = new Map<number, number>();
  let recurringRuns = 0;

  const get = (url: string, token = admin) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: token } });
  const post = (url: string, token = admin) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: token } });
  const detail = async (query = '') =>
    (await get(`/management/jobs/${QUEUE}${query}`)).json<JobQueueDetail>();
  const jobOf = async (id: string) => (await detail()).jobs.find((job) => job.id === id);
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(value)}`);
      await sleep(100);
    }
  }

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    // A second engine on the same database runs the queue, as another instance would; the app's own
    // engine (not started, as in every test) only sends and answers the administrator.
    worker = new JobEngine(t.database, log);
    worker.queue<{ n: number }>({
      name: QUEUE,
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireSeconds: 60,
      run: async ({ n }) => {
        const attempt = (runs.get(n) ?? 0) + 1;
        runs.set(n, attempt);
        if (attempt === 1) throw new Error(`job ${n} fails its first run`);
      },
    });
    // Registered with the app too, as every process of the app registers every recurring job.
    const recurring = { id: RECURRING, everyMs: HOUR_MS, run: async () => (recurringRuns += 1) };
    t.app.jobs.recurring(recurring);
    worker.recurring(recurring);
    await worker.start();
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('shows a failed job with its error, runs it again on retry until it completes, and audits it', async () => {
    const id = (await t.app.jobs.send(QUEUE, { n: 1 }))!;
    const failed = await until(
      () => jobOf(id),
      (job) => job?.state === 'failed',
    );
    expect(failed).toMatchObject({ retryCount: 0, retryLimit: 0, error: 'job 1 fails its first run' });
    expect(JSON.parse(failed!.data!)).toEqual({ n: 1 });
    expect(failed!.completedOn).not.toBeNull();

    const queues = await get('/management/jobs');
    expect(queues.statusCode).toBe(200);
    const queue = queues.json<JobQueue[]>().find((q) => q.name === QUEUE);
    expect(queue).toMatchObject({
      counts: { waiting: 0, running: 0, failed: 1, completed: 0, cancelled: 0 },
      policy: { policy: 'standard', retryLimit: 0, retryBackoff: true, expireInSeconds: 60 },
    });
    expect((await detail('?state=failed')).jobs.map((job) => job.id)).toEqual([id]);
    expect((await detail('?state=completed')).jobs).toEqual([]);

    const retried = await post(`/management/jobs/${QUEUE}/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json<BackgroundJob>().state).toMatch(/^(retry|active|completed)$/);
    const completed = await until(
      () => jobOf(id),
      (job) => job?.state === 'completed',
    );
    expect(completed).toMatchObject({ error: null, retryCount: 1 });
    expect(runs.get(1)).toBe(2);
    expect((await detail()).queue.counts).toMatchObject({ failed: 0, completed: 1 });

    // Only a failed job can be run again.
    const again = await post(`/management/jobs/${QUEUE}/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'error.jobstate' });
    expect(runs.get(1)).toBe(2);

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.eventType, 'BACKGROUND_JOB_RETRIED'));
    expect(audited.map((e) => [e.principal, e.data])).toEqual([['admin', { queue: QUEUE, job: id }]]);
  });

  it('cancels a waiting job, which then never runs, and refuses to cancel it twice', async () => {
    const id = (await t.app.jobs.send(QUEUE, { n: 2 }, { startAfter: 3_600 }))!;
    const waiting = await detail('?state=waiting');
    expect(waiting.jobs.map((job) => job.id)).toEqual([id]);
    expect(waiting.queue.counts.waiting).toBe(1);
    expect(Date.parse(waiting.jobs[0]!.startAfter)).toBeGreaterThan(Date.now() + 3_000_000);

    const cancelled = await post(`/management/jobs/${QUEUE}/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<BackgroundJob>()).toMatchObject({ id, state: 'cancelled' });
    const after = await detail();
    expect(after.queue.counts).toMatchObject({ waiting: 0, cancelled: 1 });
    expect((await detail('?state=cancelled')).jobs.map((job) => job.id)).toEqual([id]);
    expect(runs.has(2)).toBe(false);

    expect((await post(`/management/jobs/${QUEUE}/${id}/cancel`)).statusCode).toBe(409);
    // A cancelled job is not failed: it cannot be retried either.
    expect((await post(`/management/jobs/${QUEUE}/${id}/retry`)).statusCode).toBe(409);
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.eventType, 'BACKGROUND_JOB_CANCELLED'), eq(auditEvents.principal, 'admin')));
    expect(audited.map((e) => e.data)).toEqual([{ queue: QUEUE, job: id }]);
  });

  it("skips a recurring job's cancelled run: the next one is queued a period later, the chain goes on", async () => {
    const detailOf = async () =>
      (await get(`/management/jobs/${RECURRING}?state=waiting`)).json<JobQueueDetail>();
    const first = await until(detailOf, (d) => recurringRuns === 1 && d.jobs.length === 1);
    expect(first.queue).toMatchObject({ recurring: true, policy: { policy: 'stately' } });
    const [next] = first.jobs;
    expect(Date.parse(next!.startAfter)).toBeGreaterThan(Date.now() + HOUR_MS - 60_000);
    expect((await detail()).queue.recurring).toBe(false);

    const cancelled = await post(`/management/jobs/${RECURRING}/${next!.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const after = await detailOf();
    expect(after.jobs).toHaveLength(1);
    expect(after.jobs[0]!.id).not.toBe(next!.id);
    expect(Date.parse(after.jobs[0]!.startAfter)).toBeGreaterThan(Date.now() + HOUR_MS - 60_000);
    expect(after.queue.counts).toMatchObject({ waiting: 1, running: 0, cancelled: 1, completed: 1 });
    expect(recurringRuns).toBe(1);
  });

  it('answers 409 when a job of a stately queue cannot be retried while another waits for its retry', async () => {
    const STATELY = 'test-admin-stately';
    const failing = new JobEngine(t.database, log);
    failing.queue<object>({
      name: STATELY,
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireSeconds: 60,
      perKey: 'stately',
      run: async () => {
        throw new Error('always fails');
      },
    });
    await failing.start();
    const a = (await failing.send(STATELY, {}, { key: 'k' }))!;
    const failedIds = async () =>
      (await get(`/management/jobs/${STATELY}?state=failed`)).json<JobQueueDetail>().jobs.map((j) => j.id);
    await until(failedIds, (ids) => ids.includes(a));
    const b = (await failing.send(STATELY, {}, { key: 'k' }))!;
    await until(failedIds, (ids) => ids.includes(b));
    // No worker from here on: a retried job stays waiting for its retry.
    await failing.stop();

    expect((await post(`/management/jobs/${STATELY}/${a}/retry`)).statusCode).toBe(200);
    const refused = await post(`/management/jobs/${STATELY}/${b}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'error.jobstate' });
    const jobs = (await get(`/management/jobs/${STATELY}`)).json<JobQueueDetail>().jobs;
    expect(Object.fromEntries(jobs.map((job) => [job.id, job.state]))).toEqual({
      [a]: 'retry',
      [b]: 'failed',
    });
  });

  it('lists newest first and no more than asked', async () => {
    const first = (await t.app.jobs.send(QUEUE, { n: 3 }, { startAfter: 3_600 }))!;
    await sleep(20);
    const second = (await t.app.jobs.send(QUEUE, { n: 4 }, { startAfter: 3_600 }))!;
    expect((await detail('?state=waiting')).jobs.map((job) => job.id)).toEqual([second, first]);
    expect((await detail('?state=waiting&size=1')).jobs.map((job) => job.id)).toEqual([second]);
  });

  it('answers 404 for an unknown queue or job, 400 for a bad state, size or id, 403 to non-admins', async () => {
    const unknownQueue = await get('/management/jobs/no-such-queue');
    expect(unknownQueue.statusCode).toBe(404);
    const unknownJob = '00000000-0000-4000-8000-000000000000';
    expect((await post(`/management/jobs/no-such-queue/${unknownJob}/retry`)).statusCode).toBe(404);
    expect((await post(`/management/jobs/${QUEUE}/${unknownJob}/retry`)).statusCode).toBe(404);
    expect((await post(`/management/jobs/${QUEUE}/${unknownJob}/cancel`)).statusCode).toBe(404);

    const badState = await get(`/management/jobs/${QUEUE}?state=broken`);
    expect(badState.statusCode).toBe(400);
    expect(JSON.stringify(badState.json())).toContain('state');
    expect((await get(`/management/jobs/${QUEUE}?size=0`)).statusCode).toBe(400);
    expect((await get(`/management/jobs/${QUEUE}?size=101`)).statusCode).toBe(400);
    expect((await post(`/management/jobs/${QUEUE}/not-a-uuid/retry`)).statusCode).toBe(400);
    // A name pg-boss could never have given a queue.
    expect((await get('/management/jobs/no%20such%20queue')).statusCode).toBe(400);
    expect((await post(`/management/jobs/bad%00name/${unknownJob}/cancel`)).statusCode).toBe(400);

    const user = await signIn(t.app, 'user', 'user');
    for (const res of [
      await get('/management/jobs', user),
      await get(`/management/jobs/${QUEUE}`, user),
      await post(`/management/jobs/${QUEUE}/${unknownJob}/cancel`, user),
    ])
      expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/management/jobs' })).statusCode).toBe(401);
  });
});
