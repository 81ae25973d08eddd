import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeviceDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { scheduledExportKeys } from './scheduled-exports';

/** A device as the picker shows it. */
export interface DeviceChoice {
  id: number;
  name: string;
}

const SEARCH_SIZE = 10;
const choice = (device: DeviceDto): DeviceChoice => ({ id: device.id, name: device.name ?? `#${device.id}` });

/** GET api/devices?name.contains: the first devices of the caller's scope whose name holds the text. */
export const useDeviceSearch = (text: string) =>
  useQuery({
    queryKey: [...scheduledExportKeys.all, 'device-search', text],
    queryFn: async ({ signal }) =>
      (
        await typedApi.get('/api/devices', {
          query: { 'name.contains': text, page: 0, size: SEARCH_SIZE, sort: ['name,asc', 'id,asc'] },
          signal,
        })
      ).map(choice),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });

/** GET api/devices?id.in: the names of devices already chosen (a schedule stores ids only). */
export const useDeviceNames = (ids: readonly number[]) =>
  useQuery({
    queryKey: [...scheduledExportKeys.all, 'device-names', [...ids].sort((a, b) => a - b).join(',')],
    queryFn: async ({ signal }) =>
      new Map(
        (
          await typedApi.get('/api/devices', {
            query: { 'id.in': ids.join(','), page: 0, size: ids.length },
            signal,
          })
        ).map((d) => [d.id, choice(d).name]),
      ),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
