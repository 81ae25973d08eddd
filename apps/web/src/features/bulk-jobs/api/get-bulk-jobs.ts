import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BulkJob } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import {
  BULK_JOB_FALLBACK_POLL_MS,
  bulkJobKeys,
  isBulkJobFinished,
} from '../../../lib/bulk-jobs/bulk-job-api';

/** GET api/bulk-jobs: the caller's newest 100 jobs (every job for the super user), newest first. */
export async function getBulkJobs(signal?: AbortSignal): Promise<BulkJob[]> {
  const jobs: BulkJob[] = await typedApi.get('/api/bulk-jobs', { signal });
  return [...jobs].sort((a, b) => b.id - a.id);
}

/**
 * The list, kept up to date by the live progress (useBulkJobsLive); read again every 15 s while the
 * live connection is down (`live` false) and any of its jobs is not DONE or CANCELLED.
 */
export const bulkJobsQueryOptions = (live: boolean) =>
  queryOptions({
    queryKey: bulkJobKeys.list,
    queryFn: ({ signal }) => getBulkJobs(signal),
    staleTime: 0,
    refetchInterval: (query) =>
      !live && query.state.data?.some((job) => !isBulkJobFinished(job.status))
        ? BULK_JOB_FALLBACK_POLL_MS
        : false,
  });

export const useBulkJobs = (enabled: boolean, live: boolean) =>
  useQuery({ ...bulkJobsQueryOptions(live), enabled });
