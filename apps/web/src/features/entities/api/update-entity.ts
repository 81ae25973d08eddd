import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntityBody, EntityDescriptor, EntityDto } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-query-keys';

/** PUT api/{apiPath}/{id} with the same id in the body. */
export const updateEntity = (d: EntityDescriptor, id: number, body: EntityBody) =>
  api.put<EntityDto>(`/api/${d.apiPath}/${id}`, { ...body, id });

export function useUpdateEntity(d: EntityDescriptor) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EntityBody }) => updateEntity(d, id, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: entityKeys.all(d.name) }),
        client.invalidateQueries({ queryKey: entityKeys.options(d.name) }),
      ]),
  });
}
