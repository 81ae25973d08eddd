import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEventDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { formatSort, type SortState } from '../../../lib/list-params';

export interface AuditsQuery {
  /** 1-based, as in the address bar. */
  page: number;
  size: number;
  sort: SortState | null;
  fromDate: string;
  toDate: string;
}

/** GET management/audits?page&size&sort&fromDate&toDate; the total comes from x-total-count. */
export function getAudits(
  query: AuditsQuery,
  signal?: AbortSignal,
): Promise<{ rows: AuditEventDto[]; total: number }> {
  return typedApi.page('/management/audits', {
    signal,
    query: {
      page: query.page - 1,
      size: query.size,
      sort: query.sort ? formatSort(query.sort) : undefined,
      fromDate: query.fromDate,
      toDate: query.toDate,
    },
  });
}

export const auditsQueryOptions = (query: AuditsQuery) =>
  queryOptions({
    queryKey: ['admin', 'audits', query],
    queryFn: ({ signal }) => getAudits(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAudits = (query: AuditsQuery) => useQuery(auditsQueryOptions(query));
