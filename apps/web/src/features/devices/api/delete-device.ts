import { useMutation, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '../../../lib/typed-api';
import { deviceKeys } from '../../../lib/devices/device-query-keys';

/** DELETE api/devices/{id} (needs DEVICE_MANAGEMENT delete). */
export const deleteDevice = (id: number): Promise<void> =>
  typedApi.delete('/api/devices/{id}', { path: { id } });

export function useDeleteDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: deviceKeys.detail(id) });
      return client.invalidateQueries({ queryKey: deviceKeys.lists });
    },
  });
}
