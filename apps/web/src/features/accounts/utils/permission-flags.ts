import {
  CRUD_OPERATIONS,
  FULL_PERMISSION,
  OPERATION_ALLOWED_FLAG,
  OPERATION_FLAG,
  ungrantableFlags,
  type CrudOperation,
  type PermissionFlags,
  type PermissionSubject,
  type ServiceCode,
} from '@app/contracts';

/** The four switches of a row (create/read/update/delete), as the user sees them. */
export type Switches = Record<CrudOperation, boolean>;

export const switchesOf = (flags: PermissionFlags): Switches => ({
  create: flags[OPERATION_FLAG.create],
  read: flags[OPERATION_FLAG.read],
  update: flags[OPERATION_FLAG.update],
  delete: flags[OPERATION_FLAG.delete],
});

/** No record: the holder has full permission (docs/product.md#services-and-permissions), so the switches start on. */
export const FULL_SWITCHES: Switches = switchesOf(FULL_PERMISSION);

/** Operations shown for a service: a read-only service has only the read switch. */
export const operationsOf = (readOnly: boolean): readonly CrudOperation[] =>
  readOnly ? ['read'] : CRUD_OPERATIONS;

/** The operations the grantor may not grant on the service (its "...Allowed" flags): their switches are disabled. */
export function ungrantableOperations(grantor: PermissionSubject, service: ServiceCode): Set<CrudOperation> {
  return new Set(
    CRUD_OPERATIONS.filter(
      (op) => ungrantableFlags(grantor, service, { [OPERATION_FLAG[op]]: true }).length > 0,
    ),
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
  for (const op of CRUD_OPERATIONS) {
    const on = switches[op] && operationsOf(readOnly).includes(op) && !ungrantable.has(op);
    flags[OPERATION_FLAG[op]] = on;
    flags[OPERATION_ALLOWED_FLAG[op]] = on;
  }
  return flags;
}

export const sameSwitches = (a: Switches, b: Switches) => CRUD_OPERATIONS.every((op) => a[op] === b[op]);
