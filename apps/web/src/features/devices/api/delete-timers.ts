import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IotDoneAnswer, TimerScope } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { typedApi } from '../../../lib/typed-api';
import { failureText } from '../../../lib/api-error-notifier';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deviceKeys } from '../../../lib/devices/device-query-keys';

/** DELETE /api/devicesIot/{uid}/timers[/categories/{category}[/groups/{group}]]: all, a category or a group. */
export function deleteTimers(uid: string, scope: TimerScope = {}): Promise<IotDoneAnswer> {
  const { category, group } = scope;
  if (category === undefined)
    return typedApi.delete('/api/devicesIot/{uid}/timers', { path: { uid }, silent: true });
  if (group === undefined)
    return typedApi.delete('/api/devicesIot/{uid}/timers/categories/{category}', {
      path: { uid, category },
      silent: true,
    });
  return typedApi.delete('/api/devicesIot/{uid}/timers/categories/{category}/groups/{group}', {
    path: { uid, category, group },
    silent: true,
  });
}

/** Deletes timers of one device with the 'actions' toast, then reloads its timers. */
export function useDeleteTimers(uid: string) {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (scope: TimerScope) => deleteTimers(uid, scope),
    onSuccess: () => notifySuccess(t('deviceManagement.actions.success')),
    onError: (error) => notifyError(failureText(error, t('deviceManagement.actions.fail'))),
    onSettled: () => client.invalidateQueries({ queryKey: deviceKeys.timers(uid) }),
  });
}
