import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlarmDetailDto } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { alarmKeys } from '../../../lib/alarms/alarms-by-device';

/** GET api/alarms/{id}: the alarm and its timeline (a 404 is said by the page, not in a toast). */
export const alarmQueryOptions = (id: number) =>
  queryOptions({
    queryKey: alarmKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<AlarmDetailDto>(`/api/alarms/${id}`, { signal, silent: (error) => error.status === 404 }),
  });

export const useAlarm = (id: number, enabled = true) => useQuery({ ...alarmQueryOptions(id), enabled });
