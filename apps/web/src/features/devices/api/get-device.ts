import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { deviceKeys } from '../../../lib/devices/device-query-keys';

/** GET api/devices/{id}: one device of the caller's scope (404 outside it). */
export const getDevice = (id: number, signal?: AbortSignal): Promise<DeviceDto> =>
  typedApi.get('/api/devices/{id}', { path: { id }, signal, silent: (error) => error.status === 404 });

// A 404 (missing, or outside the caller's reach) is an answer ('Unknown device'), not a fault to retry.
export const deviceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: deviceKeys.detail(id),
    queryFn: ({ signal }) => getDevice(id, signal),
    retry: false,
  });

export const useDevice = (id: number | undefined, enabled = true) =>
  useQuery({ ...deviceQueryOptions(id ?? 0), enabled: enabled && id !== undefined });
