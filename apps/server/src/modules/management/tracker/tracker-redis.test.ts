import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../../../test/build-test-app';
import { connectTracker } from '../../../../test/stomp-client';
import { redisAvailable, TEST_REDIS_URL } from '../../../../test/redis-available';

/** Two server instances sharing a Redis: activity on one reaches the admins of the other. */
const REDIS_URL = TEST_REDIS_URL;

const available = await redisAvailable();

describe.skipIf(!available)('tracker across instances with REDIS_URL', () => {
  const env = { REDIS_URL, JWT_SECRET: 'tracker-redis-test-secret-0123456789-abcdefghij' };
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    [a, b] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
    urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('delivers a page sent on instance A to an admin subscribed on instance B, then the logout', async () => {
    const health = await b.app.inject({
      method: 'GET',
      url: '/management/health',
      headers: { authorization: await signIn(b.app, 'admin', 'admin') },
    });
    expect(health.json().components.redis).toMatchObject({ status: 'UP' });

    const watcher = await connectTracker(urlB, await signIn(b.app, 'admin', 'admin'));
    watcher.subscribe();
    const visitor = await connectTracker(urlA, await signIn(a.app, 'dealer', 'Demo-dealer1'));
    const page = `/redis-check-${Date.now()}`;
    visitor.send(page);
    const seen = await watcher.waitFor((m) => m.page === page);
    expect(seen.userLogin).toBe('dealer');

    // An admin arriving later on B still sees the session living on A.
    const late = await connectTracker(urlB, await signIn(b.app, 'admin', 'admin'));
    late.subscribe();
    await late.waitFor((m) => m.page === page && m.sessionId === seen.sessionId);

    await visitor.disconnect();
    await watcher.waitFor((m) => m.page === 'logout' && m.sessionId === seen.sessionId);
    await Promise.all([watcher.disconnect(), late.disconnect()]);
  });
});
