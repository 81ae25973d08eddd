import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlarmDetailDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { alarmKeys } from '../../../lib/alarms/alarms-by-device';

/** GET api/alarms/{id}: the alarm and its timeline (a 404 is said by the page, not in a toast). */
export const alarmQueryOptions = (id: number) =>
  queryOptions({
    queryKey: alarmKeys.detail(id),
    queryFn: ({ signal }): Promise<AlarmDetailDto> =>
      typedApi.get('/api/alarms/{id}', { path: { id }, signal, silent: (error) => error.status === 404 }),
  });

export const useAlarm = (id: number, enabled = true) => useQuery({ ...alarmQueryOptions(id), enabled });
