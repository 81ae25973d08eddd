import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { redisAvailable, TEST_REDIS_URL } from '../../test/redis-available';
import { MemoryAttemptLimiter, RedisAttemptLimiter, type AttemptLimiter } from './rate-limiter';

const available = await redisAvailable();
const clients: Redis[] = [];
afterAll(() => clients.forEach((c) => c.disconnect()));

/** A Redis limiter under a prefix of its own, so parallel runs never share keys. */
function redisLimiter(limit: number, windowMs: number, warn = vi.fn()): RedisAttemptLimiter {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  clients.push(redis);
  return new RedisAttemptLimiter(redis, `test:limiter:${randomUUID()}`, limit, windowMs, warn);
}

const kinds: Array<[string, boolean, (limit: number, windowMs: number) => AttemptLimiter]> = [
  ['in memory', true, (limit, windowMs) => new MemoryAttemptLimiter(limit, windowMs)],
  ['on Redis', available, redisLimiter],
];

describe.each(kinds)('attempt limiter %s', (_name, enabled, make) => {
  it.runIf(enabled)('counts to the limit, then tells how long to wait', async () => {
    const limiter = make(3, 60_000);
    expect(await limiter.peek('a')).toEqual({ count: 0, retryAfter: 0 });
    expect(await limiter.hit('a')).toMatchObject({ count: 1, retryAfter: 0, added: true });
    await limiter.hit('a');
    const third = await limiter.hit('a');
    expect(third.count).toBe(3);
    expect(third.retryAfter).toBeGreaterThan(55);
    expect(third.retryAfter).toBeLessThanOrEqual(60);
    expect((await limiter.peek('a')).retryAfter).toBeGreaterThan(0);
    expect(await limiter.peek('b')).toEqual({ count: 0, retryAfter: 0 });
  });

  it.runIf(enabled)('counts distinct members when given one', async () => {
    const limiter = make(2, 60_000);
    expect(await limiter.hit('ip', 'anna')).toMatchObject({ count: 1, added: true });
    expect(await limiter.hit('ip', 'anna')).toMatchObject({ count: 1, added: false });
    expect(await limiter.hit('ip', 'bruno')).toMatchObject({ count: 2, added: true });
    expect((await limiter.peek('ip')).retryAfter).toBeGreaterThan(0);
    await limiter.release('ip', 'bruno');
    expect(await limiter.peek('ip')).toEqual({ count: 1, retryAfter: 0 });
  });

  it.runIf(enabled)('takes a hit back, resets, and never goes below zero', async () => {
    const limiter = make(2, 60_000);
    await limiter.hit('k');
    await limiter.hit('k');
    await limiter.release('k');
    expect(await limiter.peek('k')).toEqual({ count: 1, retryAfter: 0 });
    await limiter.release('k');
    await limiter.release('k');
    expect((await limiter.peek('k')).count).toBe(0);
    await limiter.hit('k');
    await limiter.reset('k');
    expect((await limiter.peek('k')).count).toBe(0);
  });

  it.runIf(enabled)('reports once per key and window, and starts afresh when the window ends', async () => {
    const limiter = make(1, 300);
    expect(await limiter.firstReport('x')).toBe(false); // nothing counted yet
    await limiter.hit('x');
    expect(await limiter.firstReport('x')).toBe(true);
    expect(await limiter.firstReport('x')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await limiter.peek('x')).toEqual({ count: 0, retryAfter: 0 });
    await limiter.hit('x');
    expect(await limiter.firstReport('x')).toBe(true);
  });
});

describe.runIf(available)('attempt limiter on Redis, shared', () => {
  it('is one window for every instance using the same prefix', async () => {
    const prefix = `test:limiter:${randomUUID()}`;
    const [a, b] = [0, 1].map(() => {
      const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
      clients.push(redis);
      return new RedisAttemptLimiter(redis, prefix, 2, 60_000, vi.fn());
    });
    await a!.hit('login');
    await b!.hit('login');
    expect((await a!.peek('login')).retryAfter).toBeGreaterThan(0);
    expect(await a!.firstReport('login')).toBe(true);
    expect(await b!.firstReport('login')).toBe(false);
  });
});

describe('attempt limiter on an unreachable Redis', () => {
  it('falls back to memory and warns once instead of failing the sign-in', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    redis.on('error', () => undefined);
    clients.push(redis);
    const warn = vi.fn();
    const limiter = new RedisAttemptLimiter(redis, 'test:down', 2, 60_000, warn);
    await limiter.hit('k');
    await limiter.hit('k');
    expect((await limiter.peek('k')).retryAfter).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
