import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_TUYA_CLIENT_ID,
  FAKE_TUYA_CLIENT_SECRET,
  FakeTuyaCloud,
} from '../../adapters/iot/fake-tuya-cloud/fake-tuya-cloud';
import { PurifierFleet } from '../../adapters/iot/simulator/purifier-fleet';
import { TuyaIotProvider } from '../../adapters/iot/tuya/tuya-iot-provider';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { deviceStatusLogs, iotLogs } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { connectTracker, type TrackerClient } from '../../../test/stomp-client';
import { DEVICE_EVENTS_WORKER } from '../iot';

/**
 * The pushed status from end to end, below the browser: with IOT_PROVIDER=tuya against the fake cloud, a
 * purifier switched on reaches the dealer's live feed through the message service, the history
 * gains the report, and neither the month's request count nor the cloud's request counter moves
 * for it (only the command itself is a request).
 */
describe('pushed status end to end (Tuya message service of the fake cloud)', () => {
  let cloud: FakeTuyaCloud;
  let t: TestApp;
  let dealer: TrackerClient;
  let token: string;
  const device = DEMO_DEVICES.find((d) => d.ownerLogin === 'customer')!;
  const iotLogCount = async () => (await t.database.db.select({ n: count() }).from(iotLogs))[0]!.n;

  beforeAll(async () => {
    const fleet = new PurifierFleet({ demoTimers: false });
    fleet.device(device.uid).forceOnline(true, fleet.clock.now());
    cloud = await FakeTuyaCloud.start({ fleet });
    const provider = new TuyaIotProvider({
      clientId: FAKE_TUYA_CLIENT_ID,
      clientSecret: FAKE_TUYA_CLIENT_SECRET,
      baseUrl: cloud.baseUrl,
    });
    t = await buildTestApp({ deps: { iot: provider } });
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.app.jobs.startWorker(DEVICE_EVENTS_WORKER);
    for (let waited = 0; t.app.live.health().status !== 'UP' && waited < 10_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    token = await signIn(t.app, 'dealer', 'Demo-dealer1');
    dealer = await connectTracker(baseUrl, token);
    dealer.subscribeStatus();
    await new Promise((r) => setTimeout(r, 200));
  });
  afterAll(async () => {
    await dealer?.disconnect();
    await t?.close();
    await cloud?.close();
  });

  it('stores the report the cloud pushes after a switch-on and delivers it live, at no request', async () => {
    expect(t.app.live.health()).toMatchObject({ status: 'UP', details: { connected: true } });
    for (const value of [false, true]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/devicesIot/${device.uid}/commands`,
        headers: { authorization: token },
        payload: [{ code: 'switch', value }],
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const requestsAfterCommands = cloud.stats.requests;
    const loggedAfterCommands = await iotLogCount();

    let pushed: (typeof dealer.pushed)[number] | undefined;
    for (let waited = 0; !pushed && waited < 10_000; waited += 20) {
      pushed = dealer.pushed.find(
        (p) => p.uid === device.uid && p.status.some((s) => s.code === 'switch' && s.value === true),
      );
      if (!pushed) await new Promise((r) => setTimeout(r, 20));
    }
    expect(pushed, JSON.stringify(dealer.pushed)).toBeDefined();
    expect(pushed!.online).toBe(true);

    const stored = await t.database.db
      .select({ payload: deviceStatusLogs.payload })
      .from(deviceStatusLogs)
      .where(
        and(
          eq(deviceStatusLogs.deviceUid, device.uid),
          eq(deviceStatusLogs.logTime, new Date(pushed!.reportedAt)),
          isNull(deviceStatusLogs.iotLogId),
        ),
      );
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.payload!)).toEqual(pushed!.status);

    // The push cost nothing: no request reached the cloud's OpenAPI, no call was logged or counted.
    expect(cloud.stats.requests).toBe(requestsAfterCommands);
    expect(await iotLogCount()).toBe(loggedAfterCommands);
    expect(cloud.messages.unacknowledged()).toBe(0);

    const admin = await signIn(t.app, 'admin', 'admin');
    const health = await t.app.inject({
      method: 'GET',
      url: '/management/health',
      headers: { authorization: admin },
    });
    expect(health.json().components.iotPush).toMatchObject({
      status: 'UP',
      details: { connected: true, active: true },
    });
    expect(health.json().components.iotPush.details.acknowledged).toBeGreaterThanOrEqual(1);
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/management/prometheus',
      headers: { authorization: admin },
    });
    expect(metrics.body).toMatch(/^iot_push_messages_received_total [1-9]/m);
    expect(metrics.body).toMatch(/^iot_push_statuses_stored_total [1-9]/m);
  });
});
