import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IotQuotaList } from '@app/contracts';
import { callOperation } from '../../../lib/typed-api';
import { formatSort, type SortState } from '../../../lib/list-params';

export interface IotQuotaQuery {
  /** 1-based. */
  page: number;
  size: number;
  sort: SortState;
}

/** GET api/admin/iot-quota?page&size&sort: the accounts with IoT requests this month by projected use; the total from x-total-count. */
export async function getIotQuota(
  query: IotQuotaQuery,
  signal?: AbortSignal,
): Promise<IotQuotaList & { total: number }> {
  const res = await callOperation('get', '/api/admin/iot-quota', {
    signal,
    query: { page: query.page - 1, size: query.size, sort: formatSort(query.sort) },
  });
  return { ...res.data, total: Number(res.headers.get('x-total-count') ?? res.data.rows.length) };
}

export const iotQuotaQueryOptions = (query: IotQuotaQuery) =>
  queryOptions({
    queryKey: ['admin', 'iot-quota', query],
    queryFn: ({ signal }) => getIotQuota(query, signal),
    placeholderData: keepPreviousData,
  });

export const useIotQuota = (query: IotQuotaQuery) => useQuery(iotQuotaQueryOptions(query));
