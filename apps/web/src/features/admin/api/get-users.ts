import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '@app/contracts';
import { request } from '../../../lib/api-client';
import { apiSort, type SortState } from '../../../lib/list-params';
import { userKeys } from './user-query-keys';

export interface UsersQuery {
  /** 1-based, as in the address bar. */
  page: number;
  size: number;
  sort: SortState | null;
}

/** GET api/users?page&size&sort; the total comes from x-total-count. */
export async function getUsers(query: UsersQuery, signal?: AbortSignal) {
  const res = await request<UserView[]>('/api/users', {
    signal,
    query: { page: query.page - 1, size: query.size, sort: apiSort(query.sort) },
  });
  return { rows: res.data, total: Number(res.headers.get('x-total-count') ?? res.data.length) };
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));
