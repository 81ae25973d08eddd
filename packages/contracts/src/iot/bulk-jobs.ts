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
/** The longest an offline device may be waited for. */
export const MAX_OFFLINE_WAIT_DAYS = 30;

/** Until when a job waits for its offline devices: `offlineWaitDays` after it started, or null. */
export function offlineDeadline(
  options: { offlineWaitDays?: number | undefined },
  startedDate: string | Date | null,
): Date | null {
  if (options.offlineWaitDays === undefined || startedDate === null) return null;
  return new Date(new Date(startedDate).getTime() + options.offlineWaitDays * 86_400_000);
}

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
  /**
   * An offline device waits for its return up to this many days after the job starts (its items run
   * when it reports online); without it, an offline device fails at once.
   */
  offlineWaitDays: z.number().int().min(1).max(MAX_OFFLINE_WAIT_DAYS).optional(),
});
export type BulkJobOptions = z.infer<typeof bulkJobOptionsSchema>;

/**
 * A job paused by its own rule rather than by its owner: its first batch had a failure, too many
 * devices failed, or its account's monthly provider quota ran out (the device it was on waits).
 */
export const bulkPauseReasons = ['firstBatch', 'failures', 'quota'] as const;
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

/**
 * Targets chosen by what they are rather than one by one: every device the caller may change that
 * matches all the given fields (an account's subtree, a site, a model, online or offline now). The
 * devices are the ones matching when the job is submitted; the filter is kept with the job.
 */
export const bulkTargetFilterSchema = z
  .object({
    accountId: z.number().int().positive().optional(),
    addressId: z.number().int().positive().optional(),
    modelId: z.number().int().positive().optional(),
    online: z.boolean().optional(),
  })
  .strict()
  .refine((f) => Object.keys(f).length > 0, 'The filter needs at least one field');
export type BulkTargetFilter = z.infer<typeof bulkTargetFilterSchema>;

/** POST api/bulk-jobs: the targets are `devices` (uids) or a `filter`, one of the two. */
export const bulkJobRequestSchema = z
  .object({
    action: bulkActionSchema,
    options: bulkJobOptionsSchema.optional(),
    /** The target devices by uid; each must be one the caller may change. */
    devices: z
      .array(z.string().trim().min(1).max(64))
      .min(1)
      .max(MAX_BULK_JOB_DEVICES)
      .refine((uids) => new Set(uids).size === uids.length, 'A device is listed twice')
      .optional(),
    filter: bulkTargetFilterSchema.optional(),
  })
  .refine((r) => (r.devices === undefined) !== (r.filter === undefined), {
    path: ['devices'],
    message: 'Give the target devices either by uid (devices) or by a filter, one of the two',
  });
export type BulkJobRequest = z.infer<typeof bulkJobRequestSchema>;

/**
 * A job: QUEUED until a worker takes it, RUNNING, PAUSED by its owner, then DONE (every device
 * tried) or CANCELLED (what was left is not done).
 */
export const bulkJobStatuses = ['QUEUED', 'RUNNING', 'PAUSED', 'DONE', 'CANCELLED'] as const;
export type BulkJobStatus = (typeof bulkJobStatuses)[number];

/**
 * A device of a job: PENDING, WAITING while it is offline (the job's `offlineWaitDays`), RUNNING
 * while its calls are made, then DONE, FAILED (with the reason) or CANCELLED. A device RUNNING when its server stopped is FAILED ("interrupted"): its calls may
 * have been made, so it is never done twice on its own; re-running the failed devices is a choice.
 */
export const bulkItemStatuses = ['PENDING', 'WAITING', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type BulkItemStatus = (typeof bulkItemStatuses)[number];
/** The devices a cancel still reaches: not started, or waiting for their device's return. */
export const bulkItemsNotStarted = ['PENDING', 'WAITING'] as const satisfies readonly BulkItemStatus[];
/** The devices that keep a job from DONE: not started, waiting, or under way. */
export const bulkItemsUnfinished = [
  ...bulkItemsNotStarted,
  'RUNNING',
] as const satisfies readonly BulkItemStatus[];

export const bulkJobCountsSchema = z.object({
  total: z.number(),
  pending: z.number(),
  /** Offline devices waiting for their return (until the job's offline deadline). */
  waiting: z.number(),
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
  /** The devices were chosen by this filter when the job was submitted. */
  filter: bulkTargetFilterSchema.optional(),
  /** Until when offline devices are waited for (set once the job started with `offlineWaitDays`). */
  offlineDeadline: z.string().nullable().optional(),
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
