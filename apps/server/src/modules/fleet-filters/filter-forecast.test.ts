import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardDevice, FilterForecastRow } from '@app/contracts';
import { deviceFilterDaily } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { refreshForecasts } from './index';

type Dto = Record<string, unknown>;
const DAY = 86_400_000;

/** The forecast job and GET api/fleet/filters(/devices/{id}): numbers, order, windows, scope. */
describe('fleet filters (forecast job, api/fleet/filters)', () => {
  let t: TestApp;
  let admin: string;
  let dealer: string;
  let customer: string;
  let gdo: string;
  const now = Date.now();
  const call = (method: 'GET' | 'POST', url: string, auth: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: auth } });
  const list = async (auth: string, query = '') => {
    const res = await call('GET', `/api/fleet/filters${query}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json<FilterForecastRow[]>(), total: Number(res.headers['x-total-count']) };
  };
  /** Daily rows of one measure: [days before now, value] each. */
  const series = (
    deviceId: number,
    column: 'filter' | 'filterDays' | 'filterHours',
    points: [number, number][],
  ) =>
    t.database.db.insert(deviceFilterDaily).values(
      points.map(([ago, value]) => {
        const time = new Date(now - ago * DAY);
        return { deviceId, day: time.toISOString().slice(0, 10), [column]: value, lastTime: time };
      }),
    );

  // The customer's devices (the dealer sees them too), the gdo's.
  let clean: DashboardDevice; // 70 → 32 at 2 %/day: danger (10 %) in 11 days
  let short: DashboardDevice; // 3 days of history
  let reset: DashboardDevice; // worn to 12, replaced, then 1.5 %/day from 100: danger in 51 days
  let overdue: DashboardDevice; // filter_days 15 → 5: in danger since the 9
  let gdoDevice: DashboardDevice;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
    customer = await signIn(t.app, 'customer', 'Demo-customer1');
    gdo = await signIn(t.app, 'gdo', 'Demo-gdo1');
    const mine = (await call('GET', '/api/dashboard/devices', customer)).json<DashboardDevice[]>();
    const placed = mine.filter((d) => d.address.state === 'selected');
    [clean, short, reset, overdue] = placed as [
      DashboardDevice,
      DashboardDevice,
      DashboardDevice,
      DashboardDevice,
    ];
    gdoDevice = (await call('GET', '/api/dashboard/devices', gdo)).json<DashboardDevice[]>()[0]!;

    await series(
      clean.id,
      'filter',
      Array.from({ length: 20 }, (_, i) => [19 - i, 70 - 2 * i]),
    );
    await series(short.id, 'filter', [
      [2, 60],
      [1, 59],
      [0, 58],
    ]);
    await series(reset.id, 'filter', [
      ...Array.from({ length: 10 }, (_, i): [number, number] => [19 - i, 30 - 2 * i]),
      ...Array.from({ length: 10 }, (_, j): [number, number] => [9 - j, 100 - 1.5 * j]),
    ]);
    await series(
      overdue.id,
      'filterDays',
      Array.from({ length: 6 }, (_, i) => [5 - i, 15 - 2 * i]),
    );
    await series(
      gdoDevice.id,
      'filter',
      Array.from({ length: 10 }, (_, i) => [9 - i, 20 - i]),
    );
    expect(await refreshForecasts(t.database.db)).toBe(5);
  });
  afterAll(() => t.close());

  it('computes a clean series, a short one, a reset and an overdue filter; again only when stale', async () => {
    const one = async (id: number) => {
      const res = await call('GET', `/api/fleet/filters/devices/${id}`, dealer);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<FilterForecastRow>();
    };
    const a = await one(clean.id);
    expect(a).toMatchObject({
      kind: 'forecast',
      overdue: false,
      measure: 'filter',
      lastValue: 32,
      readings: 20,
    });
    expect(a.ratePerDay).toBeCloseTo(2, 6);
    expect(Math.abs(Date.parse(a.dangerAt!) - (now + 11 * DAY))).toBeLessThan(60_000);
    expect(a.site?.addressId).toBeGreaterThan(0);
    expect(a.device).toEqual({
      id: clean.id,
      name: clean.name,
      serialNumber: clean.serialNumber,
      uid: clean.uid,
    });

    expect(await one(short.id)).toMatchObject({
      kind: 'insufficient',
      reason: 'tooFewReadings',
      readings: 3,
      dangerAt: null,
      lastValue: 58,
    });

    const r = await one(reset.id);
    expect(r).toMatchObject({ kind: 'forecast', overdue: false, readings: 10, lastValue: 86.5 });
    expect(r.ratePerDay).toBeCloseTo(1.5, 6);
    expect(Math.abs(Date.parse(r.dangerAt!) - (now + 51 * DAY))).toBeLessThan(60_000);

    const o = await one(overdue.id);
    expect(o).toMatchObject({ kind: 'forecast', overdue: true, measure: 'filter_days', lastValue: 5 });
    expect(Date.parse(o.dangerAt!)).toBe(now - 2 * DAY); // the 9, three readings from the end

    // A device without readings says so.
    const none = (await call('GET', '/api/dashboard/devices', customer))
      .json<DashboardDevice[]>()
      .find((d) => ![clean, short, reset, overdue].some((x) => x.id === d.id))!;
    expect(await one(none.id)).toMatchObject({ kind: 'insufficient', reason: 'noData', computedAt: null });

    // Fresh forecasts are not computed again; stale ones are (idempotent upsert).
    expect(await refreshForecasts(t.database.db)).toBe(0);
    expect(await refreshForecasts(t.database.db, { now: () => now + 7 * 3_600_000, batch: 2 })).toBe(5);
    expect((await one(clean.id)).ratePerDay).toBeCloseTo(2, 6);
  });

  it('orders overdue first, then by date, no forecast last; within 7, 30 or all; pages', async () => {
    const in30 = await list(dealer, '?within=30');
    expect(in30.rows.map((r) => r.device.id)).toEqual([overdue.id, clean.id]);
    expect(in30.total).toBe(2);
    expect((await list(dealer, '?within=7')).rows.map((r) => r.device.id)).toEqual([overdue.id]);
    expect((await list(dealer)).rows.map((r) => r.device.id)).toEqual([overdue.id, clean.id]);

    const all = await list(dealer, '?within=all&size=100');
    const dealerDevices = (await call('GET', '/api/dashboard/devices', dealer)).json<DashboardDevice[]>();
    expect(all.total).toBe(dealerDevices.length);
    expect(all.rows.slice(0, 4).map((r) => r.device.id)).toEqual([overdue.id, clean.id, reset.id, short.id]);
    expect(all.rows.slice(3).every((r) => r.kind === 'insufficient')).toBe(true);
    expect(all.rows.find((r) => r.device.id === gdoDevice.id)).toBeUndefined();

    const page2 = await list(dealer, '?within=all&size=2&page=1');
    expect(page2.rows.map((r) => r.device.id)).toEqual([reset.id, short.id]);
    expect(page2.total).toBe(dealerDevices.length);
    const past = await list(dealer, '?within=all&size=2&page=500');
    expect(past).toEqual({ rows: [], total: dealerDevices.length });

    const row = all.rows[0]!;
    expect(row.owner).toMatchObject({ name: 'Poliambulatorio San Luca S.r.l.', linked: true });
    expect(row.model).toBe(overdue.model?.name);
    expect(row.site?.label).toMatch(/, /);
  });

  it('limits to an account of the subtree (404 outside) and to a site; lists the sites', async () => {
    const accounts = (await call('GET', '/api/user-accounts?size=1000', admin)).json<Dto[]>();
    const accountOf = (login: string) => accounts.find((a) => a.userLogin === login)!.id as number;
    const ofCustomer = await list(dealer, `?within=all&size=100&accountId=${accountOf('customer')}`);
    expect(ofCustomer.total).toBe(10);
    expect((await list(dealer, `?within=all&accountId=${accountOf('consumer')}`)).total).toBe(3);
    expect((await call('GET', `/api/fleet/filters?accountId=${accountOf('gdo')}`, dealer)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/fleet/filters?accountId=999999`, admin)).statusCode).toBe(404);
    expect(
      (await list(admin, `?within=30&accountId=${accountOf('gdo')}`)).rows.map((r) => r.device.id),
    ).toEqual([gdoDevice.id]);

    const site = (await list(dealer, '?within=all&size=100')).rows.find(
      (r) => r.device.id === clean.id,
    )!.site!;
    const atSite = await list(dealer, `?within=all&size=100&addressId=${site.addressId}`);
    expect(atSite.rows.length).toBeGreaterThan(0);
    expect(atSite.rows.every((r) => r.site?.addressId === site.addressId)).toBe(true);
    expect(atSite.rows.some((r) => r.device.id === clean.id)).toBe(true);

    const sites = await call('GET', '/api/fleet/filters/sites', dealer);
    expect(sites.statusCode).toBe(200);
    expect(sites.json<{ addressId: number }[]>().map((s) => s.addressId)).toContain(site.addressId);
  });

  it('keeps each tenant to its own devices, and denies per address', async () => {
    expect((await list(gdo, '?within=all&size=100')).rows.map((r) => r.device.id)).not.toContain(clean.id);
    expect((await list(gdo, '?within=30')).rows.map((r) => r.device.id)).toEqual([gdoDevice.id]);
    expect((await call('GET', `/api/fleet/filters/devices/${clean.id}`, gdo)).statusCode).toBe(404);
    expect((await call('GET', `/api/fleet/filters/devices/${gdoDevice.id}`, dealer)).statusCode).toBe(404);
    expect((await call('GET', `/api/fleet/filters/devices/99999999`, admin)).statusCode).toBe(404);

    const services = (await call('GET', '/api/tab-services?size=100', admin)).json<Dto[]>();
    const accounts = (await call('GET', '/api/user-accounts?size=1000', admin)).json<Dto[]>();
    const userOf = (login: string) => accounts.find((a) => a.userLogin === login)!.userId as number;
    const addressId = (
      await call('GET', `/api/fleet/filters/devices/${clean.id}`, customer)
    ).json<FilterForecastRow>().site!.addressId;
    const record = await call('POST', '/api/com-partner-addr-service-users', admin, {
      userId: userOf('customer'),
      createdById: userOf('admin'),
      comPartnerAddrId: addressId,
      tabServiceId: services.find((s) => s.code === 'DEVICE_MANAGEMENT')!.id,
      permissionRead: false,
    });
    expect(record.statusCode, record.body).toBe(201);
    const after = await list(customer, '?within=all&size=100');
    expect(after.rows.some((r) => r.site?.addressId === addressId)).toBe(false);
    expect(after.total).toBeLessThan(10);
    expect((await call('GET', `/api/fleet/filters/devices/${clean.id}`, customer)).statusCode).toBe(404);
    const sites = (await call('GET', '/api/fleet/filters/sites', customer)).json<{ addressId: number }[]>();
    expect(sites.map((s) => s.addressId)).not.toContain(addressId);
    // The dealer has no such record: it still sees the device.
    expect((await call('GET', `/api/fleet/filters/devices/${clean.id}`, dealer)).statusCode).toBe(200);
  });

  it('refuses a bad query (400), no session (401) and a user without device read (403)', async () => {
    for (const query of ['?within=14', '?page=-1', '?size=0', '?accountId=x', '?addressId=0'])
      expect((await call('GET', `/api/fleet/filters${query}`, dealer)).statusCode, query).toBe(400);
    expect((await call('GET', '/api/fleet/filters/devices/abc', dealer)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/fleet/filters' })).statusCode).toBe(401);
    const user = await signIn(t.app, 'user', 'user');
    expect((await call('GET', '/api/fleet/filters', user)).statusCode).toBe(403);
  });
});
