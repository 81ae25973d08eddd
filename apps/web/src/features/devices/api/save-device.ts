import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceDto, EntityBody } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { deviceKeys } from '../../../lib/devices/device-query-keys';

/**
 * POST api/devices (create) or PUT api/devices/{id} (update). A 400 naming fields (validation, or
 * an owner, address or seller outside the caller's scope) is shown on the fields: no toast for it.
 */
export const saveDevice = (body: EntityBody): Promise<DeviceDto> => {
  const silent = (error: { status: number }) => error.status === 400;
  return typeof body.id === 'number'
    ? typedApi.put('/api/devices/{id}', { path: { id: body.id }, body, silent })
    : typedApi.post('/api/devices', { body, silent });
};

export function useSaveDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDevice,
    onSuccess: (saved) => {
      client.setQueryData(deviceKeys.detail(saved.id), saved);
      return client.invalidateQueries({ queryKey: deviceKeys.lists });
    },
  });
}
