import type { DeviceLiveStatus } from '@app/contracts';

/** A change worth saying out loud on the device detail: connection or power. */
export type StatusChange = 'online' | 'offline' | 'on' | 'off';

/** The power state a status carries ('switch'), if any. */
export function powerOf(status: Pick<DeviceLiveStatus, 'status'>): boolean | undefined {
  const value = status.status.find((p) => p.code === 'switch')?.value;
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * What changed between two statuses of the same device that a person listening should hear: the
 * device came online or went offline, was switched on or off. Nothing for the first status (the
 * page's opening is not news) nor for a power state one of them does not carry.
 */
export function statusChanges(
  previous: Pick<DeviceLiveStatus, 'online' | 'status'> | undefined,
  next: Pick<DeviceLiveStatus, 'online' | 'status'>,
): StatusChange[] {
  if (!previous) return [];
  const changes: StatusChange[] = [];
  if (previous.online !== next.online) changes.push(next.online ? 'online' : 'offline');
  const before = powerOf(previous);
  const after = powerOf(next);
  if (before !== undefined && after !== undefined && before !== after) changes.push(after ? 'on' : 'off');
  return changes;
}
