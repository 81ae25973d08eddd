import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountDto } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** GET api/user-accounts/current: the caller's own account (the root of what it sees). */
export const getCurrentAccount = (signal?: AbortSignal) =>
  api.get<AccountDto>('/api/user-accounts/current', { signal });

export const currentAccountQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.current,
    queryFn: ({ signal }) => getCurrentAccount(signal),
    staleTime: 5 * 60_000,
  });

export const useCurrentAccount = (enabled = true) => useQuery({ ...currentAccountQueryOptions(), enabled });
