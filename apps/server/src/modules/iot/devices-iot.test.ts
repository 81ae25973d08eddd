import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  FaultInjector,
  ManualClock,
  PurifierFleet,
  SimulatorIotProvider,
  TuyaIotProvider,
  type IotProvider,
} from '../../adapters/iot';
import {
  FAKE_TUYA_CLIENT_ID,
  FAKE_TUYA_CLIENT_SECRET,
  FakeTuyaCloud,
} from '../../adapters/iot/fake-tuya-cloud/fake-tuya-cloud';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { deviceStatusLogs, iotLogs, userAccounts } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { accountIdOf as lookUpAccountId } from '../../../test/lookups';
import { StatusPoller } from './status-poller';
import { IotGateway } from './iot-gateway';
import { IotLogRepository, type IotLogEntry } from './iot-log.repository';

const owned = (login: string, model?: string) =>
  DEMO_DEVICES.filter((d) => d.ownerLogin === login && (!model || d.modelCode === model));

/** The same API tests with the simulator in process and with our Tuya client talking to the fake Tuya cloud. */
describe.each(['simulator', 'tuya'] as const)('devicesIot API (%s provider)', (kind) => {
  let t: TestApp;
  let clock: ManualClock;
  let fleet: PurifierFleet;
  let faults: FaultInjector;
  let provider: IotProvider;
  let cloud: FakeTuyaCloud | undefined;
  const token: Record<string, string> = {};
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: token[who]! } });
  const accountIdOf = (login: string) => lookUpAccountId(t.database.db, login);

  beforeAll(async () => {
    clock = new ManualClock('2026-03-02T08:00:00Z');
    fleet = new PurifierFleet({ seed: 11, clock, demoTimers: false });
    for (const uid of fleet.uids()) fleet.device(uid).forceOnline(true, clock.now());
    faults = new FaultInjector(11);
    if (kind === 'tuya') {
      cloud = await FakeTuyaCloud.start({ fleet, faults });
      provider = new TuyaIotProvider({
        clientId: FAKE_TUYA_CLIENT_ID,
        clientSecret: FAKE_TUYA_CLIENT_SECRET,
        baseUrl: cloud.baseUrl,
        now: () => clock.now(),
        sleep: async () => undefined,
      });
    } else provider = new SimulatorIotProvider(fleet, faults);
    t = await buildTestApp({ deps: { iot: provider } });
    for (const [login, password] of [
      ['admin', 'admin'],
      ['user', 'user'],
      ['dealer', 'Demo-dealer1'],
      ['customer', 'Demo-customer1'],
      ['gdo', 'Demo-gdo1'],
    ])
      token[login!] = await signIn(t.app, login!, password!);
  });
  afterAll(async () => {
    await t.close();
    await cloud?.close();
  });

  it('answers the status of the visible devices only, in the Tuya-like envelope, and logs the call', async () => {
    const mine = owned('customer').map((d) => d.uid);
    const foreign = owned('gdo')[0]!.uid;
    const res = await call('POST', '/api/devicesIot', 'customer', [...mine.slice(0, 3), foreign]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, result: { devices: expect.any(Array) } });
    expect(typeof body.t).toBe('number');
    expect(body.result.devices.map((d: { id: string }) => d.id).sort()).toEqual(mine.slice(0, 3).sort());
    expect(body.result.devices[0]).toMatchObject({
      online: true,
      status: expect.arrayContaining([expect.objectContaining({ code: 'switch' })]),
    });
    expect(JSON.stringify(body)).not.toMatch(/access_token/);
    // The SUCCESS row of a status read is written while the answer goes out (decision 026).
    const account = await accountIdOf('customer');
    await vi.waitFor(async () => {
      const logs = await t.database.db.select().from(iotLogs).where(eq(iotLogs.userAccountId, account));
      expect(logs.map((l) => [l.operation, l.state])).toContainEqual(['STATUS', 'SUCCESS']);
    });
  });

  it('refuses more than 30 uids and the basic user', async () => {
    const res = await call(
      'POST',
      '/api/devicesIot',
      'customer',
      Array.from({ length: 31 }, (_, i) => `uid${i}`),
    );
    expect(res.statusCode).toBe(400);
    expect((await call('POST', '/api/devicesIot', 'user', ['x'])).statusCode).toBe(403);
  });

  it('sends commands that change the device, and maps provider refusals to clear errors', async () => {
    const device = owned('customer', '554')[0]!;
    const ok = await call('POST', `/api/devicesIot/${device.uid}/commands`, 'customer', [
      { code: 'switch', value: false },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(fleet.statuses([device.uid])[0]!.status.find((p) => p.code === 'switch')?.value).toBe(false);

    const unsupported = await call('POST', `/api/devicesIot/${device.uid}/commands`, 'customer', [
      { code: 'uv', value: true },
    ]);
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().errorKey).toBe('commandunsupported');

    fleet.device(device.uid).forceOnline(false, clock.now());
    const offline = await call('POST', `/api/devicesIot/${device.uid}/commands`, 'customer', [
      { code: 'switch', value: true },
    ]);
    expect(offline.statusCode).toBe(409);
    expect(offline.json().errorKey).toBe('deviceoffline');
    fleet.device(device.uid).forceOnline(true, clock.now());

    faults.failNext(1, 'NETWORK', { operations: ['command'] });
    const down = await call('POST', `/api/devicesIot/${device.uid}/commands`, 'customer', [
      { code: 'switch', value: true },
    ]);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ errorKey: 'iotunavailable' });
    expect(down.body).not.toMatch(/stack|at .*\.ts/);

    const states = (
      await t.database.db
        .select()
        .from(iotLogs)
        .where(
          and(eq(iotLogs.userAccountId, await accountIdOf('customer')), eq(iotLogs.operation, 'COMMAND')),
        )
    ).map((l) => l.state);
    expect(states.filter((s) => s === 'ERROR').length).toBe(3);
  });

  it('keeps devices outside the subtree out of reach', async () => {
    const device = owned('customer')[0]!;
    expect(
      (await call('POST', `/api/devicesIot/${device.uid}/commands`, 'gdo', [{ code: 'switch', value: true }]))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/devicesIot/${device.uid}/timers`, 'gdo')).statusCode).toBe(404);
    // The dealer sold it: it is in the dealer's subtree.
    expect((await call('GET', `/api/devicesIot/${device.uid}/timers`, 'dealer')).statusCode).toBe(200);
  });

  it('adds, lists and deletes timers by category', async () => {
    const device = owned('customer')[1]!;
    const timer = {
      instruct: [{ functions: [{ code: 'switch', value: true }], date: '', time: '07:30' }],
      loops: '0111110',
      category: 'INNOLIVING_BO_INNO_GRP_0',
      timezone_id: 'Europe/Rome',
      time_zone: '+1:00',
    };
    const added = await call('POST', `/api/devicesIot/${device.uid}/timers`, 'customer', timer);
    expect(added.statusCode, added.body).toBe(200);
    const listed = (await call('GET', `/api/devicesIot/${device.uid}/timers`, 'customer')).json() as Array<{
      category: { category: string };
      groups: Array<{ timers: unknown[] }>;
    }>;
    expect(
      listed.find((c) => c.category.category === 'INNOLIVING_BO_INNO_GRP_0')?.groups[0]?.timers,
    ).toHaveLength(1);
    expect(
      (
        await call(
          'DELETE',
          `/api/devicesIot/${device.uid}/timers/categories/INNOLIVING_BO_INNO_GRP_0`,
          'customer',
        )
      ).statusCode,
    ).toBe(200);
    const after = (await call('GET', `/api/devicesIot/${device.uid}/timers`, 'customer')).json() as Array<{
      category: { category: string };
    }>;
    expect(after.find((c) => c.category.category === 'INNOLIVING_BO_INNO_GRP_0')).toBeUndefined();
    const bad = await call('POST', `/api/devicesIot/${device.uid}/timers`, 'customer', {
      ...timer,
      loops: '1234567',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('stops at the monthly quota: no call, a DEPLETED_REQUESTS row and a 429', async () => {
    const accountId = await accountIdOf('gdo');
    const gateway = new IotGateway(
      new SimulatorIotProvider(fleet, faults),
      new IotLogRepository(t.database.db),
      t.app.log,
    );
    const used = await new IotLogRepository(t.database.db).usedThisMonth(accountId);
    await t.database.db
      .update(userAccounts)
      .set({ maxIotRequestPerMonth: used + 1 })
      .where(eq(userAccounts.id, accountId));
    const uid = owned('gdo')[0]!.uid;
    expect((await call('POST', '/api/devicesIot', 'gdo', [uid])).statusCode).toBe(200);
    const refused = await call('POST', '/api/devicesIot', 'gdo', [uid]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorKey).toBe('iotquotadepleted');
    const depleted = await t.database.db
      .select()
      .from(iotLogs)
      .where(and(eq(iotLogs.userAccountId, accountId), eq(iotLogs.state, 'DEPLETED_REQUESTS')));
    expect(depleted).toHaveLength(1);
    void gateway;
  });

  it('holds the next quota check until the row written after an answer is committed, then counts it', async () => {
    const accountId = await accountIdOf('gdo');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    /** The real repository, its SUCCESS rows held back until the gate opens. */
    class HeldLogs extends IotLogRepository {
      override async insert(entry: IotLogEntry, at?: Date): Promise<number> {
        if (entry.state === 'SUCCESS') await gate;
        return super.insert(entry, at);
      }
    }
    const logs = new HeldLogs(t.database.db);
    const gateway = new IotGateway(new SimulatorIotProvider(fleet, faults), logs, t.app.log);
    const used = await logs.usedThisMonth(accountId);
    await t.database.db
      .update(userAccounts)
      .set({ maxIotRequestPerMonth: used + 1 })
      .where(eq(userAccounts.id, accountId));
    const uid = owned('gdo')[0]!.uid;
    const read = () =>
      gateway.readLoggedAfter(accountId, 'STATUS', { uids: [uid] }, (p) => p.getStatuses([uid]));
    expect(await read()).toHaveLength(1);
    expect(await logs.usedThisMonth(accountId)).toBe(used); // answered, row not committed yet
    let second: 'pending' | 'answered' | 'refused' = 'pending';
    const secondRead = read().then(
      () => (second = 'answered'),
      (error: unknown) => {
        second = 'refused';
        expect(error).toMatchObject({ status: 429, errorKey: 'iotquotadepleted' });
      },
    );
    let settled = false;
    const settling = gateway.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(second).toBe('pending'); // its quota check waits for the first row
    release();
    await settling;
    await secondRead;
    expect(second).toBe('refused');
    expect(await logs.usedThisMonth(accountId)).toBe(used + 1);
  });

  it('polls due accounts once, fills the history, and buckets it in SQL', async () => {
    const poller = new StatusPoller(
      t.database.db,
      new IotGateway(provider, new IotLogRepository(t.database.db), t.app.log),
      t.app.log,
    );
    const base = Date.parse('2026-03-02T08:00:00Z');
    const first = await poller.runOnce(new Date(base));
    expect(first.accounts).toBeGreaterThan(0);
    expect((await poller.runOnce(new Date(base + 60_000))).accounts).toBe(0); // not due yet: nobody polls twice
    for (let h = 1; h <= 5; h++) {
      clock.set(new Date(base + h * 3600_000).toISOString());
      await poller.runOnce(new Date(base + h * 3600_000));
    }
    const uid = owned('customer')[0]!.uid;
    const rows = await t.database.db
      .select()
      .from(deviceStatusLogs)
      .where(eq(deviceStatusLogs.deviceUid, uid));
    expect(rows.length).toBe(6);
    const history = await call(
      'GET',
      `/api/device-status-logs/uuid/${uid}?start=2026-03-02T07:00:00Z&end=2026-03-02T14:00:00Z&secondsInterval=7200`,
      'customer',
    );
    expect(history.statusCode, history.body).toBe(200);
    const buckets = history.json() as Array<{ logTime: string; payload: string }>;
    expect(buckets.map((b) => b.logTime)).toEqual([
      '2026-03-02T08:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
      '2026-03-02T12:00:00.000Z',
    ]);
    expect(JSON.parse(buckets[0]!.payload)).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'pm25' })]),
    );
    expect(
      (
        await call(
          'GET',
          `/api/device-status-logs/uuid/${uid}?start=2026-03-02T14:00:00Z&end=2026-03-02T07:00:00Z`,
          'customer',
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          'GET',
          `/api/device-status-logs/uuid/${uid}?start=2026-03-02T07:00:00Z&end=2026-03-02T14:00:00Z`,
          'gdo',
        )
      ).statusCode,
    ).toBe(404);

    const check = (await call('GET', '/api/devicesIot/globalCheck/false', 'customer')).json();
    expect(check.total).toBe(owned('customer').length);
    expect(check.counts.danger + check.counts.warning + check.counts.success + check.unknown).toBe(
      check.total,
    );
    const fresh = (await call('GET', '/api/devicesIot/globalCheck/true', 'customer')).json();
    expect(fresh).toMatchObject({ refreshed: true, unknown: 0 });
  });
});
