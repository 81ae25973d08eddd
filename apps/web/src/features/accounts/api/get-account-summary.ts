import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAccountDto } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';

/** GET api/user-accounts/{id}: the generic record of an account of the subtree (its type id). */
export const getAccountSummary = (id: number, signal?: AbortSignal) =>
  api.get<UserAccountDto>(`/api/user-accounts/${id}`, { signal });

export const accountSummaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: accountKeys.summary(id),
    queryFn: ({ signal }) => getAccountSummary(id, signal),
  });

export const useAccountSummary = (id: number, enabled = true) =>
  useQuery({ ...accountSummaryQueryOptions(id), enabled });
