import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Province } from '@app/contracts';
import { consumerKeys, consumerRequest } from './consumer-request';

/** GET api/tab-cities/provinces (public, sent without any token): provinces sorted by name. */
export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: consumerKeys.provinces,
    queryFn: async ({ signal }) =>
      (await consumerRequest<Province[]>('/api/tab-cities/provinces', { signal })).data,
    staleTime: 60 * 60_000,
  });

export const useProvinces = () => useQuery(provincesQueryOptions());
