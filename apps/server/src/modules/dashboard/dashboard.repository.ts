import { asc, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { deviceLatestStatuses, devices } from '../../db/schema';
import type { Caller } from '../access/caller';
import { deviceAddressAllows, ENTITY_POLICIES } from '../access/entity-policies-sql';
import {
  deviceContextColumns,
  joinDeviceContext,
  joinLatestStatus,
  latestStatusJson,
} from '../access/device-rows-sql';

/** One dashboard row as the database gives it. */
export interface DashboardRow {
  id: number;
  uid: string | null;
  name: string | null;
  serialNumber: string | null;
  ownerId: number | null;
  businessName: string | null;
  ownerPerson: string | null;
  ownerInSubtree: boolean;
  addressId: number | null;
  addressPartnerId: number | null;
  addressLabel: string | null;
  modelId: number | null;
  modelName: string | null;
  viewHere: boolean;
  historyHere: boolean;
  lastStatus: { time: string; online: boolean; payload: string | null } | null;
}

/**
 * Every device of the caller's scope with what the dashboard shows, in one query: owner, address,
 * model, the address-level answers for View and History, and the latest stored status (a join on
 * device_latest_status by key, decision 027).
 */
export class DashboardRepository {
  constructor(private readonly db: AppDatabase) {}

  async rows(caller: Caller): Promise<DashboardRow[]> {
    const root = caller.account?.id;
    const superUser = caller.isSuperUser;
    if (!superUser && root === undefined) return [];
    const me = caller.userId;
    const yes = sql<boolean>`true`;
    const latest = latestStatusJson<NonNullable<DashboardRow['lastStatus']>>({
      time: deviceLatestStatuses.logTime,
      online: deviceLatestStatuses.online,
      payload: deviceLatestStatuses.payload,
    });
    const query = this.db
      .select({
        id: devices.id,
        uid: devices.uid,
        name: devices.name,
        serialNumber: devices.serialNumber,
        ...deviceContextColumns(caller),
        viewHere: superUser ? yes : sql<boolean>`${deviceAddressAllows('DEVICE_MANAGEMENT', me, 'update')}`,
        historyHere: superUser
          ? yes
          : sql<boolean>`${deviceAddressAllows('STATISTICS_MANAGEMENT', me, 'read')}`,
        lastStatus: latest,
      })
      .from(devices)
      .$dynamic();
    return joinLatestStatus(joinDeviceContext(query))
      .where(superUser ? undefined : ENTITY_POLICIES.device!.scope!(root as number, me, 'read'))
      .orderBy(asc(devices.id));
  }
}
