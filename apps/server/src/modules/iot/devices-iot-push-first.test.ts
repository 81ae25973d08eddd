import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DeviceLiveStatus } from '@app/contracts';
import { FaultInjector, ManualClock, PurifierFleet, SimulatorIotProvider } from '../../adapters/iot';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { deviceLatestStatuses, devices, iotLogs } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { accountIdOf } from '../../../test/lookups';
import { IotLogRepository } from './iot-log.repository';

const owned = (login: string) => DEMO_DEVICES.filter((d) => d.ownerLogin === login).map((d) => d.uid);

/** The simulator, counting the status reads that reach it (the provider's side of the quota). */
class CountingSimulator extends SimulatorIotProvider {
  readUids: string[] = [];
  override getStatuses(uids: readonly string[]): Promise<DeviceLiveStatus[]> {
    this.readUids.push(...uids);
    return super.getStatuses(uids);
  }
}

/**
 * POST api/devicesIot push-first (decision 043): with push on, fresh stored statuses answer without
 * the provider; stale ones and "read now" go through it; with push off every device is read.
 */
describe.each([true, false])('devicesIot live statuses, push %s', (push) => {
  let t: TestApp;
  let provider: CountingSimulator;
  let customer: string;
  let account: number;
  const customerUids = owned('customer').slice(0, 4);
  const foreignUid = owned('gdo')[0]!;

  const read = async (uids: string[], query = '') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/devicesIot${query}`,
      payload: uids,
      headers: { authorization: customer },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { devices: DeviceLiveStatus[] } }>().result.devices;
  };
  /** The account's STATUS rows in the IoT log (what the quota counts), once the late writes are in. */
  const statusRows = async () => {
    const rows = await t.database.db
      .select({ id: iotLogs.id })
      .from(iotLogs)
      .where(and(eq(iotLogs.userAccountId, account), eq(iotLogs.operation, 'STATUS')));
    return rows.length;
  };
  /** Stores a latest status for the devices, reported `ageSeconds` ago. */
  const storeLatest = async (uids: string[], ageSeconds: number) => {
    const rows = await t.database.db
      .select({ id: devices.id, uid: devices.uid })
      .from(devices)
      .where(inArray(devices.uid, uids));
    const logTime = new Date(Date.now() - ageSeconds * 1000);
    for (const row of rows)
      await t.database.db
        .insert(deviceLatestStatuses)
        .values({
          deviceId: row.id,
          deviceUid: row.uid,
          logTime,
          online: true,
          payload: JSON.stringify([{ code: 'switch', value: true }]),
        })
        .onConflictDoUpdate({
          target: deviceLatestStatuses.deviceId,
          set: { logTime, deviceUid: row.uid, payload: sql`excluded.payload`, online: true },
        });
    return logTime;
  };

  beforeAll(async () => {
    const clock = new ManualClock('2026-03-02T08:00:00Z');
    const fleet = new PurifierFleet({ seed: 11, clock, demoTimers: false });
    for (const uid of fleet.uids()) fleet.device(uid).forceOnline(true, clock.now());
    provider = new CountingSimulator(fleet, new FaultInjector(11));
    t = await buildTestApp({ env: { IOT_PUSH: push ? 'on' : 'off' }, deps: { iot: provider } });
    customer = await signIn(t.app, 'customer', 'Demo-customer1');
    account = await accountIdOf(t.database.db, 'customer');
  });
  afterAll(() => t.close());

  it('answers fresh stored statuses without the provider only while push is on', async () => {
    // Fresh: younger than the account's status frequency (3600 s by default).
    const reportedAt = await storeLatest([...customerUids, foreignUid], 60);
    const logsBefore = await statusRows();
    const quotaBefore = (await new IotLogRepository(t.database.db).quotaState(account)).used;
    provider.readUids = [];

    const answered = await read([...customerUids, foreignUid]);

    // A device outside the caller's scope is never answered, from the store either.
    expect(answered.map((d) => d.id).sort()).toEqual([...customerUids].sort());
    await expect.poll(statusRows).toBe(logsBefore + (push ? 0 : 1));
    const quotaAfter = (await new IotLogRepository(t.database.db).quotaState(account)).used;
    if (push) {
      expect(provider.readUids).toEqual([]);
      expect(quotaAfter).toBe(quotaBefore);
      for (const device of answered)
        expect(device).toMatchObject({
          source: 'stored',
          readAt: reportedAt.toISOString(),
          status: [{ code: 'switch', value: true }],
        });
    } else {
      expect(provider.readUids.sort()).toEqual([...customerUids].sort());
      expect(quotaAfter).toBe(quotaBefore + 1);
      for (const device of answered) expect(device.source).toBe('provider');
    }
  });

  it('reads a stale device through the provider and the fresh ones from the store', async () => {
    const [stale, ...freshOnes] = customerUids;
    await storeLatest(freshOnes, 60);
    await storeLatest([stale!], 2 * 3600);
    const logsBefore = await statusRows();
    provider.readUids = [];

    const answered = await read(customerUids);
    // The call's log row is written after the answer: waited for here, so the next test's count
    // does not catch it late (it did on a loaded machine, 2026-11-28).
    await expect.poll(statusRows).toBe(logsBefore + 1);

    expect(provider.readUids.sort()).toEqual(push ? [stale] : [...customerUids].sort());
    const sources = new Map(answered.map((d) => [d.id, d.source]));
    expect(sources.get(stale!)).toBe('provider');
    for (const uid of freshOnes) expect(sources.get(uid)).toBe(push ? 'stored' : 'provider');
    const readAt = answered.find((d) => d.id === stale)!.readAt!;
    expect(Math.abs(Date.parse(readAt) - Date.now())).toBeLessThan(60_000);
  });

  it('reads every device through the provider on "read now" (refresh=true)', async () => {
    await storeLatest(customerUids, 60);
    const logsBefore = await statusRows();
    provider.readUids = [];

    const answered = await read([...customerUids, foreignUid], '?refresh=true');

    expect(provider.readUids.sort()).toEqual([...customerUids].sort());
    expect(answered.map((d) => d.id).sort()).toEqual([...customerUids].sort());
    for (const device of answered) expect(device.source).toBe('provider');
    await expect.poll(statusRows).toBe(logsBefore + 1);
  });

  it('refuses a refresh that is neither true nor false', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/devicesIot?refresh=maybe',
      payload: customerUids,
      headers: { authorization: customer },
    });
    expect(res.statusCode).toBe(400);
  });
});
