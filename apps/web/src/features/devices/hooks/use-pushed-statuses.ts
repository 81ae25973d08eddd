import { useQueryClient } from '@tanstack/react-query';
import { useDeviceStatusPushes } from '../../../lib/live/use-device-status-pushes';
import { deviceKeys } from '../../../lib/devices/device-query-keys';
import type { StatusEntry } from '../../../lib/devices/get-device-statuses';
import { mergePushIntoStatuses } from '../../../lib/devices/status-merge';

/**
 * While mounted, reports pushed by the server (decision 032) are merged into every cached answer of
 * live statuses (`deviceKeys.statuses`: the device list's page, the device detail), so what those
 * screens show follows the devices without a new read. A cache that holds none of the pushed devices
 * keeps its object (no render).
 */
export function usePushedStatuses(enabled = true): void {
  const client = useQueryClient();
  useDeviceStatusPushes((pushed) => {
    const cached = client.getQueriesData<Map<string, StatusEntry>>({ queryKey: deviceKeys.statuses });
    for (const [key, statuses] of cached) {
      const merged = mergePushIntoStatuses(statuses, pushed);
      // Written only when it changed: setQueryData would otherwise still tell every observer.
      if (merged !== statuses) client.setQueryData(key, merged);
    }
  }, enabled);
}
