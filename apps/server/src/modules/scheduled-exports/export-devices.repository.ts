import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { devices } from '../../db/schema';
import type { Caller } from '../access/caller';
import { ENTITY_POLICIES } from '../access/entity-policies-sql';

export interface ExportDevice {
  id: number;
  uid: string;
  name: string | null;
  place: string | null;
}

/** The devices an export may hold: those the owner may read now (the device list's own scope rule). */
export class ExportDevicesRepository {
  constructor(private readonly db: AppDatabase) {}

  /** In scope, with a uid (a device never bound to the cloud has no status), by name; `ids` narrows them. */
  inScope(caller: Caller, ids?: readonly number[]): Promise<ExportDevice[]> {
    const scope = caller.isSuperUser
      ? undefined
      : ENTITY_POLICIES.device!.scope!(caller.account!.id, caller.userId, 'read');
    return this.db
      .select({ id: devices.id, uid: devices.uid, name: devices.name, place: devices.place })
      .from(devices)
      .where(and(isNotNull(devices.uid), scope, ids ? inArray(devices.id, [...ids]) : undefined))
      .orderBy(asc(devices.name), asc(devices.id)) as Promise<ExportDevice[]>;
  }
}
