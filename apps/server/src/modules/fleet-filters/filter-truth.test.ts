import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import {
  FILTER_DANGER_TOP,
  type DataPoint,
  type DeviceStatusesAnswer,
  type FleetHealthDto,
  type FilterForecastRow,
} from '@app/contracts';
import { buildApp } from '../../app';
import { FaultInjector, ManualClock, PurifierFleet, SimulatorIotProvider } from '../../adapters/iot';
import type { DeviceEvent } from '../../adapters/iot/device-events';
import { DEMO_DEVICES } from '../../db/seed/demo-fleet';
import { seedDemoHistory } from '../../db/seed/demo-history';
import { resumeSimulatorFromHistory } from '../../db/seed/simulator-resume';
import { deviceLatestStatuses, devices } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { DeviceEventIngest, DeviceEventRepository, IotGateway, IotLogRepository, StatusPoller } from '../iot';
import { accountIdOf } from '../../../test/lookups';
import { refreshForecasts } from './index';

const CUSTOMER_DEVICES = DEMO_DEVICES.filter((d) => d.ownerLogin === 'customer').map((d) => d.uid);
const HISTORY_END = Date.parse('2026-11-27T06:00:00Z');
const valueOf = (status: readonly DataPoint[], code: string) => status.find((p) => p.code === code)?.value;

/**
 * One truth about filters: after the demo history is written and the simulator starts, what the
 * devices report live, the last stored row and the forecast say the same; a new reading moves the
 * forecast at once, not at the job's next pass.
 */
