import { useQueryClient } from '@tanstack/react-query';
import { useDeviceStatusPushes } from '../../../lib/live/use-device-status-pushes';
import { deviceKeys } from '../../../lib/devices/device-query-keys';
import type { StatusEntry } from '../../../lib/devices/get-device-statuses';
import { mergePushIntoStatuses } from '../../../lib/devices/status-merge';

/**
 * The merged answer with each pushed entry keeping the thresholds its device's read carried: a push
 * does not carry them (decision 040), and the thresholds in force did not change with the report.
 */
export function keepThresholds(
  before: Map<string, StatusEntry>,
  merged: Map<string, StatusEntry>,
): Map<string, StatusEntry> {
  for (const [uid, entry] of merged) {
    const previous = before.get(uid);
    const thresholds = previous?.state === 'known' ? previous.status.thresholds : undefined;
    if (entry === previous || entry.state !== 'known' || !thresholds || entry.status.thresholds) continue;
    merged.set(uid, { ...entry, status: { ...entry.status, thresholds } });
  }
  return merged;
}

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
      if (statuses && merged && merged !== statuses)
        client.setQueryData(key, keepThresholds(statuses, merged));
    }
  }, enabled);
}
