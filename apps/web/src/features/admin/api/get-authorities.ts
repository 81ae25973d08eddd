import { queryOptions, useQuery } from '@tanstack/react-query';
import { typedApi } from '../../../lib/typed-api';
import { userKeys } from './user-query-keys';

/** GET api/users/authorities */
export const authoritiesQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.authorities,
    queryFn: ({ signal }): Promise<string[]> => typedApi.get('/api/users/authorities', { signal }),
    staleTime: 5 * 60_000,
  });

export const useAuthorities = () => useQuery(authoritiesQueryOptions());
