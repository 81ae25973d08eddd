import type { EntityBody, EntityDescriptor, EntityDto } from '@app/contracts';
import type { Caller, SuperUserOnly } from '../access/caller';
import type { EntityAccess } from '../access/entity-access';
import type { EntityService, ListResult } from './entity.service';

/** A list of the descriptor's DTOs with what its headers need. */
export type EntityList = Omit<ListResult, 'items'> & { items: EntityDto[] };

/**
 * The five CRUD operations of one descriptor for a caller: the caller's access to the operation
 * (scope, relation scopes, assigned owner) resolved once, then the generic service. The rows are
 * the descriptor's DTOs: the service selects them by the same descriptor the response schema reads.
 */
export class EntityCrudService {
  constructor(
    private readonly d: EntityDescriptor,
    private readonly service: EntityService,
    private readonly access: EntityAccess,
  ) {}

  get bounds() {
    return this.service.bounds;
  }

  async list(caller: Caller | SuperUserOnly, query: Record<string, unknown>): Promise<EntityList> {
    const { scope } = await this.access.resolve(caller, this.d, 'read');
    return (await this.service.list(query, scope)) as EntityList;
  }

  async get(caller: Caller | SuperUserOnly, id: number): Promise<EntityDto> {
    const { scope } = await this.access.resolve(caller, this.d, 'read');
    return (await this.service.get(id, scope)) as EntityDto;
  }

  async create(caller: Caller | SuperUserOnly, body: EntityBody): Promise<EntityDto> {
    const grant = await this.access.resolve(caller, this.d, 'create', body);
    return (await this.service.create(body, grant.relationScopes, grant.assigned)) as EntityDto;
  }

  async update(caller: Caller | SuperUserOnly, id: number, body: EntityBody): Promise<EntityDto> {
    const grant = await this.access.resolve(caller, this.d, 'update', body);
    return (await this.service.update(id, body, grant.scope, grant.relationScopes)) as EntityDto;
  }

  async delete(caller: Caller | SuperUserOnly, id: number): Promise<void> {
    const { scope } = await this.access.resolve(caller, this.d, 'delete');
    await this.service.delete(id, scope);
  }
}
