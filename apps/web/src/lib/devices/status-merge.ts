import type { DashboardDevice, DeviceLiveStatus, PushedDeviceStatus } from '@app/contracts';
import type { StatusEntry } from './get-device-statuses';

/**
 * How a pushed report (decision 032) joins what a screen already shows. A push carries the device's
 * whole merged status, so it replaces the shown one, unless the screen already shows something newer
 * by the same clock: an earlier push or the stored status with a later report time (pushes may
 * overtake each other across server instances). A status read live from the provider is stamped by
 * the browser's clock, which cannot be compared with the server's: a push that arrives after it is
 * the newer news and replaces it.
 */

/** What a row shows now, as far as the order of reports goes. */
export type ShownStatus = { time: string; serverClock: boolean } | null;

/** Does the pushed report replace what is shown? */
export function pushSupersedes(reportedAt: string, shown: ShownStatus): boolean {
  if (!shown || !shown.serverClock) return true;
  const pushed = Date.parse(reportedAt);
  const current = Date.parse(shown.time);
  return !(Number.isFinite(pushed) && Number.isFinite(current) && pushed < current);
}

/** A pushed device as the screens keep a live status. */
export function pushedLiveStatus(pushed: PushedDeviceStatus): StatusEntry & { state: 'known' } {
  const status: DeviceLiveStatus = { id: pushed.uid, online: pushed.online, status: pushed.status };
  return { state: 'known', status, time: pushed.reportedAt, pushed: true };
}

const shownOf = (entry: StatusEntry | undefined): ShownStatus | undefined =>
  entry === undefined
    ? undefined
    : entry.state === 'known'
      ? { time: entry.time, serverClock: !!entry.pushed }
      : null;

/**
 * The dashboard's live entries with the pushed devices merged in: only devices the dashboard lists
 * (same id and uid), each only if the push is newer than its live entry or, without one, its stored
 * status. The same map when nothing changed (no render for a push about other rows).
 */
export function mergePushIntoDashboard(
  live: ReadonlyMap<string, StatusEntry>,
  pushed: readonly PushedDeviceStatus[],
  devicesByUid: ReadonlyMap<string, DashboardDevice>,
): ReadonlyMap<string, StatusEntry> {
  let next: Map<string, StatusEntry> | null = null;
  for (const device of pushed) {
    const listed = devicesByUid.get(device.uid);
    if (!listed || listed.id !== device.deviceId) continue;
    const current = (next ?? live).get(device.uid);
    const shown =
      shownOf(current) ?? (listed.lastStatus ? { time: listed.lastStatus.time, serverClock: true } : null);
    if (!pushSupersedes(device.reportedAt, shown)) continue;
    next ??= new Map(live);
    next.set(device.uid, pushedLiveStatus(device));
  }
  return next ?? live;
}

/**
 * A cached answer of live statuses (the device list's page, the device detail) with the pushed
 * devices merged in: only the uids the answer holds, each only if the push is newer. The same map
 * when nothing changed; undefined stays undefined (nothing read yet: the read will bring it).
 */
export function mergePushIntoStatuses(
  statuses: Map<string, StatusEntry> | undefined,
  pushed: readonly PushedDeviceStatus[],
): Map<string, StatusEntry> | undefined {
  if (!statuses) return statuses;
  let next: Map<string, StatusEntry> | null = null;
  for (const device of pushed) {
    if (!statuses.has(device.uid)) continue;
    const shown = shownOf((next ?? statuses).get(device.uid)) ?? null;
    if (!pushSupersedes(device.reportedAt, shown)) continue;
    next ??= new Map(statuses);
    next.set(device.uid, pushedLiveStatus(device));
  }
  return next ?? statuses;
}
