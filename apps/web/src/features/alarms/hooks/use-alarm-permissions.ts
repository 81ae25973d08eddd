import { useOwnAccess } from '../../../lib/auth/own-access';

/**
 * What the caller may do with alarms (decision 040): see them with DEVICE_MANAGEMENT read, handle
 * them (acknowledge, assign, comment, clear) with DEVICE_MANAGEMENT update. The server checks each
 * alarm's device or site again; the page never asks what it would refuse.
 */
export function useAlarmPermissions() {
  const own = useOwnAccess();
  return {
    ready: own.ready,
    failed: own.failed,
    canRead: own.can('DEVICE_MANAGEMENT', 'read'),
    canHandle: own.can('DEVICE_MANAGEMENT', 'update'),
    myUserId: own.myUserId,
  };
}
