import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AirScreen, AirShareLink } from '@app/contracts';
import { appendStatuses } from '../../db/status-ingest';
import {
  airShareLinks,
  comPartnerAccounts,
  comPartnerAddrs,
  comPartnerAddrServiceUsers,
  devices,
  tabServiceUserPermissions,
  userAccounts,
  users,
} from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { serviceIdOf, userIdOf } from '../../../test/lookups';
import { AIR_SCREEN_LIMITS } from '.';
import { MemoryAttemptLimiter } from '../../lib/rate-limiter';
import { SiteAirRepository } from '../../db/site-air.repository';
import { LatestStatusRepository } from '../iot';
import { AirScreenService } from './air-screen.service';
import { AirShareRepository } from './air-share.repository';

type Dto = Record<string, unknown>;

/** Share links of a site's air screen and the public screen (docs/decisions/050). */
describe('air share links', () => {
  let t: TestApp;
  const auth: Record<string, string> = {};
  /** A dealer site with a dealer device placed there, and a GDO site (another tenant). */
  let site: number;
  let gdoSite: number;
  let device: { id: number; uid: string; name: string | null };
  let client = 0;
  /** Each call from its own client address unless told, so the per-client limit stays out of the way. */
  const call = (method: 'GET' | 'POST', url: string, who?: string, payload?: unknown, ip?: string) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: who ? { authorization: auth[who]! } : {},
      remoteAddress: ip ?? `10.1.${Math.floor(++client / 250)}.${client % 250}`,
    });
  const linksUrl = (addressId: number) => `/api/air-share/sites/${addressId}/links`;
  const create = async (who = 'dealer', body: unknown = {}) => {
    const res = await call('POST', linksUrl(site), who, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AirShareLink>();
  };
  const screenUrl = (link: AirShareLink) => `/api/public${link.path!}`;
  const withRecord = async <T>(
    table: typeof tabServiceUserPermissions | typeof comPartnerAddrServiceUsers,
    values: Dto,
    body: () => Promise<T>,
  ) => {
    const [row] = await t.database.db
      .insert(table)
      .values(values as never)
      .returning({ id: table.id });
    try {
      return await body();
    } finally {
      await t.database.db.delete(table).where(eq(table.id, row!.id));
    }
  };
  const addressesOf = async (login: string) => {
    const [row] = await t.database.db
      .select({ business: userAccounts.comPartnerAccountId })
      .from(userAccounts)
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .where(eq(users.login, login));
    const rows = await t.database.db
      .select({ id: comPartnerAddrs.id })
      .from(comPartnerAddrs)
      .where(eq(comPartnerAddrs.accountId, row!.business!));
    return rows.map((r) => r.id);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    auth.admin = await signIn(t.app, 'admin', 'admin');
    auth.dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
    auth.gdo = await signIn(t.app, 'gdo', 'Demo-gdo1');
    const own = await addressesOf('dealer');
    const listed = (await call('GET', '/api/devices?size=1000', 'dealer')).json<Dto[]>();
    const placed = listed.find((d) => d.uid && own.includes(d.addressId as number));
    expect(placed, 'a dealer device at a dealer address').toBeTruthy();
    site = placed!.addressId as number;
    device = { id: placed!.id as number, uid: placed!.uid as string, name: (placed!.name as string) ?? null };
    gdoSite = (await addressesOf('gdo'))[0]!;
    // One current reading and one an hour ago, both at the dealer site.
    const now = Date.now();
    await appendStatuses(t.database.db, [
      {
        deviceId: device.id,
        deviceUid: device.uid,
        logTime: new Date(now - 3_600_000),
        online: true,
        payload: JSON.stringify([{ code: 'pm25', value: 30 }]),
      },
      {
        deviceId: device.id,
        deviceUid: device.uid,
        logTime: new Date(now - 30_000),
        online: true,
        payload: JSON.stringify([{ code: 'pm25', value: 12 }]),
      },
    ]);
  });
  afterAll(() => t?.close());

  it('creates a link (30 days by default, path shown once), lists it and revokes it', async () => {
    const before = Date.now();
    const link = await create();
    expect(link.path).toMatch(/^\/air\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBe(30);
    expect(Date.parse(link.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    // Only the token's hash is stored.
    const [stored] = await t.database.db.select().from(airShareLinks).where(eq(airShareLinks.id, link.id));
    expect(JSON.stringify(stored)).not.toContain(link.path!.slice(5));
    const listed = (await call('GET', linksUrl(site), 'dealer')).json<AirShareLink[]>();
    const mine = listed.find((l) => l.id === link.id);
    expect(mine).toMatchObject({ revokedAt: null, viewCount: 0 });
    expect(mine).not.toHaveProperty('path');
    const revoked = await call('POST', `${linksUrl(site)}/${link.id}/revoke`, 'dealer');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<AirShareLink>().revokedAt).not.toBeNull();
    expect((await call('GET', screenUrl(link))).statusCode).toBe(404);
  });

  it('takes the expiry from the body and refuses a bad one with a 400 naming it', async () => {
    const link = await create('dealer', { expiresInDays: 365 });
    expect((Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000).toBe(365);
    for (const expiresInDays of [366, 0, 'soon']) {
      const res = await call('POST', linksUrl(site), 'dealer', { expiresInDays });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('expiresInDays');
    }
    expect((await call('GET', '/api/air-share/sites/abc/links', 'dealer')).statusCode).toBe(400);
  });

  it('opens to the super user, 404 for another tenant, 403 without the address update permission', async () => {
    expect((await call('GET', linksUrl(site), 'admin')).statusCode).toBe(200);
    expect((await call('GET', linksUrl(site), 'gdo')).statusCode).toBe(404);
    expect((await call('POST', linksUrl(site), 'gdo', {})).statusCode).toBe(404);
    const link = await create();
    expect((await call('POST', `${linksUrl(site)}/${link.id}/revoke`, 'gdo')).statusCode).toBe(404);
    // A link of another site is not revoked through this one.
    expect((await call('POST', `${linksUrl(gdoSite)}/${link.id}/revoke`, 'admin')).statusCode).toBe(404);
    const dealerUser = await userIdOf(t.database.db, 'dealer');
    const addressService = await serviceIdOf(t.database.db, 'ADDRESS_MANAGEMENT');
    await t.database.db
      .delete(tabServiceUserPermissions)
      .where(
        and(
          eq(tabServiceUserPermissions.userId, dealerUser),
          eq(tabServiceUserPermissions.tabServiceId, addressService),
        ),
      );
    await withRecord(
      tabServiceUserPermissions,
      {
        userId: dealerUser,
        createdById: await userIdOf(t.database.db, 'admin'),
        tabServiceId: addressService,
        permissionRead: true,
      },
      async () => {
        expect((await call('GET', linksUrl(site), 'dealer')).statusCode).toBe(403);
        expect((await call('POST', linksUrl(site), 'dealer', {})).statusCode).toBe(403);
        expect((await call('POST', `${linksUrl(site)}/${link.id}/revoke`, 'dealer')).statusCode).toBe(403);
      },
    );
    expect((await call('GET', linksUrl(site), 'dealer')).statusCode).toBe(200);
  });

  it('honours address-level STATISTICS_MANAGEMENT records at the site', async () => {
    const record = {
      userId: await userIdOf(t.database.db, 'dealer'),
      createdById: await userIdOf(t.database.db, 'admin'),
      tabServiceId: await serviceIdOf(t.database.db, 'STATISTICS_MANAGEMENT'),
      comPartnerAddrId: site,
    };
    await withRecord(comPartnerAddrServiceUsers, { ...record, permissionRead: true }, async () => {
      expect((await call('GET', linksUrl(site), 'dealer')).statusCode).toBe(200);
      expect((await call('POST', linksUrl(site), 'dealer', {})).statusCode).toBe(201);
    });
    await withRecord(comPartnerAddrServiceUsers, { ...record, permissionRead: false }, async () => {
      expect((await call('GET', linksUrl(site), 'dealer')).statusCode).toBe(404);
      expect((await call('POST', linksUrl(site), 'dealer', {})).statusCode).toBe(404);
    });
  });

  it('shows the air and nothing else: no device, account or user data; never cached or indexed', async () => {
    const link = await create();
    const res = await call('GET', screenUrl(link));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const screen = res.json<AirScreen>();
    expect(screen.current).toEqual({
      pm25: 12,
      band: 'fair',
      bandKey: 'airShare.band.fair',
      colour: 'yellow',
    });
    expect(screen.whoGuideline).toBe(15);
    expect(screen.hours).toHaveLength(24);
    expect(screen.hours.filter((h) => h.pm25 !== null).length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(screen).sort()).toEqual(['current', 'generatedAt', 'hours', 'site', 'whoGuideline']);
    const [owner] = await t.database.db
      .select({ login: users.login, accountId: userAccounts.id, business: comPartnerAccounts.businessName })
      .from(devices)
      .innerJoin(userAccounts, eq(userAccounts.id, devices.ownerId))
      .innerJoin(users, eq(users.id, userAccounts.userId))
      .leftJoin(comPartnerAccounts, eq(comPartnerAccounts.id, userAccounts.comPartnerAccountId))
      .where(eq(devices.id, device.id));
    const body = res.body;
    expect(body).not.toContain(device.uid);
    if (device.name) expect(body).not.toContain(device.name);
    if (owner?.business) expect(body).not.toContain(owner.business);
    expect(body).not.toContain(`"${owner!.login}"`);
    expect(body).not.toMatch(/"(id|deviceId|uid|accountId|addressId|userId|login|account|devices?)"/);
    // No number in the answer equals an id of the device, its owner or the site, except as a reading.
    const numbers = [...body.matchAll(/":(\d+)[,}]/g)].map((m) => Number(m[1]));
    expect(
      numbers.filter(
        (n) => [device.id, owner!.accountId, site].includes(n) && n !== 12 && n !== 15 && n !== 30,
      ),
    ).toEqual([]);
  });

  it('answers 404 for an unknown token, the same as a revoked one, and 410 once expired', async () => {
    const unknown = await call('GET', `/api/public/air/${'A'.repeat(43)}`);
    const link = await create();
    await call('POST', `${linksUrl(site)}/${link.id}/revoke`, 'dealer');
    const revoked = await call('GET', screenUrl(link));
    expect(unknown.statusCode).toBe(404);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json<Dto>().detail).toBe(unknown.json<Dto>().detail);
    expect(unknown.headers['x-robots-tag']).toBe('noindex');
    const expiring = await create();
    await t.database.db
      .update(airShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(airShareLinks.id, expiring.id));
    expect((await call('GET', screenUrl(expiring))).statusCode).toBe(410);
    expect((await call('GET', '/api/public/air/short')).statusCode).toBe(400);
  });

  it('counts every answered view, with the time of the last', async () => {
    const link = await create();
    for (let i = 0; i < 3; i++) expect((await call('GET', screenUrl(link))).statusCode).toBe(200);
    const listed = (await call('GET', linksUrl(site), 'dealer')).json<AirShareLink[]>();
    const seen = listed.find((l) => l.id === link.id)!;
    expect(seen.viewCount).toBe(3);
    expect(seen.lastViewedAt).not.toBeNull();
  });

  it('limits each client address: 429 with Retry-After past the limit, unknown tokens included', async () => {
    const ip = '10.250.0.1';
    const { limit } = AIR_SCREEN_LIMITS.perClient;
    for (let i = 0; i < limit; i++) {
      const res = await call('GET', `/api/public/air/${'B'.repeat(43)}`, undefined, undefined, ip);
      expect(res.statusCode).toBe(404);
    }
    const link = await create();
    const refused = await call('GET', screenUrl(link), undefined, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    // Another client is not held back.
    expect((await call('GET', screenUrl(link))).statusCode).toBe(200);
  });

  it('limits each link across client addresses (a service on the same database, limits lowered)', async () => {
    const link = await create();
    const db = t.database.db;
    const screens = new AirScreenService(
      new AirShareRepository(db),
      new SiteAirRepository(db),
      new LatestStatusRepository(db),
      { perClient: new MemoryAttemptLimiter(100, 60_000), perToken: new MemoryAttemptLimiter(2, 60_000) },
    );
    const token = link.path!.replace('/air/', '');
    await screens.screen(token, '10.9.0.1');
    await screens.screen(token, '10.9.0.2');
    await expect(screens.screen(token, '10.9.0.3')).rejects.toMatchObject({ status: 429 });
  });
});
