import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';

type Dto = Record<string, unknown> & { id: number };

/** Demo logins (dev seed) and their passwords. */
const ACCOUNT_USERS: Array<[string, string]> = [
  ['backoffice', 'Demo-backoffice1'],
  ['admindealer', 'Demo-admindealer1'],
  ['admingdo', 'Demo-admingdo1'],
  ['admingds', 'Demo-admingds1'],
  ['dealer', 'Demo-dealer1'],
  ['gdo', 'Demo-gdo1'],
  ['gds', 'Demo-gds1'],
  ['customer', 'Demo-customer1'],
];

/**
 * The authorization matrix of the generic endpoints for account users: every demo account sees
 * exactly its subtree (computed here from the admin's full view), and every record outside it
 * answers 404 to read, update and delete.
 */
describe('generic entities scoped to the caller subtree', () => {
  let t: TestApp;
  let admin: string;
  const tokens = new Map<string, string>();
  const all: Record<string, Dto[]> = {};
  const get = (url: string, auth: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: auth } });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    for (const [login, password] of ACCOUNT_USERS) tokens.set(login, await signIn(t.app, login, password));
    for (const path of [
      'user-accounts',
      'devices',
      'com-partner-addrs',
      'com-partners',
      'com-partner-accounts',
    ])
      all[path] = (await get(`/api/${path}?size=10000`, admin)).json();
  });
  afterAll(() => t.close());

  const subtreeOf = (login: string): Set<number> => {
    const accounts = all['user-accounts']!;
    const root = accounts.find((a) => a.userLogin === login)!;
    const ids = new Set([root.id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const a of accounts)
        if (a.parentId !== null && ids.has(a.parentId as number) && !ids.has(a.id)) {
          ids.add(a.id);
          grew = true;
        }
    }
    return ids;
  };

  const expectedIds = (login: string): Record<string, Set<number>> => {
    const sub = subtreeOf(login);
    const business = new Set(
      all['user-accounts']!.filter((a) => sub.has(a.id) && a.comPartnerAccountId !== null).map(
        (a) => a.comPartnerAccountId as number,
      ),
    );
    const addresses = all['com-partner-addrs']!.filter((a) => business.has(a.accountId as number));
    return {
      'user-accounts': sub,
      devices: new Set(
        all
          .devices!.filter((d) => sub.has(d.ownerId as number) || sub.has(d.sellerId as number))
          .map((d) => d.id),
      ),
      'com-partner-addrs': new Set(addresses.map((a) => a.id)),
      'com-partner-accounts': business,
    };
  };

  it.each(ACCOUNT_USERS.map(([login]) => [login]))(
    '%s lists exactly its subtree and nothing outside answers',
    async (login) => {
      const token = tokens.get(login)!;
      const expected = expectedIds(login);
      for (const [path, ids] of Object.entries(expected)) {
        const res = await get(`/api/${path}?size=10000`, token);
        expect(res.statusCode, `${login} ${path}`).toBe(200);
        expect(new Set((res.json() as Dto[]).map((r) => r.id)), `${login} ${path}`).toEqual(ids);
        const outside = all[path]!.filter((r) => !ids.has(r.id)).slice(0, 3);
        for (const r of outside) {
          expect((await get(`/api/${path}/${r.id}`, token)).statusCode, `${login} GET ${path}/${r.id}`).toBe(
            404,
          );
        }
        const inside = [...ids][0];
        if (inside !== undefined) expect((await get(`/api/${path}/${inside}`, token)).statusCode).toBe(200);
      }
      // Outside records cannot be changed or deleted either.
      // (the backoffice admin's subtree holds every device: nothing is foreign to it)
      const foreignDevice = all.devices!.find((d) => !expected.devices!.has(d.id));
      if (foreignDevice) {
        const put = await t.app.inject({
          method: 'PUT',
          url: `/api/devices/${foreignDevice.id}`,
          payload: { ...foreignDevice },
          headers: { authorization: token },
        });
        expect(put.statusCode).toBe(404);
        const del = await t.app.inject({
          method: 'DELETE',
          url: `/api/devices/${foreignDevice.id}`,
          headers: { authorization: token },
        });
        expect(del.statusCode).toBe(404);
      }
      // Account records are written only through the account endpoints.
      const own = all['user-accounts']!.find((a) => a.userLogin === login)!;
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/user-accounts/${own.id}`,
            payload: own,
            headers: { authorization: token },
          })
        ).statusCode,
      ).toBe(403);
    },
  );

  it('a device cannot be given to an owner outside the subtree', async () => {
    const token = tokens.get('dealer')!;
    const mine = (await get('/api/devices?size=1', token)).json()[0] as Dto;
    const foreignOwner = all['user-accounts']!.find((a) => a.userLogin === 'gdo')!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/devices/${mine.id}`,
      payload: { ...mine, ownerId: foreignOwner.id },
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual(
      expect.objectContaining({ field: 'ownerId', message: 'NotFound' }),
    );
  });

  it('refuses the basic ROLE_USER and the admin-only entities', async () => {
    const user = await signIn(t.app, 'user', 'user');
    for (const path of ['user-accounts', 'devices', 'nations', 'com-partner-addrs'])
      expect((await get(`/api/${path}`, user)).statusCode, path).toBe(403);
    for (const path of [
      'iot-logs',
      'device-status-logs',
      'tab-service-permission-presets',
      'device-factory-serials',
    ])
      expect((await get(`/api/${path}`, tokens.get('backoffice')!)).statusCode, path).toBe(403);
  });

  it('a restricted permission record takes effect, and a grantor cannot give what it lacks', async () => {
    const services = (await get('/api/tab-services?size=100', admin)).json() as Dto[];
    const device = services.find((s) => s.code === 'DEVICE_MANAGEMENT')!;
    const users = all['user-accounts']!;
    const gdsUserId = users.find((a) => a.userLogin === 'gds')!.userId as number;
    const adminGdsUserId = users.find((a) => a.userLogin === 'admingds')!.userId as number;
    const adminUserId = users.find((a) => a.userLogin === 'admin')!.userId as number;

    // The admin restricts gds to read-only devices: listing works, deleting is refused.
    const record = await t.app.inject({
      method: 'POST',
      url: '/api/tab-service-user-permissions',
      headers: { authorization: admin },
      payload: { userId: gdsUserId, createdById: adminUserId, tabServiceId: device.id, permissionRead: true },
    });
    expect(record.statusCode, record.body).toBe(201);
    const gds = tokens.get('gds')!;
    const list = await get('/api/devices', gds);
    expect(list.statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/devices/${(list.json() as Dto[])[0]!.id}`,
      headers: { authorization: gds },
    });
    expect(del.statusCode).toBe(403);

    // admingds holds full device permission (no record) and may grant it; with a record that
    // allows read but not granting update, it cannot give update.
    const grant = (flags: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tab-service-user-permissions',
        headers: { authorization: tokens.get('admingds')! },
        payload: { userId: gdsUserId, createdById: adminGdsUserId, tabServiceId: device.id, ...flags },
      });
    expect((await grant({ permissionUpdate: true })).statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/tab-service-user-permissions',
      headers: { authorization: admin },
      payload: {
        userId: adminGdsUserId,
        createdById: adminUserId,
        tabServiceId: device.id,
        permissionRead: true,
        permissionReadAllowed: true,
        permissionCreate: true,
      },
    });
    const refused = await grant({ permissionUpdate: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorKey).toBe('grantnotallowed');
    // Nobody grants itself.
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/tab-service-user-permissions',
      headers: { authorization: tokens.get('dealer')! },
      payload: {
        userId: users.find((a) => a.userLogin === 'dealer')!.userId,
        createdById: 1,
        tabServiceId: device.id,
        permissionRead: true,
      },
    });
    expect(self.statusCode).toBe(400);
  });

  it('serves the filtered lists of docs/product.md#filtered-lists-and-lookups under the same scope', async () => {
    const dealer = tokens.get('dealer')!;
    const gdo = tokens.get('gdo')!;
    const expected = expectedIds('dealer');
    const address = all['com-partner-addrs']!.find((a) => expected['com-partner-addrs']!.has(a.id))!;
    const byAddress = (await get(`/api/devices/addr/id/${address.id}`, dealer)).json() as Dto[];
    expect(byAddress.map((d) => d.id).sort()).toEqual(
      all
        .devices!.filter((d) => d.addressId === address.id && expected.devices!.has(d.id))
        .map((d) => d.id)
        .sort(),
    );
    expect((await get(`/api/devices/addr/id/${address.id}`, gdo)).json()).toEqual([]);

    const addrs = await get(
      `/api/com-partner-addrs/com-partner-account/${address.accountId}?page=0&size=10000`,
      dealer,
    );
    expect((addrs.json() as Dto[]).every((a) => a.accountId === address.accountId)).toBe(true);
    expect(addrs.headers['x-total-count']).toBe(String((addrs.json() as Dto[]).length));

    const customer = all['user-accounts']!.find((a) => a.userLogin === 'customer')!;
    const owned = (
      await get(`/api/devices/uuid/owner/${customer.uuid}?page=0&size=100&sort=id,asc`, dealer)
    ).json() as Dto[];
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.every((d) => d.ownerId === customer.id)).toBe(true);
    expect((await get(`/api/devices/uuid/owner/${customer.uuid}`, gdo)).json()).toEqual([]);
  });

  it('gives the permission sheet of a subtree user to its grantor, and of nobody else', async () => {
    const users = all['user-accounts']!;
    const customerUser = users.find((a) => a.userLogin === 'customer')!.userId;
    const gdoUser = users.find((a) => a.userLogin === 'gdo')!.userId;
    const sheet = await get(
      `/api/tab-service-user-permissions/new-permission-list?userId=${customerUser}`,
      tokens.get('dealer')!,
    );
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json()).toHaveLength(8);
    expect(
      (
        await get(
          `/api/tab-service-user-permissions/new-permission-list?userId=${gdoUser}`,
          tokens.get('dealer')!,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('address-level records deny device operations at that address only', async () => {
    const services = (await get('/api/tab-services?size=100', admin)).json() as Dto[];
    const deviceService = services.find((x) => x.code === 'DEVICE_MANAGEMENT')!;
    const users = all['user-accounts']!;
    const customerUserId = users.find((a) => a.userLogin === 'customer')!.userId as number;
    const customerAccount = users.find((a) => a.userLogin === 'customer')!;
    const devicesOfCustomer = all.devices!.filter(
      (d) => d.ownerId === customerAccount.id && d.addressId !== null,
    );
    const [first] = devicesOfCustomer;
    const other = devicesOfCustomer.find((d) => d.addressId !== first!.addressId)!;
    const deny = (flags: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/com-partner-addr-service-users',
        headers: { authorization: admin },
        payload: {
          userId: customerUserId,
          createdById: 1,
          tabServiceId: deviceService.id,
          comPartnerAddrId: first!.addressId,
          ...flags,
        },
      });
    expect((await deny({ permissionRead: true })).statusCode).toBe(201); // read yes, update no
    const token = tokens.get('customer')!;
    expect((await get(`/api/devices/${first!.id}`, token)).statusCode).toBe(200);
    const put = (d: Dto) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/devices/${d.id}`,
        payload: { ...d, name: 'Renamed' },
        headers: { authorization: token },
      });
    expect((await put(first!)).statusCode).toBe(404);
    expect((await put(other)).statusCode).toBe(200);
  });
});
