import { useLocation, useNavigate } from 'react-router';

/**
 * Page and sort of a list as they live in the address bar (docs/product.md#lists-paging-and-sorting): `?page=2&sort=name,desc`,
 * page 1-based. The calls send page - 1 (docs/product.md#lists-paging-and-sorting).
 */
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  property: string;
  direction: SortDirection;
}

export interface ListParams {
  /** 1-based. */
  page: number;
  sort: SortState | null;
}

const SORT = /^([A-Za-z_][\w]*),(asc|desc)$/;

export function parseSort(value: string | null): SortState | null {
  const match = value ? SORT.exec(value) : null;
  return match ? { property: match[1]!, direction: match[2] as SortDirection } : null;
}

export const formatSort = (sort: SortState) => `${sort.property},${sort.direction}`;

export function parseListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: parseSort(search.get('sort')),
  };
}

/** The query string of a list state ('' when there is nothing to keep); unpaginated lists keep only the sort. */
export function listSearch(params: ListParams, paginated: boolean): string {
  const search = new URLSearchParams();
  if (paginated) search.set('page', String(params.page));
  if (params.sort) search.set('sort', formatSort(params.sort));
  const text = search.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** A click on a column header: the same column flips its direction, another one starts ascending. */
export function toggleSort(current: SortState | null, property: string): SortState {
  if (current?.property === property) {
    return { property, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { property, direction: 'asc' };
}

/** The sort sent to the API: the chosen one, then id as a tie-breaker so pages never overlap. */
export function apiSort(sort: SortState | null): string[] {
  if (!sort) return [];
  return sort.property === 'id' ? [formatSort(sort)] : [formatSort(sort), 'id,asc'];
}

export interface UseListParams extends ListParams {
  /** The normalised query string of the current state ('?page=1&sort=id,asc'). */
  search: string;
  /** The normalised query string differs from the address bar: replace it (defaults filled in). */
  needsNormalising: boolean;
  setPage(page: number): void;
  setSort(property: string): void;
}

/**
 * Page and sort of a list, read from and written to the address bar. Paginated lists default to
 * page 1 and `defaultSort`; a new sort goes back to page 1.
 */
export function useListParams({
  paginated,
  defaultSort,
}: {
  paginated: boolean;
  defaultSort: SortState | null;
}): UseListParams {
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = parseListParams(new URLSearchParams(location.search));
  const params: ListParams = { page: paginated ? parsed.page : 1, sort: parsed.sort ?? defaultSort };
  const search = listSearch(params, paginated);
  const needsNormalising = location.search.replace(/%2C/gi, ',') !== search;
  // The search is written as is (a readable `sort=name,asc`, not `sort=name%2Casc`).
  const go = (next: ListParams) =>
    navigate({ pathname: location.pathname, search: listSearch(next, paginated) });
  return {
    ...params,
    search,
    needsNormalising,
    setPage: (page) => go({ ...params, page }),
    setSort: (property) => go({ page: 1, sort: toggleSort(params.sort, property) }),
  };
}
