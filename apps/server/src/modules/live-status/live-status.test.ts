import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataPoint } from '@app/contracts';
import type { DeviceEvent } from '../../adapters/iot/device-events';
import { PurifierFleet } from '../../adapters/iot/simulator/purifier-fleet';
import { SimulatorIotProvider } from '../../adapters/iot/simulator/simulator-iot-provider';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { deviceLatestStatuses, deviceStatusLogs, iotLogs, tabServiceUserPermissions } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { connectTracker, type TrackerClient } from '../../../test/stomp-client';
import { accountIdOf, serviceIdOf, userIdOf } from '../../../test/lookups';
import { DeviceEventIngest, DeviceEventRepository, IotGateway, IotLogRepository, StatusPoller } from '../iot';

const deviceOf = (login: string) => DEMO_DEVICES.find((d) => d.ownerLogin === login)!;
const customerDevice = deviceOf('customer');
const gdsDevice = deviceOf('gds');

/**
 * Pushed device events stored by the ingest and delivered live over the tracker's STOMP connection:
 * each user gets the devices of its own scope only, nothing costs a provider request,
 * a redelivered report is stored once, polling skips devices that reported.
 */
describe('live device status (pushed events → history → STOMP)', () => {
  let t: TestApp;
  let baseUrl: string;
  let ingest: DeviceEventIngest;
  const provider = new SimulatorIotProvider(new PurifierFleet());
  const clients: Record<string, TrackerClient> = {};
  const at = new Date(Date.now() - 60_000);
  const report = (uid: string, dataId: string, status: DataPoint[], when = at): DeviceEvent => ({
    kind: 'status',
    uid,
    dataId,
    reportedAt: when,
    status,
  });
  const rowsOf = async (uid: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(deviceStatusLogs)
        .where(eq(deviceStatusLogs.deviceUid, uid))
    )[0]!.n;
  const iotLogCount = async () => (await t.database.db.select({ n: count() }).from(iotLogs))[0]!.n;
  const waitForPushes = async (client: TrackerClient, n: number) => {
    for (let waited = 0; client.pushed.length < n && waited < 5000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    return client.pushed;
  };

  beforeAll(async () => {
    t = await buildTestApp({ deps: { iot: provider } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ingest = new DeviceEventIngest(new DeviceEventRepository(t.database.db), t.app.live);
    for (const [login, password] of [
      ['admin', 'admin'],
      ['dealer', 'Demo-dealer1'],
      ['customer', 'Demo-customer1'],
      ['gdo', 'Demo-gdo1'],
      ['gds', 'Demo-gds1'],
    ] as const) {
      clients[login] = await connectTracker(baseUrl, await signIn(t.app, login, password));
      clients[login].subscribeStatus();
    }
    // The SUBSCRIBE frames reach the server before anything is pushed.
    await new Promise((r) => setTimeout(r, 200));
  });
  afterAll(async () => {
    await Promise.all(Object.values(clients).map((c) => c.disconnect()));
    await t.close();
  });

  it('stores a report merged into the last status, and pushes it only to who may read the device', async () => {
    const [before] = await t.database.db
      .select()
      .from(deviceLatestStatuses)
      .where(eq(deviceLatestStatuses.deviceUid, customerDevice.uid));
    const rowsBefore = await rowsOf(customerDevice.uid);
    const requestsBefore = await iotLogCount();

    await ingest.store([
      report(customerDevice.uid, 'c-1', [{ code: 'switch', value: true }]),
      report(gdsDevice.uid, 'g-1', [{ code: 'pm25', value: 42 }]),
    ]);
    await t.app.live.feed.flush();

    expect(await rowsOf(customerDevice.uid)).toBe(rowsBefore + 1);
    const [latest] = await t.database.db
      .select()
      .from(deviceLatestStatuses)
      .where(eq(deviceLatestStatuses.deviceUid, customerDevice.uid));
    expect(latest!.logTime.getTime()).toBe(at.getTime());
    expect(latest!.online).toBe(true);
    const status = JSON.parse(latest!.payload!) as Array<{ code: string; value: unknown }>;
    expect(status.find((p) => p.code === 'switch')?.value).toBe(true);
    // The other data points of the last stored status are kept (the report carried one).
    const previous = JSON.parse(before?.payload ?? '[]') as Array<{ code: string }>;
    expect(status.map((p) => p.code)).toEqual(
      expect.arrayContaining(previous.map((p) => p.code).filter((c) => c !== 'switch')),
    );
    // A pushed report is no provider request.
    expect(await iotLogCount()).toBe(requestsBefore);

    const uidsOf = async (login: string, n: number) =>
      (await waitForPushes(clients[login]!, n)).map((p) => p.uid);
    expect((await uidsOf('admin', 2)).sort()).toEqual([customerDevice.uid, gdsDevice.uid].sort());
    expect(await uidsOf('dealer', 1)).toEqual([customerDevice.uid]);
    expect(await uidsOf('customer', 1)).toEqual([customerDevice.uid]);
    expect(await uidsOf('gds', 1)).toEqual([gdsDevice.uid]);
    await new Promise((r) => setTimeout(r, 300));
    expect(clients.gdo!.pushed).toEqual([]);
    expect(clients.dealer!.pushed).toHaveLength(1);
    expect(clients.customer!.pushed[0]).toMatchObject({
      uid: customerDevice.uid,
      online: true,
      reportedAt: at.toISOString(),
    });
    expect(clients.customer!.pushed[0]!.status).toEqual(status);
  });

  it('stores a report delivered again (after a restart, before its acknowledgement) once', async () => {
    const rowsBefore = await rowsOf(customerDevice.uid);
    const skippedBefore = t.app.live.ingest.alreadyStored;
    await ingest.store([report(customerDevice.uid, 'c-1', [{ code: 'switch', value: true }])]);
    expect(await rowsOf(customerDevice.uid)).toBe(rowsBefore);
    expect(t.app.live.ingest.alreadyStored).toBe(skippedBefore + 1);
  });

  it('counts events of devices it does not know and stores the rest of the batch', async () => {
    const unknownBefore = t.app.live.ingest.unknownDevices;
    const rowsBefore = await rowsOf(gdsDevice.uid);
    await ingest.store([
      report('bf-not-ours-000000000', 'x-1', [{ code: 'switch', value: true }]),
      { kind: 'offline', uid: gdsDevice.uid, dataId: 'g-2', reportedAt: new Date(at.getTime() + 1000) },
    ]);
    expect(t.app.live.ingest.unknownDevices).toBe(unknownBefore + 1);
    expect(await rowsOf(gdsDevice.uid)).toBe(rowsBefore + 1);
    const [latest] = await t.database.db
      .select()
      .from(deviceLatestStatuses)
      .where(eq(deviceLatestStatuses.deviceUid, gdsDevice.uid));
    // Offline, with the last status kept (pm25 42 from the report before).
    expect(latest!.online).toBe(false);
    expect(JSON.parse(latest!.payload!)).toEqual(expect.arrayContaining([{ code: 'pm25', value: 42 }]));
  });

  it('stops pushing to a user at once when its right to read devices is taken away', async () => {
    const dealerUserId = await userIdOf(t.database.db, 'dealer');
    const adminUserId = await userIdOf(t.database.db, 'admin');
    const serviceId = await serviceIdOf(t.database.db, 'DEVICE_MANAGEMENT');
    await t.database.db.insert(tabServiceUserPermissions).values({
      userId: dealerUserId,
      createdById: adminUserId,
      tabServiceId: serviceId,
    });
    const dealerBefore = clients.dealer!.pushed.length;
    const customerBefore = clients.customer!.pushed.length;
    await ingest.store([
      report(customerDevice.uid, 'c-3', [{ code: 'pm25', value: 7 }], new Date(at.getTime() + 2000)),
    ]);
    await t.app.live.feed.flush();
    await waitForPushes(clients.customer!, customerBefore + 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(clients.dealer!.pushed).toHaveLength(dealerBefore);
    await t.database.db
      .delete(tabServiceUserPermissions)
      .where(
        and(
          eq(tabServiceUserPermissions.userId, dealerUserId),
          eq(tabServiceUserPermissions.tabServiceId, serviceId),
        ),
      );
  });

  it('polls only the devices silent for longer than their status frequency', async () => {
    const ownerId = await accountIdOf(t.database.db, 'customer');
    const now = new Date();
    await ingest.store([
      report(customerDevice.uid, 'c-4', [{ code: 'speed', value: 'mid' }], new Date(now.getTime() - 5000)),
    ]);
    const gateway = new IotGateway(provider, new IotLogRepository(t.database.db), t.app.log);
    await new StatusPoller(t.database.db, gateway, t.app.log).pollAccount(ownerId, now);
    const polled = await t.database.db
      .select({ uid: deviceStatusLogs.deviceUid })
      .from(deviceStatusLogs)
      .where(and(eq(deviceStatusLogs.logTime, now), isNotNull(deviceStatusLogs.iotLogId)));
    const owned = DEMO_DEVICES.filter((d) => d.ownerLogin === 'customer').map((d) => d.uid);
    expect(polled.map((r) => r.uid).sort()).toEqual(owned.filter((u) => u !== customerDevice.uid).sort());
  });
});
