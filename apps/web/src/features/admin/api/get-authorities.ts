import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';

/** GET api/users/authorities */
export const authoritiesQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.authorities,
    queryFn: ({ signal }) => api.get<string[]>('/api/users/authorities', { signal }),
    staleTime: 5 * 60_000,
  });

export const useAuthorities = () => useQuery(authoritiesQueryOptions());
