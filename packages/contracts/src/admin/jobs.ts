import { z } from 'zod';

/**
 * The administrator's view of the job engine (docs/decisions/037): GET management/jobs (the queues),
 * GET management/jobs/{queue}?state=&size= (a queue's newest jobs), POST .../{id}/retry and .../cancel.
 */

/** pg-boss's own job states. */
export const BACKGROUND_JOB_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type BackgroundJobState = (typeof BACKGROUND_JOB_STATES)[number];

/** What the page filters and counts by: waiting is pg-boss's created + retry, running its active. */
export const JOB_STATE_FILTERS = ['failed', 'waiting', 'running', 'completed', 'cancelled'] as const;
export const jobStateFilterSchema = z.enum(JOB_STATE_FILTERS);
export type JobStateFilter = z.infer<typeof jobStateFilterSchema>;

/** The pg-boss states each filter stands for. */
export const JOB_STATES_BY_FILTER: Record<JobStateFilter, readonly BackgroundJobState[]> = {
  failed: ['failed'],
  waiting: ['created', 'retry'],
  running: ['active'],
  completed: ['completed'],
  cancelled: ['cancelled'],
};

export const jobStateFilterOf = (state: BackgroundJobState): JobStateFilter =>
  JOB_STATE_FILTERS.find((filter) => JOB_STATES_BY_FILTER[filter].includes(state))!;

/** A failed job may be run again; a waiting or running one may be cancelled. */
export const canRetryJob = (state: BackgroundJobState): boolean => state === 'failed';
export const canCancelJob = (state: BackgroundJobState): boolean =>
  state === 'created' || state === 'retry' || state === 'active';

/** pg-boss's rule for a queue's name (letters, digits, _ - . /): anything else names no queue. */
export const jobQueueNameSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.\-/]+$/, 'letters, digits, underscores, hyphens, periods or slashes only');

/** The most jobs one answer lists. */
export const MAX_LISTED_JOBS = 100;

export const jobCountsSchema = z.object({
  waiting: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int().describe('Completed jobs still kept (the queue deletes them after a while)'),
  cancelled: z.number().int(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

/** A queue's policy, as pg-boss keeps it. */
export const jobQueuePolicySchema = z.object({
  policy: z.string().describe("pg-boss's policy: standard, short, singleton, stately ..."),
  retryLimit: z.number().int(),
  retryDelaySeconds: z.number().int(),
  retryBackoff: z.boolean(),
  expireInSeconds: z.number().int().describe('A job active this long is retried or failed'),
  deleteAfterSeconds: z.number().int().describe('A finished job is kept this long'),
  deadLetter: z.string().nullable(),
});
export type JobQueuePolicy = z.infer<typeof jobQueuePolicySchema>;

export const jobQueueSchema = z.object({
  name: z.string(),
  recurring: z
    .boolean()
    .describe("A recurring job's chain: cancelling its waiting run skips that run, the next is queued"),
  counts: jobCountsSchema,
  policy: jobQueuePolicySchema,
});
export type JobQueue = z.infer<typeof jobQueueSchema>;

/** GET management/jobs: every queue, by name. */
export const jobQueuesSchema = z.array(jobQueueSchema);

export const backgroundJobSchema = z.object({
  id: z.string(),
  state: z.enum(BACKGROUND_JOB_STATES),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  createdOn: z.string().describe('ISO instant'),
  startAfter: z.string().describe('ISO instant: a waiting job does not start before it'),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable().describe('When it completed, failed or was cancelled'),
  error: z.string().nullable().describe("A failed job's error (pg-boss keeps it in the job's output)"),
  data: z.string().nullable().describe("The job's data as JSON, cut after 1,000 characters"),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

/** GET management/jobs/{queue}: the queue and its newest jobs, newest first. */
export const jobQueueDetailSchema = z.object({
  queue: jobQueueSchema,
  jobs: z.array(backgroundJobSchema),
});
export type JobQueueDetail = z.infer<typeof jobQueueDetailSchema>;

export const jobListQuerySchema = z.object({
  state: jobStateFilterSchema.optional(),
  size: z.coerce.number().int().min(1).max(MAX_LISTED_JOBS).default(MAX_LISTED_JOBS),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
