import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountDto, OwnPermissions, PermissionRecord } from '@app/contracts';
import { api } from '../../../lib/api-client';

/** Query keys of the caller's own account and permission records, as the devices area reads them. */
const ownKeys = {
  account: ['devices', 'own', 'account'] as const,
  permissions: (userId: number) => ['devices', 'own', 'permissions', userId] as const,
};

/** GET api/user-accounts/current: the caller's own account (any business account may ask). */
export const ownAccountQueryOptions = () =>
  queryOptions({
    queryKey: ownKeys.account,
    queryFn: ({ signal }) => api.get<AccountDto>('/api/user-accounts/current', { signal }),
    staleTime: 5 * 60_000,
  });

/** GET api/account/permissions: the caller's own permission records (no USER_MANAGEMENT needed). */
export const ownPermissionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ownKeys.permissions(userId),
    queryFn: async ({ signal }) =>
      (await api.get<OwnPermissions>('/api/account/permissions', { signal }))
        .records as readonly PermissionRecord[],
    staleTime: 5 * 60_000,
  });

export const useOwnAccount = (enabled = true) => useQuery({ ...ownAccountQueryOptions(), enabled });

export const useOwnPermissions = (userId: number | undefined) =>
  useQuery({ ...ownPermissionsQueryOptions(userId ?? 0), enabled: userId !== undefined });
