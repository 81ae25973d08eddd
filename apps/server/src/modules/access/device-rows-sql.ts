import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import {
  comPartnerAccounts,
  comPartnerAddrs,
  comPartners,
  deviceLatestStatuses,
  deviceModels,
  devices,
  userAccounts,
} from '../../db/schema';
import type { Caller } from './caller';
import { subtreeIds } from './scope-sql';

/** The contact records of a device's owner and of its site (address): one table joined twice. */
export const ownerPartner = alias(comPartners, 'owner_partner');
export const addressPartner = alias(comPartners, 'address_partner');

/** A site's label: its address and city (null when the address has neither). */
export const siteLabel = sql<
  string | null
>`nullif(trim(concat_ws(', ', ${addressPartner.address}, ${addressPartner.city})), '')`;

/**
 * What a device row shows of its owner, site and model, for the caller (the dashboard, the filter
 * due list): the owner's business name or, for a person, its name; whether the owner is in the
 * caller's subtree (an owner link opens only there); the site's label. Needs `joinDeviceContext`.
 */
export function deviceContextColumns(caller: Caller) {
  const root = caller.account?.id;
  return {
    ownerId: devices.ownerId,
    businessName: comPartnerAccounts.businessName,
    ownerPerson: sql<
      string | null
    >`nullif(trim(concat_ws(' ', ${ownerPartner.name}, ${ownerPartner.surname})), '')`,
    ownerInSubtree: caller.isSuperUser
      ? sql<boolean>`true`
      : root === undefined
        ? sql<boolean>`false`
        : sql<boolean>`coalesce(${devices.ownerId} in ${subtreeIds(root)}, false)`,
    addressId: devices.addressId,
    addressPartnerId: comPartnerAddrs.partnerId,
    addressLabel: siteLabel,
    modelId: deviceModels.id,
    modelName: deviceModels.name,
  };
}

/** The joins `deviceContextColumns` reads, on a (dynamic) query that has `devices`. */
export function joinDeviceContext<T extends PgSelect>(query: T) {
  return query
    .leftJoin(userAccounts, eq(userAccounts.id, devices.ownerId))
    .leftJoin(comPartnerAccounts, eq(comPartnerAccounts.id, userAccounts.comPartnerAccountId))
    .leftJoin(ownerPartner, eq(ownerPartner.id, userAccounts.comPartnerId))
    .leftJoin(comPartnerAddrs, eq(comPartnerAddrs.id, devices.addressId))
    .leftJoin(addressPartner, eq(addressPartner.id, comPartnerAddrs.partnerId))
    .leftJoin(deviceModels, eq(deviceModels.id, devices.modelId));
}

/**
 * The device's latest stored status as a JSON object of the given columns of device_latest_status,
 * or null when none was ever stored (decision 027). Needs `joinLatestStatus`.
 */
export function latestStatusJson<T>(columns: Record<string, AnyPgColumn>): SQL<T | null> {
  const fields = sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  return sql<T | null>`case when ${deviceLatestStatuses.deviceId} is null then null
    else json_build_object(${fields}) end`;
}

/** The join `latestStatusJson` reads: one row by key per device, on a (dynamic) query that has `devices`. */
export function joinLatestStatus<T extends PgSelect>(query: T) {
  return query.leftJoin(deviceLatestStatuses, eq(deviceLatestStatuses.deviceId, devices.id));
}
