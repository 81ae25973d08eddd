import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnvReport } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** GET management/env */
export const envQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'env'],
    queryFn: ({ signal }): Promise<EnvReport> => typedApi.get('/management/env', { signal }),
  });

export const useEnv = () => useQuery(envQueryOptions());
