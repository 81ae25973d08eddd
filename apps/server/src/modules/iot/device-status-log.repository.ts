import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { devices } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { appendStatuses, type DeviceStatusLogEntry } from '../../db/status-ingest';
import type { IotDevice } from './iot-device.repository';

export type { DeviceStatusLogEntry } from '../../db/status-ingest';

/** One bucket of a device's history, as the database answers it. */
export interface HistoryBucketRow {
  log_time: Date | string;
  online: boolean;
  payload: string | null;
}

/** The DeviceStatusLog rows: the poller's claims and appends, and a device's history. */
export class DeviceStatusLogRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Claims the accounts whose poll is due by moving their iot_status_time forward in one
   * UPDATE ... SKIP LOCKED, so when several servers share the database each poll is done by one of them.
   * An account is due iot_status_frequency × iot_status_slowdown seconds after its last poll (the
   * quota guard raises the slowdown so the month's quota lasts, modules/quota-guard).
   */
  async claimDueAccounts(now: Date, limit: number): Promise<number[]> {
    const result = await this.db.execute(sql`
      update user_account set iot_status_time = ${now}
      where id in (
        select a.id from user_account a
        where a.state = 'ACTIVE'
          and (a.iot_status_time is null or a.iot_status_time <= ${now}::timestamptz - a.iot_status_frequency * a.iot_status_slowdown * interval '1 second')
          and exists (select 1 from device d where d.owner_id = a.id and d.uid is not null and d.enabled)
        order by a.iot_status_time nulls first
        limit ${limit}
        for update skip locked)
      returning id`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }

  /** The account's own enabled devices that have a cloud uid. */
  async pollableDevicesOf(accountId: number): Promise<IotDevice[]> {
    const rows = await this.db
      .select({ id: devices.id, uid: devices.uid })
      .from(devices)
      .where(and(eq(devices.ownerId, accountId), isNotNull(devices.uid), eq(devices.enabled, true)));
    return rows.map((r) => ({ id: r.id, uid: r.uid! }));
  }

  /** The snapshots and their roll-ups, in one transaction. */
  async append(rows: DeviceStatusLogEntry[]): Promise<void> {
    await appendStatuses(this.db, rows);
  }

  /**
   * A device's history bucketed in SQL to `step` seconds (UTC); each bucket carries the last status
   * of its interval. Reads the (device_uid, log_time) index range only.
   */
  async history(uid: string, start: Date, end: Date, step: number): Promise<HistoryBucketRow[]> {
    const result = await this.db.execute(sql`
        select distinct on (bucket) to_timestamp(floor(extract(epoch from log_time) / ${step}) * ${step}) as log_time, bucket, online, payload
        from (select log_time, online, payload, floor(extract(epoch from log_time) / ${step}) as bucket
              from device_status_log
              where device_uid = ${uid} and log_time >= ${start} and log_time < ${end}) s
        order by bucket, s.log_time desc`);
    return rowsOf<HistoryBucketRow>(result);
  }
}
