import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterForecastRow } from '@app/contracts';
import { api } from '../../../lib/api-client';

/**
 * GET api/fleet/filters/devices/{id} (DEVICE_MANAGEMENT read): the device's filter-replacement
 * forecast, for the device detail's Filter card. A 404 (out of reach) is the card's to show.
 */
export const filterForecastQueryOptions = (deviceId: number) =>
  queryOptions({
    queryKey: ['devices', 'filter-forecast', deviceId] as const,
    queryFn: ({ signal }) =>
      api.get<FilterForecastRow>(`/api/fleet/filters/devices/${deviceId}`, {
        signal,
        silent: (error) => error.status === 404,
      }),
    staleTime: 60_000,
    retry: false,
  });

export const useFilterForecast = (deviceId: number, enabled = true) =>
  useQuery({ ...filterForecastQueryOptions(deviceId), enabled });
