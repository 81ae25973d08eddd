import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteEffectiveness } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { airQualityKeys } from './get-air-quality-sites';

/** GET api/fleet/effectiveness/sites/{addressId}?from&to: whether the site's purifiers lower its PM2.5 (decision 051). */
export const effectivenessQueryOptions = (addressId: number, from: string, to: string) =>
  queryOptions({
    queryKey: [...airQualityKeys.site(addressId, from, to), 'effectiveness'] as const,
    queryFn: ({ signal }): Promise<SiteEffectiveness> =>
      typedApi.get('/api/fleet/effectiveness/sites/{addressId}', {
        path: { addressId },
        signal,
        query: { from, to },
      }),
    staleTime: 60_000,
  });

export const useEffectiveness = (addressId: number | null, from: string, to: string, enabled = true) =>
  useQuery({
    ...effectivenessQueryOptions(addressId ?? 0, from, to),
    enabled: enabled && addressId !== null,
  });
