import { queryOptions, useQuery } from '@tanstack/react-query';
import { typedApi } from '../../../lib/typed-api';

/**
 * GET api/activate?key=. A query (not a mutation) so that the key is sent once even when the page
 * renders twice; a 400 (unknown, expired or used key) is shown by the page.
 */
export const activateAccountQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['activate', key],
    queryFn: ({ signal }) =>
      typedApi
        .get('/api/activate', { query: { key }, signal, silent: (error) => error.status === 400 })
        .then(() => true),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useActivateAccount = (key: string | undefined) =>
  useQuery({ ...activateAccountQueryOptions(key ?? ''), enabled: !!key });
