import { DEVICE_STATUS_DESTINATION, deviceStatusPushSchema, type PushedDeviceStatus } from '@app/contracts';
import { liveConnection } from './live-connection';

/**
 * The devices of one frame of the live status feed, or null for a frame that is not one (not JSON,
 * or not the contract's shape): such a frame is ignored, never half-applied.
 */
export function parseDeviceStatusFrame(body: string): PushedDeviceStatus[] | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = deviceStatusPushSchema.safeParse(json);
  return parsed.success ? parsed.data.devices : null;
}

/**
 * Listens to the live status feed (decision 032: the devices of the caller's scope, after each
 * stored report) on the tab's shared connection; subscribed again after every reconnect.
 */
export function subscribeDeviceStatus(listener: (devices: PushedDeviceStatus[]) => void): () => void {
  return liveConnection.subscribe(DEVICE_STATUS_DESTINATION, (body) => {
    const devices = parseDeviceStatusFrame(body);
    if (devices && devices.length > 0) listener(devices);
  });
}
