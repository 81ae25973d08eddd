import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardDevice } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { warmStoredTabs } from '../utils/dashboard-model';
import { deviceKeys } from '../../../lib/devices/device-query-keys';

/**
 * GET api/dashboard/devices: every device of the caller's scope in one answer, sorted by id, with its
 * owner, address, model, what the caller may open and the latest stored status (docs/product.md#dashboard).
 * Needs DEVICE_MANAGEMENT read: the page asks only when the caller has it.
 */
export const getDashboardDevices = (signal?: AbortSignal): Promise<DashboardDevice[]> =>
  typedApi.get('/api/dashboard/devices', { signal });

export const dashboardDevicesQueryOptions = () =>
  queryOptions({
    queryKey: deviceKeys.dashboard,
    queryFn: async ({ signal }) => {
      const devices = await getDashboardDevices(signal);
      // The stored statuses' tabs in slices, after the answer's parsing and before the first render.
      await warmStoredTabs(devices);
      return devices;
    },
    // One answer for the whole fleet (thousands of rows): read again only when the page asks.
    staleTime: 60_000,
  });

export const useDashboardDevices = (enabled = true) =>
  useQuery({ ...dashboardDevicesQueryOptions(), enabled });
