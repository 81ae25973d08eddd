import type { ListParams } from '../../../lib/list-params';

/** Query keys of the generic entities: everything of one entity under ['entities', name]. */
export const entityKeys = {
  all: (entity: string) => ['entities', entity] as const,
  list: (entity: string, params: ListParams) => ['entities', entity, 'list', params] as const,
  detail: (entity: string, id: number) => ['entities', entity, 'detail', id] as const,
  /** Select options of a relation target (an entity name or 'user'). */
  options: (target: string) => ['relation-options', target] as const,
};
