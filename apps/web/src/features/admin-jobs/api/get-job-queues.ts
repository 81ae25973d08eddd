import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobQueue } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { JOBS_REFRESH_MS, jobQueryKeys } from './job-query-keys';

/** GET management/jobs: every queue with its counts and policy, read again every 10 s. */
export const jobQueuesQueryOptions = () =>
  queryOptions({
    queryKey: jobQueryKeys.queues,
    queryFn: ({ signal }): Promise<JobQueue[]> => typedApi.get('/management/jobs', { signal }),
    staleTime: 0,
    refetchInterval: JOBS_REFRESH_MS,
  });

export const useJobQueues = () => useQuery(jobQueuesQueryOptions());
