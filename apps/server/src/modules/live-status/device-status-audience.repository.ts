import { inArray, sql } from 'drizzle-orm';
import { parseStatus, type PushedDeviceStatus } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { deviceLatestStatuses, devices } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { ENTITY_POLICIES } from '../access/entity-policies-sql';

/** Who sees a pushed status: a user (for the address-level rules) and its account (the subtree's root). */
export interface StatusViewer {
  userId: number;
  accountId: number;
}

/** What the live status feed reads: the devices' stored latest status and which viewers may see which device. */
export class DeviceStatusAudienceRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The devices' latest stored status, as the feed sends it. */
  async pushedStatuses(deviceIds: readonly number[]): Promise<PushedDeviceStatus[]> {
    if (deviceIds.length === 0) return [];
    const rows = await this.db
      .select({
        deviceId: devices.id,
        uid: devices.uid,
        online: deviceLatestStatuses.online,
        payload: deviceLatestStatuses.payload,
        logTime: deviceLatestStatuses.logTime,
      })
      .from(deviceLatestStatuses)
      .innerJoin(devices, sql`${devices.id} = ${deviceLatestStatuses.deviceId}`)
      .where(inArray(deviceLatestStatuses.deviceId, [...deviceIds]));
    return rows
      .filter((r) => r.uid !== null)
      .map((r) => ({
        deviceId: r.deviceId,
        uid: r.uid!,
        online: r.online,
        status: parseStatus(r.payload),
        reportedAt: r.logTime.toISOString(),
      }));
  }

  /**
   * For each viewer, the devices among `deviceIds` it may read now: the device policy itself
   * (modules/access, the one home of scopes), evaluated for every viewer in one statement.
   */
  async visibleDevices(
    deviceIds: readonly number[],
    viewers: readonly StatusViewer[],
  ): Promise<Map<number, Set<number>>> {
    const visible = new Map<number, Set<number>>();
    if (deviceIds.length === 0 || viewers.length === 0) return visible;
    const ids = sql.join(
      deviceIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const policy = ENTITY_POLICIES.device!.scope!;
    const perViewer = viewers.map(
      (v) => sql`(select ${v.userId}::int as user_id, ${devices.id} as device_id from ${devices}
        where ${devices.id} in (${ids}) and ${policy(v.accountId, v.userId, 'read')})`,
    );
    const result = await this.db.execute(sql.join(perViewer, sql` union all `));
    for (const row of rowsOf<{ user_id: number; device_id: number }>(result)) {
      const mine = visible.get(Number(row.user_id)) ?? new Set<number>();
      visible.set(Number(row.user_id), mine.add(Number(row.device_id)));
    }
    return visible;
  }
}
