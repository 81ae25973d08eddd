import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AirQualitySiteGrid, AirQualitySites } from '@app/contracts';
import { appendStatuses } from '../../db/status-ingest';
import { sitePm25Daily } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { addressesOf } from '../../../test/lookups';

type Dto = Record<string, unknown>;

/** GET api/fleet/air-quality/sites[/{addressId}]: weighted means, Rome hours, reach, period rules. */
describe('site air quality (api/fleet/air-quality)', () => {
  let t: TestApp;
  let admin: string;
  let dealer: string;
  let gdo: string;
  /** A dealer address with a dealer-visible device placed there, and a GDO address. */
  let site: number;
  let device: { id: number; uid: string };
  let gdoSite: number;
  let dealerAccountId: number;

  const call = (url: string, auth: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
  const sites = async (auth: string, query: string) => {
    const res = await call(`/api/fleet/air-quality/sites?${query}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AirQualitySites>();
  };
  const grid = async (auth: string, id: number, query: string) => {
    const res = await call(`/api/fleet/air-quality/sites/${id}?${query}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AirQualitySiteGrid>();
  };
  const status = (at: string, pm25: number) => ({
    deviceId: device.id,
    deviceUid: device.uid,
    logTime: new Date(at),
    online: true,
    payload: JSON.stringify([{ code: 'pm25', value: pm25 }]),
  });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
    gdo = await signIn(t.app, 'gdo', 'Demo-gdo1');
    const own = await addressesOf(t.database.db, 'dealer');
    dealerAccountId = own.account;
    const listed = (await call('/api/devices?size=1000', dealer)).json<Dto[]>();
    const placed = listed.find((d) => d.uid && own.addresses.includes(d.addressId as number));
    expect(placed, 'a dealer device at a dealer address').toBeTruthy();
    site = placed!.addressId as number;
    device = { id: placed!.id as number, uid: placed!.uid as string };
    gdoSite = (await addressesOf(t.database.db, 'gdo')).addresses[0]!;
    // The GDO site has readings in January too: it must stay out of the dealer's answers.
    // (Written straight into the roll-up: 6 January 2026, 11:00 Rome, four readings.)
    await t.database.db
      .insert(sitePm25Daily)
      .values({ addressId: gdoSite, day: '2026-01-06', sum11: 400, readings11: 4 });
  });
  afterAll(() => t.close());

  it('weights the means by readings across several status batches, on Rome hours', async () => {
    // Monday 5 January 2026, 09:00 Rome (08:00Z): two batches into the same hour, 3 readings.
    await appendStatuses(t.database.db, [
      status('2026-01-05T08:10:00Z', 10),
      status('2026-01-05T08:20:00Z', 20),
    ]);
    await appendStatuses(t.database.db, [status('2026-01-05T08:50:00Z', 30)]);
    // Monday 12 January, 09:00 Rome: one reading of 60 (the cell's mean is 120/4 = 30, not (20+60)/2).
    await appendStatuses(t.database.db, [status('2026-01-12T08:05:00Z', 60)]);
    // Tuesday 6 January 00:00 Rome is 5 January 23:00Z; 19 January 00:00 Rome (outside, to excluded).
    await appendStatuses(t.database.db, [
      status('2026-01-05T23:30:00Z', 4),
      status('2026-01-18T23:30:00Z', 99),
    ]);

    const period = 'from=2026-01-05&to=2026-01-19';
    const g = await grid(dealer, site, period);
    expect(g.from).toBe('2026-01-05');
    expect(g.to).toBe('2026-01-19');
    expect(g.cells).toHaveLength(168);
    const cell = (weekday: number, hour: number) => g.cells[weekday * 24 + hour]!;
    expect(cell(0, 9)).toEqual({ weekday: 0, hour: 9, mean: 30, readings: 4, band: 'bad' });
    expect(cell(1, 0)).toEqual({ weekday: 1, hour: 0, mean: 4, readings: 1, band: 'good' });
    expect(cell(0, 8).readings).toBe(0);
    expect(cell(0, 8).mean).toBeNull();
    expect(cell(0, 0).readings).toBe(0); // the 99 of 19 January 00:00 Rome is outside
    expect(g.readings).toBe(5);
    expect(g.mean).toBeCloseTo(124 / 5, 10);
    expect(g.band).toBe('poor');
    expect(g.who).toEqual({ annual: 5, day: 15, interimTarget4: 25 });
    expect(g.devices.map((d) => d.id)).toContain(device.id);

    const list = await sites(dealer, period);
    expect(list.sites.map((s) => s.addressId)).toEqual([site]);
    const row = list.sites[0]!;
    expect(row.mean).toBeCloseTo(124 / 5, 10);
    expect(row.readings).toBe(5);
    expect(row.band).toBe('poor');
    expect(row.label).toMatch(/, /);
    expect(row.account.id).toBe(dealerAccountId);
    expect(row.hours).toHaveLength(24);
    expect(row.hours[9]).toEqual({ hour: 9, mean: 30, readings: 4 });
    expect(row.hours[0]).toEqual({ hour: 0, mean: 4, readings: 1 });
    expect(row.hours[8]).toEqual({ hour: 8, mean: null, readings: 0 });

    // The account filter: the dealer's own account has it, an account of another tenant gives nothing.
    expect((await sites(dealer, `${period}&accountId=${dealerAccountId}`)).sites).toHaveLength(1);
    const gdoAccount = (await addressesOf(t.database.db, 'gdo')).account;
    expect((await sites(dealer, `${period}&accountId=${gdoAccount}`)).sites).toEqual([]);
  });

  it('puts hours on the Rome clock across the spring change', async () => {
    await appendStatuses(t.database.db, [
      // Saturday 28 March 2026, CET: 08:00Z = 09:00 Rome.
      status('2026-03-28T08:00:00Z', 8),
      // Sunday 29 March: 00:00Z = 01:00 CET; 01:00Z = 03:00 CEST (02:00 does not exist).
      status('2026-03-29T00:00:00Z', 2),
      status('2026-03-29T01:00:00Z', 3),
      // Monday 30 March, CEST: 07:00Z = 09:00 Rome.
      status('2026-03-30T07:00:00Z', 16),
    ]);
    const g = await grid(dealer, site, 'from=2026-03-23&to=2026-04-06');
    const filled = g.cells
      .filter((c) => c.readings > 0)
      .map(({ weekday, hour, mean }) => [weekday, hour, mean]);
    expect(filled).toEqual([
      [0, 9, 16],
      [5, 9, 8],
      [6, 1, 2],
      [6, 3, 3],
    ]);
    expect(g.cells[6 * 24 + 2]!.readings).toBe(0);
    const row = (await sites(dealer, 'from=2026-03-23&to=2026-04-06')).sites.find(
      (s) => s.addressId === site,
    )!;
    expect(row.hours[9]).toEqual({ hour: 9, mean: 12, readings: 2 });
    // Autumn: 25 October 00:00Z and 01:00Z are both 02:00 in Rome (summer, then winter time).
    await appendStatuses(t.database.db, [
      status('2026-10-25T00:10:00Z', 5),
      status('2026-10-25T00:40:00Z', 5),
      status('2026-10-25T01:10:00Z', 10),
      status('2026-10-25T01:40:00Z', 10),
      status('2026-10-26T07:00:00Z', 7),
    ]);
    const autumn = await grid(dealer, site, 'from=2026-10-19&to=2026-11-02');
    expect(
      autumn.cells.filter((c) => c.readings > 0).map(({ weekday, hour, mean }) => [weekday, hour, mean]),
    ).toEqual([
      [0, 8, 7],
      [6, 2, 7.5],
    ]);
    // The period starts at 00:00 Rome: 22 March 23:00Z belongs to 23 March.
    await appendStatuses(t.database.db, [status('2026-03-22T23:00:00Z', 50)]);
    const again = await grid(dealer, site, 'from=2026-03-23&to=2026-03-24');
    expect(again.cells[0]).toEqual({ weekday: 0, hour: 0, mean: 50, readings: 1, band: 'bad' });
  });

  it("keeps another tenant's sites out: absent from the list, 404 on the grid", async () => {
    const period = 'from=2026-01-05&to=2026-01-19';
    expect((await sites(gdo, period)).sites.map((s) => s.addressId)).toEqual([gdoSite]);
    expect((await call(`/api/fleet/air-quality/sites/${site}?${period}`, gdo)).statusCode).toBe(404);
    expect((await call(`/api/fleet/air-quality/sites/${gdoSite}?${period}`, dealer)).statusCode).toBe(404);
    expect((await call(`/api/fleet/air-quality/sites/2000000000?${period}`, dealer)).statusCode).toBe(404);
    // The super user reaches both.
    const all = (await sites(admin, period)).sites.map((s) => s.addressId);
    expect(all).toEqual(expect.arrayContaining([site, gdoSite]));
    // Worst first by default, best first on request.
    expect(all[0]).toBe(gdoSite);
    expect((await sites(admin, `${period}&sort=mean,asc`)).sites[0]!.addressId).toBe(site);
  });

  it('checks the period: ISO dates, to after from, at most 366 days; 30 days by default', async () => {
    for (const query of [
      'from=2026-01-01&to=2027-01-03',
      'from=2026-01-05&to=2026-01-05',
      'from=2026-01-05&to=2026-01-04',
      'from=yesterday&to=2026-01-04',
      'from=2026-02-30&to=2026-03-04',
      'from=2026-01-01T00:00:00Z&to=2026-01-04',
    ]) {
      const res = await call(`/api/fleet/air-quality/sites?${query}`, dealer);
      expect(res.statusCode, query).toBe(400);
      expect((await call(`/api/fleet/air-quality/sites/${site}?${query}`, dealer)).statusCode, query).toBe(
        400,
      );
    }
    const long = await call('/api/fleet/air-quality/sites?from=2026-01-01&to=2027-01-03', dealer);
    expect(long.json<Dto>().detail ?? long.body).toMatch(/366 days/);
    expect((await sites(dealer, 'from=2026-01-01&to=2027-01-02')).to).toBe('2027-01-02');
    expect((await call('/api/fleet/air-quality/sites?sort=name', dealer)).statusCode).toBe(400);
    const byDefault = await sites(dealer, '');
    expect((Date.parse(byDefault.to) - Date.parse(byDefault.from)) / 86_400_000).toBe(30);
    expect(Date.parse(byDefault.to)).toBeGreaterThan(Date.now());
  });

  it('honours an address-level STATISTICS denial, and needs STATISTICS read', async () => {
    const services = (
      await t.app.inject({
        method: 'GET',
        url: '/api/tab-services?size=100',
        headers: { authorization: admin },
      })
    ).json<Dto[]>();
    const serviceId = (code: string) => services.find((s) => s.code === code)!.id as number;
    const accounts = (await call('/api/user-accounts?size=1000', admin)).json<Dto[]>();
    const userOf = (login: string) => accounts.find((a) => a.userLogin === login)!.userId as number;
    const period = 'from=2026-01-05&to=2026-01-19';
    const record = await t.app.inject({
      method: 'POST',
      url: '/api/com-partner-addr-service-users',
      headers: { authorization: admin },
      payload: {
        userId: userOf('dealer'),
        createdById: userOf('admin'),
        comPartnerAddrId: site,
        tabServiceId: serviceId('STATISTICS_MANAGEMENT'),
        permissionRead: false,
      },
    });
    expect(record.statusCode, record.body).toBe(201);
    expect((await sites(dealer, period)).sites).toEqual([]);
    expect((await call(`/api/fleet/air-quality/sites/${site}?${period}`, dealer)).statusCode).toBe(404);
    // Others are not affected.
    expect((await sites(admin, period)).sites.map((s) => s.addressId)).toContain(site);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/com-partner-addr-service-users/${record.json<Dto>().id as number}`,
      headers: { authorization: admin },
    });
    expect((await sites(dealer, period)).sites.map((s) => s.addressId)).toEqual([site]);

    expect((await call('/api/fleet/air-quality/sites', await signIn(t.app, 'user', 'user'))).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/fleet/air-quality/sites' })).statusCode).toBe(401);
  });
});
