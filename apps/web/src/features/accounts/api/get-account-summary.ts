import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';
import type { AccountSummaryDto } from './types';

/** GET api/user-accounts/{id}: the generic record of an account of the subtree (its type id). */
export const getAccountSummary = (id: number, signal?: AbortSignal) =>
  api.get<AccountSummaryDto>(`/api/user-accounts/${id}`, { signal });

export const accountSummaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: accountKeys.summary(id),
    queryFn: ({ signal }) => getAccountSummary(id, signal),
  });

export const useAccountSummary = (id: number, enabled = true) =>
  useQuery({ ...accountSummaryQueryOptions(id), enabled });
