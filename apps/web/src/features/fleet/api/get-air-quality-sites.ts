import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AirQualitySites, AirQualitySiteSort } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** Query keys of the site air-quality views: everything under ['fleet', 'air-quality']. */
export const airQualityKeys = {
  all: ['fleet', 'air-quality'] as const,
  sites: (from: string, to: string, sort: AirQualitySiteSort) =>
    ['fleet', 'air-quality', 'sites', from, to, sort] as const,
  site: (addressId: number, from: string, to: string) =>
    ['fleet', 'air-quality', 'site', addressId, from, to] as const,
};

/** GET api/fleet/air-quality/sites?from&to&sort (ISO dates, to excluded): every reachable site with readings. */
export const airQualitySitesQueryOptions = (
  from: string,
  to: string,
  sort: AirQualitySiteSort = 'mean,desc',
) =>
  queryOptions({
    queryKey: airQualityKeys.sites(from, to, sort),
    queryFn: ({ signal }): Promise<AirQualitySites> =>
      typedApi.get('/api/fleet/air-quality/sites', { signal, query: { from, to, sort } }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useAirQualitySites = (from: string, to: string, enabled = true) =>
  useQuery({ ...airQualitySitesQueryOptions(from, to), enabled });
