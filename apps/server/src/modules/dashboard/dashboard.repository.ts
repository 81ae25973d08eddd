import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client';
import {
  comPartnerAccounts,
  comPartnerAddrs,
  comPartners,
  deviceModels,
  devices,
  deviceStatusLogs,
  userAccounts,
} from '../../db/schema';
import type { Caller } from '../access/caller';
import { deviceAddressAllows, ENTITY_POLICIES } from '../access/entity-policies-sql';
import { subtreeIds } from '../access/scope-sql';

// The contact records of the owner and of the address: one table joined twice.
const ownerPartner = alias(comPartners, 'owner_partner');
const addressPartner = alias(comPartners, 'address_partner');

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
 * model, the address-level answers for View and History, and the latest stored status (one index
 * probe of (device_id, log_time) per device).
 */
export class DashboardRepository {
  constructor(private readonly db: AppDatabase) {}

  async rows(caller: Caller): Promise<DashboardRow[]> {
    const root = caller.account?.id;
    const superUser = caller.isSuperUser;
    if (!superUser && root === undefined) return [];
    const me = caller.userId;
    const yes = sql<boolean>`true`;
    const latest = sql<DashboardRow['lastStatus']>`(select json_build_object(
        'time', ${deviceStatusLogs.logTime}, 'online', ${deviceStatusLogs.online}, 'payload', ${deviceStatusLogs.payload})
      from ${deviceStatusLogs} where ${deviceStatusLogs.deviceId} = ${devices.id}
      order by ${deviceStatusLogs.logTime} desc limit 1)`;
    return this.db
      .select({
        id: devices.id,
        uid: devices.uid,
        name: devices.name,
        serialNumber: devices.serialNumber,
        ownerId: devices.ownerId,
        businessName: comPartnerAccounts.businessName,
        ownerPerson: sql<
          string | null
        >`nullif(trim(concat_ws(' ', ${ownerPartner.name}, ${ownerPartner.surname})), '')`,
        ownerInSubtree: superUser
          ? yes
          : sql<boolean>`coalesce(${devices.ownerId} in ${subtreeIds(root as number)}, false)`,
        addressId: devices.addressId,
        addressPartnerId: comPartnerAddrs.partnerId,
        addressLabel: sql<
          string | null
        >`nullif(trim(concat_ws(', ', ${addressPartner.address}, ${addressPartner.city})), '')`,
        modelId: deviceModels.id,
        modelName: deviceModels.name,
        viewHere: superUser ? yes : sql<boolean>`${deviceAddressAllows('DEVICE_MANAGEMENT', me, 'update')}`,
        historyHere: superUser
          ? yes
          : sql<boolean>`${deviceAddressAllows('STATISTICS_MANAGEMENT', me, 'read')}`,
        lastStatus: latest,
      })
      .from(devices)
      .leftJoin(userAccounts, eq(userAccounts.id, devices.ownerId))
      .leftJoin(comPartnerAccounts, eq(comPartnerAccounts.id, userAccounts.comPartnerAccountId))
      .leftJoin(ownerPartner, eq(ownerPartner.id, userAccounts.comPartnerId))
      .leftJoin(comPartnerAddrs, eq(comPartnerAddrs.id, devices.addressId))
      .leftJoin(addressPartner, eq(addressPartner.id, comPartnerAddrs.partnerId))
      .leftJoin(deviceModels, eq(deviceModels.id, devices.modelId))
      .where(superUser ? undefined : ENTITY_POLICIES.device!.scope!(root as number, me, 'read'))
      .orderBy(asc(devices.id));
  }
}
