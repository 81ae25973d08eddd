import { and, inArray, type SQL } from 'drizzle-orm';
import type { CrudOperation } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { devices } from '../../db/schema';
import type { Caller } from '../access/caller';
import { ENTITY_POLICIES } from '../access/entity-policies-sql';

export interface IotDevice {
  id: number;
  uid: string;
}

/** The devices the IoT calls may reach, read under the device policy's scope (subtree, address-level records). */
export class IotDeviceRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The devices among `uids` inside the caller's scope for `op` (super users: all of them). */
  async inScope(caller: Caller, uids: readonly string[], op: CrudOperation): Promise<IotDevice[]> {
    if (!uids.length) return [];
    const scope: SQL | undefined = caller.isSuperUser
      ? undefined
      : ENTITY_POLICIES.device!.scope!(caller.account!.id, caller.userId, op);
    const rows = await this.db
      .select({ id: devices.id, uid: devices.uid })
      .from(devices)
      .where(and(inArray(devices.uid, [...uids]), scope));
    return rows.filter((r): r is IotDevice => r.uid !== null);
  }
}
