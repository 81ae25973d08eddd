import { Redis } from 'ioredis';

/**
 * The Redis the tests share (a local one by default). Tests that need it skip without it, unless
 * REQUIRE_REDIS=true (CI, .ci/run): then an unreachable Redis fails the test file instead.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

async function ping(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function redisAvailable(url = TEST_REDIS_URL): Promise<boolean> {
  const up = await ping(url);
  if (!up && process.env.REQUIRE_REDIS === 'true')
    throw new Error(
      `REQUIRE_REDIS=true but Redis is not reachable at ${url}: the Redis tests cannot be skipped`,
    );
  return up;
}
