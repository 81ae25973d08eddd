import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type ComPartnerAddrDto, type ComPartnerDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** An address as the devices screens show it: its id and a readable label. */
export interface AddressOption {
  id: number;
  label: string;
  accountId: number | null;
}

const addressKeys = {
  scope: ['devices', 'addresses', 'scope'] as const,
  ofAccount: (businessId: number) => ['devices', 'addresses', 'account', businessId] as const,
  one: (id: number) => ['devices', 'addresses', 'one', id] as const,
};

/** The partners (street, city) of some addresses: GET api/com-partners?id.in=…, one call. */
async function partnersOf(addresses: ComPartnerAddrDto[], signal?: AbortSignal) {
  const ids = [...new Set(addresses.map((a) => a.partnerId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, ComPartnerDto>();
  const partners: ComPartnerDto[] = await typedApi.get('/api/com-partners', {
    query: { 'id.in': ids.join(','), size: MAX_PAGE_SIZE },
    signal,
  });
  return new Map(partners.map((p) => [p.id, p]));
}

/** "Via Emilia 12, Modena (MO) · Clima Service Emilia" */
function labelled(addresses: ComPartnerAddrDto[], partners: Map<number, ComPartnerDto>): AddressOption[] {
  return addresses.map((a) => {
    const p = a.partnerId === null ? undefined : partners.get(a.partnerId);
    const place = p
      ? [p.address, [p.city, p.province ? `(${p.province})` : ''].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')
      : '';
    const label = [place || `#${a.id}`, a.accountBusinessName].filter(Boolean).join(' · ');
    return { id: a.id, label, accountId: a.accountId };
  });
}

/** GET api/com-partner-addrs?size=10000 (ADDRESS_MANAGEMENT read): every address of the caller's scope. */
export const scopeAddressesQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.scope,
    queryFn: async ({ signal }) => {
      const addresses: ComPartnerAddrDto[] = await typedApi.get('/api/com-partner-addrs', {
        query: { page: 0, size: MAX_PAGE_SIZE, sort: ['id,asc'] },
        signal,
      });
      return labelled(addresses, await partnersOf(addresses, signal));
    },
    staleTime: 60_000,
  });

export const useScopeAddresses = (enabled = true) => useQuery({ ...scopeAddressesQueryOptions(), enabled });

/** GET api/com-partner-addrs/com-partner-account/{businessId}?page=0&size=10000: the addresses of one account. */
export const accountAddressesQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: addressKeys.ofAccount(businessId),
    queryFn: async ({ signal }) => {
      const addresses: ComPartnerAddrDto[] = await typedApi.get(
        '/api/com-partner-addrs/com-partner-account/{id}',
        { path: { id: businessId }, query: { page: 0, size: MAX_PAGE_SIZE }, signal },
      );
      return labelled(addresses, await partnersOf(addresses, signal));
    },
  });

export const useAccountAddresses = (businessId: number | null | undefined, enabled = true) =>
  useQuery({
    ...accountAddressesQueryOptions(businessId ?? 0),
    enabled: enabled && typeof businessId === 'number',
  });

/** GET api/com-partner-addrs/{id}: one address (its account tells whose addresses to offer). */
export const addressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: addressKeys.one(id),
    queryFn: ({ signal }): Promise<ComPartnerAddrDto> =>
      typedApi.get('/api/com-partner-addrs/{id}', {
        path: { id },
        signal,
        silent: (error) => error.status === 404,
      }),
  });

export const useAddress = (id: number | null | undefined, enabled = true) =>
  useQuery({ ...addressQueryOptions(id ?? 0), enabled: enabled && typeof id === 'number' });
