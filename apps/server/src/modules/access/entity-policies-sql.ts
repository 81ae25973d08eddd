import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CrudOperation, ServiceCode } from '@app/contracts';
import {
  comPartnerAccounts,
  comPartnerAddrs,
  comPartnerAddrServiceUsers,
  comPartners,
  devices,
  tabServices,
  tabServiceUserPermissions,
  userAccounts,
  users,
} from '../../db/schema';
import { ENTITY_POLICY_RULES, type EntityPolicyRules } from './entity-policies';
import {
  type IdValue,
  subtreeAddressIds,
  subtreeBusinessIds,
  subtreeIds,
  subtreePartnerIds,
  subtreeUserIds,
} from './scope-sql';

/** The services that have address-level permission records (docs/product.md#services-and-permissions). */
type AddressLevelService = Extract<ServiceCode, 'DEVICE_MANAGEMENT' | 'STATISTICS_MANAGEMENT'>;

/** The SQL part of an entity policy (for repositories only). */
export interface EntityPolicyScopes {
  /** Limits rows to the caller's subtree. */
  scope?(root: IdValue, me: IdValue, op: CrudOperation): SQL;
  /** Limit what a written record may point at (outside = "not found"). */
  relationScopes?(root: IdValue, me: IdValue): Record<string, SQL>;
}

/** A policy of entity-policies.ts with its SQL: the rules plus scope and relation scopes. */
export type EntityPolicy = EntityPolicyRules & EntityPolicyScopes;

const FLAG_COLUMN = {
  create: comPartnerAddrServiceUsers.permissionCreate,
  read: comPartnerAddrServiceUsers.permissionRead,
  update: comPartnerAddrServiceUsers.permissionUpdate,
  delete: comPartnerAddrServiceUsers.permissionDelete,
} as const satisfies Record<CrudOperation, unknown>;

/** Addresses where an address-level record of `service` denies the caller (user `me`) this operation. */
const addressesDenying = (service: AddressLevelService, me: IdValue, op: CrudOperation) => sql`(
  select ${comPartnerAddrServiceUsers.comPartnerAddrId} from ${comPartnerAddrServiceUsers}
  join ${tabServices} on ${tabServices.id} = ${comPartnerAddrServiceUsers.tabServiceId}
  where ${comPartnerAddrServiceUsers.userId} = ${me} and ${tabServices.code} = ${service}
    and not ${FLAG_COLUMN[op]})`;

/** A device whose address no address-level record of `service` denies the caller `op` (device rows only). */
export const deviceAddressAllows = (service: AddressLevelService, me: IdValue, op: CrudOperation): SQL =>
  sql`(${devices.addressId} is null or ${devices.addressId} not in ${addressesDenying(service, me, op)})`;

/**
 * An address (the `address` column, e.g. com_partner_addr.id or site_pm25_daily.address_id) where
 * no address-level record of `service` denies the caller (user `me`) this operation.
 */
export const addressAllows = (
  service: AddressLevelService,
  me: IdValue,
  op: CrudOperation,
  address: SQL | AnyColumn,
): SQL => sql`(${address} not in ${addressesDenying(service, me, op)})`;

/** A contact record nobody uses yet: the first step of the address sequence (POST com-partners, then com-partner-addrs). */
const unlinkedPartner = sql`(${comPartners.id} not in
    (select ${userAccounts.comPartnerId} from ${userAccounts} where ${userAccounts.comPartnerId} is not null)
  and ${comPartners.id} not in
    (select ${comPartnerAccounts.partnerId} from ${comPartnerAccounts} where ${comPartnerAccounts.partnerId} is not null)
  and ${comPartners.id} not in
    (select ${comPartnerAddrs.partnerId} from ${comPartnerAddrs} where ${comPartnerAddrs.partnerId} is not null))`;

/**
 * Partners of the subtree: those its accounts, business data and addresses use, and those not used
 * yet that one of its accounts created (owner). An unused partner of another tenant stays foreign.
 */
const partnerScope = (root: IdValue) => sql`(${comPartners.id} in ${subtreePartnerIds(root)}
  or (${comPartners.ownerAccountId} in ${subtreeIds(root)} and ${unlinkedPartner}))`;

const permissionRecordScopes = (
  holder: typeof tabServiceUserPermissions.userId | typeof comPartnerAddrServiceUsers.userId,
  extra: (root: IdValue) => Record<string, SQL> = () => ({}),
): EntityPolicyScopes => ({
  scope: (root) => sql`${holder} in ${subtreeUserIds(root)}`,
  // Nobody grants itself: the holder is another user of the subtree.
  relationScopes: (root, me) => ({
    userId: sql`${users.id} in ${subtreeUserIds(root)} and ${users.id} <> ${me}`,
    ...extra(root),
  }),
});

/** Each condition is on the entity's own table (scope) or on the related entity's table (relation scopes). */
const ENTITY_SCOPES: Readonly<Record<string, EntityPolicyScopes>> = {
  'user-account': {
    scope: (root) => sql`${userAccounts.id} in ${subtreeIds(root)}`,
  },
  'com-partner-account': {
    scope: (root) => sql`${comPartnerAccounts.id} in ${subtreeBusinessIds(root)}`,
  },
  'com-partner': {
    scope: (root) => partnerScope(root),
  },
  'com-partner-addr': {
    scope: (root) => sql`${comPartnerAddrs.id} in ${subtreeAddressIds(root)}`,
    relationScopes: (root) => ({
      accountId: sql`${comPartnerAccounts.id} in ${subtreeBusinessIds(root)}`,
      partnerId: partnerScope(root),
    }),
  },
  device: {
    scope: (root, me, op) =>
      sql`(${devices.ownerId} in ${subtreeIds(root)} or ${devices.sellerId} in ${subtreeIds(root)})
        and ${deviceAddressAllows('DEVICE_MANAGEMENT', me, op)}`,
    relationScopes: (root) => ({
      ownerId: sql`${userAccounts.id} in ${subtreeIds(root)}`,
      sellerId: sql`${userAccounts.id} in ${subtreeIds(root)}`,
      addressId: sql`${comPartnerAddrs.id} in ${subtreeAddressIds(root)}`,
    }),
  },
  'tab-service-user-permission': permissionRecordScopes(tabServiceUserPermissions.userId),
  'com-partner-addr-service-user': permissionRecordScopes(comPartnerAddrServiceUsers.userId, (root) => ({
    comPartnerAddrId: sql`${comPartnerAddrs.id} in ${subtreeAddressIds(root)}`,
  })),
};

// A scope without rules would never apply (the entity stays ROLE_ADMIN only): stop the server instead.
for (const name of Object.keys(ENTITY_SCOPES))
  if (!ENTITY_POLICY_RULES[name]) throw new Error(`entity policy ${name}: SQL scopes without rules`);

/** The policies of entity-policies.ts with their SQL (same entities: one without rules has none). */
export const ENTITY_POLICIES: Readonly<Record<string, EntityPolicy>> = Object.fromEntries(
  Object.entries(ENTITY_POLICY_RULES).map(([name, rules]) => [name, { ...rules, ...ENTITY_SCOPES[name] }]),
);
