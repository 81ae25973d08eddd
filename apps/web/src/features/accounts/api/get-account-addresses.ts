import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComPartnerAddrDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/** GET api/com-partner-addrs/com-partner-account/{businessId}?page=0&size=10000: the addresses of an account. */
export const getAccountAddresses = (businessId: number, signal?: AbortSignal): Promise<ComPartnerAddrDto[]> =>
  typedApi.get('/api/com-partner-addrs/com-partner-account/{id}', {
    path: { id: businessId },
    query: { page: 0, size: 10000 },
    signal,
  });

export const accountAddressesQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: accountKeys.addresses(businessId),
    queryFn: ({ signal }) => getAccountAddresses(businessId, signal),
  });

export const useAccountAddresses = (businessId: number | null | undefined, enabled = true) =>
  useQuery({
    ...accountAddressesQueryOptions(businessId ?? 0),
    enabled: enabled && typeof businessId === 'number',
  });
