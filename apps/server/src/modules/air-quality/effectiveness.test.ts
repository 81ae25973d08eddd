import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FilterForecastRow, SiteEffectiveness } from '@app/contracts';
import { appendStatuses } from '../../db/status-ingest';
import { rowsOf } from '../../lib/sql-rows';
import { buildTestApp, signIn, type TestApp } from '../../../test/build-test-app';
import { addressesOf } from '../../../test/lookups';
import { refreshPurifierEffects } from './index';

type Dto = Record<string, unknown>;

const MIN = 60_000;
const DAY = 86_400_000;
/** 2 March 2026 00:00 Rome (UTC+1); five days of one cycle each from here. */
const START = Date.parse('2026-03-01T23:00:00Z');
const PERIOD = 'from=2026-03-02&to=2026-03-09';
/** When the job looks: its 14 days hold the five cycles. */
const JOB_NOW = Date.parse('2026-03-09T12:00:00Z');

/** (minute of the cycle, running fan speed or null = switched off, PM2.5) */
type Step = [number, number | null, number];
/** Switched on at 40 µg/m³: 30, 18 (halved 20 minutes on), 12; off 40 minutes after. */
const CLEANS: Step[] = [
  [0, null, 40],
  [10, 2, 40],
  [20, 2, 30],
  [30, 2, 18],
  [40, 2, 12],
  [50, null, 12],
];
/** Runs at fan speed 3 and the air stays at 30 ± 1 µg/m³: no drop of 10 %. */
const DOES_NOTHING: Step[] = [
  [0, null, 30],
  [10, 3, 30],
  [20, 3, 31],
  [30, 3, 29],
  [40, 3, 30],
  [50, null, 30],
];

/**
 * Purifier effectiveness (issue 31 item 2, decision 051): the purifier-effect job's stored verdict,
 * the site report GET api/fleet/effectiveness/sites/{addressId}, and the due list's column.
 */
