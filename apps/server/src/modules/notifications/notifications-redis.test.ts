import { randomUUID } from 'node:crypto';
import type { IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_DESTINATION, notificationPushSchema, type NotificationPush } from '@app/contracts';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { userIdOf } from '../../../test/lookups';
import { redisAvailable, TEST_REDIS_URL } from '../../../test/redis-available';
import { connectTracker, type TrackerClient } from '../../../test/stomp-client';

const available = await redisAvailable();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two instances sharing a Redis: the notification centre of instance A publishes a user's new
 * unread count; that user's page, connected to instance B, hears it there; another user's does not.
 */
describe.skipIf(!available)('the bell across instances with REDIS_URL', () => {
  const env = { REDIS_URL: TEST_REDIS_URL, JWT_SECRET: 'notifications-redis-test-secret-0123456789' };
  const redisKeyPrefix = `test:${randomUUID()}`;
  let a: TestApp;
  let b: TestApp;
  const trackers: TrackerClient[] = [];

  beforeAll(async () => {
    [a, b] = await Promise.all([
      buildTestApp({ env, deps: { redisKeyPrefix } }),
      buildTestApp({ env, deps: { redisKeyPrefix } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(trackers.map((t) => t.disconnect()));
    await Promise.all([a?.close(), b?.close()]);
  });

  it('delivers on instance B the count instance A published, to its user only', async () => {
    const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const received: Record<string, NotificationPush[]> = { customer: [], gdo: [] };
    for (const [login, password] of [
      ['customer', 'Demo-customer1'],
      ['gdo', 'Demo-gdo1'],
    ] as const) {
      const tracker = await connectTracker(urlB, await signIn(b.app, login, password));
      trackers.push(tracker);
      tracker.client.subscribe(NOTIFICATIONS_DESTINATION, (message: IMessage) =>
        received[login]!.push(notificationPushSchema.parse(JSON.parse(message.body))),
      );
    }
    await sleep(200);
    const customerId = await userIdOf(a.database.db, 'customer');
    a.app.live.notifications.publish([{ userId: customerId, push: { unread: 5, latest: null } }]);
    for (let waited = 0; received.customer!.length === 0 && waited < 5000; waited += 20) await sleep(20);
    expect(received.customer).toEqual([{ unread: 5, latest: null }]);
    await sleep(200);
    expect(received.gdo).toEqual([]);
  });
});
