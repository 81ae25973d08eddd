import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataPoint, IotDoneAnswer } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { typedApi } from '../../../lib/typed-api';
import { failureText } from '../../../lib/api-error-notifier';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deviceKeys } from '../../../lib/devices/device-query-keys';

/** docs/product.md#constants-and-formats: the status is asked again this long after a command. */
export const COMMAND_REFRESH_DELAY_MS = 1000;

/** POST /api/devicesIot/{uid}/commands with `[{code, value}]` (the outcome is the 'actions' toast). */
export const sendCommands = (uid: string, commands: DataPoint[]): Promise<IotDoneAnswer> =>
  typedApi.post('/api/devicesIot/{uid}/commands', { path: { uid }, body: commands, silent: true });

/** Sends commands to one device: a success or failure toast, the live status refetched 1 s after a success. */
export function useSendCommands(uid: string) {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (commands: DataPoint[]) => sendCommands(uid, commands),
    onSuccess: () => {
      notifySuccess(t('deviceManagement.actions.success'));
      setTimeout(
        () => void client.invalidateQueries({ queryKey: deviceKeys.statuses }),
        COMMAND_REFRESH_DELAY_MS,
      );
    },
    onError: (error) => notifyError(failureText(error, t('deviceManagement.actions.fail'))),
  });
}
