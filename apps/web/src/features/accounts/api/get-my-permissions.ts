import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionRecord } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

interface MyPermissions {
  isSuperUser: boolean;
  records: PermissionRecord[];
}

/**
 * GET api/account/permissions: the caller's own permission records (service and address level,
 * with service codes). Needs no USER_MANAGEMENT permission, so a restricted user can still work.
 */
export const getMyPermissions = (signal?: AbortSignal) =>
  api.get<MyPermissions>('/api/account/permissions', { signal });

export const myPermissionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: accountKeys.myPermissions(userId),
    queryFn: async ({ signal }) => (await getMyPermissions(signal)).records,
    staleTime: 5 * 60_000,
  });

export const useMyPermissions = (userId: number | undefined) =>
  useQuery({ ...myPermissionsQueryOptions(userId ?? 0), enabled: userId !== undefined });
