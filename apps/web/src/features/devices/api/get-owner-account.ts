import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/**
 * GET api/accounts/{id}: the device's owner account (its business data gives its addresses). Needs
 * read on the management service of the owner's type: the caller checks that before asking.
 */
export const ownerAccountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['devices', 'owner', id] as const,
    queryFn: ({ signal }): Promise<AccountDto> =>
      typedApi.get('/api/accounts/{id}', { path: { id }, signal, silent: (error) => error.status === 404 }),
  });

export const useOwnerAccount = (id: number | undefined, enabled = true) =>
  useQuery({ ...ownerAccountQueryOptions(id ?? 0), enabled: enabled && id !== undefined });
