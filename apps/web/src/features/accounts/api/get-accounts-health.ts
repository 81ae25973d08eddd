import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountHealthDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/**
 * GET api/fleet/health/accounts?ids=: the health score of the device-owning accounts of one page of
 * the accounts list (one call per page; the accounts without devices, or outside the caller's
 * subtree, are left out of the answer). Needs DEVICE_MANAGEMENT read.
 */
export const accountsHealthQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['accounts', 'health', ...ids] as const,
    queryFn: ({ signal }): Promise<AccountHealthDto[]> =>
      typedApi.get('/api/fleet/health/accounts', { query: { ids: ids.join(',') }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useAccountsHealth = (ids: readonly number[], enabled: boolean) =>
  useQuery({ ...accountsHealthQueryOptions(ids), enabled: enabled && ids.length > 0 });
