import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FleetHealthDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** Query keys of the fleet health views. */
export const healthKeys = {
  all: ['fleet', 'health'] as const,
  fleet: (accountId: number | undefined) => ['fleet', 'health', 'fleet', accountId ?? 'own'] as const,
  attention: (page: number, sort: string) => ['fleet', 'health', 'attention', page, sort] as const,
};

/**
 * GET api/fleet/health?accountId=: the score of the caller's fleet (or of one account of its
 * subtree), its reasons and its sites: the one client of the fleet health page and of the
 * dashboard's panel (FleetHealthPanel, the caller's own fleet). Needs DEVICE_MANAGEMENT read: both ask
 * only when the caller has it.
 */
export const fleetHealthQueryOptions = (accountId?: number) =>
  queryOptions({
    queryKey: healthKeys.fleet(accountId),
    queryFn: ({ signal }): Promise<FleetHealthDto> =>
      typedApi.get('/api/fleet/health', {
        query: accountId === undefined ? {} : { accountId },
        signal,
      }),
    staleTime: 60_000,
  });

export const useFleetHealth = (enabled: boolean, accountId?: number) =>
  useQuery({ ...fleetHealthQueryOptions(accountId), enabled });
