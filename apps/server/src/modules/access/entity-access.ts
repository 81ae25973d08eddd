import type { FastifyContextConfig } from 'fastify';
import {
  ADMIN_AUTHORITIES,
  ungrantableFlags,
  type CrudOperation,
  type EntityDescriptor,
  type ServiceCode,
} from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { SUPER_USER_ONLY, type Caller, type SuperUserOnly } from './caller';
import { EntityAccessRepository, type ScopeCondition } from './entity-access.repository';
import { ENTITY_POLICY_RULES } from './entity-policies';

export interface EntityAccessGrant {
  /** Condition on the entity's table; undefined = every row (super user, reference data). */
  scope?: ScopeCondition;
  relationScopes: Record<string, ScopeCondition | undefined>;
  /** Columns the server sets on create whatever the body says (schema property -> value): the owner. */
  assigned: Record<string, unknown>;
}

/** Decides, per request and operation, what a caller may do with a generic entity (docs/product.md#services-and-permissions, docs/product.md#scope). */
export class EntityAccess {
  private readonly records: EntityAccessRepository;

  constructor(db: AppDatabase) {
    this.records = new EntityAccessRepository(db);
  }

  /**
   * What a generic entity route declares for `op` (the caller plugin enforces it): entities without a
   * policy, and writes to those account users may only read, are for ROLE_ADMIN; the others need a
   * business account and the policy's service permission for the operation.
   */
  static routeNeeds(d: EntityDescriptor, op: CrudOperation): FastifyContextConfig {
    const policy = ENTITY_POLICY_RULES[d.name];
    // The super user needs nothing loaded from the database for these (no scope, no owner column).
    if (!policy || (op !== 'read' && policy.readOnly)) return { access: ADMIN_AUTHORITIES };
    return policy.service ? { permission: { service: policy.service, op } } : { access: 'account' };
  }

  /**
   * Reference data (nations, device models, account types, services, cities): every caller reads
   * the same rows and only the super user (or the seed) writes them, so a list can be revalidated
   * by its content (docs/decisions/026).
   */
  static isReferenceData(d: EntityDescriptor): boolean {
    const policy = ENTITY_POLICY_RULES[d.name];
    return policy?.readOnly === true && policy.service === undefined;
  }

  /** Whether account users reach this entity at all (else its routes are for ROLE_ADMIN only). */
  static opensTo(d: EntityDescriptor): boolean {
    return ENTITY_POLICY_RULES[d.name] !== undefined;
  }

  /** The rows, relation targets and assigned columns of `op` for a caller the route's needs let through. */
  async resolve(
    caller: Caller | SuperUserOnly,
    d: EntityDescriptor,
    op: CrudOperation,
    body?: Record<string, unknown>,
  ): Promise<EntityAccessGrant> {
    const policy = ENTITY_POLICY_RULES[d.name];
    // A created record of an owned entity belongs to the caller's account (decision 013).
    const ownerColumn = op === 'create' ? policy?.ownerColumn : undefined;
    if (caller === SUPER_USER_ONLY) {
      // A ROLE_ADMIN-only route (routeNeeds): nothing to scope; an owned entity would need the account.
      if (ownerColumn) throw new Error(`${d.name}: an owned entity's create route must load the caller`);
      return { relationScopes: {}, assigned: {} };
    }
    const assigned = ownerColumn ? { [ownerColumn]: caller.account?.id ?? null } : {};
    if (caller.isSuperUser) return { relationScopes: {}, assigned };
    // The route declared ROLE_ADMIN or a business account: reaching here without one is a wiring fault.
    if (!policy || !caller.account) throw forbidden();
    if (!this.records.isScoped(d.name) && !policy.service) return { relationScopes: {}, assigned };
    if (policy.grants && body && (op === 'create' || op === 'update')) {
      const code = await this.serviceCode(body.tabServiceId);
      // Only the flags this write turns on are checked: one left as a higher grantor set it is not the caller's grant.
      const before =
        op === 'update' && typeof body.id === 'number' ? await this.records.storedFlags(d.name, body.id) : {};
      const turnedOn = Object.fromEntries(
        Object.entries(body).filter(
          ([k, v]) => k.startsWith('permission') && v === true && before[k] !== true,
        ),
      );
      const refused = code ? ungrantableFlags(caller, code, turnedOn) : [];
      if (refused.length) {
        // 400, not 403: the client signs out on a 403, and this is a refused value, not a forbidden call.
        throw new AppError(400, 'grantnotallowed', `You cannot grant ${refused.join(', ')} on ${code}`, {
          entityName: d.i18nKey,
        });
      }
    }
    return { ...this.records.scopes(d.name, caller.account.id, caller.userId, op), assigned };
  }

  private async serviceCode(id: unknown): Promise<ServiceCode | undefined> {
    return typeof id === 'number' ? this.records.serviceCode(id) : undefined;
  }
}
