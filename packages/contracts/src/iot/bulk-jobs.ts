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

/** The longest a job may be scheduled ahead. */
export const MAX_BULK_JOB_DELAY_DAYS = 30;

/**
 * How a job is staged: when it starts (now, or at a time such as tonight 22:00), a first batch of
 * devices that must all succeed before the rest, and the share of failed devices at which it pauses.
 */
export const bulkJobOptionsSchema = z.object({
  startAt: z.iso
    .datetime({ offset: true, message: 'startAt must be a date and time with its offset' })
    .optional(),
  firstBatch: z.number().int().min(1).max(MAX_BULK_JOB_DEVICES).optional(),
  /** Pause when more than this percentage of the devices tried so far failed (after 10 at least). */
  failurePercent: z.number().int().min(1).max(100).optional(),
});
export type BulkJobOptions = z.infer<typeof bulkJobOptionsSchema>;

/** A job paused by its own rule rather than by its owner. */
export const bulkPauseReasons = ['firstBatch', 'failures'] as const;
export type BulkPauseReason = (typeof bulkPauseReasons)[number];

/** The failure threshold is judged once this many devices were tried. */
export const FAILURE_THRESHOLD_MIN_TRIED = 10;

/** Whether a job's own rules pause it, from its counts so far (pure; the runner applies it). */
export function bulkPauseReason(
  options: BulkJobOptions,
  tried: { finished: number; failed: number },
): BulkPauseReason | null {
  if (options.firstBatch !== undefined && tried.finished <= options.firstBatch && tried.failed > 0)
    return 'firstBatch';
  if (
    options.failurePercent !== undefined &&
    tried.finished >= FAILURE_THRESHOLD_MIN_TRIED &&
    tried.failed * 100 > options.failurePercent * tried.finished
  )
    return 'failures';
  return null;
}

/** POST api/bulk-jobs */
export const bulkJobRequestSchema = z.object({
  action: bulkActionSchema,
  options: bulkJobOptionsSchema.optional(),
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
  options: bulkJobOptionsSchema.optional(),
  /** Set while the job is PAUSED by its own rule (the first batch had a failure, too many failed). */
  pauseReason: z.enum(bulkPauseReasons).nullable().optional(),
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

/** What the owner may do with a job: by its status, and re-running the failed devices of a finished one. */
export function bulkJobMoves(job: { status: BulkJobStatus; counts: Pick<BulkJobCounts, 'failed'> }): {
  pause: boolean;
  resume: boolean;
  cancel: boolean;
  retry: boolean;
} {
  const active = job.status === 'QUEUED' || job.status === 'RUNNING';
  const finished = job.status === 'DONE' || job.status === 'CANCELLED';
  return {
    pause: active,
    resume: job.status === 'PAUSED',
    cancel: active || job.status === 'PAUSED',
    retry: finished && job.counts.failed > 0,
  };
}
