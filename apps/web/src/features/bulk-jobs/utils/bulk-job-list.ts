import type { BulkJob } from '@app/contracts';

/** The list shows this many of the newest jobs, as the server answers it (GET api/bulk-jobs). */
export const BULK_JOB_LIST_LIMIT = 100;

/** The list (newest first) with `job` as it is now: its row replaced, or added in its place when new. */
export function withJob(list: readonly BulkJob[], job: BulkJob): BulkJob[] {
  if (list.some((j) => j.id === job.id)) return list.map((j) => (j.id === job.id ? job : j));
  return [...list, job].sort((a, b) => b.id - a.id).slice(0, BULK_JOB_LIST_LIMIT);
}
