import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntityDescriptor } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-query-keys';

/** DELETE api/{apiPath}/{id} (204): the record is forgotten and the list refetches. */
export const deleteEntity = (d: EntityDescriptor, id: number) => api.delete(`/api/${d.apiPath}/${id}`);

export function useDeleteEntity(d: EntityDescriptor) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEntity(d, id),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: entityKeys.detail(d.name, id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: entityKeys.all(d.name) }),
        client.invalidateQueries({ queryKey: entityKeys.options(d.name) }),
      ]);
    },
  });
}
