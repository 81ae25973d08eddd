import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DataPoint, DeviceLiveStatus } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { devices, deviceStatusLogs } from '../../db/schema';
import type { Caller } from '../access/caller';
import { ENTITY_POLICIES } from '../access/entity-policies-sql';

/** The last stored status of devices (from the poller's DeviceStatusLog rows). */
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

  /** One status per device: its latest row (index device_id, log_time). */
  async latestStatuses(deviceIds: number[]): Promise<DeviceLiveStatus[]> {
    if (!deviceIds.length) return [];
    const rows = await this.db
      .selectDistinctOn([deviceStatusLogs.deviceId], {
        uid: deviceStatusLogs.deviceUid,
        online: deviceStatusLogs.online,
        payload: deviceStatusLogs.payload,
      })
      .from(deviceStatusLogs)
      .where(inArray(deviceStatusLogs.deviceId, deviceIds))
      .orderBy(deviceStatusLogs.deviceId, sql`${deviceStatusLogs.logTime} desc`);
    return rows.map((r) => ({ id: r.uid ?? '', online: r.online, status: parseStatus(r.payload) }));
  }
}

export function parseStatus(payload: string | null): DataPoint[] {
  try {
    const parsed = JSON.parse(payload ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as DataPoint[]) : [];
  } catch {
    return [];
  }
}
