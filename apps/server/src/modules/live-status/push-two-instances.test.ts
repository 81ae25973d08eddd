import { and, count, gte, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_TUYA_CLIENT_ID,
  FAKE_TUYA_CLIENT_SECRET,
  FakeTuyaCloud,
} from '../../adapters/iot/fake-tuya-cloud/fake-tuya-cloud';
import { TuyaIotProvider } from '../../adapters/iot/tuya/tuya-iot-provider';
import { buildApp } from '../../app';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { deviceStatusLogs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DEVICE_EVENTS_WORKER } from '../iot';

const provider = (cloud: FakeTuyaCloud) =>
  new TuyaIotProvider({
    clientId: FAKE_TUYA_CLIENT_ID,
    clientSecret: FAKE_TUYA_CLIENT_SECRET,
    baseUrl: cloud.baseUrl,
  });

/**
 * Two server instances on one database consuming the same message service: Tuya's
 * Failover subscription gives the reports to one of them, each report is stored once, and when that
 * instance stops the other takes over, what was left unacknowledged included.
 */
describe('pushed reports with two server instances', () => {
  let cloud: FakeTuyaCloud;
  let a: TestApp;
  let b: FastifyInstance;
  const uids = DEMO_DEVICES.slice(0, 20).map((d) => d.uid);
  const since = new Date(Date.now() - 3_600_000);

  /** Pushed rows stored since the test began, and how many distinct (uid, time) they are. */
  const stored = async () => {
    const rows = await a.database.db
      .select({ uid: deviceStatusLogs.deviceUid, time: deviceStatusLogs.logTime, n: count() })
      .from(deviceStatusLogs)
      .where(and(isNull(deviceStatusLogs.iotLogId), gte(deviceStatusLogs.logTime, since)))
      .groupBy(deviceStatusLogs.deviceUid, deviceStatusLogs.logTime);
    return { distinct: rows.length, twice: rows.filter((r) => r.n > 1) };
  };
  const waitForStored = async (n: number) => {
    for (let waited = 0; (await stored()).distinct < n && waited < 20_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    return stored();
  };
  const publish = (count: number, offsetMs: number) => {
    for (let i = 0; i < count; i++)
      cloud.messages.publishStatus(uids[i % uids.length]!, [{ code: 'pm25', value: i % 90 }], {
        t: since.getTime() + offsetMs + i,
      });
  };

  beforeAll(async () => {
    cloud = await FakeTuyaCloud.start();
    a = await buildTestApp({ deps: { iot: provider(cloud) } });
    // Two instances are two apps over the same database (PGlite clones cannot be shared).
    b = await buildApp(a.config, { database: a.database, logger: false, iot: provider(cloud) });
    await b.ready();
    a.app.jobs.startWorker(DEVICE_EVENTS_WORKER);
    b.jobs.startWorker(DEVICE_EVENTS_WORKER);
    for (let waited = 0; cloud.messages.consumerCount() < 2 && waited < 10_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await cloud?.close();
  });

  it('stores each report once, and the standby takes over when the active instance stops', async () => {
    expect(cloud.messages.consumerCount()).toBe(2);
    publish(300, 0);
    const first = await waitForStored(300);
    expect(first).toEqual({ distinct: 300, twice: [] });
    // One instance consumed; the other stood by.
    const active = [a.app.live.health(), b.live.health()].filter((h) => h.details?.active);
    expect(active).toHaveLength(1);

    // The active one stops (its worker first, as on shutdown); the rest goes to the other.
    const survivor = a.app.live.health().details?.active ? b : a.app;
    await (survivor === b ? a.app : b).jobs.stop();
    publish(200, 10_000);
    const second = await waitForStored(500);
    expect(second).toEqual({ distinct: 500, twice: [] });
    expect(survivor.live.health().details?.active).toBe(true);
    // Acknowledged once stored (the acknowledgements follow the commit by a moment).
    for (let waited = 0; cloud.messages.unacknowledged() > 0 && waited < 5_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    expect(cloud.messages.unacknowledged()).toBe(0);
    // None of it cost an OpenAPI request.
    expect(cloud.stats.requests, JSON.stringify(cloud.stats)).toBe(0);
  });
});
