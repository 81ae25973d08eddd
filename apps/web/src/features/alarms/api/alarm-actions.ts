import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlarmDetailDto } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { alarmKeys } from '../../../lib/alarms/alarms-by-device';

/** What a user may do with an alarm: each is POST api/alarms/{id}/<action> and answers the alarm after it. */
export type AlarmAction =
  | { action: 'acknowledge' }
  | { action: 'assign'; userId: number | null }
  | { action: 'comment'; text: string }
  | { action: 'clear'; note?: string };

function bodyOf(move: AlarmAction): unknown {
  switch (move.action) {
    case 'acknowledge':
      return undefined;
    case 'assign':
      return { userId: move.userId };
    case 'comment':
      return { text: move.text };
    case 'clear':
      return move.note ? { note: move.note } : {};
  }
}

/**
 * POST api/alarms/{id}/acknowledge|assign|comment|clear. The page says every refusal itself (in an
 * alert): a 403 here means "not on this alarm", not a lost session, so it must not sign out.
 */
export const runAlarmAction = (id: number, move: AlarmAction) =>
  api.post<AlarmDetailDto>(`/api/alarms/${id}/${move.action}`, bodyOf(move), { globalHandling: false });

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
