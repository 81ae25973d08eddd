import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimerCategory } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { deviceKeys } from '../../../lib/devices/device-query-keys';

/** GET /api/devicesIot/{uid}/timers: the device's timers by category (a failure is shown by the caller). */
export const getDeviceTimers = (uid: string, signal?: AbortSignal): Promise<TimerCategory[]> =>
  typedApi.get('/api/devicesIot/{uid}/timers', { path: { uid }, signal, silent: true });

export const deviceTimersQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: deviceKeys.timers(uid),
    queryFn: ({ signal }) => getDeviceTimers(uid, signal),
    retry: false,
  });

export const useDeviceTimers = (uid: string, enabled = true) =>
  useQuery({ ...deviceTimersQueryOptions(uid), enabled: enabled && uid !== '' });
