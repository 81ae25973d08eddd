import { useOwnAccess } from '../../../lib/auth/own-access';

/**
 * Whether the caller may manage webhooks: DEVICE_MANAGEMENT update, as the API requires (decision
 * 040). `ready` false until the own rights are read; the page asks nothing before.
 */
export function useCanManageWebhooks() {
  const own = useOwnAccess();
  return {
    ready: own.ready,
    failed: own.failed,
    canManage: own.can('DEVICE_MANAGEMENT', 'update'),
    own: own.current,
  };
}
