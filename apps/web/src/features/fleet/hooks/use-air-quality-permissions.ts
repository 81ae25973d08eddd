import { useOwnAccess } from '../../../lib/auth/own-access';

/** What the air-quality page may call and open. */
export interface AirQualityPermissions {
  ready: boolean;
  failed: boolean;
  /** STATISTICS_MANAGEMENT read: the heat map itself. */
  canRead: boolean;
  /** STATISTICS_MANAGEMENT read and DEVICE_MANAGEMENT read: a device's history (as its server route asks). */
  canOpenHistory: boolean;
}

/** The caller's own permissions (lib/auth/own-access.ts): the page never calls what the server would refuse. */
export function useAirQualityPermissions(): AirQualityPermissions {
  const own = useOwnAccess();
  const canRead = own.can('STATISTICS_MANAGEMENT', 'read');
  return {
    ready: own.ready,
    failed: own.failed,
    canRead,
    canOpenHistory: canRead && own.can('DEVICE_MANAGEMENT', 'read'),
  };
}
