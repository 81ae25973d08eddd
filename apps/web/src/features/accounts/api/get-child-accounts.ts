import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type AccountDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

export interface AccountPage {
  rows: AccountDto[];
  /** x-total-count */
  total: number;
}

/**
 * GET api/user-accounts/uuid/parent/{uuid}?page&size&sort=id,asc: the children of an account
 * (page 1-based here, page - 1 on the wire). The server pages; 20 per page like the other lists.
 */
export function getChildAccounts(uuid: string, page: number, signal?: AbortSignal): Promise<AccountPage> {
  return typedApi.page('/api/user-accounts/uuid/parent/{uuid}', {
    path: { uuid },
    query: { page: page - 1, size: DEFAULT_PAGE_SIZE, sort: 'id,asc' },
    signal,
  });
}

export const childAccountsQueryOptions = (uuid: string, page: number) =>
  queryOptions({
    queryKey: accountKeys.children(uuid, page),
    queryFn: ({ signal }) => getChildAccounts(uuid, page, signal),
    placeholderData: keepPreviousData,
  });

export const useChildAccounts = (uuid: string | undefined, page: number, enabled = true) =>
  useQuery({ ...childAccountsQueryOptions(uuid ?? '', page), enabled: enabled && !!uuid });
