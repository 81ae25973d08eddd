import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityDescriptor, EntityDto } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-query-keys';

/** GET api/{apiPath}/{id}. A 404 is shown by the page itself (no toast). */
export const getEntity = (d: EntityDescriptor, id: number, signal?: AbortSignal) =>
  api.get<EntityDto>(`/api/${d.apiPath}/${id}`, { signal, silent: (error) => error.status === 404 });

export const entityQueryOptions = (d: EntityDescriptor, id: number) =>
  queryOptions({
    queryKey: entityKeys.detail(d.name, id),
    queryFn: ({ signal }) => getEntity(d, id, signal),
  });

export const useEntity = (d: EntityDescriptor, id: number, enabled = true) =>
  useQuery({ ...entityQueryOptions(d, id), enabled });
