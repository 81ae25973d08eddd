import { useQuery } from '@tanstack/react-query';
import type { AlarmAssigneeDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { alarmKeys } from '../../../lib/alarms/alarms-by-device';

/** GET api/alarms/{id}/assignees: the users of the caller's subtree who may see the alarm. */
export const useAlarmAssignees = (id: number) =>
  useQuery({
    queryKey: [...alarmKeys.detail(id), 'assignees'],
    queryFn: ({ signal }): Promise<AlarmAssigneeDto[]> =>
      typedApi.get('/api/alarms/{id}/assignees', { path: { id }, signal, silent: () => true }),
  });
