import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAccountTypeDto } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** GET api/user-account-types: reference data, to know the role of a type id. */
export const getAccountTypes = (signal?: AbortSignal) =>
  api.get<UserAccountTypeDto[]>('/api/user-account-types', { signal });

export const accountTypesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.types,
    queryFn: ({ signal }) => getAccountTypes(signal),
    staleTime: Infinity,
  });

export const useAccountTypes = (enabled = true) => useQuery({ ...accountTypesQueryOptions(), enabled });
