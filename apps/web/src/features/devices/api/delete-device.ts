import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deviceKeys } from '../../../lib/devices/device-query-keys';

/** DELETE api/devices/{id} (needs DEVICE_MANAGEMENT delete). */
export const deleteDevice = (id: number) => api.delete(`/api/devices/${id}`);

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
