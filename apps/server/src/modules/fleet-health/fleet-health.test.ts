import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  fleetHealthScore,
  type AccountHealthDto,
  type AttentionRowDto,
  type FleetHealthDto,
  type HealthReasonDto,
} from '@app/contracts';
import { deviceFilterForecasts, devices, deviceStatusLogs, iotLogs, userAccounts } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';

type Dto = Record<string, unknown>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const sumPoints = (reasons: HealthReasonDto[]) => reasons.reduce((s, r) => s + r.points, 0);

/** GET api/fleet/health, api/fleet/attention, api/fleet/health/accounts. */
describe('fleet health score (api/fleet/*)', () => {
  let t: TestApp;
  let admin: string;
  let dealer: string;
  let gdo: string;
  let customer: string;
  let customerAccount: number;
  let gdoAccount: number;
  const get = (url: string, auth: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
  const ok = async <T>(url: string, auth: string) => {
    const res = await get(url, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
    gdo = await signIn(t.app, 'gdo', 'Demo-gdo1');
    customer = await signIn(t.app, 'customer', 'Demo-customer1');
    customerAccount = (await ok<Dto>('/api/user-accounts/current', customer)).id as number;
    gdoAccount = (await ok<Dto>('/api/user-accounts/current', gdo)).id as number;
  });
  afterAll(() => t.close());

  it('scores a fleet with known statuses, forecasts, timers and quota exactly', async () => {
    const db = t.database.db;
    const owned = await db
      .select({ id: devices.id, uid: devices.uid, addressId: devices.addressId })
      .from(devices)
      .where(eq(devices.ownerId, customerAccount))
      .orderBy(devices.id);
    expect(owned.length).toBeGreaterThanOrEqual(5);
    const ids = owned.map((d) => d.id);
    const now = Date.now();
    // A clean slate: no history, no forecast, no timer calls for these devices.
    await db.delete(deviceStatusLogs).where(inArray(deviceStatusLogs.deviceId, ids));
    await db.delete(deviceFilterForecasts).where(inArray(deviceFilterForecasts.deviceId, ids));
    const status = (i: number, online: boolean, filter: number) => ({
      deviceId: owned[i]!.id,
      deviceUid: owned[i]!.uid,
      logTime: new Date(now - 10 * 60_000),
      online,
      payload: JSON.stringify([{ code: 'filter', value: filter }]),
    });
    // 0 offline, 1 danger (filter 5), 2 warning (filter 40), 3.. fine; the last one has no status.
    const last = owned.length - 1;
    await db.insert(deviceStatusLogs).values([
      // An older, fine reading of device 0: only the latest counts.
      { ...status(0, true, 90), logTime: new Date(now - 5 * HOUR) },
      status(0, false, 90),
      status(1, true, 5),
      status(2, true, 40),
      ...owned.slice(3, last).map((_, k) => status(3 + k, true, 90)),
    ]);
    const forecast = (i: number, overdue: boolean, dangerInDays: number) => ({
      deviceId: owned[i]!.id,
      measure: 'filter',
      kind: 'forecast',
      overdue,
      dangerAt: new Date(now + dangerInDays * DAY),
      computedAt: new Date(now),
    });
    await db.insert(deviceFilterForecasts).values([
      forecast(1, true, -2), // overdue
      forecast(2, false, 3), // due within 7 days
      forecast(3, false, 30), // not due yet
    ]);
    const timerCall = (
      i: number,
      state: 'SUCCESS' | 'ERROR',
      ago: number,
      operation = 'ADD_TIMER' as const,
    ) => ({
      userAccountId: null,
      operation,
      state,
      logTime: new Date(now - ago),
      request: JSON.stringify({ uid: owned[i]!.uid, timer: { category: 'x' } }),
      response: '{}',
    });
    await db.insert(iotLogs).values([
      timerCall(2, 'ERROR', HOUR), // failing
      timerCall(3, 'ERROR', 2 * DAY),
      { ...timerCall(3, 'SUCCESS', HOUR), operation: 'DELETE_TIMER' as const }, // fixed since
      timerCall(last, 'ERROR', 8 * DAY), // too old
    ]);
    // Quota: 9 more calls than used, out of used + 10: at least 90 % (critical).
    const monthStart = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1));
    const usedBefore = (
      await db
        .select({ id: iotLogs.id, t: iotLogs.logTime, s: iotLogs.state })
        .from(iotLogs)
        .where(eq(iotLogs.userAccountId, customerAccount))
    ).filter((r) => r.t >= monthStart && r.s !== 'DEPLETED_REQUESTS').length;
    await db
      .update(userAccounts)
      .set({ maxIotRequestPerMonth: usedBefore + 10 })
      .where(eq(userAccounts.id, customerAccount));
    await db.insert(iotLogs).values(
      Array.from({ length: 9 }, () => ({
        userAccountId: customerAccount,
        operation: 'STATUS' as const,
        state: 'SUCCESS' as const,
        logTime: new Date(now - 60_000),
        request: '{"uids":[]}',
        response: '[]',
      })),
    );

    const n = owned.length;
    const health = await ok<FleetHealthDto>(`/api/fleet/health?accountId=${customerAccount}`, dealer);
    const expected = fleetHealthScore(
      owned.map((_, i) => ({
        online: i === last ? null : i !== 0,
        level: i === last ? null : i <= 1 ? 'danger' : i === 2 ? 'warning' : 'success',
        filterOverdue: i === 1,
        filterDueSoon: i === 2,
        timersFailing: i === 2,
      })),
      { quotaUsedFraction: 0.95 },
    );
    expect(health.score).toBe(expected.score);
    expect(health.reasons).toEqual(expected.reasons);
    expect(health.devices).toBe(n);
    expect(health.account).toEqual({ id: customerAccount, name: 'Poliambulatorio San Luca S.r.l.' });
    // The exact numbers for the demo customer's fleet.
    const exactLoss = (40 + 40 + 15 + 10 + 25 + 10 + 15) / n + 20;
    expect(health.score).toBe(100 - Math.round(exactLoss));
    const byCode = Object.fromEntries(health.reasons.map((r) => [r.code, r]));
    expect(Object.keys(byCode).sort()).toEqual(
      [
        'danger',
        'filterDueSoon',
        'filterOverdue',
        'offline',
        'quotaCritical',
        'timersFailing',
        'unknownStatus',
        'warning',
      ].sort(),
    );
    expect(byCode.offline!.devices).toBe(1);
    expect(byCode.danger!.devices).toBe(1);
    expect(byCode.quotaCritical).toEqual({ code: 'quotaCritical', points: 20 });
    expect(sumPoints(health.reasons)).toBe(100 - health.score);

    // Sites: every device once, each site scored without the quota, points adding up.
    expect(health.sites.reduce((s, site) => s + site.devices, 0)).toBe(n);
    for (const site of health.sites) {
      expect(sumPoints(site.reasons)).toBe(100 - site.score);
      expect(site.reasons.some((r) => r.code.startsWith('quota'))).toBe(false);
    }

    // The same account in the caller's whole fleet, the attention list and the accounts column.
    const column = await ok<AccountHealthDto[]>(`/api/fleet/health/accounts?ids=${customerAccount}`, dealer);
    expect(column).toEqual([
      { accountId: customerAccount, score: health.score, reasons: health.reasons, devices: n },
    ]);
    const attention = await ok<AttentionRowDto[]>('/api/fleet/attention?size=100', dealer);
    const mine = attention.find((r) => r.accountId === customerAccount)!;
    expect(mine).toEqual({
      accountId: customerAccount,
      name: 'Poliambulatorio San Luca S.r.l.',
      score: health.score,
      reasons: health.reasons.slice(0, 3),
      devices: n,
    });
    // The customer itself sees the same fleet as its own.
    const own = await ok<FleetHealthDto>('/api/fleet/health', customer);
    expect(own.score).toBe(health.score);
    expect(own.account?.id).toBe(customerAccount);
  });

  it("keeps to the caller's subtree: another tenant's account is 404 and absent", async () => {
    expect((await get(`/api/fleet/health?accountId=${customerAccount}`, gdo)).statusCode).toBe(404);
    expect((await get(`/api/fleet/health?accountId=${gdoAccount}`, dealer)).statusCode).toBe(404);
    expect((await get('/api/fleet/health?accountId=999999', admin)).statusCode).toBe(404);
    const gdoAttention = await ok<AttentionRowDto[]>('/api/fleet/attention?size=100', gdo);
    expect(gdoAttention.map((r) => r.accountId)).not.toContain(customerAccount);
    const dealerAttention = await ok<AttentionRowDto[]>('/api/fleet/attention?size=100', dealer);
    expect(dealerAttention.map((r) => r.accountId)).not.toContain(gdoAccount);
    // The ids list leaves out foreign accounts, unknown ids and accounts without devices.
    const column = await ok<AccountHealthDto[]>(
      `/api/fleet/health/accounts?ids=${gdoAccount},${customerAccount},999999`,
      dealer,
    );
    expect(column.map((r) => r.accountId)).toEqual([customerAccount]);
    const gdoColumn = await ok<AccountHealthDto[]>(`/api/fleet/health/accounts?ids=${customerAccount}`, gdo);
    expect(gdoColumn).toEqual([]);
    // The super user sees every account.
    const all = await ok<AccountHealthDto[]>(
      `/api/fleet/health/accounts?ids=${gdoAccount},${customerAccount}`,
      admin,
    );
    expect(all.map((r) => r.accountId).sort()).toEqual([gdoAccount, customerAccount].sort());
    const adminFleet = await ok<FleetHealthDto>('/api/fleet/health', admin);
    // The super user's fleet is every device; its own account (the tree's root) brings the quota.
    expect(adminFleet.account?.name).toBe('admin');
    const total = Number((await get('/api/devices?size=1', admin)).headers['x-total-count']);
    expect(adminFleet.devices).toBe(total);
  });

  it('sorts and pages the attention list', async () => {
    const all = await ok<AttentionRowDto[]>('/api/fleet/attention?size=1000', admin);
    expect(all.length).toBeGreaterThan(3);
    const scores = all.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const first = await get('/api/fleet/attention?page=0&size=2&sort=score,asc', admin);
    expect(first.headers['x-total-count']).toBe(String(all.length));
    const second = await ok<AttentionRowDto[]>('/api/fleet/attention?page=1&size=2&sort=score,asc', admin);
    expect([...first.json<AttentionRowDto[]>(), ...second]).toEqual(all.slice(0, 4));
    for (const row of all) {
      expect(row.devices).toBeGreaterThan(0);
      expect(row.reasons.length).toBeLessThanOrEqual(3);
    }
    const desc = await ok<AttentionRowDto[]>('/api/fleet/attention?size=1000&sort=score,desc', admin);
    expect(desc.map((r) => r.score)).toEqual([...scores].sort((a, b) => b - a));
    const byDevices = await ok<AttentionRowDto[]>('/api/fleet/attention?size=1000&sort=devices,desc', admin);
    const counts = byDevices.map((r) => r.devices);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byName = await ok<AttentionRowDto[]>('/api/fleet/attention?size=1000&sort=name,asc', admin);
    const collator = new Intl.Collator('it', { sensitivity: 'base' });
    const names = byName.map((r) => r.name ?? '');
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('validates its parameters', async () => {
    for (const url of [
      '/api/fleet/attention?sort=bogus,asc',
      '/api/fleet/attention?size=0',
      '/api/fleet/health?accountId=abc',
      '/api/fleet/health/accounts?ids=1,x',
      '/api/fleet/health/accounts?ids=',
      `/api/fleet/health/accounts?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    ]) {
      expect((await get(url, dealer)).statusCode, url).toBe(400);
    }
  });

  it('refuses callers without DEVICE_MANAGEMENT read', async () => {
    const services = await ok<Dto[]>('/api/tab-services?size=100', admin);
    const deviceService = services.find((s) => s.code === 'DEVICE_MANAGEMENT')!.id as number;
    const accounts = await ok<Dto[]>('/api/user-accounts?size=1000', admin);
    const userOf = (login: string) => accounts.find((a) => a.userLogin === login)!.userId as number;
    const record = await t.app.inject({
      method: 'POST',
      url: '/api/tab-service-user-permissions',
      headers: { authorization: admin },
      payload: { userId: userOf('gdo'), createdById: userOf('admin'), tabServiceId: deviceService },
    });
    expect(record.statusCode, record.body).toBe(201);
    for (const url of [
      '/api/fleet/health',
      '/api/fleet/attention',
      `/api/fleet/health/accounts?ids=${gdoAccount}`,
    ]) {
      expect((await get(url, gdo)).statusCode, url).toBe(403);
    }
    expect((await get('/api/fleet/health', await signIn(t.app, 'user', 'user'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/fleet/health' })).statusCode).toBe(401);
  });
});
