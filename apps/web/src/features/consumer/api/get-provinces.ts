import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Province } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { consumerKeys, consumerRequest } from './consumer-request';

/** GET api/tab-cities/provinces (public, sent without any token): provinces sorted by name. */
export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: consumerKeys.provinces,
    queryFn: ({ signal }): Promise<Province[]> =>
      consumerRequest((options) => typedApi.get('/api/tab-cities/provinces', { signal, ...options })),
    staleTime: 60 * 60_000,
  });

export const useProvinces = () => useQuery(provincesQueryOptions());
