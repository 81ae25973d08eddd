import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** GET api/users/{login} */
export const userQueryOptions = (login: string) =>
  queryOptions({
    queryKey: userKeys.one(login),
    queryFn: ({ signal }) => api.get<UserView>(`/api/users/${encodeURIComponent(login)}`, { signal }),
  });

export const useUser = (login: string, enabled = true) => useQuery({ ...userQueryOptions(login), enabled });
