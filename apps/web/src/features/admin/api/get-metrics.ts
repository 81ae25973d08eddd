import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetricsDocument } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** GET management/jhimetrics */
export const metricsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'metrics'],
    queryFn: ({ signal }): Promise<MetricsDocument> => typedApi.get('/management/jhimetrics', { signal }),
    staleTime: 0,
  });

export const useMetrics = () => useQuery(metricsQueryOptions());
