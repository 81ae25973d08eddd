import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComPartnerAddrServiceUserDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/**
 * GET api/com-partner-addr-service-users?userId.equals=&comPartnerAddrId.equals=&cacheBuster=: a
 * user's address-level permission records for one address.
 */
export const getAddressPermissions = (
  userId: number,
  addressId: number,
  signal?: AbortSignal,
): Promise<ComPartnerAddrServiceUserDto[]> =>
  typedApi.get('/api/com-partner-addr-service-users', {
    query: { 'userId.equals': userId, 'comPartnerAddrId.equals': addressId, cacheBuster: String(Date.now()) },
    signal,
  });

export const addressPermissionsQueryOptions = (userId: number, addressId: number) =>
  queryOptions({
    queryKey: accountKeys.addressPermissions(userId, addressId),
    queryFn: ({ signal }) => getAddressPermissions(userId, addressId, signal),
    staleTime: 0,
  });

export const useAddressPermissions = (userId: number | null | undefined, addressId: number, enabled = true) =>
  useQuery({
    ...addressPermissionsQueryOptions(userId ?? 0, addressId),
    enabled: enabled && typeof userId === 'number',
  });
