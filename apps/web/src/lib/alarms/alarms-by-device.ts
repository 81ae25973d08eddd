import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AlarmBadgeDto } from '@app/contracts';
import { typedApi } from '../typed-api';
import { paths } from '../../config/paths';

/**
 * The active alarms of the devices on one page of a list (GET api/alarms/by-device?deviceIds=1,2):
 * how many and the worst severity. The device lists and the dashboard show them as a badge beside
 * the status, one call per page.
 */
export type AlarmDeviceSummary = AlarmBadgeDto;

/** How many device ids one GET api/alarms/by-device takes (alarmsByDeviceQuerySchema). */
const BY_DEVICE_MAX_IDS = 500;

/** Query keys of the alarm screens: every key starts with 'alarms', so an action refreshes them all. */
export const alarmKeys = {
  all: ['alarms'] as const,
  list: (query: string) => ['alarms', 'list', query] as const,
  detail: (id: number) => ['alarms', 'detail', id] as const,
  counts: ['alarms', 'counts'] as const,
  byDevice: (ids: readonly number[]) => ['alarms', 'by-device', ids.join(',')] as const,
};

/**
 * One call for the page's devices. The badge is extra information beside the status: its failure
 * (or a refusal) is no error the user must see, and must not sign him out — the call handles it.
 */
export const alarmsByDeviceQueryOptions = (deviceIds: readonly number[]) =>
  queryOptions({
    queryKey: alarmKeys.byDevice(deviceIds),
    queryFn: async ({ signal }) => {
      // The server takes up to 500 ids a call: a longer page (rare) asks in parts.
      const parts: number[][] = [];
      for (let i = 0; i < deviceIds.length; i += BY_DEVICE_MAX_IDS)
        parts.push(deviceIds.slice(i, i + BY_DEVICE_MAX_IDS));
      const answers = await Promise.all(
        parts.map((ids): Promise<AlarmDeviceSummary[]> =>
          typedApi.get('/api/alarms/by-device', {
            query: { deviceIds: ids.join(',') },
            signal,
            globalHandling: false,
          }),
        ),
      );
      return new Map(
        answers.flatMap((rows) => (Array.isArray(rows) ? rows : [])).map((row) => [row.deviceId, row]),
      );
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** The active alarms of the given devices by device id (empty while unknown, or when `enabled` is false). */
export function useAlarmsByDevice(
  deviceIds: readonly number[],
  enabled = true,
): ReadonlyMap<number, AlarmDeviceSummary> {
  const ids = [...new Set(deviceIds)].sort((a, b) => a - b);
  const query = useQuery({ ...alarmsByDeviceQueryOptions(ids), enabled: enabled && ids.length > 0 });
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<number, AlarmDeviceSummary> = new Map();

/** The alarm list filtered by one device (its active alarms). */
export const deviceAlarmsHref = (deviceId: number) =>
  `${paths.alarms.list.getHref()}?${new URLSearchParams({ deviceId: String(deviceId) }).toString()}`;
