import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAccountTypeDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/** GET api/user-account-types: reference data, to know the role of a type id. */
export const getAccountTypes = (signal?: AbortSignal): Promise<UserAccountTypeDto[]> =>
  typedApi.get('/api/user-account-types', { signal });

export const accountTypesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.types,
    queryFn: ({ signal }) => getAccountTypes(signal),
    staleTime: Infinity,
  });

export const useAccountTypes = (enabled = true) => useQuery({ ...accountTypesQueryOptions(), enabled });