describe('purifier effectiveness (job, api/fleet/effectiveness, due list)', () => {
  let t: TestApp;
  let dealer: string;
  let gdo: string;
  let site: number;
  let cleaner: { id: number; uid: string; modelId: number };
  let idle: { id: number; uid: string };

  const call = (url: string, auth?: string) =>
    t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });

  const cycles = (device: { id: number; uid: string }, steps: Step[]) =>
    Array.from({ length: 5 }, (_, day) => START + day * DAY + 8 * 60 * MIN).flatMap((t0) =>
      steps.map(([minute, speed, pm25]) => ({
        deviceId: device.id,
        deviceUid: device.uid,
        logTime: new Date(t0 + minute * MIN),
        online: true,
        payload: JSON.stringify([
          { code: 'switch', value: speed !== null },
          { code: 'speed', value: String(speed ?? 1) },
          { code: 'pm25', value: pm25 },
        ]),
      })),
    );

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    dealer = await signIn(t.app, 'dealer', 'Demo-dealer1');
    gdo = await signIn(t.app, 'gdo', 'Demo-gdo1');
    const own = (await addressesOf(db, 'dealer')).addresses;
    const listed = (await call('/api/devices?size=1000', dealer)).json<Dto[]>();
    const placed = listed.filter((d) => d.uid && own.includes(d.addressId as number));
    expect(placed.length).toBeGreaterThanOrEqual(2);
    site = placed[0]!.addressId as number;
    const [a, b] = placed as [Dto, Dto];
    // Both at one site: the second one has no model (so no CADR).
    await db.execute(
      sql`update device set address_id = ${site}, model_id = null where id = ${b.id as number}`,
    );
    const [model] = rowsOf<{ model_id: number }>(
      await db.execute(sql`select model_id from device where id = ${a.id as number}`),
    );
    cleaner = { id: a.id as number, uid: a.uid as string, modelId: Number(model!.model_id) };
    idle = { id: b.id as number, uid: b.uid as string };
    await db.execute(
      sql`update device_model set cadr1 = 80, cadr2 = 150, cadr3 = 240, cadr4 = 330 where id = ${cleaner.modelId}`,
    );
    await appendStatuses(db, [...cycles(cleaner, CLEANS), ...cycles(idle, DOES_NOTHING)]);
  });
  afterAll(() => t.close());

  it('stores each purifier’s 14-day verdict, and computes it again only once stale', async () => {
    const db = t.database.db;
    expect(await refreshPurifierEffects(db, { now: () => JOB_NOW })).toBeGreaterThanOrEqual(2);
    const stored = rowsOf<{ device_id: number; events: number; no_effect: boolean; median_drop: number }>(
      await db.execute(sql`select device_id, events, no_effect, median_drop from device_purifier_effect
        where device_id in (${cleaner.id}, ${idle.id}) order by device_id`),
    );
    const byDevice = new Map(stored.map((r) => [Number(r.device_id), r]));
    expect(byDevice.get(cleaner.id)).toMatchObject({ events: 5, no_effect: false, median_drop: 28 });
    expect(byDevice.get(idle.id)).toMatchObject({ events: 5, no_effect: true, median_drop: 1 });
    // Fresh verdicts are not computed again; a day on they are.
    expect(await refreshPurifierEffects(db, { now: () => JOB_NOW + 60 * MIN })).toBe(0);
    expect(await refreshPurifierEffects(db, { now: () => JOB_NOW + 25 * 60 * MIN })).toBeGreaterThanOrEqual(
      2,
    );
    // 20 days on, the cycles are out of the 14 days: a purifier with no statuses there is not looked at.
    expect(await refreshPurifierEffects(db, { now: () => JOB_NOW + 20 * DAY })).toBe(0);
  });

  it('reports per purifier the drop, the minutes to halve and the clean air delivered over the period', async () => {
    const res = await call(`/api/fleet/effectiveness/sites/${site}?${PERIOD}`, dealer);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<SiteEffectiveness>();
    expect(report).toMatchObject({ addressId: site, from: '2026-03-02', to: '2026-03-09' });
    expect(report.rules).toEqual({
      windowMinutes: 60,
      minimumPm25: 5,
      effectShare: 0.1,
      minimumEvents: 3,
      verdictDays: 14,
    });
    const cleans = report.purifiers.find((p) => p.deviceId === cleaner.id)!;
    const nothing = report.purifiers.find((p) => p.deviceId === idle.id)!;
    expect(cleans).toMatchObject({
      events: 5,
      halvedEvents: 5,
      medianDrop: 28,
      medianMinutesToHalve: 20,
      noMeasurableEffect: false,
      cadr: [80, 150, 240, 330],
      verdict: { noMeasurableEffect: false, events: 5 },
    });
    // 40 minutes at fan speed 2 a day for 5 days = 10/3 h × 150 m³/h = 500 m³.
    const [h1, h2, h3, h4] = cleans.hoursBySpeed as [number, number, number, number];
    expect(h2).toBeCloseTo(10 / 3, 6);
    expect(h1 + h3 + h4).toBe(0);
    expect(cleans.cleanAirDelivered).toBeCloseTo(500, 6);
    expect(nothing).toMatchObject({
      events: 5,
      halvedEvents: 0,
      medianDrop: 1,
      medianMinutesToHalve: null,
      noMeasurableEffect: true,
      model: null,
      cadr: [null, null, null, null],
      // It ran, and its model does not say how much air it cleans: unknown, not zero.
      cleanAirDelivered: null,
      verdict: { noMeasurableEffect: true },
    });
    expect(nothing.hoursBySpeed[2]).toBeCloseTo(10 / 3, 6);
    expect(report.cleanAirDelivered).toBeNull();
  });

  it('shows the verdict on the filter due list', async () => {
    const res = await call(`/api/fleet/filters?within=all&addressId=${site}&size=100`, dealer);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<FilterForecastRow[]>();
    const flag = (id: number) => rows.find((r) => r.device.id === id)?.noMeasurableEffect;
    expect(flag(idle.id)).toBe(true);
    expect(flag(cleaner.id)).toBe(false);
  });

  it("keeps another tenant's site out (404), bounds the period (400) and needs STATISTICS read", async () => {
    expect((await call(`/api/fleet/effectiveness/sites/${site}?${PERIOD}`, gdo)).statusCode).toBe(404);
    // 92 days are allowed; 93 are refused naming `to`, as is a broken date.
    expect(
      (await call(`/api/fleet/effectiveness/sites/${site}?from=2026-01-01&to=2026-04-03`, dealer)).statusCode,
    ).toBe(200);
    const tooLong = await call(
      `/api/fleet/effectiveness/sites/${site}?from=2026-01-01&to=2026-04-04`,
      dealer,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ fieldErrors: [{ field: 'to', message: 'tooLong' }] });
    expect((await call(`/api/fleet/effectiveness/sites/${site}?from=2026-02-30`, dealer)).statusCode).toBe(
      400,
    );
    const user = await signIn(t.app, 'user', 'user');
    expect((await call(`/api/fleet/effectiveness/sites/${site}?${PERIOD}`, user)).statusCode).toBe(403);
    expect((await call(`/api/fleet/effectiveness/sites/${site}?${PERIOD}`)).statusCode).toBe(401);
  });
});
