import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAccountDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/** GET api/user-accounts/{id}: the generic record of an account of the subtree (its type id). */
export const getAccountSummary = (id: number, signal?: AbortSignal): Promise<UserAccountDto> =>
  typedApi.get('/api/user-accounts/{id}', { path: { id }, signal });

export const accountSummaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: accountKeys.summary(id),
    queryFn: ({ signal }) => getAccountSummary(id, signal),
  });

export const useAccountSummary = (id: number, enabled = true) =>
  useQuery({ ...accountSummaryQueryOptions(id), enabled });
