import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IotUsageReport } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { formatSort, type SortState } from '../../../lib/list-params';

export interface IotUsageQuery {
  month: string;
  /** 1-based, as in the address bar. */
  page: number;
  size: number;
  sort: SortState | null;
}

/** GET api/admin/iot-usage?month&page&size&sort */
export const iotUsageQueryOptions = (query: IotUsageQuery) =>
  queryOptions({
    queryKey: ['admin', 'iot-usage', query],
    queryFn: ({ signal }): Promise<IotUsageReport> =>
      typedApi.get('/api/admin/iot-usage', {
        signal,
        query: {
          month: query.month,
          page: query.page - 1,
          size: query.size,
          sort: query.sort ? formatSort(query.sort) : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useIotUsage = (query: IotUsageQuery) => useQuery(iotUsageQueryOptions(query));
