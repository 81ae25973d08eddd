import {
  FULL_PERMISSION,
  ungrantableFlags,
  type CrudOperation,
  type PermissionFlags,
  type PermissionSubject,
  type ServiceCode,
} from '@app/contracts';

export const OPERATIONS: readonly CrudOperation[] = ['create', 'read', 'update', 'delete'];

const FLAG: Record<CrudOperation, keyof PermissionFlags> = {
  create: 'permissionCreate',
  read: 'permissionRead',
  update: 'permissionUpdate',
  delete: 'permissionDelete',
};
const ALLOWED: Record<CrudOperation, keyof PermissionFlags> = {
  create: 'permissionCreateAllowed',
  read: 'permissionReadAllowed',
  update: 'permissionUpdateAllowed',
  delete: 'permissionDeleteAllowed',
};

export const flagOf = (operation: CrudOperation) => FLAG[operation];

/** The four switches of a row (create/read/update/delete), as the user sees them. */
export type Switches = Record<CrudOperation, boolean>;

export const switchesOf = (flags: PermissionFlags): Switches => ({
  create: flags.permissionCreate,
  read: flags.permissionRead,
  update: flags.permissionUpdate,
  delete: flags.permissionDelete,
});

/** No record: the holder has full permission (part 1 §6), so the switches start on. */
export const FULL_SWITCHES: Switches = switchesOf(FULL_PERMISSION);

/** Operations shown for a service: a read-only service has only the read switch. */
export const operationsOf = (readOnly: boolean): readonly CrudOperation[] =>
  readOnly ? ['read'] : OPERATIONS;

/** The operations the grantor may not grant on the service (its "...Allowed" flags): their switches are disabled. */
export function ungrantableOperations(grantor: PermissionSubject, service: ServiceCode): Set<CrudOperation> {
  return new Set(
    OPERATIONS.filter((op) => ungrantableFlags(grantor, service, { [FLAG[op]]: true }).length > 0),
  );
}

/**
 * The flags a grantor writes for a row: the switches (a read-only service only its read), and the
 * same "...Allowed" flags, so the holder can pass on what it holds. An operation the grantor may not
 * grant is never written as on (the server would refuse the record).
 */
export function recordFlags(
  switches: Switches,
  readOnly: boolean,
  ungrantable: Set<CrudOperation>,
): PermissionFlags {
  const flags = {} as PermissionFlags;
  for (const op of OPERATIONS) {
    const on = switches[op] && operationsOf(readOnly).includes(op) && !ungrantable.has(op);
    flags[FLAG[op]] = on;
    flags[ALLOWED[op]] = on;
  }
  return flags;
}

export const sameSwitches = (a: Switches, b: Switches) => OPERATIONS.every((op) => a[op] === b[op]);
