import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AirStandardsSiteReport } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { airQualityKeys } from './get-air-quality-sites';

/** GET api/fleet/air-standards/sites/{addressId}?from&to: the site's WHO, WELL and RESET figures (decision 049). */
export const airStandardsQueryOptions = (addressId: number, from: string, to: string) =>
  queryOptions({
    queryKey: [...airQualityKeys.site(addressId, from, to), 'standards'] as const,
    queryFn: ({ signal }): Promise<AirStandardsSiteReport> =>
      typedApi.get('/api/fleet/air-standards/sites/{addressId}', {
        path: { addressId },
        signal,
        query: { from, to },
      }),
    staleTime: 60_000,
  });

export const useAirStandards = (addressId: number | null, from: string, to: string, enabled = true) =>
  useQuery({ ...airStandardsQueryOptions(addressId ?? 0, from, to), enabled: enabled && addressId !== null });
