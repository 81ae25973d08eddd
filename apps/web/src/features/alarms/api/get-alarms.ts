import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type AlarmDto } from '@app/contracts';
import { request } from '../../../lib/api-client';
import { typedApi } from '../../../lib/typed-api';
import { alarmKeys } from '../../../lib/alarms/alarms-by-device';
import { alarmApiQuery, type AlarmListQuery } from '../utils/alarm-list-query';

export interface AlarmPage {
  rows: AlarmDto[];
  /** x-total-count */
  total: number;
}

/** GET api/alarms?state&severity&kind&addressId&ruleId&deviceId&mine&acknowledged&page&size (DEVICE_MANAGEMENT read). */
export function getAlarms(query: AlarmListQuery, signal?: AbortSignal): Promise<AlarmPage> {
  return typedApi.page('/api/alarms', { query: alarmApiQuery(query, { size: DEFAULT_PAGE_SIZE }), signal });
}

export const alarmsQueryOptions = (query: AlarmListQuery) =>
  queryOptions({
    queryKey: alarmKeys.list(JSON.stringify(query)),
    queryFn: ({ signal }) => getAlarms(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAlarms = (query: AlarmListQuery, enabled = true) =>
  useQuery({ ...alarmsQueryOptions(query), enabled });

/** GET api/alarms.csv with the list's filters (every alarm of them): the file's text. */
export async function getAlarmsCsv(query: AlarmListQuery): Promise<string> {
  const response = await request<string>('/api/alarms.csv', {
    query: alarmApiQuery(query),
    headers: { Accept: 'text/csv' },
  });
  return typeof response.data === 'string' ? response.data : '';
}
