import { useDevicePermissions } from '../../../lib/devices/use-device-permissions';

/**
 * Whether the caller may see and move bulk jobs: DEVICE_MANAGEMENT update, as the API requires
 * (decision 038). `ready` false until the own rights are read; a page asks nothing before.
 */
export function useCanManageBulkJobs(): { ready: boolean; failed: boolean; canManage: boolean } {
  const permissions = useDevicePermissions();
  return {
    ready: permissions.ready,
    failed: permissions.failed,
    canManage: permissions.can('DEVICE_MANAGEMENT', 'update'),
  };
}
