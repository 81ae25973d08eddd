import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../test/build-test-app';

type Dto = Record<string, unknown>;

/**
 * The caller plugin enforces what each route declares (access, service permissions) the same way in
 * every module: the generic entities, the accounts area and the IoT calls. Permission records are
 * read on every request, so a right taken away is gone at the next call and a right given back
 * works at once, without signing in again.
 */
describe('route-declared needs, enforced by the caller plugin', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let user: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: auth } });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    customer = await signIn(t.app, 'customer', 'Demo-customer1');
    user = await signIn(t.app, 'user', 'user');
  });
  afterAll(() => t.close());

  const idOf = async (url: string, pick: (row: Dto) => boolean) =>
    ((await call('GET', url, admin)).json() as Dto[]).find(pick)!;

  it('refuses the basic user in every module that works with a business account', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/user-accounts/current'],
      ['GET', '/api/devices'],
      ['GET', '/api/tab-services'],
      ['POST', '/api/devicesIot', ['x']],
      ['GET', '/api/devices/addr/id/1'],
    ] as const) {
      const res = await call(method, url, user, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().detail, `${method} ${url}`).toBe(
        'Only users with a business account can use the account area',
      );
    }
  });

  it('takes a service permission away at once and gives it back at once, across modules', async () => {
    const services = (await call('GET', '/api/tab-services?size=100', admin)).json() as Dto[];
    const serviceId = (code: string) => services.find((s) => s.code === code)!.id as number;
    const account = await idOf('/api/user-accounts?size=1000', (a) => a.userLogin === 'customer');
    const adminAccount = await idOf('/api/user-accounts?size=1000', (a) => a.userLogin === 'admin');
    const devices = (await call('GET', '/api/devices?size=100', customer)).json() as Dto[];
    expect(devices.length).toBeGreaterThan(0);
    const uid = devices[0]!.uid as string;
    const logsBefore = Number((await call('GET', '/api/iot-logs?size=1', admin)).headers['x-total-count']);

    // Device management read-only, statistics none: what needs more is refused, in every module.
    const restrict = async (code: string, flags: Dto) => {
      const res = await call('POST', '/api/tab-service-user-permissions', admin, {
        userId: account.userId,
        createdById: adminAccount.userId,
        tabServiceId: serviceId(code),
        ...flags,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Dto;
    };
    const deviceRecord = await restrict('DEVICE_MANAGEMENT', { permissionRead: true });
    await restrict('STATISTICS_MANAGEMENT', {});

    expect((await call('GET', '/api/devices', customer)).statusCode).toBe(200);
    expect((await call('POST', '/api/devicesIot', customer, [uid])).statusCode).toBe(200);
    const command = await call('POST', `/api/devicesIot/${uid}/commands`, customer, [
      { code: 'switch', value: true },
    ]);
    expect(command.statusCode).toBe(403);
    expect(command.json().detail).toBe('Your DEVICE_MANAGEMENT permission does not allow update');
    const edit = await call('PUT', `/api/devices/${devices[0]!.id}`, customer, devices[0]);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().detail).toBe('Your DEVICE_MANAGEMENT permission does not allow update');
    const history = await call(
      'GET',
      `/api/device-status-logs/uuid/${uid}?start=2026-01-01T00:00:00Z&end=2026-01-02T00:00:00Z`,
      customer,
    );
    expect(history.statusCode).toBe(403);
    expect(history.json().detail).toBe('Your STATISTICS_MANAGEMENT permission does not allow read');
    // A refused call reached no provider: only the status call above was logged.
    const logsAfter = Number((await call('GET', '/api/iot-logs?size=1', admin)).headers['x-total-count']);
    expect(logsAfter - logsBefore).toBe(1);

    // Given back: the same token works at once.
    const restored = await call('PUT', `/api/tab-service-user-permissions/${deviceRecord.id}`, admin, {
      ...deviceRecord,
      permissionUpdate: true,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const again = await call('POST', `/api/devicesIot/${uid}/commands`, customer, [
      { code: 'switch', value: true },
    ]);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('answers 401 before anything, and a bad request 400 before the account checks', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/devicesIot', payload: {} })).statusCode).toBe(
      401,
    );
    const res = await call('POST', '/api/devicesIot', user, { not: 'a list' });
    expect(res.statusCode).toBe(400);
    expect((await call('POST', '/api/devicesIot', user, [])).statusCode).toBe(403);
  });

  it('keeps the super user free of permission records and account needs', async () => {
    expect((await call('GET', '/api/user-accounts/current', admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/devices?size=1', admin)).statusCode).toBe(200);
  });
});
