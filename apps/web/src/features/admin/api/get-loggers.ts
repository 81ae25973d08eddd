import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoggersReport } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** GET management/loggers */
export const loggersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'loggers'],
    queryFn: ({ signal }): Promise<LoggersReport> => typedApi.get('/management/loggers', { signal }),
    staleTime: 0,
  });

export const useLoggers = () => useQuery(loggersQueryOptions());
