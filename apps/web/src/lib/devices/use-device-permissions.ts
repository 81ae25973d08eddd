import type { AccountDto, CrudOperation, ServiceCode } from '@app/contracts';
import { useOwnAccess } from '../auth/own-access';

export interface DevicePermissions {
  /** Own account and permission records are loaded: `can` means something. */
  ready: boolean;
  failed: boolean;
  isSuperUser: boolean;
  /** The caller's own business account. */
  current: AccountDto | undefined;
  /** The caller's service permission allows the operation (always false until ready). */
  can: (service: ServiceCode, operation: CrudOperation) => boolean;
  /** History and reports: STATISTICS_MANAGEMENT read and DEVICE_MANAGEMENT read, as the server requires. */
  canReadStatistics: boolean;
}

/**
 * The caller's own permissions (lib/auth/own-access.ts), for the devices screens to hide (and never
 * call) what the server would refuse with a 403, with the devices area's one derived check.
 */
export function useDevicePermissions(): DevicePermissions {
  const own = useOwnAccess();
  return {
    ready: own.ready,
    failed: own.failed,
    isSuperUser: own.isSuperUser,
    current: own.current,
    can: own.can,
    canReadStatistics: own.can('STATISTICS_MANAGEMENT', 'read') && own.can('DEVICE_MANAGEMENT', 'read'),
  };
}
