import { and, inArray, type SQL } from 'drizzle-orm';
import type { CrudOperation } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { devices } from '../../db/schema';
import type { Caller } from '../access/caller';
import { deviceAddressAllows, ENTITY_POLICIES } from '../access/entity-policies-sql';

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

  private async find(uids: readonly string[], scope: SQL | undefined): Promise<IotDevice[]> {
    if (!uids.length) return [];
    const rows = await this.db
      .select({ id: devices.id, uid: devices.uid })
      .from(devices)
      .where(and(inArray(devices.uid, [...uids]), scope));
    return rows.filter((r): r is IotDevice => r.uid !== null);
  }
}
