import { useOwnAccess } from '../../../lib/auth/own-access';

/**
 * Whether the caller may read devices (DEVICE_MANAGEMENT read), which the filter due list needs:
 * the page never asks the server what it would refuse (a 403 signs out). From lib/auth/own-access.ts.
 */
export function useCanReadFilters(): { ready: boolean; failed: boolean; canRead: boolean } {
  const own = useOwnAccess();
  return { ready: own.ready, failed: own.failed, canRead: own.can('DEVICE_MANAGEMENT', 'read') };
}
