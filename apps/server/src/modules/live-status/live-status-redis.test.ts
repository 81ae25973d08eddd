import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { redisAvailable, TEST_REDIS_URL } from '../../../test/redis-available';
import { connectTracker } from '../../../test/stomp-client';
import { DeviceEventIngest, DeviceEventRepository } from '../iot';

const available = await redisAvailable();

/** Two instances sharing a Redis: a report stored by the consuming instance reaches the users of the other. */
describe.skipIf(!available)('live device status across instances with REDIS_URL', () => {
  const env = { REDIS_URL: TEST_REDIS_URL, JWT_SECRET: 'live-status-redis-test-secret-0123456789-abc' };
  const redisKeyPrefix = `test:${randomUUID()}`;
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      buildTestApp({ env, deps: { redisKeyPrefix } }),
      buildTestApp({ env, deps: { redisKeyPrefix } }),
    ]);
    urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('delivers on instance B what instance A stored, to the users of its scope only', async () => {
    const customerDevice = DEMO_DEVICES.find((d) => d.ownerLogin === 'customer')!;
    const dealer = await connectTracker(urlB, await signIn(b.app, 'dealer', 'Demo-dealer1'));
    const gdo = await connectTracker(urlB, await signIn(b.app, 'gdo', 'Demo-gdo1'));
    dealer.subscribeStatus();
    gdo.subscribeStatus();
    await new Promise((r) => setTimeout(r, 200));

    const reportedAt = new Date(Date.now() - 1000);
    await new DeviceEventIngest(new DeviceEventRepository(a.database.db), a.app.live).store([
      {
        kind: 'status',
        uid: customerDevice.uid,
        dataId: 'r-1',
        reportedAt,
        status: [{ code: 'switch', value: true }],
      },
    ]);
    await a.app.live.feed.flush();

    for (let waited = 0; dealer.pushed.length === 0 && waited < 5000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    expect(dealer.pushed).toMatchObject([{ uid: customerDevice.uid, reportedAt: reportedAt.toISOString() }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(gdo.pushed).toEqual([]);
    await Promise.all([dealer.disconnect(), gdo.disconnect()]);
  });
});
