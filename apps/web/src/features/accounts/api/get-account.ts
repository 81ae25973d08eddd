import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/** GET api/accounts/{id}: one account with its user, contact and business data. */
export const getAccount = (id: number, signal?: AbortSignal): Promise<AccountDto> =>
  typedApi.get('/api/accounts/{id}', { path: { id }, signal });

export const accountQueryOptions = (id: number) =>
  queryOptions({ queryKey: accountKeys.detail(id), queryFn: ({ signal }) => getAccount(id, signal) });

export const useAccount = (id: number, enabled = true) => useQuery({ ...accountQueryOptions(id), enabled });
