import { useOwnAccess } from '../../../lib/auth/own-access';

export interface HealthPermissions {
  ready: boolean;
  failed: boolean;
  /** DEVICE_MANAGEMENT read: what every fleet health call needs. */
  mayRead: boolean;
}

/** Whether the caller may read devices (lib/auth/own-access.ts). */
export function useHealthPermissions(): HealthPermissions {
  const own = useOwnAccess();
  return { ready: own.ready, failed: own.failed, mayRead: own.can('DEVICE_MANAGEMENT', 'read') };
}
