import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';

/** GET api/devices/addr/id/{addressId}: the devices at an address. */
export const getAddressDevices = (addressId: number, signal?: AbortSignal): Promise<DeviceDto[]> =>
  typedApi.get('/api/devices/addr/id/{id}', { path: { id: addressId }, signal });

export const addressDevicesQueryOptions = (addressId: number) =>
  queryOptions({
    queryKey: accountKeys.addressDevices(addressId),
    queryFn: ({ signal }) => getAddressDevices(addressId, signal),
  });

export const useAddressDevices = (addressId: number | undefined, enabled = true) =>
  useQuery({ ...addressDevicesQueryOptions(addressId ?? 0), enabled: enabled && addressId !== undefined });
