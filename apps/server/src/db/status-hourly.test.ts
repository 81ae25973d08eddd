import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { deviceEnergy, runningSpeed, type DataPoint, parseStatus } from '@app/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { rowsOf } from '../lib/sql-rows';
import { DeviceStatusLogRepository } from '../modules/iot';
import { devices, deviceStatusHourly, deviceStatusLogs, userAccounts } from './schema';
import { appendStatuses } from './status-ingest';
import { drainStatusHourly } from './status-hourly';

const H = 3_600_000;
const MIN = 60_000;

interface Status {
  at: string;
  online?: boolean;
  points: DataPoint[];
}

interface HourRow {
  hour: number;
  lastTime: number | null;
  lastPayload: string | null;
  pm25Sum: number;
  pm25Readings: number;
  coveredMs: number;
  onlineMs: number;
  speedMs: number[];
}

/**
 * What the roll-up must hold, worked out in TypeScript from the same statuses: each hour is the
 * energy rule of the PDF report (deviceEnergy: a status holds until the next, at most `hold`) over
 * that hour alone, plus the hour's newest status and its online PM2.5 readings.
 */
function expectedHours(statuses: readonly Status[], hold: number): HourRow[] {
  const samples = statuses
    .map((s) => ({ time: Date.parse(s.at), online: s.online ?? true, status: s.points }))
    .sort((a, b) => a.time - b.time);
  const first = Math.floor(samples[0]!.time / H) * H;
  const last = Math.floor((samples.at(-1)!.time + hold) / H) * H;
  const rows: HourRow[] = [];
  for (let hour = first; hour <= last; hour += H) {
    const energy = deviceEnergy(samples, { start: hour, end: hour + H, maxHoldMs: hold, watts: [] });
    const online = deviceEnergy(
      samples.map((s) => ({ ...s, status: s.online ? [{ code: 'speed', value: '1' }] : [] })),
      { start: hour, end: hour + H, maxHoldMs: hold, watts: [] },
    );
    const inside = samples.filter((s) => s.time >= hour && s.time < hour + H);
    const newest = inside.at(-1);
    const pm25 = inside.filter((s) => s.online).flatMap((s) => s.status.filter((p) => p.code === 'pm25'));
    if (!newest && energy.coveredHours === 0) continue;
    rows.push({
      hour,
      lastTime: newest?.time ?? null,
      lastPayload: newest ? JSON.stringify(newest.status) : null,
      pm25Sum: pm25.reduce((sum, p) => sum + Number(p.value), 0),
      pm25Readings: pm25.length,
      coveredMs: Math.round(energy.coveredHours * H),
      onlineMs: Math.round(online.hoursBySpeed[0] * H),
      speedMs: energy.hoursBySpeed.map((h) => Math.round(h * H)),
    });
  }
  return rows;
}

const points = (speed: string | null, extra: DataPoint[] = []): DataPoint[] => [
  ...(speed === null ? [] : [{ code: 'fan_speed_enum', value: speed }]),
  ...extra,
];

