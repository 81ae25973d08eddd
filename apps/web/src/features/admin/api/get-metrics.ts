import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetricsDocument } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** GET management/jhimetrics */
export const metricsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'metrics'],
    queryFn: ({ signal }) => api.get<MetricsDocument>('/management/jhimetrics', { signal }),
    staleTime: 0,
  });

export const useMetrics = () => useQuery(metricsQueryOptions());