describe('filter truth (demo history, live simulator, forecast)', () => {
  let t: TestApp;
  let dealer: string;
  const idOf = new Map<string, number>();
  const resetUids = new Set<string>();

  beforeAll(async () => {
    t = await buildTestApp();
    // A fixed end, so the same filters are in danger on every run (the simulator resumes at the
    // real time from whatever the last row says).
    await seedDemoHistory(t.database.db, () => undefined, {
      now: HISTORY_END,
      days: 35,
      uids: CUSTOMER_DEVICES,
    });
    await refreshForecasts(t.database.db);
    const rows = await t.database.db
      .select({ id: devices.id, uid: devices.uid })
      .from(devices)
      .where(inArray(devices.uid, CUSTOMER_DEVICES));
    for (const row of rows) idOf.set(row.uid!, row.id);
    dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = async () => {
    const rows = await t.database.db
      .select({ id: deviceLatestStatuses.deviceId, payload: deviceLatestStatuses.payload })
      .from(deviceLatestStatuses)
      .where(inArray(deviceLatestStatuses.deviceId, [...idOf.values()]));
    return new Map(rows.map((r) => [r.id, JSON.parse(r.payload!) as DataPoint[]]));
  };
  const forecast = async (deviceId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/fleet/filters/devices/${deviceId}`,
      headers: { authorization: dealer },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FilterForecastRow>();
  };

  it('a server started on the history reports each filter as the last stored row and the forecast', async () => {
    // A second server on the same database, started after the history, as main.ts starts one:
    // its own simulator (not injected) resumes from the stored statuses when it is ready.
    const restarted = await buildApp(t.config, { database: t.database, logger: false });
    try {
      await restarted.ready();
      const auth = await signIn(restarted, 'dealer', 'Demo-dealer1');
      const res = await restarted.inject({
        method: 'POST',
        url: '/api/devicesIot',
        payload: CUSTOMER_DEVICES,
        headers: { authorization: auth },
      });
      expect(res.statusCode, res.body).toBe(200);
      const live = new Map(res.json<DeviceStatusesAnswer>().result.devices.map((d) => [d.id, d.status]));
      const last = await stored();
      expect(live.size).toBe(CUSTOMER_DEVICES.length);
      const seen = new Set<string>();
      for (const uid of CUSTOMER_DEVICES) {
        const id = idOf.get(uid)!;
        const status = live.get(uid)!;
        const filter = valueOf(status, 'filter') as number;
        expect(filter, uid).toBe(valueOf(last.get(id)!, 'filter'));
        expect(valueOf(status, 'filter_days'), uid).toBe(valueOf(last.get(id)!, 'filter_days'));
        const f = await forecast(id);
        expect(f.measure, uid).toBe('filter');
        expect(f.lastValue, uid).toBe(filter);
        // The due list's band is the live badge's: overdue exactly when the reading is in danger.
        expect(f.overdue, uid).toBe(filter <= FILTER_DANGER_TOP.filter);
        seen.add(filter <= FILTER_DANGER_TOP.filter ? 'danger' : 'other');
      }
      // The demo history leaves some filters in danger and some not: the check above covers both.
      expect([...seen].sort()).toEqual(['danger', 'other']);
      // The customer's health score counts as overdue exactly the filters in danger live.
      const health = await t.app.inject({
        method: 'GET',
        url: '/api/fleet/health',
        headers: { authorization: await signIn(t.app, 'customer', 'Demo-customer1') },
      });
      expect(health.statusCode, health.body).toBe(200);
      const overdue = health.json<FleetHealthDto>().reasons.find((r) => r.code === 'filterOverdue');
      const inDanger = CUSTOMER_DEVICES.filter(
        (uid) => (valueOf(live.get(uid)!, 'filter') as number) <= FILTER_DANGER_TOP.filter,
      );
      expect(overdue?.devices ?? 0).toBe(inDanger.length);
    } finally {
      await restarted.close();
    }
  });

  it('a filter reset reported by the device shows on the forecast without the job', async () => {
    // The resumed simulator's device, its filter reset by command: the report it sends is ingested
    // as the pushed-events worker does, and the forecast follows on the refresher's flush.
    const fleet = new PurifierFleet({ clock: new ManualClock(Date.now()) });
    await resumeSimulatorFromHistory(t.database.db, fleet);
    const last = await stored();
    const worn = CUSTOMER_DEVICES.find((uid) => {
      const filter = valueOf(last.get(idOf.get(uid)!)!, 'filter') as number;
      return filter < 50 && fleet.device(uid).online;
    });
    expect(worn, 'a worn filter on an online device').toBeDefined();
    const id = idOf.get(worn!)!;
    const before = await forecast(id);
    expect(before.lastValue).toBeLessThan(50);

    const events: DeviceEvent[] = [];
    fleet.onReport((event) => events.push(event));
    fleet.sendCommands(worn!, [{ code: 'filter_reset', value: true }]);
    resetUids.add(worn!);
    expect(events.filter((e) => e.kind === 'status')).toHaveLength(1);
    const ingest = new DeviceEventIngest(new DeviceEventRepository(t.database.db), t.app.live, (ids) =>
      t.app.filterForecasts.note(ids),
    );
    await ingest.store(events);
    expect(await t.app.filterForecasts.flush()).toBe(1);

    const after = await forecast(id);
    expect(after.lastValue).toBe(100);
    expect(after.overdue).toBe(false);
    // Only the reading since the replacement counts: one reading, too few for a rate yet.
    expect(after).toMatchObject({ kind: 'insufficient', reason: 'tooFewReadings', readings: 1 });
    expect(new Date(after.computedAt!).getTime()).toBeGreaterThan(new Date(before.computedAt!).getTime());
  });

  it('a polled reading that jumps up marks the replacement on the forecast without the job', async () => {
    // Another worn filter replaced while nobody listens: only the next poll reads it.
    const fleet = new PurifierFleet({ clock: new ManualClock(Date.now()) });
    await resumeSimulatorFromHistory(t.database.db, fleet);
    const provider = new SimulatorIotProvider(fleet, new FaultInjector(fleet.seed), { reportIntervalMs: 0 });
    const last = await stored();
    const worn = CUSTOMER_DEVICES.find((uid) => {
      const filter = valueOf(last.get(idOf.get(uid)!)!, 'filter') as number;
      return filter < 50 && fleet.device(uid).online && !resetUids.has(uid);
    });
    expect(worn, 'another worn filter on an online device').toBeDefined();
    fleet.sendCommands(worn!, [{ code: 'filter_reset', value: true }]);
    const poller = new StatusPoller(
      t.database.db,
      new IotGateway(provider, new IotLogRepository(t.database.db), t.app.log),
      t.app.log,
      undefined,
      {},
      (ids) => t.app.filterForecasts.note(ids),
    );
    expect(await poller.pollAccount(await accountIdOf(t.database.db, 'customer'))).toBeGreaterThan(0);
    expect(await t.app.filterForecasts.flush()).toBeGreaterThanOrEqual(1);
    const after = await forecast(idOf.get(worn!)!);
    expect(after).toMatchObject({ lastValue: 100, overdue: false, readings: 1 });
  });

  it('a reading that repeats the last value does not recompute the forecast', async () => {
    const [id, status] = [...(await stored()).entries()][0]!;
    const before = await forecast(id);
    const ingest = new DeviceEventIngest(new DeviceEventRepository(t.database.db), t.app.live, (ids) =>
      t.app.filterForecasts.note(ids),
    );
    const uid = CUSTOMER_DEVICES.find((u) => idOf.get(u) === id)!;
    await ingest.store([
      { kind: 'status', uid, dataId: `same-${Date.now()}`, reportedAt: new Date(), status },
    ]);
    expect(await t.app.filterForecasts.flush()).toBe(0);
    expect((await forecast(id)).computedAt).toBe(before.computedAt);
  });
});
