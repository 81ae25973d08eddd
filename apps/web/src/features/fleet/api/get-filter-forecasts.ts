import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type FilterDueWindow,
  type FilterForecastRow,
  type FilterSite,
} from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** Query keys of the filter pages: everything under ['fleet', 'filters']. */
export const filterKeys = {
  all: ['fleet', 'filters'] as const,
  list: (query: string) => ['fleet', 'filters', 'list', query] as const,
  sites: ['fleet', 'filters', 'sites'] as const,
};

/** The due list's query: the window, an optional site, the page (1-based). */
export interface FilterDueListQuery {
  within: FilterDueWindow;
  addressId?: number;
  page: number;
}

export interface FilterDuePage {
  rows: FilterForecastRow[];
  /** x-total-count */
  total: number;
}

/**
 * GET api/fleet/filters?within&addressId&page&size (DEVICE_MANAGEMENT read): the caller's devices
 * with their filter forecast, overdue first. Page 1-based here, page - 1 on the wire.
 */
export function getFilterForecasts(
  query: FilterDueListQuery,
  size = DEFAULT_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<FilterDuePage> {
  return typedApi.page('/api/fleet/filters', {
    query: { within: query.within, addressId: query.addressId, page: query.page - 1, size },
    signal,
  });
}

/** Every row of the query, page after page of up to 10,000 (the CSV). */
export async function getAllFilterForecasts(
  query: Omit<FilterDueListQuery, 'page'>,
  signal?: AbortSignal,
): Promise<FilterForecastRow[]> {
  const rows: FilterForecastRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await getFilterForecasts({ ...query, page }, MAX_PAGE_SIZE, signal);
    rows.push(...answer.rows);
    if (answer.rows.length < MAX_PAGE_SIZE || rows.length >= answer.total) return rows;
  }
}

export const filterForecastsQueryOptions = (query: FilterDueListQuery) =>
  queryOptions({
    queryKey: filterKeys.list(JSON.stringify(query)),
    queryFn: ({ signal }) => getFilterForecasts(query, DEFAULT_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

export const useFilterForecasts = (query: FilterDueListQuery, enabled = true) =>
  useQuery({ ...filterForecastsQueryOptions(query), enabled });

/** GET api/fleet/filters/sites: the sites of the caller's devices, for the site filter. */
export const filterSitesQueryOptions = () =>
  queryOptions({
    queryKey: filterKeys.sites,
    queryFn: ({ signal }): Promise<FilterSite[]> => typedApi.get('/api/fleet/filters/sites', { signal }),
    staleTime: 60_000,
  });

export const useFilterSites = (enabled = true) => useQuery({ ...filterSitesQueryOptions(), enabled });
