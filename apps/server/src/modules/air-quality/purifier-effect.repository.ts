import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EffectSample } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { deviceModels, devicePurifierEffects, devices } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

/** A stored verdict (device_purifier_effect). */
export type StoredEffect = typeof devicePurifierEffects.$inferSelect;

/** A purifier as the effectiveness report names it, with its model's CADR. */
export interface EffectDevice {
  id: number;
  uid: string | null;
  name: string | null;
  model: string | null;
  cadr: (number | null)[];
}

/**
 * The reads and writes of purifier effectiveness (decision 051): the samples the rule reads (three
 * columns per stored status, computed in SQL: status_running_speed, status_number), the stored
 * verdicts and the purifiers' models.
 */
export class PurifierEffectRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Devices with statuses since `since` whose verdict is missing or computed before `staleBefore`,
   * the oldest verdicts first.
   */
  async staleDeviceIds(staleBefore: Date, since: Date, limit: number): Promise<number[]> {
    const e = devicePurifierEffects;
    const rows = await this.db
      .select({ id: devices.id })
      .from(devices)
      .leftJoin(e, eq(e.deviceId, devices.id))
      .where(
        and(
          sql`(${e.deviceId} is null or ${e.computedAt} < ${staleBefore.toISOString()}::timestamptz)`,
          sql`exists (select 1 from device_status_log l
                      where l.device_id = ${devices.id} and l.log_time >= ${since.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(sql`${e.computedAt} asc nulls first`, asc(devices.id))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Each device's samples in [start, end), oldest first (one index range scan per device). */
  async samples(deviceIds: readonly number[], start: Date, end: Date): Promise<Map<number, EffectSample[]>> {
    const byDevice = new Map<number, EffectSample[]>(deviceIds.map((id) => [id, []]));
    if (!deviceIds.length) return byDevice;
    const rows = rowsOf<{
      device_id: number;
      at: number | string;
      online: boolean;
      speed: number | null;
      pm25: number | null;
    }>(
      await this.db.execute(sql`
        select device_id, (extract(epoch from log_time) * 1000)::float8 as at, online,
               status_running_speed(online, payload) as speed,
               case when online then status_number(payload, 'pm25') end as pm25
        from device_status_log
        where device_id = any(${`{${deviceIds.join(',')}}`}::int[])
          and log_time >= ${start.toISOString()}::timestamptz and log_time < ${end.toISOString()}::timestamptz
        order by device_id, log_time, id`),
    );
    for (const r of rows)
      byDevice.get(Number(r.device_id))?.push({
        time: Number(r.at),
        online: r.online,
        speed: r.speed === null ? null : Number(r.speed),
        pm25: r.pm25 === null ? null : Number(r.pm25),
      });
    return byDevice;
  }

  async upsert(rows: readonly StoredEffect[]): Promise<void> {
    if (!rows.length) return;
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    await this.db
      .insert(devicePurifierEffects)
      .values([...rows])
      .onConflictDoUpdate({
        target: devicePurifierEffects.deviceId,
        set: {
          since: excluded('since'),
          events: excluded('events'),
          halvedEvents: excluded('halved_events'),
          medianDrop: excluded('median_drop'),
          medianMinutesToHalve: excluded('median_minutes_to_halve'),
          noEffect: excluded('no_effect'),
          computedAt: excluded('computed_at'),
        },
      });
  }

  async stored(deviceIds: readonly number[]): Promise<Map<number, StoredEffect>> {
    if (!deviceIds.length) return new Map();
    const rows = await this.db
      .select()
      .from(devicePurifierEffects)
      .where(inArray(devicePurifierEffects.deviceId, [...deviceIds]));
    return new Map(rows.map((r) => [r.deviceId, r]));
  }

  /** The devices with their model's name and CADR, in id order. */
  async devices(deviceIds: readonly number[]): Promise<EffectDevice[]> {
    if (!deviceIds.length) return [];
    const m = deviceModels;
    const rows = await this.db
      .select({
        id: devices.id,
        uid: devices.uid,
        name: devices.name,
        model: m.name,
        cadr1: m.cadr1,
        cadr2: m.cadr2,
        cadr3: m.cadr3,
        cadr4: m.cadr4,
      })
      .from(devices)
      .leftJoin(m, eq(m.id, devices.modelId))
      .where(inArray(devices.id, [...deviceIds]))
      .orderBy(asc(devices.id));
    return rows.map((r) => ({
      id: r.id,
      uid: r.uid,
      name: r.name,
      model: r.model,
      cadr: [r.cadr1, r.cadr2, r.cadr3, r.cadr4],
    }));
  }
}
