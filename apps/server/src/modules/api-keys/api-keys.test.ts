import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiKeyDto, ApiKeyWithSecretDto } from '@app/contracts';
import { apiKeys, auditEvents, tabServices, tabServiceUserPermissions, users } from '../../db/schema';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** API keys end to end on one app (docs/decisions/046): made by an account administrator, used by a machine. */
describe('API keys', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const asUser = (who: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: token[who]! } });
  const withKey = (secret: string, method: Method, url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, payload, headers: { authorization: `ApiKey ${secret}`, ...headers } });
  const create = async (who: string, body: object) => {
    const res = await asUser(who, 'POST', '/api/api-keys', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ApiKeyWithSecretDto;
  };
  const readDevices = { service: 'DEVICE_MANAGEMENT', operations: ['read'] };
  const auditRows = (type: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.eventType, type));

  beforeAll(async () => {
    t = await buildTestApp({ env: { API_KEY_RATE_LIMIT: '25' } });
    for (const login of ['dealer', 'gdo', 'customer'])
      token[login] = await signIn(t.app, login, `Demo-${login}1`);
    token.admin = await signIn(t.app, 'admin', 'admin');
  });
  afterAll(() => t.close());

  it('shows the secret once, stores only its SHA-256, lists the key without it', async () => {
    const key = await create('dealer', { name: 'BMS', grants: [readDevices] });
    expect(key.secret).toMatch(/^pk_\d+_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key.secret);
    const list = (await asUser('dealer', 'GET', '/api/api-keys')).json() as ApiKeyDto[];
    const listed = list.find((k) => k.id === key.id)!;
    expect(listed).toMatchObject({
      name: 'BMS',
      createdBy: 'dealer',
      revokedAt: null,
      grants: [readDevices],
    });
    expect(JSON.stringify(list)).not.toContain(key.secret);
    // Another account never sees it.
    const other = (await asUser('gdo', 'GET', '/api/api-keys')).json() as ApiKeyDto[];
    expect(other.some((k) => k.id === key.id)).toBe(false);
    expect((await asUser('gdo', 'POST', `/api/api-keys/${key.id}/revoke`)).statusCode).toBe(404);
    expect((await auditRows('API_KEY_CREATED')).some((r) => r.data.apiKey === String(key.id))).toBe(true);
  });

  it('a key sees what its creator sees within its grant, nothing outside the subtree', async () => {
    const { secret } = await create('dealer', { name: 'read devices', grants: [readDevices] });
    const mine = await asUser('dealer', 'GET', '/api/devices?size=1000');
    const viaKey = await withKey(secret, 'GET', '/api/devices?size=1000');
    expect(viaKey.statusCode, viaKey.body).toBe(200);
    const ids = (r: typeof viaKey) => (r.json() as { id: number }[]).map((d) => d.id).sort();
    expect(ids(viaKey)).toEqual(ids(mine));
    expect(ids(viaKey).length).toBeGreaterThan(0);
    // X-API-Key works the same.
    const header = await t.app.inject({
      method: 'GET',
      url: '/api/devices?size=1000',
      headers: { 'x-api-key': secret },
    });
    expect(ids(header)).toEqual(ids(mine));
    // A device of another account's subtree is not there.
    const foreign = DEMO_DEVICES.find((d) => d.ownerLogin === 'gdo')!;
    const gdoDevices = (await asUser('gdo', 'GET', '/api/devices?size=1000')).json() as {
      id: number;
      uid: string;
    }[];
    const foreignId = gdoDevices.find((d) => d.uid === foreign.uid)!.id;
    expect(ids(viaKey)).not.toContain(foreignId);
    expect((await withKey(secret, 'GET', `/api/devices/${foreignId}`)).statusCode).toBe(404);
  });

  it.each([
    [
      'a write without the grant',
      'POST',
      `/api/devicesIot/${DEMO_DEVICES.find((d) => d.ownerLogin === 'dealer')!.uid}/commands`,
      [{ code: 'switch', value: true }],
    ],
    ['a service not granted', 'GET', '/api/fleet/air-quality/sites', undefined],
    ['the admin area', 'GET', '/api/users', undefined],
    ['management', 'GET', '/management/audits', undefined],
    ["the account's users (permission records)", 'GET', '/api/tab-service-user-permissions', undefined],
    ['the account area', 'GET', '/api/user-accounts/current', undefined],
    ['other keys', 'GET', '/api/api-keys', undefined],
    ['making a key', 'POST', '/api/api-keys', { name: 'x', grants: [readDevices] }],
    ["the session's own account", 'GET', '/api/account', undefined],
    ["the session's sessions", 'GET', '/api/account/sessions', undefined],
  ] as const)('%s: 403', async (_, method, url, payload) => {
    const { secret } = await create('dealer', { name: 'narrow', grants: [readDevices] });
    const res = await withKey(secret, method, url, payload as object | undefined);
    expect(res.statusCode, res.body).toBe(403);
  });

  it('a write made with a key is audited with the key and its outcome', async () => {
    const { id, secret } = await create('dealer', {
      name: 'commands',
      grants: [{ service: 'DEVICE_MANAGEMENT', operations: ['read', 'update'] }],
    });
    const device = DEMO_DEVICES.find((d) => d.ownerLogin === 'dealer')!;
    const res = await withKey(secret, 'POST', `/api/devicesIot/${device.uid}/commands`, [
      { code: 'switch', value: true },
    ]);
    expect([200, 409, 503]).toContain(res.statusCode);
    await vi.waitFor(async () => {
      const rows = (await auditRows('API_KEY_WRITE')).filter((r) => r.data.apiKey === String(id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        principal: 'dealer',
        data: {
          method: 'POST',
          url: `/api/devicesIot/${device.uid}/commands`,
          status: String(res.statusCode),
        },
      });
    });
    // Reads are not audited; the last use is recorded.
    await withKey(secret, 'GET', '/api/devices');
    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
      expect(row!.lastUsedAt).not.toBeNull();
      expect(row!.lastUsedAddress).toBe('127.0.0.1');
    });
  });

  it('revoked: refused at once, audited', async () => {
    const { id, secret } = await create('dealer', { name: 'to revoke', grants: [readDevices] });
    expect((await withKey(secret, 'GET', '/api/devices')).statusCode).toBe(200);
    const revoked = await asUser('dealer', 'POST', `/api/api-keys/${id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ revokedBy: 'dealer' });
    const res = await withKey(secret, 'GET', '/api/devices');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/revoked/);
    expect((await auditRows('API_KEY_REVOKED')).some((r) => r.data.apiKey === String(id))).toBe(true);
  });

  it('expired: refused with a clear 401', async () => {
    const { id, secret } = await create('dealer', {
      name: 'short',
      grants: [readDevices],
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await withKey(secret, 'GET', '/api/devices')).statusCode).toBe(200);
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, id));
    const res = await withKey(secret, 'GET', '/api/devices');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/expired/);
    const past = await asUser('dealer', 'POST', '/api/api-keys', {
      name: 'past',
      grants: [readDevices],
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
  });

  it('allowed addresses: another client address is refused', async () => {
    const inside = await create('dealer', {
      name: 'lan',
      grants: [readDevices],
      allowedAddresses: ['127.0.0.0/8'],
    });
    expect((await withKey(inside.secret, 'GET', '/api/devices')).statusCode).toBe(200);
    const outside = await create('dealer', {
      name: 'far',
      grants: [readDevices],
      allowedAddresses: ['203.0.113.7'],
    });
    const res = await withKey(outside.secret, 'GET', '/api/devices');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/may not be used from 127\.0\.0\.1/);
    const bad = await asUser('dealer', 'POST', '/api/api-keys', {
      name: 'bad',
      grants: [readDevices],
      allowedAddresses: ['not-an-ip'],
    });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['no secret', 'ApiKey '],
    ['another prefix', 'ApiKey sk_1_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['a short secret', 'ApiKey pk_1_abc'],
    ['an unknown key', `ApiKey pk_999999_${'A'.repeat(43)}`],
  ])('%s: 401 with a clear message', async (_, authorization) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/devices', headers: { authorization } });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/API key/);
  });

  it('a wrong secret for a real id: 401, like an unknown key', async () => {
    const { id } = await create('dealer', { name: 'guessed', grants: [readDevices] });
    const res = await withKey(`pk_${id}_${'B'.repeat(43)}`, 'GET', '/api/devices');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Unknown API key');
  });

  it('rate limit per key: 429 with Retry-After, other keys unaffected', async () => {
    const busy = await create('dealer', { name: 'busy', grants: [readDevices] });
    const calm = await create('dealer', { name: 'calm', grants: [readDevices] });
    const codes: number[] = [];
    for (let i = 0; i < 26; i++)
      codes.push((await withKey(busy.secret, 'GET', '/api/api-keys-none')).statusCode);
    const limited = await withKey(busy.secret, 'GET', '/api/devices');
    expect(codes.slice(0, 25).every((c) => c !== 429)).toBe(true);
    expect(codes[25]).toBe(429);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey(calm.secret, 'GET', '/api/devices')).statusCode).toBe(200);
  });

  it('a creator cannot grant more than it holds', async () => {
    // A customer's account type has no DEALER_MANAGEMENT.
    const notHeld = await asUser('customer', 'POST', '/api/api-keys', {
      name: 'x',
      grants: [{ service: 'DEALER_MANAGEMENT', operations: ['read'] }],
    });
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json()).toMatchObject({ errorKey: 'grantnotallowed' });
    // A record that lets the customer update devices but not grant it.
    const [customer] = await t.database.db.select().from(users).where(eq(users.login, 'customer'));
    const [service] = await t.database.db
      .select()
      .from(tabServices)
      .where(eq(tabServices.code, 'DEVICE_MANAGEMENT'));
    await t.database.db.insert(tabServiceUserPermissions).values({
      userId: customer!.id,
      createdById: customer!.id,
      tabServiceId: service!.id,
      permissionRead: true,
      permissionUpdate: true,
      permissionReadAllowed: true,
    });
    try {
      const over = await asUser('customer', 'POST', '/api/api-keys', {
        name: 'x',
        grants: [{ service: 'DEVICE_MANAGEMENT', operations: ['read', 'update'] }],
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().detail).toContain('DEVICE_MANAGEMENT:update');
      const keys = (await asUser('customer', 'GET', '/api/api-keys')).json() as ApiKeyDto[];
      expect(keys.some((k) => k.name === 'x')).toBe(false);
      // USER_MANAGEMENT is never a key's.
      const users_ = await asUser('customer', 'POST', '/api/api-keys', {
        name: 'x',
        grants: [{ service: 'USER_MANAGEMENT', operations: ['read'] }],
      });
      expect(users_.statusCode).toBe(400);
    } finally {
      await t.database.db
        .delete(tabServiceUserPermissions)
        .where(
          and(
            eq(tabServiceUserPermissions.userId, customer!.id),
            eq(tabServiceUserPermissions.tabServiceId, service!.id),
          ),
        );
    }
  });

  it('the super user makes no keys (they belong to a business account)', async () => {
    const res = await asUser('admin', 'POST', '/api/api-keys', { name: 'root', grants: [readDevices] });
    expect(res.statusCode).toBe(403);
  });
});
