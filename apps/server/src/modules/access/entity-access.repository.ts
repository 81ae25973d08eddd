import { eq, type SQL } from 'drizzle-orm';
import type { CrudOperation, ServiceCode } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { comPartnerAddrServiceUsers, tabServices, tabServiceUserPermissions } from '../../db/schema';
import { shapes, slot, type Condition } from './condition-sql';
import { ENTITY_POLICIES } from './entity-policies-sql';

/** A condition on an entity's table, built here and applied by the entity repository (opaque above it). */
export type ScopeCondition = Condition;

export interface EntityScopes {
  /** Condition on the entity's table; undefined = every row. */
  scope?: ScopeCondition;
  relationScopes: Record<string, ScopeCondition>;
}

const OPERATIONS: readonly CrudOperation[] = ['create', 'read', 'update', 'delete'];

/** Each policy's scope per operation, with the caller's account and user as placeholders: built once. */
const scopeSql = shapes((shape) => {
  const [entity, op] = shape.split(':') as [string, CrudOperation];
  if (!OPERATIONS.includes(op)) throw new Error(`scope shape ${shape}: no such operation`);
  return ENTITY_POLICIES[entity]?.scope?.(slot('root'), slot('me'), op);
});
const relationSql = new Map<string, Record<string, SQL>>();
const relationScopesSql = (entity: string): Record<string, SQL> => {
  let built = relationSql.get(entity);
  if (!built)
    relationSql.set(
      entity,
      (built = ENTITY_POLICIES[entity]?.relationScopes?.(slot('root'), slot('me')) ?? {}),
    );
  return built;
};

/** What the generic entity access decision reads: policy scopes as SQL, stored permission records, services. */
export class EntityAccessRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Whether the entity's policy limits rows (scope) at all. */
  isScoped(entityName: string): boolean {
    return ENTITY_POLICIES[entityName]?.scope !== undefined;
  }

  /** The rows of the entity a caller (account `root`, user `me`) reaches for `op`, and what a written record may point at. */
  scopes(entityName: string, root: number, me: number, op: CrudOperation): EntityScopes {
    const values = { root, me };
    const shape = `${entityName}:${op}`;
    const scope = scopeSql(shape);
    const relationScopes: Record<string, ScopeCondition> = {};
    for (const [relation, sql] of Object.entries(relationScopesSql(entityName)))
      relationScopes[relation] = { shape: `${entityName}.${relation}`, sql, values };
    return { scope: scope && { shape, sql: scope, values }, relationScopes };
  }

  /** The stored permission record (service or address level) a write changes; {} when there is none. */
  async storedFlags(entityName: string, id: number): Promise<Record<string, unknown>> {
    const table =
      entityName === 'com-partner-addr-service-user' ? comPartnerAddrServiceUsers : tabServiceUserPermissions;
    const [row] = await this.db.select().from(table).where(eq(table.id, id));
    return (row ?? {}) as Record<string, unknown>;
  }

  async serviceCode(id: number): Promise<ServiceCode | undefined> {
    const [row] = await this.db
      .select({ code: tabServices.code })
      .from(tabServices)
      .where(eq(tabServices.id, id));
    return row?.code as ServiceCode | undefined;
  }
}
