import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataPoint } from '@app/contracts';
import type { DeviceEvent } from '../../../adapters/iot/device-events';
import { SimulatorIotProvider } from '../../../adapters/iot/simulator/simulator-iot-provider';
import { PurifierFleet } from '../../../adapters/iot/simulator/purifier-fleet';
import { DEMO_DEVICES } from '../../../db/seed/demo';
import { rowsOf } from '../../../lib/sql-rows';
import { accountIdOf } from '../../../../test/lookups';
import {
  DeviceEventIngest,
  DeviceEventRepository,
  IotGateway,
  IotLogRepository,
  StatusPoller,
} from '../../iot';
import { alertsFixture, type AlertsFixture } from '../test/alerts-fixture-sql';

const MIN = 60_000;

/**
 * The real ingest feeding the alert rules (pushed events and the poller tell the app's evaluator
 * which devices they stored), and the push silence rule: while the provider pushes nothing,
 * polling still reads the silent devices, the administrators' alarm opens, and it clears when
 * pushes resume (docs/decisions/040).
 */
describe('alerts from the real ingest; push silence', () => {
  let f: AlertsFixture;
  let ingest: DeviceEventIngest;
  let poller: StatusPoller;
  let customerAccount: number;
  const provider = new SimulatorIotProvider(new PurifierFleet());
  const device = DEMO_DEVICES.find((d) => d.ownerLogin === 'customer')!;
  const report = (status: DataPoint[], at: number): DeviceEvent => ({
    kind: 'status',
    uid: device.uid,
    dataId: `push-${at}`,
    reportedAt: new Date(at),
    status,
  });
  // Far enough ahead that no stored status of the seed counts as a recent push.
  const t0 = Date.now() + 10 * 86_400_000;

  beforeAll(async () => {
    f = await alertsFixture({ iot: provider });
    const stored = (ids: ReadonlySet<number>) => f.t.app.alertEvaluator.note(ids);
    ingest = new DeviceEventIngest(new DeviceEventRepository(f.t.database.db), f.t.app.live, stored);
    const gateway = new IotGateway(provider, new IotLogRepository(f.t.database.db), f.t.app.log);
    poller = new StatusPoller(f.t.database.db, gateway, f.t.app.log, undefined, {}, stored);
    customerAccount = await accountIdOf(f.t.database.db, 'customer');
  });
  afterAll(() => f.t.close());

  it('evaluates a pushed status through the app’s evaluator', async () => {
    const rule = await f.rule(customerAccount, null, {
      kind: 'parameter',
      parameter: 'pm25',
      band: 'warning',
      forMinutes: 0,
      clearMinutes: 0,
      rearmMargin: 0,
      openingHoursOnly: false,
    });
    await ingest.store([report([{ code: 'pm25', value: 90 }], t0 - 20 * MIN)]);
    await f.t.app.alertEvaluator.flush();
    expect(await f.alarmsOf(rule)).toMatchObject([{ state: 'active', openedAt: t0 - 20 * MIN }]);
  });

  it('polls the silent devices during a push silence, opens the silence alarm, clears it when pushes resume', async () => {
    const rule = await f.rule(null, null, { kind: 'push_silence', forMinutes: 15 });
    const push = { enabled: true, watchingSince: t0 - 60 * MIN };
    await poller.pollAccount(customerAccount, new Date(t0));
    await f.t.app.alertEvaluator.flush();
    const polled = rowsOf<{ uid: string }>(
      await f.t.database.db.execute(sql`select device_uid as uid from device_status_log
        where log_time = ${new Date(t0).toISOString()}::timestamptz and iot_log_id is not null`),
    ).map((r) => r.uid);
    const silent = DEMO_DEVICES.filter((d) => d.ownerLogin === 'customer' && d.uid !== device.uid);
    // Every device silent for longer than its status frequency got a polled row; the one that pushed 20 minutes ago did not.
    expect(polled.sort()).toEqual(silent.map((d) => d.uid).sort());

    await f.engine.sweep(t0 - 10 * MIN, push);
    expect(await f.alarmsOf(rule)).toEqual([]);
    await f.engine.sweep(t0 + MIN, push);
    expect(await f.alarmsOf(rule)).toMatchObject([{ state: 'active' }]);

    await ingest.store([report([{ code: 'pm25', value: 5 }], t0 + 2 * MIN)]);
    await f.t.app.alertEvaluator.flush();
    await f.engine.sweep(t0 + 3 * MIN, push);
    expect(await f.alarmsOf(rule)).toMatchObject([{ state: 'cleared', events: ['opened', 'cleared'] }]);
  });
});
