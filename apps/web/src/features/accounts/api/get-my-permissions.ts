import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnPermissions, PermissionRecord } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/**
 * GET api/account/permissions: the caller's own permission records (service and address level,
 * with service codes). Needs no USER_MANAGEMENT permission, so a restricted user can still work.
 */
export const getMyPermissions = (signal?: AbortSignal) =>
  api.get<OwnPermissions>('/api/account/permissions', { signal });

export const myPermissionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: accountKeys.myPermissions(userId),
    // Typed as the rules read them, as the server does: a record of a service added since (its code is
    // any text in tab_service) is kept and simply matches no service the rules ask about.
    queryFn: async ({ signal }) => (await getMyPermissions(signal)).records as readonly PermissionRecord[],
    staleTime: 5 * 60_000,
  });

export const useMyPermissions = (userId: number | undefined) =>
  useQuery({ ...myPermissionsQueryOptions(userId ?? 0), enabled: userId !== undefined });
