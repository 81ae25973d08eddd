import type { ServiceRow, StoredPermission, UserRef } from './permission-sheet.repository';

type Flag =
  | 'permissionCreate'
  | 'permissionRead'
  | 'permissionUpdate'
  | 'permissionDelete'
  | 'permissionCreateAllowed'
  | 'permissionReadAllowed'
  | 'permissionUpdateAllowed'
  | 'permissionDeleteAllowed';

/** One entry of the sheet: the stored record of the service, or a new one (no id, all flags off). */
export function presentSheetEntry(
  service: ServiceRow,
  record: StoredPermission | undefined,
  user: UserRef,
  caller: UserRef | undefined,
) {
  const flags = (k: Flag) => (record ? Boolean(record[k]) : false);
  return {
    id: record?.id ?? null,
    createdAt: record?.createdAt.toISOString() ?? null,
    permissionCreate: flags('permissionCreate'),
    permissionRead: flags('permissionRead'),
    permissionUpdate: flags('permissionUpdate'),
    permissionDelete: flags('permissionDelete'),
    permissionCreateAllowed: flags('permissionCreateAllowed'),
    permissionReadAllowed: flags('permissionReadAllowed'),
    permissionUpdateAllowed: flags('permissionUpdateAllowed'),
    permissionDeleteAllowed: flags('permissionDeleteAllowed'),
    userId: user.id,
    userLogin: user.login,
    createdById: record?.createdById ?? caller?.id ?? null,
    tabServiceId: service.id,
    tabServiceName: service.name,
    tabServiceCode: service.code,
    tabServiceReadOnly: service.readOnly,
    relatedPresetId: record?.relatedPresetId ?? null,
  };
}
