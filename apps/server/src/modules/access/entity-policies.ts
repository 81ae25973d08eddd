import type { ServiceCode } from '@app/contracts';

/**
 * How account users (not super users) reach a generic entity. An entity without a policy is for
 * ROLE_ADMIN only. `service` is checked per operation; the rows a caller reaches (scope) and what a
 * written record may point at (relation scopes) are SQL, in entity-policies-sql.ts.
 */
export interface EntityPolicyRules {
  service?: ServiceCode;
  /** Account users may read but never write (reference data, or records written through the account endpoints). */
  readOnly?: boolean;
  /** Permission records: the grantor rules apply to the flags written. */
  grants?: boolean;
  /**
   * Schema property of the table's owner column: a record created through the generic POST records
   * the caller's account there (super users included; null for a caller without an account). Not
   * in the descriptor, so no body can set or change it.
   */
  ownerColumn?: string;
}

const permissionRecordRules: EntityPolicyRules = { service: 'USER_MANAGEMENT', grants: true };

export const ENTITY_POLICY_RULES: Readonly<Record<string, EntityPolicyRules>> = {
  nation: { readOnly: true },
  'device-model': { readOnly: true },
  'user-account-type': { readOnly: true },
  'tab-service': { readOnly: true },
  'tab-city': { readOnly: true },
  'user-account': { service: 'USER_MANAGEMENT', readOnly: true },
  'com-partner-account': { service: 'USER_MANAGEMENT', readOnly: true },
  'com-partner': { service: 'ADDRESS_MANAGEMENT', ownerColumn: 'ownerAccountId' },
  'com-partner-addr': { service: 'ADDRESS_MANAGEMENT' },
  device: { service: 'DEVICE_MANAGEMENT' },
  'tab-service-user-permission': permissionRecordRules,
  'com-partner-addr-service-user': permissionRecordRules,
};
