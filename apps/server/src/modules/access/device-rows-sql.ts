import { eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  comPartnerAccounts,
  comPartnerAddrs,
  comPartners,
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
