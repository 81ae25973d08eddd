import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntityBody, EntityDescriptor, EntityDto } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-query-keys';

/** POST api/{apiPath} (201, body without id); the list and the selects pointing here refetch. */
export const createEntity = (d: EntityDescriptor, body: EntityBody) =>
  api.post<EntityDto>(`/api/${d.apiPath}`, body);

export function useCreateEntity(d: EntityDescriptor) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EntityBody) => createEntity(d, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: entityKeys.all(d.name) }),
        client.invalidateQueries({ queryKey: entityKeys.options(d.name) }),
      ]),
  });
}
