import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadDump } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** GET management/threaddump */
export const threadDumpQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'threaddump'],
    queryFn: ({ signal }): Promise<ThreadDump> => typedApi.get('/management/threaddump', { signal }),
    staleTime: 0,
  });

export const useThreadDump = () => useQuery(threadDumpQueryOptions());
