import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { userKeys } from './user-query-keys';

/** GET api/users/{login} */
export const userQueryOptions = (login: string) =>
  queryOptions({
    queryKey: userKeys.one(login),
    queryFn: ({ signal }): Promise<UserView> =>
      typedApi.get('/api/users/{login}', { path: { login }, signal }),
  });

export const useUser = (login: string, enabled = true) => useQuery({ ...userQueryOptions(login), enabled });
