import { bulkJobMoves, type BulkJob, type BulkJobCounts } from '@app/contracts';

/** The buttons a job's page shows: the contract's moves, and "run the failed again" for a finished job with failures. */
export function allowedMoves(job: Pick<BulkJob, 'status' | 'counts'>): {
  pause: boolean;
  resume: boolean;
  cancel: boolean;
  retry: boolean;
} {
  const finished = job.status === 'DONE' || job.status === 'CANCELLED';
  return { ...bulkJobMoves(job.status), retry: finished && job.counts.failed > 0 };
}

/** The devices the server has finished with (done, failed or cancelled). */
export const finishedCount = (counts: BulkJobCounts): number =>
  counts.done + counts.failed + counts.cancelled;

/** Progress as a whole percentage of the job's devices (100 for a job without devices). */
export const progressOf = (counts: BulkJobCounts): number =>
  counts.total <= 0 ? 100 : Math.min(100, Math.floor((finishedCount(counts) * 100) / counts.total));
