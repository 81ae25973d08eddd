import {
  ACCOUNT_AREA_AUTHORITIES,
  allows,
  hasAnyAuthority,
  resolvePermission,
  type AccountDto,
  type AccountRole,
  type CrudOperation,
  type PermissionSubject,
  type ServiceCode,
} from '@app/contracts';
import { useSession } from '../../../lib/auth/session';
import { useOwnAccount, useOwnPermissions } from '../api/get-own-permissions';

export interface DevicePermissions {
  /** Own account and permission records are loaded: `can` means something. */
  ready: boolean;
  failed: boolean;
  isSuperUser: boolean;
  /** The caller's own business account (none for the super user without one). */
  current: AccountDto | undefined;
  /** The caller's service permission allows the operation (always false until ready). */
  can: (service: ServiceCode, operation: CrudOperation) => boolean;
  /** History and reports: STATISTICS_MANAGEMENT read and DEVICE_MANAGEMENT read, as the server requires. */
  canReadStatistics: boolean;
}

/**
 * The caller's own permissions, for the devices screens to hide (and never call) what the server
 * would refuse with a 403, which signs the user out. The super user (ROLE_ADMIN) needs no records.
 */
export function useDevicePermissions(): DevicePermissions {
  const { account, authorities, isAuthenticated } = useSession();
  const inArea = isAuthenticated && hasAnyAuthority(authorities, ACCOUNT_AREA_AUTHORITIES);
  const isSuperUser = inArea && authorities.includes('ROLE_ADMIN');
  const current = useOwnAccount(inArea && !isSuperUser);
  const records = useOwnPermissions(inArea && !isSuperUser ? account?.id : undefined);
  const subject: PermissionSubject = {
    isSuperUser,
    role: (current.data?.type?.role ?? undefined) as AccountRole | undefined,
    records: records.data ?? [],
  };
  const ready = inArea && (isSuperUser || (current.isSuccess && records.isSuccess));
  const can = (service: ServiceCode, operation: CrudOperation) =>
    ready && allows(resolvePermission(subject, service), operation);
  return {
    ready,
    failed: current.isError || records.isError,
    isSuperUser,
    current: current.data,
    can,
    canReadStatistics: can('STATISTICS_MANAGEMENT', 'read') && can('DEVICE_MANAGEMENT', 'read'),
  };
}
