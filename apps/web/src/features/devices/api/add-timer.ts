import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  freeTimerGroup,
  timersForPlan,
  type AddTimerAnswer,
  type DeviceTimer,
  type TimerCategory,
  type TimerPlan,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { typedApi } from '../../../lib/typed-api';
import { failureText } from '../../../lib/api-error-notifier';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deleteTimers } from './delete-timers';
import { deviceKeys } from '../../../lib/devices/device-query-keys';

/** POST /api/devicesIot/{uid}/timers: one timer (one group of instructions) per call. */
export const addTimer = (uid: string, timer: DeviceTimer): Promise<AddTimerAnswer> =>
  typedApi.post('/api/devicesIot/{uid}/timers', { path: { uid }, body: timer, silent: true });

/**
 * Writes a validated plan on one device: its old timers deleted first when asked, then each timer
 * of the plan in the free group (docs/product.md#timers), one call at a time.
 */
export async function writeTimerPlan(uid: string, plan: TimerPlan, existing: readonly TimerCategory[]) {
  if (plan.removeOld) await deleteTimers(uid);
  const group = freeTimerGroup([plan.removeOld ? [] : existing]);
  for (const timer of timersForPlan(plan, group)) await addTimer(uid, timer);
}

/** Adds a plan's timers to one device with the 'actions' toast, then reloads its timers. */
export function useAddTimerPlan(uid: string) {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ plan, existing }: { plan: TimerPlan; existing: readonly TimerCategory[] }) =>
      writeTimerPlan(uid, plan, existing),
    onSuccess: () => notifySuccess(t('deviceManagement.actions.success')),
    onError: (error) => notifyError(failureText(error, t('deviceManagement.actions.fail'))),
    onSettled: () => client.invalidateQueries({ queryKey: deviceKeys.timers(uid) }),
  });
}
