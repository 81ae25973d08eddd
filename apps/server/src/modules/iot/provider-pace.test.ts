import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../../test/test-database';
import { redisAvailable, TEST_REDIS_URL } from '../../../test/redis-available';
import { ProviderPace, type PaceSettings, type PaceStore } from './provider-pace';

const settings = (commandsPerSecond: number, backgroundShare = 1): PaceSettings => ({
  readsPerSecond: 0,
  commandsPerSecond,
  backgroundShare,
});

/** Takes `count` turns at once on the paces in turn; resolves with the time the last one took. */
async function burst(paces: readonly ProviderPace[], count: number): Promise<number> {
  const start = Date.now();
  await Promise.all(
    Array.from({ length: count }, (_, i) => paces[i % paces.length]!.take('command', 'background')),
  );
  return Date.now() - start;
}

describe('the provider pace (decision 039)', () => {
  it('holds background work to its share and lets a person through ahead of it', async () => {
    const pace = new ProviderPace(settings(10, 0.5), 'memory');
    const finished: string[] = [];
    // 20 background calls at 5 a second (half of 10): four windows, more than three seconds.
    const flood = burst([pace], 20).then((ms) => {
      finished.push('background');
      return ms;
    });
    await new Promise((r) => setTimeout(r, 200));
    const person = Promise.all([1, 2, 3].map(() => pace.take('command', 'interactive'))).then(() =>
      finished.push('interactive'),
    );
    const [ms] = await Promise.all([flood, person]);
    expect(ms).toBeGreaterThanOrEqual(2_900);
    expect(finished).toEqual(['interactive', 'background']);
  });

  it('answers 429 rather than keep a person waiting too long; a budget of 0 paces nothing', async () => {
    const pace = new ProviderPace(settings(1), 'memory', undefined, 200);
    await pace.take('command', 'interactive');
    await expect(pace.take('command', 'interactive')).rejects.toMatchObject({
      status: 429,
      errorKey: 'iotratelimited',
    });
    const free = new ProviderPace(settings(0), 'memory');
    expect(await burst([free], 200)).toBeLessThan(1_000);
    await free.take('read', 'interactive');
  });

  describe('shared by two instances', () => {
    let database: DatabaseHandle;
    let redis: Redis | undefined;
    beforeAll(async () => {
      database = await openTestDatabase(inject('dbTemplate'));
      if (await redisAvailable()) redis = new Redis(TEST_REDIS_URL);
    });
    afterAll(async () => {
      redis?.disconnect();
      await database?.close();
    });

    const stores = (): Array<[string, () => PaceStore]> => [
      ['the database', () => ({ db: database.db })],
      ...(redis
        ? [
            ['Redis', () => ({ redis: redis!, prefix: `pace-test-${process.pid}-${Date.now()}` })] as [
              string,
              () => PaceStore,
            ],
          ]
        : []),
    ];

    it('counts one budget across both, in the database and on Redis', async () => {
      for (const [, store] of stores()) {
        const shared = store();
        const a = new ProviderPace(settings(10), shared);
        const b = new ProviderPace(settings(10), shared);
        // 40 calls at 10 a second between them: four windows. Each alone would allow 20 a second.
        expect(await burst([a, b], 40)).toBeGreaterThanOrEqual(2_900);
      }
    });
  });
});
