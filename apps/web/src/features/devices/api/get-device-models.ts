import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceModelDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';

/** GET api/device-models: every model (reference data, readable by any business account; unpaged). */
export const deviceModelsQueryOptions = () =>
  queryOptions({
    queryKey: ['devices', 'models'] as const,
    queryFn: ({ signal }): Promise<DeviceModelDto[]> => typedApi.get('/api/device-models', { signal }),
    staleTime: 10 * 60_000,
  });

export const useDeviceModels = (enabled = true) => useQuery({ ...deviceModelsQueryOptions(), enabled });
