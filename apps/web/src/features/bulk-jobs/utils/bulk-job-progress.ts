import type { BulkJobCounts } from '@app/contracts';

/** The devices the server has finished with (done, failed or cancelled). */
export const finishedCount = (counts: BulkJobCounts): number =>
  counts.done + counts.failed + counts.cancelled;

/** Progress as a whole percentage of the job's devices (100 for a job without devices). */
export const progressOf = (counts: BulkJobCounts): number =>
  counts.total <= 0 ? 100 : Math.min(100, Math.floor((finishedCount(counts) * 100) / counts.total));
