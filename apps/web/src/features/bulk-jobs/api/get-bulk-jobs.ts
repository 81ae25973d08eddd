import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BulkJob } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { bulkJobKeys, isBulkJobFinished } from '../../../lib/bulk-jobs/bulk-job-api';

/** How often the list is read again while one of its jobs is unfinished. */
export const BULK_JOBS_POLL_MS = 2000;

/** GET api/bulk-jobs: the caller's newest 100 jobs (every job for the super user), newest first. */
export async function getBulkJobs(signal?: AbortSignal): Promise<BulkJob[]> {
  const jobs = await api.get<BulkJob[]>('/api/bulk-jobs', { signal });
  return [...jobs].sort((a, b) => b.id - a.id);
}

/** The list, read again every 2 s while any of its jobs is not DONE or CANCELLED. */
export const bulkJobsQueryOptions = () =>
  queryOptions({
    queryKey: bulkJobKeys.list,
    queryFn: ({ signal }) => getBulkJobs(signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((job) => !isBulkJobFinished(job.status)) ? BULK_JOBS_POLL_MS : false,
  });

export const useBulkJobs = (enabled: boolean) => useQuery({ ...bulkJobsQueryOptions(), enabled });
