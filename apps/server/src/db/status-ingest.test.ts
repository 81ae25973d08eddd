import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { rowsOf } from '../lib/sql-rows';
import { deviceFilterDaily, devices, sitePm25Daily } from './schema';
import { appendStatuses } from './status-ingest';

/** The status history's roll-ups are written with it, in one transaction (decision 024). */
describe('status ingest and its roll-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reads numbers from stored statuses: numbers, numeric strings; anything else is null', async () => {
    const value = async (payload: string, code: string) =>
      rowsOf<{ v: number | null }>(
        await t.database.db.execute(sql`select status_number(${payload}, ${code}) as v`),
      )[0]!.v;
    expect(await value('[{"code":"pm25","value":12}]', 'pm25')).toBe(12);
    expect(await value('[{"code":"pm25","value":" 7.5 "}]', 'pm25')).toBe(7.5);
    expect(await value('[{"code":"pm25","value":"high"}]', 'pm25')).toBeNull();
    expect(await value('[{"code":"filter","value":true}]', 'filter')).toBeNull();
    expect(await value('not json', 'pm25')).toBeNull();
    expect(await value('{"code":"pm25"}', 'pm25')).toBeNull();
    expect(await value('[]', 'pm25')).toBeNull();
  });

  it("keeps each device's last filter readings of the day and the PM2.5 sum and count per site, Rome day and hour", async () => {
    const db = t.database.db;
    const [device] = await db
      .select({ id: devices.id, uid: devices.uid, addressId: devices.addressId })
      .from(devices)
      .where(and(isNotNull(devices.addressId), isNotNull(devices.uid)))
      .limit(1);
    const at = (iso: string) => new Date(iso);
    const row = (time: string, payload: object) => ({
      deviceId: device!.id,
      deviceUid: device!.uid,
      logTime: at(time),
      online: true,
      payload: JSON.stringify(payload),
    });
    await appendStatuses(db, [
      row('2026-03-10T08:10:00Z', [
        { code: 'filter', value: 80 },
        { code: 'pm25', value: 10 },
      ]),
      row('2026-03-10T08:40:00Z', [
        { code: 'filter', value: 79 },
        { code: 'pm25', value: 20 },
      ]),
    ]);
    // A later batch adds to the same hour; an earlier reading of the day does not replace the last.
    await appendStatuses(db, [
      row('2026-03-10T08:50:00Z', [
        { code: 'filter', value: 78 },
        { code: 'pm25', value: 30 },
      ]),
      row('2026-03-10T07:00:00Z', [{ code: 'filter', value: 81 }]),
      row('2026-03-10T23:30:00Z', [
        { code: 'filter', value: 'x' },
        { code: 'pm25', value: 'bad' },
      ]),
    ]);
    const daily = await db.select().from(deviceFilterDaily).where(eq(deviceFilterDaily.deviceId, device!.id));
    // 23:30 UTC is the 11th in Rome, and carries no filter number: no row for it.
    expect(daily).toEqual([
      expect.objectContaining({
        day: '2026-03-10',
        filter: 78,
        filterDays: null,
        lastTime: at('2026-03-10T08:50:00Z'),
      }),
    ]);
    // The three readings of 08:xxZ (09:00 in Rome, winter time) in the site's row of that Rome day;
    // the malformed pm25 of 23:30Z (the 11th in Rome) writes no row.
    const site = await db.select().from(sitePm25Daily).where(eq(sitePm25Daily.addressId, device!.addressId!));
    expect(site).toEqual([
      expect.objectContaining({ day: '2026-03-10', sum09: 60, readings09: 3, sum08: 0, readings08: 0 }),
    ]);
  });
});
