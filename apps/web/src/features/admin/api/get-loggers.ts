import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoggersReport } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** GET management/loggers */
export const loggersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'loggers'],
    queryFn: ({ signal }) => api.get<LoggersReport>('/management/loggers', { signal }),
    staleTime: 0,
  });

export const useLoggers = () => useQuery(loggersQueryOptions());
