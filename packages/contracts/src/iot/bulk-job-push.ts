import { z } from 'zod';
import { bulkJobSchema } from './bulk-jobs';

/**
 * Live progress of bulk jobs (docs/decisions/038, "Live progress"): the STOMP destination a signed-in
 * user may subscribe to on the /websocket/tracker connection. Each change of a job (started, a
 * device done, paused, resumed, cancelled, done) reaches its owner — and the super user, who sees
 * every job as in GET api/bulk-jobs — as the job's summary; never somebody else's job. Changes of
 * one job are coalesced (at most one message per job every BULK_JOB_PUSH_INTERVAL_MS, the last state
 * wins; the final state is always sent).
 */
export const BULK_JOBS_DESTINATION = '/topic/bulk-jobs';

/** The shortest interval between two messages about the same job. */
export const BULK_JOB_PUSH_INTERVAL_MS = 500;

/** The body of one MESSAGE frame on BULK_JOBS_DESTINATION: one job as it is now (status, counts...). */
export const bulkJobPushSchema = z.object({ job: bulkJobSchema });
export type BulkJobPush = z.infer<typeof bulkJobPushSchema>;
