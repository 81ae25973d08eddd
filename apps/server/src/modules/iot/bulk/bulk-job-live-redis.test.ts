import { randomUUID } from 'node:crypto';
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_JOBS_DESTINATION, bulkJobPushSchema, type BulkJob } from '@app/contracts';
import { DEMO_DEVICES } from '../../../db/seed/demo';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { redisAvailable, TEST_REDIS_URL } from '../../../../test/redis-available';
import { connectTracker, type TrackerClient } from '../../../../test/stomp-client';

const available = await redisAvailable();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two instances sharing a Redis: instance A runs the job, the owner's page is connected to
 * instance B and follows it there; another user connected to B hears nothing of it.
 */
describe.skipIf(!available)('bulk jobs live across instances with REDIS_URL', () => {
  const env = { REDIS_URL: TEST_REDIS_URL, JWT_SECRET: 'bulk-live-redis-test-secret-0123456789-abcd' };
  const redisKeyPrefix = `test:${randomUUID()}`;
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  const trackers: TrackerClient[] = [];

  beforeAll(async () => {
    [a, b] = await Promise.all([
      buildTestApp({ env, deps: { redisKeyPrefix } }),
      buildTestApp({ env, deps: { redisKeyPrefix } }),
    ]);
    urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    await a.app.jobs.start();
  });
  afterAll(async () => {
    await Promise.all(trackers.map((t) => t.disconnect()));
    await Promise.all([a?.close(), b?.close()]);
  });

  const follow = async (login: string, password: string) => {
    const tracker = await connectTracker(urlB, await signIn(b.app, login, password));
    trackers.push(tracker);
    const jobs: BulkJob[] = [];
    tracker.client.subscribe(BULK_JOBS_DESTINATION, (message: IMessage) =>
      jobs.push(bulkJobPushSchema.parse(JSON.parse(message.body)).job),
    );
    return jobs;
  };

  it('delivers on instance B the progress of a job instance A runs, to its owner only', async () => {
    const customer = await follow('customer', 'Demo-customer1');
    const gdo = await follow('gdo', 'Demo-gdo1');
    await sleep(200);
    const devices = DEMO_DEVICES.filter((d) => d.ownerLogin === 'customer').map((d) => d.uid);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/bulk-jobs',
      headers: { authorization: await signIn(a.app, 'customer', 'Demo-customer1') },
      payload: { action: { kind: 'deleteTimers', category: 'REDIS_LIVE_NONE' }, devices },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<BulkJob>();
    for (let waited = 0; customer.at(-1)?.status !== 'DONE' && waited < 20_000; waited += 20) await sleep(20);
    expect(customer.at(-1)).toMatchObject({ id, status: 'DONE', counts: { total: devices.length } });
    await sleep(700);
    expect(gdo).toEqual([]);
  });
});
