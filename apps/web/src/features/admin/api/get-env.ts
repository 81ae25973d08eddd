import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnvReport } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** GET management/env */
export const envQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'env'],
    queryFn: ({ signal }) => api.get<EnvReport>('/management/env', { signal }),
  });

export const useEnv = () => useQuery(envQueryOptions());
