import { BULK_JOBS_DESTINATION, bulkJobPushSchema, type BulkJob } from '@app/contracts';
import { liveConnection } from './live-connection';

/**
 * The job of one frame of the bulk jobs' live progress, or null for a frame that is not one (not
 * JSON, or not the contract's shape): such a frame is ignored, never half-applied.
 */
export function parseBulkJobFrame(body: string): BulkJob | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = bulkJobPushSchema.safeParse(json);
  return parsed.success ? parsed.data.job : null;
}

/**
 * Listens to the bulk jobs' live progress (decision 038: each change of the caller's jobs, every
 * job for the super user) on the tab's shared connection; subscribed again after every reconnect.
 */
export function subscribeBulkJobs(listener: (job: BulkJob) => void): () => void {
  return liveConnection.subscribe(BULK_JOBS_DESTINATION, (body) => {
    const job = parseBulkJobFrame(body);
    if (job) listener(job);
  });
}
