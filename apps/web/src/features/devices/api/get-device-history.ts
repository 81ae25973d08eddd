import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryBucket } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { deviceKeys } from '../../../lib/devices/device-query-keys';

const DAY_S = 86_400;

/**
 * The bucket width of a history range (seconds): 7,200 as the spec's client asks, finer for short
 * ranges so a day or a week still draws a line (900 under 3 days, 3,600 under 10 days).
 */
export function historyInterval(start: string, end: string): number {
  const seconds = (Date.parse(end) - Date.parse(start)) / 1000;
  if (seconds < 3 * DAY_S) return 900;
  if (seconds < 10 * DAY_S) return 3_600;
  return 7_200;
}

/**
 * GET api/device-status-logs/uuid/{uid}?start&end&secondsInterval (UTC ISO instants): the device's
 * history, one bucket per interval holding its last status.
 */
export const getDeviceHistory = (
  uid: string,
  start: string,
  end: string,
  secondsInterval: number,
  signal?: AbortSignal,
): Promise<HistoryBucket[]> =>
  typedApi.get('/api/device-status-logs/uuid/{uid}', {
    path: { uid },
    signal,
    query: { start, end, secondsInterval },
  });

export const deviceHistoryQueryOptions = (uid: string, start: string, end: string) => {
  const interval = historyInterval(start, end);
  return queryOptions({
    queryKey: deviceKeys.history(uid, start, end, interval),
    queryFn: ({ signal }) => getDeviceHistory(uid, start, end, interval, signal),
    staleTime: 60_000,
    // The previous range stays drawn while the next one loads.
    placeholderData: keepPreviousData,
  });
};

export const useDeviceHistory = (
  uid: string | null | undefined,
  start: string,
  end: string,
  enabled = true,
) => useQuery({ ...deviceHistoryQueryOptions(uid ?? '', start, end), enabled: enabled && !!uid });
