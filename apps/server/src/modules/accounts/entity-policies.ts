import { sql, type SQL } from 'drizzle-orm';
import type { CrudOperation, ServiceCode } from '@app/contracts';
import {
  subtreeAddressIds,
  subtreeBusinessIds,
  subtreeIds,
  subtreePartnerIds,
  subtreeUserIds,
} from './scope-sql';

/**
 * How account users (not super users) reach a generic entity. An entity without a policy is for
 * ROLE_ADMIN only. `scope` limits rows to the caller's subtree; `relationScopes` limit what a
 * written record may point at (outside = "not found"); `service` is checked per operation.
 */
export interface EntityPolicy {
  service?: ServiceCode;
  /** Account users may read but never write (reference data, or records written through the account endpoints). */
  readOnly?: boolean;
  scope?(root: number, me: number, op: CrudOperation): SQL;
  relationScopes?(root: number, me: number): Record<string, SQL>;
  /** Permission records: the grantor rules apply to the flags written. */
  grants?: boolean;
  /**
   * Schema property of the table's owner column: a record created through the generic POST records
   * the caller's account there (super users included; null for a caller without an account). Not
   * in the descriptor, so no body can set or change it.
   */
  ownerColumn?: string;
}

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

const permissionRecordPolicy = (extra: (root: number) => Record<string, SQL> = () => ({})): EntityPolicy => ({
  service: 'USER_MANAGEMENT',
  grants: true,
  scope: (root) => sql`user_id in ${subtreeUserIds(root)}`,
  // Nobody grants itself: the holder is another user of the subtree.
  relationScopes: (root, me) => ({
    userId: sql`jhi_user.id in ${subtreeUserIds(root)} and jhi_user.id <> ${me}`,
    ...extra(root),
  }),
});

export const ENTITY_POLICIES: Readonly<Record<string, EntityPolicy>> = {
  nation: { readOnly: true },
  'device-model': { readOnly: true },
  'user-account-type': { readOnly: true },
  'tab-service': { readOnly: true },
  'tab-city': { readOnly: true },
  'user-account': {
    service: 'USER_MANAGEMENT',
    readOnly: true,
    scope: (root) => sql`user_account.id in ${subtreeIds(root)}`,
  },
  'com-partner-account': {
    service: 'USER_MANAGEMENT',
    readOnly: true,
    scope: (root) => sql`com_partner_account.id in ${subtreeBusinessIds(root)}`,
  },
  'com-partner': {
    service: 'ADDRESS_MANAGEMENT',
    scope: (root) => partnerScope(root),
    ownerColumn: 'ownerAccountId',
  },
  'com-partner-addr': {
    service: 'ADDRESS_MANAGEMENT',
    scope: (root) => sql`com_partner_addr.id in ${subtreeAddressIds(root)}`,
    relationScopes: (root) => ({
      accountId: sql`com_partner_account.id in ${subtreeBusinessIds(root)}`,
      partnerId: partnerScope(root),
    }),
  },
  device: {
    service: 'DEVICE_MANAGEMENT',
    scope: (root, me, op) =>
      sql`(device.owner_id in ${subtreeIds(root)} or device.seller_id in ${subtreeIds(root)})
        and (device.address_id is null or device.address_id not in ${deviceDeniedAddresses(me, op)})`,
    relationScopes: (root) => ({
      ownerId: sql`user_account.id in ${subtreeIds(root)}`,
      sellerId: sql`user_account.id in ${subtreeIds(root)}`,
      addressId: sql`com_partner_addr.id in ${subtreeAddressIds(root)}`,
    }),
  },
  'tab-service-user-permission': permissionRecordPolicy(),
  'com-partner-addr-service-user': permissionRecordPolicy((root) => ({
    comPartnerAddrId: sql`com_partner_addr.id in ${subtreeAddressIds(root)}`,
  })),
};
