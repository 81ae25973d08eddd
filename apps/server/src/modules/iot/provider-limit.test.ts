import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FAKE_TUYA_CLIENT_ID,
  FAKE_TUYA_CLIENT_SECRET,
  FakeTuyaCloud,
} from '../../adapters/iot/fake-tuya-cloud/fake-tuya-cloud';
import { TuyaIotProvider } from '../../adapters/iot/tuya/tuya-iot-provider';
import { buildApp } from '../../app';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { redisAvailable, TEST_REDIS_URL } from '../../../test/redis-available';

const COMMANDS_PER_SECOND = 8;
const PER_INSTANCE = 32;
/** Each instance sends this many at a time, as a few operators would: no one waits near 10 s. */
const STREAMS = 4;

const provider = (cloud: FakeTuyaCloud) =>
  new TuyaIotProvider({
    clientId: FAKE_TUYA_CLIENT_ID,
    clientSecret: FAKE_TUYA_CLIENT_SECRET,
    baseUrl: cloud.baseUrl,
  });

/**
 * The provider's budget is the project's, however many instances call it (decision 039): two
 * servers on one database (and, with Redis, on one Redis) send commands to ONE fake Tuya cloud
 * limited like the project; the cloud must refuse nothing and never see more than the budget in
 * a second. Shared state needs PostgreSQL: on the embedded database each app counts alone.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the provider limit held across two instances', () => {
  let cloud: FakeTuyaCloud | undefined;
  let a: TestApp | undefined;
  let b: FastifyInstance | undefined;
  afterEach(async () => {
    await b?.close();
    await a?.close();
    await cloud?.close();
  });

  const variants: Array<[string, () => Promise<Record<string, string> | null>]> = [
    ['the database', async () => ({})],
    ['Redis', async () => ((await redisAvailable()) ? { REDIS_URL: TEST_REDIS_URL } : null)],
  ];

  it.each(variants)(
    'counted in %s, the two instances together keep the fake cloud rate, refused calls retried',
    async (_, env) => {
      const extra = await env();
      if (!extra) return; // no Redis here: redisAvailable fails the file instead when REQUIRE_REDIS=true
      cloud = await FakeTuyaCloud.start({ limits: { commandsPerSecond: COMMANDS_PER_SECOND } });
      const redisKeyPrefix = `limit-test-${process.pid}-${Date.now()}`;
      a = await buildTestApp({
        env: { IOT_COMMANDS_PER_SECOND: String(COMMANDS_PER_SECOND), ...extra },
        deps: { iot: provider(cloud), redisKeyPrefix },
      });
      b = await buildApp(a.config, {
        database: a.database,
        logger: false,
        iot: provider(cloud),
        redisKeyPrefix,
      });
      await b.ready();
      const online = DEMO_DEVICES.map((d) => d.uid).filter((uid) => cloud!.fleet.statuses([uid])[0]?.online);
      expect(online.length).toBeGreaterThan(0);

      const send = async (app: FastifyInstance) => {
        const authorization = await signIn(app, 'admin', 'admin');
        const statuses: number[] = [];
        let next = 0;
        await Promise.all(
          Array.from({ length: STREAMS }, async () => {
            while (next < PER_INSTANCE) {
              const uid = online[next++ % online.length]!;
              const res = await app.inject({
                method: 'POST',
                url: `/api/devicesIot/${uid}/commands`,
                payload: [{ code: 'switch', value: true }],
                headers: { authorization },
              });
              statuses.push(res.statusCode);
            }
          }),
        );
        return statuses;
      };
      cloud.limits.resetCounts();
      const started = Date.now();
      const [fromA, fromB] = await Promise.all([send(a.app), send(b)]);
      const elapsed = Date.now() - started;

      expect([...fromA, ...fromB].filter((s) => s !== 200)).toEqual([]);
      const counted = cloud.limits.counts.command;
      // Our one-second windows are not the cloud's calendar seconds (decision 039, open): some calls
      // land in a second already full and are refused, then retried by the Tuya client. How many
      // depends on the machine's load (13 and 54 of 64 in two CI runs), so it is not asserted; that
      // the pace holds is: every command succeeded (unpaced, the bursts outlast the client's
      // retries and operators get 429s), each accepted exactly once, never over the budget in a
      // second, in the budget's time.
      expect(counted.calls - counted.refused).toBe(2 * PER_INSTANCE);
      expect(counted.maxPerWindow).toBeLessThanOrEqual(COMMANDS_PER_SECOND);
      // 64 commands at 8 a second: eight windows, the first of which may be partly gone.
      expect(elapsed).toBeGreaterThanOrEqual(((2 * PER_INSTANCE) / COMMANDS_PER_SECOND - 1) * 1000);
      await b.close();
      await a.close();
      await cloud.close();
      [a, b, cloud] = [undefined, undefined, undefined];
    },
    20_000,
  );
});
