import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlarmDetailDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { alarmKeys } from '../../../lib/alarms/alarms-by-device';

/** What a user may do with an alarm: each is POST api/alarms/{id}/<action> and answers the alarm after it. */
export type AlarmAction =
  | { action: 'acknowledge' }
  | { action: 'assign'; userId: number | null }
  | { action: 'comment'; text: string }
  | { action: 'clear'; note?: string };

/**
 * POST api/alarms/{id}/acknowledge|assign|comment|clear. The page says every refusal itself (in an
 * alert): a 403 here means "not on this alarm", not a lost session, so it must not sign out.
 */
export function runAlarmAction(id: number, move: AlarmAction): Promise<AlarmDetailDto> {
  const call = { path: { id }, globalHandling: false } as const;
  switch (move.action) {
    case 'acknowledge':
      return typedApi.post('/api/alarms/{id}/acknowledge', call);
    case 'assign':
      return typedApi.post('/api/alarms/{id}/assign', { ...call, body: { userId: move.userId } });
    case 'comment':
      return typedApi.post('/api/alarms/{id}/comment', { ...call, body: { text: move.text } });
    case 'clear':
      return typedApi.post('/api/alarms/{id}/clear', { ...call, body: move.note ? { note: move.note } : {} });
  }
}

/** Runs an action, shows the alarm as answered, and reads the lists and counts again. */
export function useAlarmAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: AlarmAction) => runAlarmAction(id, move),
    onSuccess: (alarm) => {
      client.setQueryData(alarmKeys.detail(id), alarm);
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: alarmKeys.all });
    },
  });
}
