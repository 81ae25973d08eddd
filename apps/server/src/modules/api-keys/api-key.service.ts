import {
  ungrantableKeyGrants,
  type ApiKeyCreate,
  type ApiKeyDto,
  type ApiKeyWithSecretDto,
} from '@app/contracts';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { Caller } from '../access/caller';
import type { AuditService } from '../audit';
import { hashOf, newSecret, prefixOf } from './api-key-secret';
import { presentApiKey } from './api-key.presenter';
import type { ApiKeyRepository, ApiKeyRow } from './api-key.repository';

/**
 * An account's API keys (docs/decisions/046), managed by whoever may manage its users' permissions
 * (USER_MANAGEMENT, the route declares the operation). A key belongs to the creator's account and
 * grants at most what the creator may grant (the permission records' grantor rule). The secret is
 * answered once, at creation; created and revoked keys are audited.
 */
export class ApiKeyService {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(caller: Caller): Promise<ApiKeyDto[]> {
    return (await this.keys.list(this.accountOf(caller))).map(presentApiKey);
  }

  async create(caller: Caller, input: ApiKeyCreate): Promise<ApiKeyWithSecretDto> {
    const accountId = this.accountOf(caller);
    const refused = ungrantableKeyGrants(caller, input.grants);
    if (refused.length)
      // 400, as for a permission record: a refused value, not a forbidden call (the client signs out on 403).
      throw new AppError(400, 'grantnotallowed', `You cannot grant ${refused.join(', ')}`, {
        entityName: 'apiKey',
        fieldErrors: [{ objectName: 'apiKey', field: 'grants', message: 'error.grantnotallowed' }],
        params: { refused },
      });
    const now = this.now();
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime())
      throw new AppError(400, 'validation', 'expiresAt must be in the future', {
        fieldErrors: [{ objectName: 'apiKey', field: 'expiresAt', message: 'error.expiresinpast' }],
      });
    let secret = '';
    const row = await this.keys.insert(
      {
        accountId,
        creatorUserId: caller.userId,
        name: input.name,
        grants: input.grants,
        allowedAddresses: [...new Set(input.allowedAddresses)],
        expiresAt,
        createdBy: caller.login,
        createdAt: now,
      },
      (id) => {
        secret = newSecret(id);
        return { hash: hashOf(secret), prefix: prefixOf(secret) };
      },
    );
    await this.audited(caller, 'API_KEY_CREATED', row);
    return { ...presentApiKey(row), secret };
  }

  /** Revokes a key of the caller's account: refused from the next request on, on every instance. */
  async revoke(caller: Caller, id: number): Promise<ApiKeyDto> {
    const current = await this.keys.get(id);
    if (!current || current.accountId !== this.accountOf(caller)) throw notFound();
    if (current.revokedAt) return presentApiKey(current);
    const row = (await this.keys.revoke(id, caller.login, this.now())) ?? (await this.keys.get(id));
    if (!row) throw notFound();
    await this.audited(caller, 'API_KEY_REVOKED', row);
    return presentApiKey(row);
  }

  /** A key acts for a business account; the super user's unlimited rights are never put in one. */
  private accountOf(caller: Caller): number {
    if (caller.isSuperUser || !caller.account)
      throw forbidden('API keys belong to a business account: the super user cannot make them');
    return caller.account.id;
  }

  private async audited(caller: Caller, type: 'API_KEY_CREATED' | 'API_KEY_REVOKED', row: ApiKeyRow) {
    await this.audit.record(caller.login, type, {
      apiKey: String(row.id),
      name: row.name,
      account: String(row.accountId),
      grants: row.grants.map((g) => `${g.service}:${g.operations.join('+')}`).join(' '),
    });
  }
}
