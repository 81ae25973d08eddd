import { entityByName } from '@app/contracts';
import type { Caller, SuperUserOnly } from '../access/caller';
import type { EntityAccess } from '../access/entity-access';
import type { Condition } from './entity.repository';
import type { EntityList } from './entity-crud.service';
import type { EntityService, ListResult } from './entity.service';
import { ScopedListRepository, type ScopedListName } from './scoped-list.repository';

export type { ScopedListName } from './scoped-list.repository';

/** Which entity each filtered list reads, and whether it is paged (else every match, up to 10,000). */
export const SCOPED_LISTS: Record<ScopedListName, { entity: string; paged: boolean }> = {
  devicesAtAddress: { entity: 'device', paged: false },
  addressesOfAccount: { entity: 'com-partner-addr', paged: true },
  devicesOfOwner: { entity: 'device', paged: true },
};

/** The filtered lists: the generic list of the entity, its rules and scope, with the list's condition. */
export class ScopedListService {
  private readonly repository = new ScopedListRepository();

  constructor(
    private readonly service: (name: string) => EntityService,
    private readonly access: EntityAccess,
  ) {}

  /**
   * The list for a caller: what it may read of the entity (the generic endpoint's scope), then the
   * list's condition. The rows are the entity's DTOs, as its CRUD list answers them.
   */
  async listFor(
    caller: Caller | SuperUserOnly,
    name: ScopedListName,
    value: unknown,
    query: Record<string, unknown>,
  ): Promise<EntityList> {
    const d = entityByName(SCOPED_LISTS[name].entity)!;
    const { scope } = await this.access.resolve(caller, d, 'read');
    return (await this.list(name, value, query, scope)) as EntityList;
  }

  /** What the columns of a listed entity hold, by DTO property: the path parameters are bounded by them. */
  bounds(entity: string) {
    return this.service(entity).bounds;
  }

  /** `value`: the list's path parameter; `scope`: what the caller may read of the entity. */
  list(
    name: ScopedListName,
    value: unknown,
    query: Record<string, unknown>,
    scope?: Condition,
  ): Promise<ListResult> {
    const { entity, paged } = SCOPED_LISTS[name];
    return this.service(entity).list(
      paged ? query : { size: '10000', ...query },
      this.repository.condition(name, value, scope),
    );
  }
}
