import {
  CRUD_OPERATIONS,
  OPERATION_FLAG,
  resolvePermission,
  ungrantableFlags,
  type PermissionFlags,
  type PermissionRecord,
  type PermissionSubject,
} from '../accounts/permissions';
import { SERVICE_CODES, SERVICES_BY_ROLE, type ServiceCode } from '../roles';
import type { ApiKeyGrant } from './api-keys-api';

/**
 * What a creator may not put in a key, as `SERVICE:operation` entries: a service its account type
 * does not have, or an operation it may not grant (the grantor rule of the permission records,
 * `ungrantableFlags`: the matching "...Allowed" flag). Empty = the grants are within its means.
 */
export function ungrantableKeyGrants(creator: PermissionSubject, grants: readonly ApiKeyGrant[]): string[] {
  const services = creator.role ? SERVICES_BY_ROLE[creator.role] : [];
  const refused: string[] = [];
  for (const { service, operations } of grants) {
    if (!creator.isSuperUser && !services.includes(service)) {
      refused.push(...operations.map((op) => `${service}:${op}`));
      continue;
    }
    const wanted = Object.fromEntries(operations.map((op) => [OPERATION_FLAG[op], true]));
    const flags = ungrantableFlags(creator, service, wanted);
    refused.push(
      ...operations.filter((op) => flags.includes(OPERATION_FLAG[op])).map((op) => `${service}:${op}`),
    );
  }
  return refused;
}

const NOTHING: PermissionFlags = {
  permissionCreate: false,
  permissionRead: false,
  permissionUpdate: false,
  permissionDelete: false,
  permissionCreateAllowed: false,
  permissionReadAllowed: false,
  permissionUpdateAllowed: false,
  permissionDeleteAllowed: false,
};

/** The operation flags both hold; a key never grants ("...Allowed" stay false). */
function within(held: PermissionFlags, granted: ReadonlySet<string>): PermissionFlags {
  const flags = { ...NOTHING };
  for (const op of CRUD_OPERATIONS) flags[OPERATION_FLAG[op]] = held[OPERATION_FLAG[op]] && granted.has(op);
  return flags;
}

/**
 * The permission records a key's requests carry: for every service a record (a missing record would
 * mean full permission) holding what the key grants AND what its creator holds now; the creator's
 * address-level records narrowed the same way. So a key never does more than its grant, nor more
 * than its creator may do today.
 */
export function apiKeyPermissionRecords(
  creator: PermissionSubject,
  grants: readonly ApiKeyGrant[],
): PermissionRecord[] {
  const granted = new Map<ServiceCode, ReadonlySet<string>>(
    grants.map((g) => [g.service, new Set(g.operations)]),
  );
  const none = new Set<string>();
  const services: PermissionRecord[] = SERVICE_CODES.map((serviceCode) => ({
    serviceCode,
    ...within(resolvePermission(creator, serviceCode), granted.get(serviceCode) ?? none),
  }));
  const addresses: PermissionRecord[] = creator.records
    .filter((r) => r.addressId !== undefined)
    .map((r) => ({ ...r, ...within(r, granted.get(r.serviceCode) ?? none) }));
  return [...services, ...addresses];
}