/** The roll-up (decision 030): kept by the ingest, equal to the statuses rolled up at once. */
describe('hourly status roll-up', () => {
  let t: TestApp;
  const pool: { uid: string; id: number; hold: number }[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    const rows = await t.database.db
      .select({ id: devices.id, uid: devices.uid, frequency: userAccounts.iotStatusFrequency })
      .from(devices)
      .innerJoin(userAccounts, eq(userAccounts.id, devices.ownerId))
      .where(isNotNull(devices.uid))
      .orderBy(asc(devices.id))
      .limit(6);
    for (const r of rows) pool.push({ id: r.id, uid: r.uid!, hold: r.frequency * 1000 + MIN });
  });
  afterAll(() => t.close());

  /** A device of the seed nobody else here writes for. */
  const device = () => {
    const d = pool.shift();
    expect(d, 'a seeded device with a uid and an owner').toBeDefined();
    return d!;
  };

  const store = (d: { id: number; uid: string }, statuses: readonly Status[]) =>
    appendStatuses(
      t.database.db,
      statuses.map((s) => ({
        deviceId: d.id,
        deviceUid: d.uid,
        logTime: new Date(s.at),
        online: s.online ?? true,
        payload: JSON.stringify(s.points),
      })),
    );

  const stored = async (uid: string): Promise<HourRow[]> => {
    // A write notes the hours it touched; they are recomputed when drained (migration 0009).
    await drainStatusHourly(t.database.db, [uid]);
    const rows = await t.database.db
      .select()
      .from(deviceStatusHourly)
      .where(eq(deviceStatusHourly.deviceUid, uid))
      .orderBy(asc(deviceStatusHourly.hour));
    return rows.map((r) => ({
      hour: r.hour.getTime(),
      lastTime: r.lastTime?.getTime() ?? null,
      lastPayload: r.lastPayload,
      pm25Sum: r.pm25Sum,
      pm25Readings: r.pm25Readings,
      coveredMs: r.coveredMs,
      onlineMs: r.onlineMs,
      speedMs: [r.speed1Ms, r.speed2Ms, r.speed3Ms, r.speed4Ms],
    }));
  };

  // Several statuses in an hour, hour boundaries crossed, an offline status, one switched off, an
  // unreadable speed, a status exactly on the hour and a gap of hours longer than any hold.
  const day: Status[] = [
    { at: '2026-05-04T10:10:00Z', points: points('low', [{ code: 'pm25', value: 12 }]) },
    { at: '2026-05-04T10:40:30Z', points: points('mid', [{ code: 'pm25', value: '20' }]) },
    { at: '2026-05-04T10:55:00Z', online: false, points: points('mid', [{ code: 'pm25', value: 99 }]) },
    { at: '2026-05-04T11:20:00Z', points: points('high', [{ code: 'switch', value: false }]) },
    { at: '2026-05-04T12:00:00Z', points: points('turbo') },
    { at: '2026-05-04T12:30:00Z', points: points('sleep') },
    { at: '2026-05-04T17:45:00Z', points: points('HIGH', [{ code: 'pm25', value: 5 }]) },
    { at: '2026-05-04T18:30:00Z', points: [{ code: 'speed', value: '2' }] },
  ];

  it('holds, per device and UTC hour, what the statuses give when rolled up at once', async () => {
    const d = device();
    await store(d, day);
    const rows = await stored(d.uid);
    expect(rows).toEqual(expectedHours(day, d.hold));
    // The gap: 12:30's status holds into 13:31 at most; 14:00 to 17:00 have no row.
    expect(rows.map((r) => new Date(r.hour).toISOString().slice(11, 13))).toEqual([
      '10',
      '11',
      '12',
      '13',
      '17',
      '18',
      '19',
    ]);
    const ten = rows[0]!;
    expect(ten.pm25Readings).toBe(2); // the offline reading is a frozen value, not counted
    expect(ten.pm25Sum).toBe(32);
    expect(ten.lastTime).toBe(Date.parse('2026-05-04T10:55:00Z'));
  });

  it('comes out the same when the statuses arrive in several batches, out of order and late', async () => {
    const d = device();
    const shuffled = [day[6]!, day[1]!, day[7]!, day[0]!];
    await store(d, shuffled);
    await store(d, [day[4]!, day[2]!]);
    await store(d, [day[5]!]);
    await store(d, [day[3]!]);
    expect(await stored(d.uid)).toEqual(expectedHours(day, d.hold));
  });

  it('cuts the status before a late one and counts the late one from its time', async () => {
    const d = device();
    await store(d, [
      { at: '2026-05-05T08:00:00Z', points: points('high') },
      { at: '2026-05-05T10:00:00Z', points: points('low') },
    ]);
    const before = await stored(d.uid);
    // 08:00 holds the whole hour and a minute of the next, then nothing is known until 10:00.
    expect(before.find((r) => r.hour === Date.parse('2026-05-05T09:00:00Z'))?.speedMs).toEqual([
      0,
      0,
      0,
      MIN,
    ]);
    await store(d, [{ at: '2026-05-05T08:30:00Z', points: points('sleep') }]);
    const after = await stored(d.uid);
    expect(after.find((r) => r.hour === Date.parse('2026-05-05T08:00:00Z'))?.speedMs).toEqual([
      30 * MIN,
      0,
      0,
      30 * MIN,
    ]);
    expect(after.find((r) => r.hour === Date.parse('2026-05-05T09:00:00Z'))?.speedMs).toEqual([
      30 * MIN + MIN,
      0,
      0,
      0,
    ]);
  });

  it('is kept by any writer of the history: a direct insert, a delete', async () => {
    const d = device();
    const db = t.database.db;
    const row = (s: Status) => ({
      deviceId: d.id,
      deviceUid: d.uid,
      logTime: new Date(s.at),
      online: s.online ?? true,
      payload: JSON.stringify(s.points),
    });
    await db.insert(deviceStatusLogs).values(day.map(row));
    expect(await stored(d.uid)).toEqual(expectedHours(day, d.hold));
    // Deleting 10:55 and 11:20: 10:40 holds on into 11:41, and 12:00 follows.
    const gone = [day[2]!.at, day[3]!.at].map((at) => new Date(at));
    await db
      .delete(deviceStatusLogs)
      .where(and(eq(deviceStatusLogs.deviceUid, d.uid), inArray(deviceStatusLogs.logTime, gone)));
    const left = day.filter((_, i) => i !== 2 && i !== 3);
    expect(await stored(d.uid)).toEqual(expectedHours(left, d.hold));
    // Deleting every status of the afternoon removes its hours.
    await db
      .delete(deviceStatusLogs)
      .where(
        and(
          eq(deviceStatusLogs.deviceUid, d.uid),
          gte(deviceStatusLogs.logTime, new Date('2026-05-04T17:00:00Z')),
        ),
      );
    expect(await stored(d.uid)).toEqual(expectedHours(left.slice(0, -2), d.hold));
  });

  it('answers the history of whole-hour steps from the roll-up exactly as from the raw rows', async () => {
    const d = device();
    const statuses: Status[] = [];
    // Three days of irregular statuses: 7 to 65 minutes apart, some on the hour, a 5-hour gap.
    let time = Date.parse('2026-06-01T00:00:00Z');
    for (let i = 0; time < Date.parse('2026-06-04T00:00:00Z'); i++) {
      statuses.push({
        at: new Date(time).toISOString(),
        online: i % 11 !== 0,
        points: points(['low', 'mid', 'high', 'sleep'][i % 4]!, [{ code: 'pm25', value: i % 50 }]),
      });
      time += i === 30 ? 5 * H : i % 7 === 0 ? H - (time % H) : ((i * 7919) % 58) * MIN + 7 * MIN;
    }
    // Stored in batches, the later half first.
    await store(d, statuses.slice(statuses.length / 2));
    await store(d, statuses.slice(0, statuses.length / 2));
    const repo = new DeviceStatusLogRepository(t.database.db);
    const ranges: [string, string][] = [
      ['2026-06-01T00:00:00Z', '2026-06-04T00:00:00Z'],
      ['2026-05-31T22:17:00Z', '2026-06-03T05:45:10Z'],
      ['2026-06-01T10:30:00Z', '2026-06-02T11:59:59.999Z'],
    ];
    for (const [from, to] of ranges) {
      for (const step of [3600, 7200, 10_800, 86_400]) {
        const args = [d.uid, new Date(from), new Date(to), step] as const;
        const raw = await repo.rawHistory(...args);
        expect(raw.length, `${from} ${step}`).toBeGreaterThan(0);
        expect(await repo.rolledUpHistory(...args), `${from}..${to} at ${step} s`).toEqual(raw);
        expect(await repo.history(...args)).toEqual(raw);
      }
    }
  });

  it('reads the running fan speed of a stored status as the energy rule does', async () => {
    const cases: { online: boolean; status: DataPoint[] }[] = [
      { online: true, status: [{ code: 'speed', value: '3' }] },
      { online: true, status: [{ code: 'speed', value: 4 }] },
      { online: true, status: [{ code: 'speed', value: ' 2 ' }] },
      {
        online: true,
        status: [
          { code: 'speed', value: '5' },
          { code: 'fan_speed_enum', value: 'low' },
        ],
      },
      { online: true, status: [{ code: 'fan_speed_enum', value: 'Medium' }] },
      {
        online: true,
        status: [
          { code: 'speed', value: 'fast' },
          { code: 'fan_speed_enum', value: 'low' },
        ],
      },
      {
        online: true,
        status: [
          { code: 'speed', value: 2.5 },
          { code: 'fan_speed_enum', value: 'high' },
        ],
      },
      { online: true, status: [{ code: 'speed', value: '2.0' }] },
      { online: true, status: [{ code: 'fan_speed_enum', value: 'middle' }] },
      { online: true, status: [{ code: 'fan_speed_enum', value: 'turbo' }] },
      { online: true, status: [{ code: 'fan_speed_enum', value: 3 }] },
      { online: false, status: [{ code: 'speed', value: '1' }] },
      {
        online: true,
        status: [
          { code: 'switch', value: false },
          { code: 'speed', value: '1' },
        ],
      },
      {
        online: true,
        status: [
          { code: 'switch', value: 'false' },
          { code: 'speed', value: '1' },
        ],
      },
      {
        online: true,
        status: [
          { code: 'switch', value: true },
          { code: 'fan_speed_enum', value: 'sleep' },
        ],
      },
      { online: true, status: [] },
    ];
    for (const c of cases) {
      const [row] = rowsOf<{ speed: number | null }>(
        await t.database.db.execute(
          sql`select status_running_speed(${c.online}, ${JSON.stringify(c.status)}) as speed`,
        ),
      );
      expect(row!.speed, JSON.stringify(c)).toBe(runningSpeed(c));
    }
    for (const payload of ['not json', '{"code":"speed"}', null]) {
      const [row] = rowsOf<{ speed: number | null }>(
        await t.database.db.execute(sql`select status_running_speed(true, ${payload}) as speed`),
      );
      expect(row!.speed).toBe(runningSpeed({ online: true, status: parseStatus(payload) }));
    }
  });

  // Last: it empties the history of this file's database.
  it('is emptied with the history by a truncate', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from device_status_hourly`),
      )[0]!.n;
    expect(await count()).toBeGreaterThan(0);
    await t.database.db.execute(sql`truncate device_status_log`);
    expect(await count()).toBe(0);
  });
});
