import { z } from 'zod';
import { reportedDataPointSchema } from './iot-schemas';

/**
 * The live status feed (decision 032): the STOMP destination every signed-in user may subscribe to on
 * the /websocket/tracker connection. The server delivers to each subscriber only the devices of its
 * own scope (the devices it may list), never another tenant's.
 */
export const DEVICE_STATUS_DESTINATION = '/topic/device-status';

/** One device as it is now, after a pushed report was stored: the whole merged latest status. */
export const pushedDeviceStatusSchema = z.object({
  deviceId: z.number(),
  uid: z.string(),
  online: z.boolean(),
  status: z.array(reportedDataPointSchema),
  /** When the device last reported (ISO 8601). */
  reportedAt: z.string(),
});
export type PushedDeviceStatus = z.infer<typeof pushedDeviceStatusSchema>;

/** The body of one MESSAGE frame on DEVICE_STATUS_DESTINATION. */
export const deviceStatusPushSchema = z.object({ devices: z.array(pushedDeviceStatusSchema) });
export type DeviceStatusPush = z.infer<typeof deviceStatusPushSchema>;

/**
 * A device's status after a report: the reported data points replace those of the same code, the
 * others stay as they were (a report may carry only what changed). Order: the known codes first,
 * in their order, then new codes in the report's order.
 */
export function mergeReportedStatus<T extends { code: string }>(
  current: readonly T[],
  reported: readonly T[],
): T[] {
  const byCode = new Map(reported.map((p) => [p.code, p]));
  const merged = current.map((p) => byCode.get(p.code) ?? p);
  const known = new Set(current.map((p) => p.code));
  return [...merged, ...reported.filter((p) => !known.has(p.code))];
}
