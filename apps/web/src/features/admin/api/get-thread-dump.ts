import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadDump } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** GET management/threaddump */
export const threadDumpQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'threaddump'],
    queryFn: ({ signal }) => api.get<ThreadDump>('/management/threaddump', { signal }),
    staleTime: 0,
  });

export const useThreadDump = () => useQuery(threadDumpQueryOptions());
