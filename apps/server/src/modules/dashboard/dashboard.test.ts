import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dashboardTab, type DashboardDevice } from '@app/contracts';
import { comPartnerAddrs, deviceStatusLogs } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';

type Dto = Record<string, unknown>;

/** GET api/dashboard/devices: the caller's scope, per-address View and History, the stored status. */
describe('fleet dashboard (api/dashboard/devices)', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: auth } });
  const dashboard = async (auth: string) => {
    const res = await call('GET', '/api/dashboard/devices', auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DashboardDevice[]>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    customer = await signIn(t.app, 'customer', 'Demo-customer1');
  });
  afterAll(() => t.close());

  it("lists exactly the caller's devices, with owner links inside its subtree only", async () => {
    for (const [login, password] of [
      ['dealer', 'Demo-dealer1'],
      ['gdo', 'Demo-gdo1'],
      ['customer', 'Demo-customer1'],
    ] as const) {
      const token = await signIn(t.app, login, password);
      const rows = await dashboard(token);
      const listed = (await call('GET', '/api/devices?size=1000&sort=id,asc', token)).json<Dto[]>();
      expect(
        rows.map((r) => r.id),
        login,
      ).toEqual(listed.map((d) => d.id));
      expect(
        rows.every((r) => r.canView && r.canHistory),
        login,
      ).toBe(true);
    }
    const all = await dashboard(admin);
    const total = Number((await call('GET', '/api/devices?size=1', admin)).headers['x-total-count']);
    expect(all).toHaveLength(total);
    expect(all.every((r) => r.owner?.linked)).toBe(true);

    // The dealer sold purifiers to its customer (its subtree: linked) and to the consumer.
    const dealerRows = await dashboard(await signIn(t.app, 'dealer', 'Demo-dealer1'));
    const customerRow = dealerRows.find((r) => r.owner?.name === 'Poliambulatorio San Luca S.r.l.');
    expect(customerRow?.owner?.linked).toBe(true);
    expect(dealerRows.find((r) => r.owner?.name === 'Paolo Marino')).toBeTruthy();
    // The admin dealer's own scope does not hold the GDO chain: a GDO device of its seller is not linked.
    const gdo = await dashboard(await signIn(t.app, 'gdo', 'Demo-gdo1'));
    expect(gdo.filter((r) => r.owner?.linked === false)).toEqual([]);
  });

  it("says 'not selected' without an address and 'invalid' for an address without a partner", async () => {
    const rows = await dashboard(admin);
    expect(rows.some((r) => r.address.state === 'none' && r.address.label === null)).toBe(true);
    const placed = rows.find((r) => r.address.state === 'selected')!;
    expect(placed.address.label).toMatch(/, /);
    const device = (await call('GET', `/api/devices/${placed.id}`, admin)).json<Dto>();
    await t.database.db
      .update(comPartnerAddrs)
      .set({ partnerId: null })
      .where(eq(comPartnerAddrs.id, device.addressId as number));
    const after = (await dashboard(admin)).find((r) => r.id === placed.id)!;
    expect(after.address).toEqual({ state: 'invalid', label: null });
  });

  it('gives the stored latest status, which decides the tab', async () => {
    const row = (await dashboard(customer)).find((r) => r.uid)!;
    const older = new Date(Date.now() - 3 * 3600_000);
    const newer = new Date(Date.now() - 3600_000);
    await t.database.db.insert(deviceStatusLogs).values([
      {
        deviceId: row.id,
        deviceUid: row.uid,
        logTime: older,
        online: true,
        payload: '[{"code":"filter","value":90}]',
      },
      {
        deviceId: row.id,
        deviceUid: row.uid,
        logTime: newer,
        online: true,
        payload: '[{"code":"filter","value":5}]',
      },
    ]);
    const after = (await dashboard(customer)).find((r) => r.id === row.id)!;
    expect(after.lastStatus).toEqual({
      time: newer.toISOString(),
      online: true,
      status: [{ code: 'filter', value: 5 }],
    });
    expect(dashboardTab(after.lastStatus)).toBe('danger');
  });

  it('checks View and History per address, and refuses a user without device read', async () => {
    const services = (await call('GET', '/api/tab-services?size=100', admin)).json<Dto[]>();
    const serviceId = (code: string) => services.find((s) => s.code === code)!.id as number;
    const accounts = (await call('GET', '/api/user-accounts?size=1000', admin)).json<Dto[]>();
    const userOf = (login: string) => accounts.find((a) => a.userLogin === login)!.userId as number;
    const rows = await dashboard(customer);
    const devices = (await call('GET', '/api/devices?size=1000', customer)).json<Dto[]>();
    const addressOf = new Map(devices.map((d) => [d.id as number, d.addressId as number | null]));
    const address = addressOf.get(rows.find((r) => addressOf.get(r.id) !== null)!.id)!;

    const addressRecord = (code: string, flags: Dto) =>
      call('POST', '/api/com-partner-addr-service-users', admin, {
        userId: userOf('customer'),
        createdById: userOf('admin'),
        comPartnerAddrId: address,
        tabServiceId: serviceId(code),
        ...flags,
      });
    expect((await addressRecord('DEVICE_MANAGEMENT', { permissionRead: true })).statusCode).toBe(201);
    expect((await addressRecord('STATISTICS_MANAGEMENT', { permissionRead: false })).statusCode).toBe(201);
    const after = await dashboard(customer);
    for (const row of after) {
      const here = addressOf.get(row.id) === address;
      expect(row.canView, `device ${row.id}`).toBe(!here);
      expect(row.canHistory, `device ${row.id}`).toBe(!here);
    }

    // Without device read, no dashboard at all.
    const record = await call('POST', '/api/tab-service-user-permissions', admin, {
      userId: userOf('customer'),
      createdById: userOf('admin'),
      tabServiceId: serviceId('DEVICE_MANAGEMENT'),
    });
    expect(record.statusCode).toBe(201);
    const refused = await call('GET', '/api/dashboard/devices', customer);
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('GET', '/api/dashboard/devices', await signIn(t.app, 'user', 'user'))).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/devices' })).statusCode).toBe(401);
  });
});
