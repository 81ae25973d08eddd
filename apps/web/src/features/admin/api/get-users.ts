import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { apiSort, type SortState } from '../../../lib/list-params';
import { userKeys } from './user-query-keys';

export interface UsersQuery {
  /** 1-based, as in the address bar. */
  page: number;
  size: number;
  sort: SortState | null;
}

/** GET api/users?page&size&sort; the total comes from x-total-count. */
export function getUsers(
  query: UsersQuery,
  signal?: AbortSignal,
): Promise<{ rows: UserView[]; total: number }> {
  return typedApi.page('/api/users', {
    signal,
    query: { page: query.page - 1, size: query.size, sort: apiSort(query.sort) },
  });
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));
