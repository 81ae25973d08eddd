import { FILTER_DUE_WINDOWS, type FilterDueWindow } from '@app/contracts';

/** The list's query as the address bar keeps it: ?within=7|30|all&addressId=&page= (defaults 30, all sites, 1). */
export function readFiltersQuery(search: URLSearchParams) {
  const within = search.get('within');
  const addressId = Number(search.get('addressId'));
  const page = Number(search.get('page'));
  return {
    within: (FILTER_DUE_WINDOWS as readonly string[]).includes(within ?? '')
      ? (within as FilterDueWindow)
      : '30',
    addressId: Number.isInteger(addressId) && addressId > 0 ? addressId : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of a due list query: only what differs from the defaults. */
export function filtersQuerySearch(query: ReturnType<typeof readFiltersQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.within !== '30') params.set('within', query.within);
  if (query.addressId !== undefined) params.set('addressId', String(query.addressId));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
