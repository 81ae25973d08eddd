import { z } from 'zod';
import { deviceLiveStatusSchema, timerCategorySchema } from './iot-schemas';

/**
 * Answers of the devicesIot calls and of a device's history. The devicesIot answers keep Tuya's
 * envelope (`success`, `result`) because the spec's client was written against it.
 */

/** POST /api/devicesIot: uids the caller may not see are absent; `t` is the server's clock (epoch ms). */
export const deviceStatusesAnswerSchema = z.object({
  success: z.literal(true),
  t: z.number(),
  result: z.object({ devices: z.array(deviceLiveStatusSchema) }),
});
export type DeviceStatusesAnswer = z.infer<typeof deviceStatusesAnswerSchema>;

/**
 * POST /api/devicesIot?refresh=true: "read now" — every device is read through the provider even
 * when its stored status is fresh (decision 043). Absent or false: push-first when push is on.
 */
export const deviceStatusesQuerySchema = z.object({
  refresh: z.enum(['true', 'false']).optional(),
});

/** POST .../commands and DELETE .../timers[...]: done (a failure is an error answer instead). */
export const iotDoneAnswerSchema = z.object({ success: z.literal(true), result: z.literal(true) });
export type IotDoneAnswer = z.infer<typeof iotDoneAnswerSchema>;

/** GET /api/devicesIot/{uid}/timers */
export const timerCategoriesSchema = z.array(timerCategorySchema);

/** POST /api/devicesIot/{uid}/timers: the id of the group the new timer was stored as. */
export const addTimerAnswerSchema = z.object({
  success: z.literal(true),
  result: z.object({ groupId: z.string() }),
});
export type AddTimerAnswer = z.infer<typeof addTimerAnswerSchema>;

/**
 * GET /api/devicesIot/globalCheck/{refresh}: the caller's devices counted per level; `unknown` = devices
 * with no status (none stored yet, or the provider did not know them); the devices in danger with the
 * parameter to show ('offline' when offline).
 */
export const fleetCheckSchema = z.object({
  refreshed: z.boolean(),
  total: z.number(),
  unknown: z.number(),
  counts: z.object({ danger: z.number(), warning: z.number(), success: z.number() }),
  danger: z.array(z.object({ uid: z.string(), highlighted: z.string() })),
});
export type FleetCheck = z.infer<typeof fleetCheckSchema>;

/**
 * One bucket of GET api/device-status-logs/uuid/{uid}: the bucket's start (ISO instant) and the last
 * status stored in it; `payload` is that status as JSON text (a list of data points).
 */
export const historyBucketSchema = z.object({
  logTime: z.string(),
  online: z.boolean(),
  payload: z.string().nullable(),
});
export type HistoryBucket = z.infer<typeof historyBucketSchema>;

export const deviceHistorySchema = z.array(historyBucketSchema);
