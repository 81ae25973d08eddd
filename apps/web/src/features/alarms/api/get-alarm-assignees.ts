import { useQuery } from '@tanstack/react-query';
import type { AlarmAssigneeDto } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { alarmKeys } from '../../../lib/alarms/alarms-by-device';

/** GET api/alarms/{id}/assignees: the users of the caller's subtree who may see the alarm. */
export const useAlarmAssignees = (id: number) =>
  useQuery({
    queryKey: [...alarmKeys.detail(id), 'assignees'],
    queryFn: ({ signal }) =>
      api.get<AlarmAssigneeDto[]>(`/api/alarms/${id}/assignees`, { signal, silent: () => true }),
  });
