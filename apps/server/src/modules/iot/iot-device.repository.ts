import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { BulkTargetFilter, CrudOperation } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { deviceLatestStatuses, devices } from '../../db/schema';
import type { Caller } from '../access/caller';
import { deviceAddressAllows, ENTITY_POLICIES } from '../access/entity-policies-sql';
import { subtreeIds } from '../access/scope-sql';

export interface IotDevice {
  id: number;
  uid: string;
}

const deviceScope = (caller: Caller, op: CrudOperation) =>
  ENTITY_POLICIES.device!.scope!(caller.account!.id, caller.userId, op);

/** The devices the IoT calls may reach, read under the device policy's scope (subtree, address-level records). */
export class IotDeviceRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The devices among `uids` inside the caller's scope for `op` (super users: all of them). */
  inScope(caller: Caller, uids: readonly string[], op: CrudOperation): Promise<IotDevice[]> {
    return this.find(uids, caller.isSuperUser ? undefined : deviceScope(caller, op));
  }

  /**
   * The devices among `uids` whose statistics the caller may read: readable devices of its scope at
   * no address where an address-level STATISTICS_MANAGEMENT record denies it reading.
   */
  withStatistics(caller: Caller, uids: readonly string[]): Promise<IotDevice[]> {
    return this.find(
      uids,
      caller.isSuperUser
        ? undefined
        : and(
            deviceScope(caller, 'read'),
            deviceAddressAllows('STATISTICS_MANAGEMENT', caller.userId, 'read'),
          ),
    );
  }

  /**
   * The devices inside the caller's scope for `op` matching every field of `filter` (an account's
   * subtree as owner or seller, a site, a model, online now by the stored latest status), in id
   * order, at most `limit`.
   */
  async matching(
    caller: Caller,
    filter: BulkTargetFilter,
    op: CrudOperation,
    limit: number,
  ): Promise<IotDevice[]> {
    const online = sql`exists (select 1 from ${deviceLatestStatuses}
      where ${deviceLatestStatuses.deviceId} = ${devices.id} and ${deviceLatestStatuses.online})`;
    const rows = await this.db
      .select({ id: devices.id, uid: devices.uid })
      .from(devices)
      .where(
        and(
          isNotNull(devices.uid),
          caller.isSuperUser ? undefined : deviceScope(caller, op),
          filter.accountId === undefined
            ? undefined
            : sql`(${devices.ownerId} in ${subtreeIds(filter.accountId)} or ${devices.sellerId} in ${subtreeIds(filter.accountId)})`,
          filter.addressId === undefined ? undefined : eq(devices.addressId, filter.addressId),
          filter.modelId === undefined ? undefined : eq(devices.modelId, filter.modelId),
          filter.online === undefined ? undefined : filter.online ? online : sql`not ${online}`,
        ),
      )
      .orderBy(asc(devices.id))
      .limit(limit);
    return rows.filter((r): r is IotDevice => r.uid !== null);
  }

  private async find(uids: readonly string[], scope: SQL | undefined): Promise<IotDevice[]> {
    if (!uids.length) return [];
    const rows = await this.db
      .select({ id: devices.id, uid: devices.uid })
      .from(devices)
      .where(and(inArray(devices.uid, [...uids]), scope));
    return rows.filter((r): r is IotDevice => r.uid !== null);
  }
}
