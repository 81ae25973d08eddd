import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { rowsOf } from '../lib/sql-rows';
import { deviceFilterDaily, deviceLatestStatuses, devices, deviceStatusLogs, sitePm25Daily } from './schema';
import { appendStatuses } from './status-ingest';

/** The status history's roll-ups are written with it, in one statement (decision 024). */
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

  it('stores every column as given, and the defaults (now, offline) where a row leaves them out', async () => {
    const db = t.database.db;
    const uid = `ingest-columns-${Date.now()}`;
    // Quotes, backslashes, braces, commas and non-Latin text: the rows travel as one JSON parameter.
    const payload = JSON.stringify([{ code: 'note', value: 'a "b" \\ {c}, d — città 空気' }]);
    const before = Date.now();
    await appendStatuses(db, [
      {
        deviceUid: uid,
        logTime: new Date('2026-02-03T04:05:06.789Z'),
        online: true,
        payload,
        iotLogId: null,
      },
      { deviceUid: uid, payload: null },
    ]);
    const rows = await db
      .select()
      .from(deviceStatusLogs)
      .where(eq(deviceStatusLogs.deviceUid, uid))
      .orderBy(asc(deviceStatusLogs.logTime));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ online: true, payload, deviceId: null, iotLogId: null });
    expect(rows[0]!.logTime.toISOString()).toBe('2026-02-03T04:05:06.789Z');
    expect(rows[1]).toMatchObject({ online: false, payload: null });
    expect(rows[1]!.logTime.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]!.id).not.toBe(rows[1]!.id);
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

  describe("each device's latest stored status (decision 027)", () => {
    const newDevice = async (uid: string) => {
      const [row] = await t.database.db
        .insert(devices)
        .values({ uid, name: uid })
        .returning({ id: devices.id });
      return row!.id;
    };
    const status = (deviceId: number, uid: string, time: string, filter: number) => ({
      deviceId,
      deviceUid: uid,
      logTime: new Date(time),
      online: filter > 0,
      payload: JSON.stringify([{ code: 'filter', value: filter }]),
    });
    const latestOf = (ids: number[]) =>
      t.database.db
        .select()
        .from(deviceLatestStatuses)
        .where(inArray(deviceLatestStatuses.deviceId, ids))
        .orderBy(asc(deviceLatestStatuses.deviceId));

    it('keeps the newest row: a newer batch replaces it, an older one arriving late does not', async () => {
      const id = await newDevice('latest-one');
      const at = (time: string, filter: number) => status(id, 'latest-one', time, filter);
      await appendStatuses(t.database.db, [at('2026-05-01T10:00:00Z', 70), at('2026-05-01T11:00:00Z', 69)]);
      expect(await latestOf([id])).toEqual([
        {
          deviceId: id,
          deviceUid: 'latest-one',
          logTime: new Date('2026-05-01T11:00:00Z'),
          online: true,
          payload: '[{"code":"filter","value":69}]',
        },
      ]);
      await appendStatuses(t.database.db, [at('2026-05-01T09:00:00Z', 71)]);
      expect((await latestOf([id]))[0]!.payload).toBe('[{"code":"filter","value":69}]');
      await appendStatuses(t.database.db, [at('2026-05-01T12:00:00Z', 0)]);
      expect(await latestOf([id])).toEqual([
        expect.objectContaining({
          logTime: new Date('2026-05-01T12:00:00Z'),
          online: false,
          payload: '[{"code":"filter","value":0}]',
        }),
      ]);
    });

    it('takes the newest row of each device of one batch, in any order', async () => {
      const a = await newDevice('latest-a');
      const b = await newDevice('latest-b');
      await appendStatuses(t.database.db, [
        status(a, 'latest-a', '2026-05-02T10:00:00Z', 50),
        status(b, 'latest-b', '2026-05-02T09:00:00Z', 40),
        status(a, 'latest-a', '2026-05-02T08:00:00Z', 52),
        status(b, 'latest-b', '2026-05-02T11:00:00Z', 38),
      ]);
      expect((await latestOf([a, b])).map((r) => [r.deviceId, r.logTime.toISOString(), r.payload])).toEqual([
        [a, '2026-05-02T10:00:00.000Z', '[{"code":"filter","value":50}]'],
        [b, '2026-05-02T11:00:00.000Z', '[{"code":"filter","value":38}]'],
      ]);
    });

    it('is kept by any insert into the history and falls back to the rows left when the newest are deleted', async () => {
      const db = t.database.db;
      const id = await newDevice('latest-direct');
      const at = (time: string, filter: number) => status(id, 'latest-direct', time, filter);
      // A fixture or bulk load writing the history directly, not through appendStatuses.
      await db
        .insert(deviceStatusLogs)
        .values([at('2026-05-03T10:00:00Z', 30), at('2026-05-03T11:00:00Z', 29)]);
      expect((await latestOf([id]))[0]!.logTime).toEqual(new Date('2026-05-03T11:00:00Z'));
      // Deleting older rows (retention) leaves it; deleting the newest reads the rows left.
      await db.delete(deviceStatusLogs).where(eq(deviceStatusLogs.logTime, new Date('2026-05-03T10:00:00Z')));
      expect((await latestOf([id]))[0]!.payload).toBe('[{"code":"filter","value":29}]');
      await db.insert(deviceStatusLogs).values(at('2026-05-03T09:00:00Z', 31));
      await db.delete(deviceStatusLogs).where(eq(deviceStatusLogs.logTime, new Date('2026-05-03T11:00:00Z')));
      expect((await latestOf([id]))[0]!.payload).toBe('[{"code":"filter","value":31}]');
      await db.delete(deviceStatusLogs).where(eq(deviceStatusLogs.deviceId, id));
      expect(await latestOf([id])).toEqual([]);
      // Deleting the device deletes its row.
      await appendStatuses(db, [at('2026-05-03T12:00:00Z', 28)]);
      await db.delete(devices).where(eq(devices.id, id));
      expect(await latestOf([id])).toEqual([]);
    });
  });
});
