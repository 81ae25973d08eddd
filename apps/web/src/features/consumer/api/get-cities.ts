import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityOfProvince } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { consumerKeys, consumerRequest } from './consumer-request';

/** GET api/tab-cities/provinces/{code}/cities (public, sent without any token): sorted by name. */
export const citiesQueryOptions = (province: string) =>
  queryOptions({
    queryKey: consumerKeys.cities(province),
    queryFn: ({ signal }): Promise<CityOfProvince[]> =>
      consumerRequest((options) =>
        typedApi.get('/api/tab-cities/provinces/{code}/cities', {
          path: { code: province },
          signal,
          ...options,
        }),
      ),
    staleTime: 60 * 60_000,
  });

export const useCities = (province: string) =>
  useQuery({ ...citiesQueryOptions(province), enabled: !!province });
