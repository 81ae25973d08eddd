import type { FastifyRequest } from 'fastify';
import {
  allows,
  resolvePermission,
  ungrantableFlags,
  type CrudOperation,
  type EntityDescriptor,
  type ServiceCode,
} from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { requirePrincipal } from '../../plugins/auth';
import { callerOf, requireAccountCaller } from './caller';
import { CallerRepository } from './caller.repository';
import { EntityAccessRepository, type ScopeCondition } from './entity-access.repository';
import { ENTITY_POLICY_RULES } from './entity-policies';

export interface EntityAccessGrant {
  /** Condition on the entity's table; undefined = every row (super user, reference data). */
  scope?: ScopeCondition;
  relationScopes: Record<string, ScopeCondition | undefined>;
  /** Columns the server sets on create whatever the body says (schema property -> value): the owner. */
  assigned: Record<string, unknown>;
}

/** Decides, per request and operation, what a caller may do with a generic entity (ARCHITECTURE §5). */
export class EntityAccess {
  private readonly callers: CallerRepository;
  private readonly records: EntityAccessRepository;

  constructor(db: AppDatabase) {
    this.callers = new CallerRepository(db);
    this.records = new EntityAccessRepository(db);
    // A misspelt owner column would silently record no owner: stop the server instead.
    for (const [name, policy] of Object.entries(ENTITY_POLICY_RULES))
      if (policy.ownerColumn && !this.records.hasColumn(name, policy.ownerColumn))
        throw new Error(`entity policy ${name}: no owner column ${policy.ownerColumn}`);
  }

  /** Whether account users reach this entity at all (else its routes are for ROLE_ADMIN only). */
  static opensTo(d: EntityDescriptor): boolean {
    return ENTITY_POLICY_RULES[d.name] !== undefined;
  }

  async resolve(
    request: FastifyRequest,
    d: EntityDescriptor,
    op: CrudOperation,
    body?: Record<string, unknown>,
  ): Promise<EntityAccessGrant> {
    const policy = ENTITY_POLICY_RULES[d.name];
    // A created record of an owned entity belongs to the caller's account (decision 013).
    const ownerColumn = op === 'create' ? policy?.ownerColumn : undefined;
    if (requirePrincipal(request).authorities.includes('ROLE_ADMIN')) {
      const assigned = ownerColumn
        ? { [ownerColumn]: (await callerOf(request, this.callers)).account?.id ?? null }
        : {};
      return { relationScopes: {}, assigned };
    }
    if (!policy) throw forbidden();
    if (op !== 'read' && policy.readOnly) throw forbidden(`Your role cannot change ${d.name} records here`);
    // Only users with a business account work with these records; a basic ROLE_USER gets 403.
    const caller = await requireAccountCaller(request, this.callers);
    const assigned = ownerColumn ? { [ownerColumn]: caller.account!.id } : {};
    if (!this.records.isScoped(d.name) && !policy.service) return { relationScopes: {}, assigned };
    if (policy.service && !allows(resolvePermission(caller, policy.service), op)) {
      throw forbidden(`Your ${policy.service} permission does not allow ${op}`);
    }
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
    return { ...this.records.scopes(d.name, caller.account!.id, caller.userId, op), assigned };
  }

  private async serviceCode(id: unknown): Promise<ServiceCode | undefined> {
    return typeof id === 'number' ? this.records.serviceCode(id) : undefined;
  }
}
