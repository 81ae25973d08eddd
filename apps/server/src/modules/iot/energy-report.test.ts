import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { DEMO_DEVICES } from '../../db/seed/demo';
import { seedDemoHistory } from '../../db/seed/demo-history';
import { deviceModels, devices, deviceStatusLogs, users } from '../../db/schema';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { accountIdOf, userIdOf } from '../../../test/lookups';
import { pdfPages } from '../../../test/pdf-text';

/** Italian numbers of the report ('1.234,5', '3,09 €', '12,3%') as numbers. */
const numbersIn = (text: string): number[] =>
  [...text.matchAll(/\d[\d.]*,\d+/g)].map((m) => Number(m[0].replaceAll('.', '').replace(',', '.')));

/** A number printed with `decimals` decimals is the value rounded: at most half a unit of the last digit away. */
const expectPrinted = (printed: number, value: number, decimals: number) =>
  expect(Math.abs(printed - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);

const HOUR = 3_600_000;
/** The stored statuses hold at most the owner's polling interval (demo accounts: 3600 s) plus a minute. */
const HOLD = 3600 * 1000 + 60_000;
/** February 2026 in Rome: the report's default period on any day of March 2026. */
const START = '2026-01-31T23:00:00.000Z';
const END = '2026-02-28T23:00:00.000Z';
const SPEEDS: Record<string, number> = { sleep: 1, low: 2, mid: 3, high: 4 };

interface Expected {
  hours: number;
  kwh: number;
  cost: number;
  danger: number;
}

/**
 * The figures of one device computed here from its stored rows, without the code under test: each
 * row holds until the next (at most HOLD), clipped to the period; running = online, switched on and
 * a fan speed; watts from device_model; danger = offline or a parameter in its danger band.
 */
function expectedOf(
  rows: { logTime: Date; online: boolean; payload: string | null }[],
  watts: number[],
): Expected {
  const start = Date.parse(START);
  const end = Date.parse(END);
  let hours = 0;
  let kwh = 0;
  let danger = 0;
  rows.forEach((row, i) => {
    const t = row.logTime.getTime();
    const next = rows[i + 1]?.logTime.getTime() ?? Infinity;
    const span = (Math.min(next, t + HOLD, end) - Math.max(t, start)) / HOUR;
    if (span <= 0) return;
    const status = Object.fromEntries(
      (JSON.parse(row.payload ?? '[]') as { code: string; value: unknown }[]).map((p) => [p.code, p.value]),
    );
    const speed = status.speed ? Number(status.speed) : SPEEDS[String(status.fan_speed_enum)];
    if (row.online && status.switch !== false && speed) {
      hours += span;
      kwh += (span * watts[speed - 1]!) / 1000;
    }
    const bad =
      !row.online ||
      (status.filter as number) <= 10 ||
      (status.filter_days as number) <= 10 ||
      (status.filter_hours !== undefined && (status.filter_hours as number) <= 80) ||
      status.air_quality === 'severe';
    if (bad) danger += span;
  });
  return { hours, kwh, cost: kwh * 0.25, danger: danger / ((end - start) / HOUR) };
}

describe('PDF energy report (GET /api/devicesIot/{id}/pdf)', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const sold = DEMO_DEVICES.filter((d) => d.ownerLogin === 'customer' && d.sellerLogin === 'dealer').slice(
    0,
    3,
  );
  const foreign = DEMO_DEVICES.find((d) => d.ownerLogin === 'gdo')!;
  const accountOf = (login: string) => accountIdOf(t.database.db, login);
  const report = async (
    who: string,
    accountId: number | string,
    params: Record<string, string | string[]>,
  ) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params))
      for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
    return t.app.inject({
      method: 'GET',
      url: `/api/devicesIot/${accountId}/pdf?${query}`,
      headers: { authorization: token[who]! },
    });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [login, password] of [
      ['admin', 'admin'],
      ['dealer', 'Demo-dealer1'],
      ['customer', 'Demo-customer1'],
    ] as const)
      token[login] = await signIn(t.app, login, password);
    // 35 days of simulated history up to 5 March 2026 for the three devices and the foreign one.
    const uids = [...sold.map((d) => d.uid), foreign.uid];
    const written = await seedDemoHistory(t.database.db, () => undefined, {
      now: Date.parse('2026-03-05T00:00:00Z'),
      days: 35,
      uids,
    });
    expect(written).toBe(uids.length * 35 * 24);
  });
  afterAll(() => t.close());

  it('backfills in the poller format, once, and the history endpoint reads it', async () => {
    const again = await seedDemoHistory(t.database.db, () => undefined, {
      now: Date.parse('2026-03-06T00:00:00Z'),
      uids: sold.map((d) => d.uid),
    });
    expect(again).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(deviceStatusLogs)
      .where(eq(deviceStatusLogs.deviceUid, sold[0]!.uid))
      .orderBy(asc(deviceStatusLogs.logTime))
      .limit(1);
    expect(row).toMatchObject({ logTime: new Date('2026-01-29T00:00:00Z'), deviceId: expect.any(Number) });
    expect(JSON.parse(row!.payload!)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'switch' }),
        expect.objectContaining({ code: 'pm25' }),
      ]),
    );
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/device-status-logs/uuid/${sold[0]!.uid}?start=2026-02-01T00:00:00Z&end=2026-02-03T00:00:00Z&secondsInterval=7200`,
      headers: { authorization: token.dealer! },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toHaveLength(24);
  });

  it('reports the readable devices: a summary page and one per device, with the figures of the stored history', async () => {
    const dealer = await accountOf('dealer');
    const res = await report('dealer', dealer, {
      start: START,
      end: END,
      costPerKwh: '0.25',
      deviceUidList: [...sold.map((d) => d.uid), foreign.uid, 'no-such-device'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="charts.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(1 + sold.length);
    for (const page of pages) {
      expect(page).toContain('Purifier Backoffice');
      expect(page).toContain('01/02/2026 – 28/02/2026');
    }
    const summary = pages[0]!;
    expect(summary).toContain("Report energia e qualità dell'aria");
    expect(pages.join('\f')).not.toContain(foreign.uid);

    const totals = { hours: 0, kwh: 0, cost: 0 };
    for (const device of sold) {
      const [model] = await t.database.db
        .select({
          w1: deviceModels.consumption1,
          w2: deviceModels.consumption2,
          w3: deviceModels.consumption3,
          w4: deviceModels.consumption4,
        })
        .from(devices)
        .innerJoin(deviceModels, eq(deviceModels.id, devices.modelId))
        .where(eq(devices.uid, device.uid));
      const watts = [model!.w1, model!.w2, model!.w3, model!.w4].map(Number);
      const rows = await t.database.db
        .select()
        .from(deviceStatusLogs)
        .where(
          and(
            eq(deviceStatusLogs.deviceUid, device.uid),
            gte(deviceStatusLogs.logTime, new Date(Date.parse(START) - HOLD)),
            lt(deviceStatusLogs.logTime, new Date(END)),
          ),
        )
        .orderBy(asc(deviceStatusLogs.logTime));
      const expected = expectedOf(rows, watts);
      totals.hours += expected.hours;
      totals.kwh += expected.kwh;
      totals.cost += expected.cost;

      const row = summary.split('\n').find((l) => new RegExp(`^\\s*${device.name}\\s{2,}`).test(l));
      expect(row, `${device.name} in the summary table`).toBeDefined();
      const [hours, kwh, cost, dangerPercent] = numbersIn(row!);
      expectPrinted(hours!, expected.hours, 1);
      expectPrinted(kwh!, expected.kwh, 2);
      expectPrinted(cost!, expected.cost, 2);
      expectPrinted(dangerPercent!, expected.danger * 100, 1);

      const page = pages.find((p) => p.includes(device.uid));
      expect(page, `the page of ${device.name}`).toBeDefined();
      expect(page).toContain(device.name);
      expect(numbersIn(page!)).toEqual(expect.arrayContaining([hours, kwh, cost]));
    }
    const totalRow = summary.split('\n').find((l) => /^\s*Totale\s/.test(l))!;
    const [hours, kwh, cost] = numbersIn(totalRow);
    expectPrinted(hours!, totals.hours, 1);
    expectPrinted(kwh!, totals.kwh, 2);
    expectPrinted(cost!, totals.cost, 2);
    expect(kwh).toBeGreaterThan(0);
  });

  it('leaves costs out without costPerKwh, and speaks the caller’s language', async () => {
    await t.database.db.update(users).set({ langKey: 'en' }).where(eq(users.login, 'dealer'));
    const res = await report('dealer', await accountOf('dealer'), {
      start: START,
      end: END,
      deviceUidList: sold[0]!.uid,
    });
    await t.database.db.update(users).set({ langKey: 'it' }).where(eq(users.login, 'dealer'));
    expect(res.statusCode, res.body).toBe(200);
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Energy and air quality report');
    expect(pages[0]).toContain('No energy price given: costs are not calculated');
    expect(pages[0]).not.toContain('€');
    expect(pages[1]).toContain('Page 2 of 2');
  });

  it('refuses bad input with 400 naming the rule', async () => {
    const dealer = await accountOf('dealer');
    const uid = sold[0]!.uid;
    const cases: [Record<string, string | string[]>, string][] = [
      [
        { start: START, end: '2026-03-05T00:00:00Z', deviceUidList: uid },
        'the maximum report interval is one month',
      ],
      [{ start: END, end: START, deviceUidList: uid }, 'the report period must end after it starts'],
      [{ start: '01/02/2026', end: END, deviceUidList: uid }, 'ISO date-times'],
      [{ start: START, end: END, deviceUidList: uid, costPerKwh: 'cheap' }, 'costPerKwh must be a number'],
      [{ start: START, end: END }, 'deviceUidList: choose at least one device'],
      [{ end: END, deviceUidList: uid }, 'start'],
    ];
    for (const [query, rule] of cases) {
      const res = await report('dealer', dealer, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().detail, JSON.stringify(query)).toContain(rule);
    }
    const badId = await report('dealer', 'not-an-account', { start: START, end: END, deviceUidList: uid });
    expect(badId.statusCode).toBe(400);
  });

  it('answers 404 for an account outside the subtree and when no requested device is left', async () => {
    const dealer = await accountOf('dealer');
    const period = { start: START, end: END };
    expect(
      (await report('dealer', await accountOf('gdo'), { ...period, deviceUidList: sold[0]!.uid })).statusCode,
    ).toBe(404);
    expect((await report('dealer', 999_999, { ...period, deviceUidList: sold[0]!.uid })).statusCode).toBe(
      404,
    );
    expect(
      (await report('dealer', dealer, { ...period, deviceUidList: [foreign.uid, 'nope'] })).statusCode,
    ).toBe(404);
    // The dealer's devices are not the customer's: a report of the customer's account leaves them out.
    const own = DEMO_DEVICES.find((d) => d.ownerLogin === 'dealer')!;
    expect(
      (await report('dealer', await accountOf('customer'), { ...period, deviceUidList: own.uid })).statusCode,
    ).toBe(404);
  });

  it('answers 403 to a customer without statistics read', async () => {
    const customer = await accountOf('customer');
    const period = { start: START, end: END, deviceUidList: sold[0]!.uid };
    expect((await report('customer', customer, period)).statusCode).toBe(200);
    const customerUserId = await userIdOf(t.database.db, 'customer');
    const adminUserId = await userIdOf(t.database.db, 'admin');
    const services = (
      await t.app.inject({
        method: 'GET',
        url: '/api/tab-services?size=100',
        headers: { authorization: token.admin! },
      })
    ).json() as { id: number; code: string }[];
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/tab-service-user-permissions',
      headers: { authorization: token.admin! },
      payload: {
        userId: customerUserId,
        createdById: adminUserId,
        tabServiceId: services.find((s) => s.code === 'STATISTICS_MANAGEMENT')!.id,
      },
    });
    expect(grant.statusCode, grant.body).toBe(201);
    const refused = await report('customer', customer, period);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Your STATISTICS_MANAGEMENT permission does not allow read');
  });

  it('leaves out a device at an address where the caller may not read statistics', async () => {
    const dealerUserId = await userIdOf(t.database.db, 'dealer');
    const adminUserId = await userIdOf(t.database.db, 'admin');
    const [hidden] = await t.database.db
      .select({ addressId: devices.addressId })
      .from(devices)
      .where(eq(devices.uid, sold[1]!.uid));
    const services = (
      await t.app.inject({
        method: 'GET',
        url: '/api/tab-services?size=100',
        headers: { authorization: token.admin! },
      })
    ).json() as { id: number; code: string }[];
    const record = await t.app.inject({
      method: 'POST',
      url: '/api/com-partner-addr-service-users',
      headers: { authorization: token.admin! },
      payload: {
        userId: dealerUserId,
        createdById: adminUserId,
        comPartnerAddrId: hidden!.addressId,
        tabServiceId: services.find((s) => s.code === 'STATISTICS_MANAGEMENT')!.id,
        permissionRead: false,
      },
    });
    expect(record.statusCode, record.body).toBe(201);
    const others = sold.filter((d, i) => i !== 1 && d.addressIndex !== sold[1]!.addressIndex);
    const res = await report('dealer', await accountOf('dealer'), {
      start: START,
      end: END,
      deviceUidList: [sold[1]!.uid, ...others.map((d) => d.uid)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(1 + others.length);
    expect(pages.join('\f')).not.toContain(sold[1]!.uid);
    // The history answers the same: that device's statistics are out of reach, the others' are not.
    const history = (uid: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/device-status-logs/uuid/${uid}?start=${START}&end=${END}`,
        headers: { authorization: token.dealer! },
      });
    expect((await history(sold[1]!.uid)).statusCode).toBe(404);
    const readable = await history(others[0]!.uid);
    expect(readable.statusCode, readable.body).toBe(200);
    expect((readable.json() as unknown[]).length).toBeGreaterThan(0);
  });

  it('declares the PDF answer in the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v3/api-docs' })).json() as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    };
    expect(Object.keys(doc.paths['/api/devicesIot/{id}/pdf']!.get.responses['200']!.content)).toEqual([
      'application/pdf',
    ]);
  });

  it('keeps the backfill to the demo devices asked for', async () => {
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(deviceStatusLogs)
      .where(inArray(deviceStatusLogs.deviceUid, [DEMO_DEVICES.find((d) => d.ownerLogin === 'gds')!.uid]));
    expect(count[0]!.n).toBe(0);
  });
});
