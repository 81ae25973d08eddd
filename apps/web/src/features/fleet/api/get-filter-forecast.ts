import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterForecastRow } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/**
 * GET api/fleet/filters/devices/{id} (DEVICE_MANAGEMENT read): the device's filter-replacement
 * forecast, for the device detail's Filter card. A 404 (out of reach) is the card's to show.
 */
export const filterForecastQueryOptions = (deviceId: number) =>
  queryOptions({
    queryKey: ['devices', 'filter-forecast', deviceId] as const,
    queryFn: ({ signal }): Promise<FilterForecastRow> =>
      typedApi.get('/api/fleet/filters/devices/{deviceId}', {
        path: { deviceId },
        signal,
        silent: (error) => error.status === 404,
      }),
    staleTime: 60_000,
    retry: false,
  });

export const useFilterForecast = (deviceId: number, enabled = true) =>
  useQuery({ ...filterForecastQueryOptions(deviceId), enabled });
