import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { parseStatus, type DeviceLiveStatus } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { deviceLatestStatuses, devices, userAccounts } from '../../db/schema';
import type { Caller } from '../access/caller';
import { ENTITY_POLICIES } from '../access/entity-policies-sql';

/**
 * The device's latest status (device_latest_status) is younger than its owner's status frequency
 * at `now`: a pushed report or a poll made it current, so polling skips it — polling is the safety
 * net for the silent devices only (docs/decisions/032). A condition on a query that joins
 * device_latest_status and the owner's user_account.
 */
export const reportedWithinFrequency = (now: Date): SQL =>
  sql`${deviceLatestStatuses.logTime} > ${now}::timestamptz - ${userAccounts.iotStatusFrequency} * interval '1 second'`;

/** A device's stored latest status that is still fresh (reportedWithinFrequency), with its report time. */
export interface FreshStatus {
  deviceId: number;
  status: DeviceLiveStatus;
  logTime: Date;
}

/** The last stored status of devices (the poller's DeviceStatusLog rows, kept per device in device_latest_status). */
export class LatestStatusRepository {
  constructor(private readonly db: AppDatabase) {}

  async uidsInScope(caller: Caller): Promise<string[]> {
    const scope = caller.isSuperUser
      ? undefined
      : ENTITY_POLICIES.device!.scope!(caller.account!.id, caller.userId, 'read');
    const rows = await this.db
      .select({ uid: devices.uid })
      .from(devices)
      .where(and(isNotNull(devices.uid), scope));
    return rows.map((r) => r.uid!);
  }

  /** One status per device that has any, by device id: its row of device_latest_status (decision 027). */
  async latestStatuses(deviceIds: number[]): Promise<DeviceLiveStatus[]> {
    if (!deviceIds.length) return [];
    const rows = await this.db
      .select({
        uid: deviceLatestStatuses.deviceUid,
        online: deviceLatestStatuses.online,
        payload: deviceLatestStatuses.payload,
      })
      .from(deviceLatestStatuses)
      .where(inArray(deviceLatestStatuses.deviceId, deviceIds))
      .orderBy(asc(deviceLatestStatuses.deviceId));
    return rows.map((r) => ({ id: r.uid ?? '', online: r.online, status: parseStatus(r.payload) }));
  }

  /**
   * The devices among `deviceIds` whose stored latest status is fresh at `now` by the poller's own
   * rule (reportedWithinFrequency, decision 032), in one statement: live screens answer these from
   * the store while push is on (decision 043). A row stored under another uid than the device's
   * current one is not its status.
   */
  async freshStatuses(deviceIds: readonly number[], now: Date): Promise<FreshStatus[]> {
    if (!deviceIds.length) return [];
    const rows = await this.db
      .select({
        deviceId: deviceLatestStatuses.deviceId,
        uid: devices.uid,
        logTime: deviceLatestStatuses.logTime,
        online: deviceLatestStatuses.online,
        payload: deviceLatestStatuses.payload,
      })
      .from(deviceLatestStatuses)
      .innerJoin(devices, eq(devices.id, deviceLatestStatuses.deviceId))
      .innerJoin(userAccounts, eq(userAccounts.id, devices.ownerId))
      .where(
        and(
          inArray(deviceLatestStatuses.deviceId, [...deviceIds]),
          eq(deviceLatestStatuses.deviceUid, devices.uid),
          reportedWithinFrequency(now),
        ),
      );
    return rows.map((r) => ({
      deviceId: r.deviceId,
      logTime: new Date(r.logTime),
      status: { id: r.uid!, online: r.online, status: parseStatus(r.payload) },
    }));
  }
}
