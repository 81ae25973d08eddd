import { and, asc, eq, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { deviceLatestStatuses, devices, userAccounts } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { drainStatusHourly } from '../../db/status-hourly';
import { appendStatuses, type DeviceStatusLogEntry } from '../../db/status-ingest';
import type { IotDevice } from './iot-device.repository';
import { reportedWithinFrequency } from './latest-status.repository';

/** A device a poll reads, with the account it is polled for. */
export interface PollableDevice extends IotDevice {
  accountId: number;
}

export type { DeviceStatusLogEntry } from '../../db/status-ingest';

const HOUR_MS = 3_600_000;

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

  /**
   * The devices a poll of these accounts reads, in one statement: each account's own enabled
   * devices with a cloud uid, except those that reported within the account's status frequency.
   */
  async duePollableDevices(accountIds: readonly number[], now: Date): Promise<PollableDevice[]> {
    if (accountIds.length === 0) return [];
    const rows = await this.db
      .select({ id: devices.id, uid: devices.uid, accountId: devices.ownerId })
      .from(devices)
      .innerJoin(userAccounts, eq(userAccounts.id, devices.ownerId))
      .leftJoin(deviceLatestStatuses, eq(deviceLatestStatuses.deviceId, devices.id))
      .where(
        and(
          inArray(devices.ownerId, [...accountIds]),
          isNotNull(devices.uid),
          eq(devices.enabled, true),
          or(isNull(deviceLatestStatuses.logTime), not(reportedWithinFrequency(now))),
        ),
      )
      .orderBy(asc(devices.ownerId), asc(devices.id));
    return rows.map((r) => ({ id: r.id, uid: r.uid!, accountId: r.accountId! }));
  }

  /** The snapshots and their roll-ups, in one statement (db/status-ingest.ts). */
  async append(rows: DeviceStatusLogEntry[]): Promise<void> {
    await appendStatuses(this.db, rows);
  }

  /**
   * A device's history bucketed in SQL to `step` seconds (UTC); each bucket carries the last status
   * of its interval. Steps of whole hours read the hourly roll-up (decision 030) for the whole hours
   * of the range and the raw rows only for its partial first and last hour; other steps read the
   * raw rows. Both answer the same.
   */
  async history(uid: string, start: Date, end: Date, step: number): Promise<HistoryBucketRow[]> {
    const firstHour = new Date(Math.ceil(start.getTime() / HOUR_MS) * HOUR_MS);
    const endHour = new Date(Math.floor(end.getTime() / HOUR_MS) * HOUR_MS);
    if (step % 3600 !== 0 || firstHour >= endHour) return this.rawHistory(uid, start, end, step);
    return this.rolledUpHistory(uid, start, end, step);
  }

  /** The history from the raw rows: the (device_uid, log_time) index range only. */
  async rawHistory(uid: string, start: Date, end: Date, step: number): Promise<HistoryBucketRow[]> {
    const result = await this.db.execute(sql`
        select distinct on (bucket) to_timestamp(bucket * ${step}) as log_time, online, payload
        from (select id, log_time, online, payload, floor(extract(epoch from log_time) / ${step}) as bucket
              from device_status_log
              where device_uid = ${uid} and log_time >= ${start} and log_time < ${end}) s
        order by bucket, s.log_time desc, s.id desc`);
    return rowsOf<HistoryBucketRow>(result);
  }

  /**
   * The history of a step of whole hours: each hour's last status from the roll-up, the raw rows of
   * the range's partial hours at either end. A bucket then holds whole hours, so its last status is
   * the last status of its last hour that has one.
   */
  async rolledUpHistory(uid: string, start: Date, end: Date, step: number): Promise<HistoryBucketRow[]> {
    // Hours the device's recent writes touched are recomputed first: the read never sees a stale hour.
    await drainStatusHourly(this.db, [uid]);
    const firstHour = new Date(Math.ceil(start.getTime() / HOUR_MS) * HOUR_MS);
    const endHour = new Date(Math.floor(end.getTime() / HOUR_MS) * HOUR_MS);
    const result = await this.db.execute(sql`
        select distinct on (bucket) to_timestamp(bucket * ${step}) as log_time, online, payload
        from (select id, log_time, online, payload, floor(extract(epoch from log_time) / ${step}) as bucket
              from device_status_log
              where device_uid = ${uid}
                and ((log_time >= ${start} and log_time < ${firstHour}) or (log_time >= ${endHour} and log_time < ${end}))
              union all
              select null, last_time, last_online, last_payload, floor(extract(epoch from last_time) / ${step})
              from device_status_hourly
              where device_uid = ${uid} and hour >= ${firstHour} and hour < ${endHour} and last_time is not null) s
        order by bucket, s.log_time desc, s.id desc nulls last`);
    return rowsOf<HistoryBucketRow>(result);
  }
}
