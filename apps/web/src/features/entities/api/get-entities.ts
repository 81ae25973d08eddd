import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type EntityDescriptor, type EntityDto } from '@app/contracts';
import { request, type QueryValue } from '../../../lib/api-client';
import { apiSort, type ListParams } from '../../../lib/list-params';
import { entityKeys } from './entity-query-keys';

export interface EntityPage {
  rows: EntityDto[];
  /** x-total-count (the row count of an unpaginated list). */
  total: number;
}

/**
 * GET api/{apiPath} (docs/product.md#lists-paging-and-sorting): page (URL page - 1), size and sort are sent only when a sort is
 * given; unpaginated lists send the sort alone. A cacheBuster keeps proxies from answering.
 */
export async function getEntities(
  d: EntityDescriptor,
  params: ListParams,
  options: { signal?: AbortSignal; silentBeyondEnd?: boolean } = {},
): Promise<EntityPage> {
  const query: Record<string, QueryValue | QueryValue[]> = {};
  const sort = apiSort(params.sort);
  if (sort.length > 0) {
    if (d.paginated) {
      query.page = params.page - 1;
      query.size = DEFAULT_PAGE_SIZE;
    }
    query.sort = sort;
  }
  query.cacheBuster = Date.now();
  const response = await request<EntityDto[]>(`/api/${d.apiPath}`, {
    query,
    signal: options.signal,
    // A page past the end (the list shrank, or an old link): the page goes back to page 1 quietly.
    silent: (error) => !!options.silentBeyondEnd && error.status === 400,
  });
  const rows = Array.isArray(response.data) ? response.data : [];
  const header = response.headers.get('x-total-count');
  const total = header === null ? Number.NaN : Number(header);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

export const entityListQueryOptions = (d: EntityDescriptor, params: ListParams) =>
  queryOptions({
    queryKey: entityKeys.list(d.name, params),
    queryFn: ({ signal }) =>
      getEntities(d, params, { signal, silentBeyondEnd: d.paginated && params.page > 1 }),
    placeholderData: keepPreviousData,
  });

export const useEntities = (d: EntityDescriptor, params: ListParams, enabled = true) =>
  useQuery({ ...entityListQueryOptions(d, params), enabled });
