import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_LISTED_JOBS, type JobQueueDetail, type JobStateFilter } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import type { ApiError } from '../../../lib/api-error';
import { JOBS_REFRESH_MS, jobQueryKeys } from './job-query-keys';

/** An unknown queue (a stale link) is said in the page, not in a toast. */
const shownByThePage = (error: ApiError) => error.status === 404;

/** GET management/jobs/{queue}?state&size: the queue and its newest jobs, read again every 10 s. */
export const queueJobsQueryOptions = (queue: string, state: JobStateFilter | undefined) =>
  queryOptions({
    queryKey: jobQueryKeys.queue(queue, state),
    queryFn: ({ signal }): Promise<JobQueueDetail> =>
      typedApi.get('/management/jobs/{queue}', {
        path: { queue },
        signal,
        query: { state, size: MAX_LISTED_JOBS },
        silent: shownByThePage,
      }),
    staleTime: 0,
    refetchInterval: JOBS_REFRESH_MS,
    retry: false,
  });

export const useQueueJobs = (queue: string, state: JobStateFilter | undefined) =>
  useQuery(queueJobsQueryOptions(queue, state));
