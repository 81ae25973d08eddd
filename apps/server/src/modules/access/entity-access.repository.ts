import { eq, type SQL } from 'drizzle-orm';
import type { CrudOperation, ServiceCode } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { comPartnerAddrServiceUsers, tabServices, tabServiceUserPermissions } from '../../db/schema';
import { ENTITY_POLICIES } from './entity-policies-sql';

/** A condition on an entity's table, built here and applied by the entity repository (opaque above it). */
export type ScopeCondition = SQL;

export interface EntityScopes {
  /** Condition on the entity's table; undefined = every row. */
  scope?: ScopeCondition;
  relationScopes: Record<string, ScopeCondition>;
}

/** What the generic entity access decision reads: policy scopes as SQL, stored permission records, services. */
export class EntityAccessRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Whether the entity's policy limits rows (scope) at all. */
  isScoped(entityName: string): boolean {
    return ENTITY_POLICIES[entityName]?.scope !== undefined;
  }

  /** The rows of the entity a caller (account `root`, user `me`) reaches for `op`, and what a written record may point at. */
  scopes(entityName: string, root: number, me: number, op: CrudOperation): EntityScopes {
    const policy = ENTITY_POLICIES[entityName];
    return {
      scope: policy?.scope?.(root, me, op),
      relationScopes: policy?.relationScopes?.(root, me) ?? {},
    };
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
