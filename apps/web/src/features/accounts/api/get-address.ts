import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComPartnerAddrDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/** GET api/com-partner-addrs/{id}: one address. */
export const getAddress = (id: number, signal?: AbortSignal): Promise<ComPartnerAddrDto> =>
  typedApi.get('/api/com-partner-addrs/{id}', { path: { id }, signal });

export const addressQueryOptions = (id: number) =>
  queryOptions({ queryKey: accountKeys.address(id), queryFn: ({ signal }) => getAddress(id, signal) });

export const useAddress = (id: number | undefined, enabled = true) =>
  useQuery({ ...addressQueryOptions(id ?? 0), enabled: enabled && id !== undefined });
