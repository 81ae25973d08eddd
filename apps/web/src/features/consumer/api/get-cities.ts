import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityOfProvince } from '@app/contracts';
import { consumerKeys, consumerRequest } from './consumer-request';

/** GET api/tab-cities/provinces/{code}/cities (public, sent without any token): sorted by name. */
export const citiesQueryOptions = (province: string) =>
  queryOptions({
    queryKey: consumerKeys.cities(province),
    queryFn: async ({ signal }) =>
      (
        await consumerRequest<CityOfProvince[]>(
          `/api/tab-cities/provinces/${encodeURIComponent(province)}/cities`,
          { signal },
        )
      ).data,
    staleTime: 60 * 60_000,
  });

export const useCities = (province: string) =>
  useQuery({ ...citiesQueryOptions(province), enabled: !!province });
