import { sql, type SQL } from 'drizzle-orm';
import type { CrudOperation } from '@app/contracts';
import { ENTITY_POLICY_RULES, type EntityPolicyRules } from './entity-policies';
import {
  subtreeAddressIds,
  subtreeBusinessIds,
  subtreeIds,
  subtreePartnerIds,
  subtreeUserIds,
} from './scope-sql';

/** The SQL part of an entity policy (for repositories only). */
export interface EntityPolicyScopes {
  /** Limits rows to the caller's subtree. */
  scope?(root: number, me: number, op: CrudOperation): SQL;
  /** Limit what a written record may point at (outside = "not found"). */
  relationScopes?(root: number, me: number): Record<string, SQL>;
}

/** A policy of entity-policies.ts with its SQL: the rules plus scope and relation scopes. */
export type EntityPolicy = EntityPolicyRules & EntityPolicyScopes;

const FLAG_COLUMN: Record<CrudOperation, SQL> = {
  create: sql.raw('permission_create'),
  read: sql.raw('permission_read'),
  update: sql.raw('permission_update'),
  delete: sql.raw('permission_delete'),
};

/** Addresses where an address-level DEVICE_MANAGEMENT record denies the caller this operation. */
const deviceDeniedAddresses = (me: number, op: CrudOperation) => sql`(
  select x.com_partner_addr_id from com_partner_addr_service_user x join tab_service t on t.id = x.tab_service_id
  where x.user_id = ${me} and t.code = 'DEVICE_MANAGEMENT' and not x.${FLAG_COLUMN[op]})`;

/** A contact record nobody uses yet: the first step of the address sequence (POST com-partners, then com-partner-addrs). */
const unlinkedPartner = sql`(com_partner.id not in (select com_partner_id from user_account where com_partner_id is not null)
  and com_partner.id not in (select partner_id from com_partner_account where partner_id is not null)
  and com_partner.id not in (select partner_id from com_partner_addr where partner_id is not null))`;

/**
 * Partners of the subtree: those its accounts, business data and addresses use, and those not used
 * yet that one of its accounts created (owner). An unused partner of another tenant stays foreign.
 */
const partnerScope = (root: number) => sql`(com_partner.id in ${subtreePartnerIds(root)}
  or (com_partner.owner_account_id in ${subtreeIds(root)} and ${unlinkedPartner}))`;

const permissionRecordScopes = (
  extra: (root: number) => Record<string, SQL> = () => ({}),
): EntityPolicyScopes => ({
  scope: (root) => sql`user_id in ${subtreeUserIds(root)}`,
  // Nobody grants itself: the holder is another user of the subtree.
  relationScopes: (root, me) => ({
    userId: sql`jhi_user.id in ${subtreeUserIds(root)} and jhi_user.id <> ${me}`,
    ...extra(root),
  }),
});

const ENTITY_SCOPES: Readonly<Record<string, EntityPolicyScopes>> = {
  'user-account': {
    scope: (root) => sql`user_account.id in ${subtreeIds(root)}`,
  },
  'com-partner-account': {
    scope: (root) => sql`com_partner_account.id in ${subtreeBusinessIds(root)}`,
  },
  'com-partner': {
    scope: (root) => partnerScope(root),
  },
  'com-partner-addr': {
    scope: (root) => sql`com_partner_addr.id in ${subtreeAddressIds(root)}`,
    relationScopes: (root) => ({
      accountId: sql`com_partner_account.id in ${subtreeBusinessIds(root)}`,
      partnerId: partnerScope(root),
    }),
  },
  device: {
    scope: (root, me, op) =>
      sql`(device.owner_id in ${subtreeIds(root)} or device.seller_id in ${subtreeIds(root)})
        and (device.address_id is null or device.address_id not in ${deviceDeniedAddresses(me, op)})`,
    relationScopes: (root) => ({
      ownerId: sql`user_account.id in ${subtreeIds(root)}`,
      sellerId: sql`user_account.id in ${subtreeIds(root)}`,
      addressId: sql`com_partner_addr.id in ${subtreeAddressIds(root)}`,
    }),
  },
  'tab-service-user-permission': permissionRecordScopes(),
  'com-partner-addr-service-user': permissionRecordScopes((root) => ({
    comPartnerAddrId: sql`com_partner_addr.id in ${subtreeAddressIds(root)}`,
  })),
};

// A scope without rules would never apply (the entity stays ROLE_ADMIN only): stop the server instead.
for (const name of Object.keys(ENTITY_SCOPES))
  if (!ENTITY_POLICY_RULES[name]) throw new Error(`entity policy ${name}: SQL scopes without rules`);

/** The policies of entity-policies.ts with their SQL (same entities: one without rules has none). */
export const ENTITY_POLICIES: Readonly<Record<string, EntityPolicy>> = Object.fromEntries(
  Object.entries(ENTITY_POLICY_RULES).map(([name, rules]) => [name, { ...rules, ...ENTITY_SCOPES[name] }]),
);
