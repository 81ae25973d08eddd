import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { ComPartnerDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/** GET api/com-partners/{id}: the contact and place of an address. */
export const getPartner = (id: number, signal?: AbortSignal): Promise<ComPartnerDto> =>
  typedApi.get('/api/com-partners/{id}', { path: { id }, signal });

export const partnerQueryOptions = (id: number) =>
  queryOptions({ queryKey: accountKeys.partner(id), queryFn: ({ signal }) => getPartner(id, signal) });

export const usePartner = (id: number | null | undefined, enabled = true) =>
  useQuery({ ...partnerQueryOptions(id ?? 0), enabled: enabled && typeof id === 'number' });

/** The partners of several addresses at once, as a map by partner id (missing while loading). */
export function usePartners(ids: readonly number[], enabled = true): Map<number, ComPartnerDto> {
  return useQueries({
    queries: ids.map((id) => ({ ...partnerQueryOptions(id), enabled })),
    combine: (results) => {
      const byId = new Map<number, ComPartnerDto>();
      for (const r of results) if (r.data) byId.set(r.data.id, r.data);
      return byId;
    },
  });
}
