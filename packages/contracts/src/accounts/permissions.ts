import type { AccountRole, ServiceCode } from '../roles';
import { ALLOWED_CHILD_TYPES, MANAGEMENT_SERVICE_OF_TYPE, USER_CREATION_SERVICES } from './role-groups';

/** The four CRUD flags and the four "may grant" flags of a service permission record. */
export interface PermissionFlags {
  permissionCreate: boolean;
  permissionRead: boolean;
  permissionUpdate: boolean;
  permissionDelete: boolean;
  permissionCreateAllowed: boolean;
  permissionReadAllowed: boolean;
  permissionUpdateAllowed: boolean;
  permissionDeleteAllowed: boolean;
}
export type CrudOperation = 'create' | 'read' | 'update' | 'delete';
export const CRUD_OPERATIONS: readonly CrudOperation[] = ['create', 'read', 'update', 'delete'];

export interface PermissionRecord extends PermissionFlags {
  serviceCode: ServiceCode;
  /** Set on address-level records (com-partner-addr-service-user). */
  addressId?: number;
}

/** docs/product.md#services-and-permissions: the services that have address-level permission records. */
export const ADDRESS_PERMISSION_SERVICES: readonly ServiceCode[] = [
  'DEVICE_MANAGEMENT',
  'STATISTICS_MANAGEMENT',
];

/** Who is asking: super user or not, its account type, its permission records. */
export interface PermissionSubject {
  isSuperUser: boolean;
  role?: AccountRole;
  records: readonly PermissionRecord[];
}

export const FULL_PERMISSION: PermissionFlags = {
  permissionCreate: true,
  permissionRead: true,
  permissionUpdate: true,
  permissionDelete: true,
  permissionCreateAllowed: true,
  permissionReadAllowed: true,
  permissionUpdateAllowed: true,
  permissionDeleteAllowed: true,
};

/** The flag of a record that holds an operation (create: permissionCreate ...). */
export const OPERATION_FLAG: Record<CrudOperation, keyof PermissionFlags> = {
  create: 'permissionCreate',
  read: 'permissionRead',
  update: 'permissionUpdate',
  delete: 'permissionDelete',
};
/** The flag of a record that lets its holder grant an operation (create: permissionCreateAllowed ...). */
export const OPERATION_ALLOWED_FLAG: Record<CrudOperation, keyof PermissionFlags> = {
  create: 'permissionCreateAllowed',
  read: 'permissionReadAllowed',
  update: 'permissionUpdateAllowed',
  delete: 'permissionDeleteAllowed',
};

const pick = (r: PermissionFlags): PermissionFlags => ({
  permissionCreate: r.permissionCreate,
  permissionRead: r.permissionRead,
  permissionUpdate: r.permissionUpdate,
  permissionDelete: r.permissionDelete,
  permissionCreateAllowed: r.permissionCreateAllowed,
  permissionReadAllowed: r.permissionReadAllowed,
  permissionUpdateAllowed: r.permissionUpdateAllowed,
  permissionDeleteAllowed: r.permissionDeleteAllowed,
});

/** docs/product.md#services-and-permissions: a super user gets everything; others their record for the service; no record = full. */
export function resolvePermission(subject: PermissionSubject, service: ServiceCode): PermissionFlags {
  if (subject.isSuperUser) return FULL_PERMISSION;
  const record = subject.records.find((r) => r.serviceCode === service && r.addressId === undefined);
  return record ? pick(record) : FULL_PERMISSION;
}

/** The address-level variant: the record for (address, service), with the same fallback. */
export function resolveAddressPermission(
  subject: PermissionSubject,
  addressId: number,
  service: ServiceCode,
): PermissionFlags {
  if (subject.isSuperUser) return FULL_PERMISSION;
  const record = subject.records.find((r) => r.serviceCode === service && r.addressId === addressId);
  return record ? pick(record) : FULL_PERMISSION;
}

export const allows = (flags: PermissionFlags, operation: CrudOperation): boolean =>
  flags[OPERATION_FLAG[operation]];
export const mayGrant = (flags: PermissionFlags, operation: CrudOperation): boolean =>
  flags[OPERATION_ALLOWED_FLAG[operation]];

const hasServiceRecord = (subject: PermissionSubject) =>
  subject.records.some((r) => r.addressId === undefined);

/** Can create a user of a type (docs/product.md#roles-and-who-creates-whom) (the type is the current user's own). */
export function canCreateUserOfType(subject: PermissionSubject): boolean {
  if (subject.isSuperUser) return true;
  const services = subject.role ? USER_CREATION_SERVICES[subject.role] : undefined;
  if (!services) return false; // GDO, GDS, customers, consumers never create users
  if (!hasServiceRecord(subject)) return true; // no permission records: may create
  return services.some((s) => allows(resolvePermission(subject, s), 'create'));
}

/** Creating an account of `type`: it must be a child type of the creator's, and the type's management service must allow create. */
export function canCreateAccountOfType(subject: PermissionSubject, type: AccountRole): boolean {
  if (subject.isSuperUser) return true;
  if (!subject.role || !ALLOWED_CHILD_TYPES[subject.role].includes(type)) return false;
  if (!canCreateUserOfType(subject)) return false;
  return allows(resolvePermission(subject, MANAGEMENT_SERVICE_OF_TYPE[type]), 'create');
}

/** The account types this subject may create, in the order of ALLOWED_CHILD_TYPES. */
export function creatableTypes(
  subject: PermissionSubject,
  of: AccountRole | undefined = subject.role,
): AccountRole[] {
  if (subject.isSuperUser && !of) return ['ADMIN_BACKOFFICE'];
  const children = of ? ALLOWED_CHILD_TYPES[of] : [];
  return children.filter((t) => canCreateAccountOfType(subject, t));
}

/**
 * A grantor can give only what it holds: for each flag of `wanted`, the grantor's resolved
 * permission for the service must carry the matching "...Allowed" flag. Returns the flags refused.
 */
export function ungrantableFlags(
  grantor: PermissionSubject,
  service: ServiceCode,
  wanted: Partial<PermissionFlags>,
): string[] {
  const held = resolvePermission(grantor, service);
  const refused: string[] = [];
  for (const op of CRUD_OPERATIONS) {
    if (wanted[OPERATION_FLAG[op]] && !mayGrant(held, op)) refused.push(OPERATION_FLAG[op]);
    if (wanted[OPERATION_ALLOWED_FLAG[op]] && !mayGrant(held, op)) refused.push(OPERATION_ALLOWED_FLAG[op]);
  }
  return refused;
}
