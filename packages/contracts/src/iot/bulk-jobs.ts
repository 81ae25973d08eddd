import { z } from 'zod';
import { commandListSchema, deviceTimerSchema } from './iot-schemas';

/**
 * Bulk jobs (docs/decisions/038): one fleet-wide operation run by the server, device after device,
 * whether or not the browser that asked stays open. The action is what every device gets.
 */

/** The most devices one job may target. */
export const MAX_BULK_JOB_DEVICES = 10_000;

/** Program timers: remove every existing timer first (`removeOld`), then add each of `timers`. */
export const bulkTimersActionSchema = z.object({
  kind: z.literal('timers'),
  timers: z.array(deviceTimerSchema).min(1).max(30),
  removeOld: z.boolean(),
});

/** Send the same commands (switch, mode, fan speed, filter reset...) to every device. */
export const bulkCommandsActionSchema = z.object({
  kind: z.literal('commands'),
  commands: commandListSchema,
});

/** Delete timers: all of them, a category, or one group of a category. */
export const bulkDeleteTimersActionSchema = z
  .object({
    kind: z.literal('deleteTimers'),
    category: z.string().trim().min(1).max(64).optional(),
    group: z.string().trim().min(1).max(64).optional(),
  })
  .refine((a) => a.group === undefined || a.category !== undefined, {
    path: ['group'],
    message: 'A group belongs to a category: give the category too',
  });

export const bulkActionSchema = z.discriminatedUnion('kind', [
  bulkTimersActionSchema,
  bulkCommandsActionSchema,
  bulkDeleteTimersActionSchema,
]);
export type BulkAction = z.infer<typeof bulkActionSchema>;
export type BulkActionKind = BulkAction['kind'];

/** POST api/bulk-jobs */
export const bulkJobRequestSchema = z.object({
  action: bulkActionSchema,
  /** The target devices by uid; each must be one the caller may change. */
  devices: z
    .array(z.string().trim().min(1).max(64))
    .min(1)
    .max(MAX_BULK_JOB_DEVICES)
    .refine((uids) => new Set(uids).size === uids.length, 'A device is listed twice'),
});
export type BulkJobRequest = z.infer<typeof bulkJobRequestSchema>;

/**
 * A job: QUEUED until a worker takes it, RUNNING, PAUSED by its owner, then DONE (every device
 * tried) or CANCELLED (what was left is not done).
 */
export const bulkJobStatuses = ['QUEUED', 'RUNNING', 'PAUSED', 'DONE', 'CANCELLED'] as const;
export type BulkJobStatus = (typeof bulkJobStatuses)[number];

/**
 * A device of a job: PENDING, RUNNING while its calls are made, then DONE, FAILED (with the reason)
 * or CANCELLED. A device RUNNING when its server stopped is FAILED ("interrupted"): its calls may
 * have been made, so it is never done twice on its own; re-running the failed devices is a choice.
 */
export const bulkItemStatuses = ['PENDING', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type BulkItemStatus = (typeof bulkItemStatuses)[number];

export const bulkJobCountsSchema = z.object({
  total: z.number(),
  pending: z.number(),
  done: z.number(),
  failed: z.number(),
  cancelled: z.number(),
});
export type BulkJobCounts = z.infer<typeof bulkJobCountsSchema>;

export const bulkJobSchema = z.object({
  id: z.number(),
  kind: z.enum(['timers', 'commands', 'deleteTimers']),
  status: z.enum(bulkJobStatuses),
  action: bulkActionSchema,
  createdBy: z.string(),
  createdDate: z.string(),
  startedDate: z.string().nullable(),
  finishedDate: z.string().nullable(),
  counts: bulkJobCountsSchema,
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

export const bulkJobItemSchema = z.object({
  uid: z.string(),
  name: z.string().nullable(),
  status: z.enum(bulkItemStatuses),
  error: z.string().nullable(),
  finishedDate: z.string().nullable(),
});
export type BulkJobItem = z.infer<typeof bulkJobItemSchema>;

/** GET api/bulk-jobs/{id} */
export const bulkJobDetailSchema = bulkJobSchema.extend({ items: z.array(bulkJobItemSchema) });
export type BulkJobDetail = z.infer<typeof bulkJobDetailSchema>;

/** What the owner may do with a job in each status. */
export function bulkJobMoves(status: BulkJobStatus): { pause: boolean; resume: boolean; cancel: boolean } {
  const active = status === 'QUEUED' || status === 'RUNNING';
  return { pause: active, resume: status === 'PAUSED', cancel: active || status === 'PAUSED' };
}
