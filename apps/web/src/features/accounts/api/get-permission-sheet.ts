import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionSheetEntry } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/**
 * GET api/tab-service-user-permissions/new-permission-list?userId=: a user's permission sheet, one
 * entry per service: the stored record, or a new one (id null) when the user has none.
 */
export const getPermissionSheet = (userId: number, signal?: AbortSignal): Promise<PermissionSheetEntry[]> =>
  typedApi.get('/api/tab-service-user-permissions/new-permission-list', {
    query: { userId },
    signal,
  });

export const permissionSheetQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: accountKeys.permissionSheet(userId),
    queryFn: ({ signal }) => getPermissionSheet(userId, signal),
    staleTime: 0,
  });

export const usePermissionSheet = (userId: number | null | undefined, enabled = true) =>
  useQuery({
    ...permissionSheetQueryOptions(userId ?? 0),
    enabled: enabled && typeof userId === 'number',
  });
