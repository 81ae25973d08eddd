import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AirQualitySiteGrid } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { airQualityKeys } from './get-air-quality-sites';

/** GET api/fleet/air-quality/sites/{addressId}?from&to: one site's 7 × 24 grid, its devices and the WHO references. */
export const airQualitySiteQueryOptions = (addressId: number, from: string, to: string) =>
  queryOptions({
    queryKey: airQualityKeys.site(addressId, from, to),
    queryFn: ({ signal }): Promise<AirQualitySiteGrid> =>
      typedApi.get('/api/fleet/air-quality/sites/{addressId}', {
        path: { addressId },
        signal,
        query: { from, to },
      }),
    staleTime: 60_000,
  });

export const useAirQualitySite = (addressId: number | null, from: string, to: string, enabled = true) =>
  useQuery({
    ...airQualitySiteQueryOptions(addressId ?? 0, from, to),
    enabled: enabled && addressId !== null,
  });
