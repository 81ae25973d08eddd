import type { ApiKeyDto } from '@app/contracts';
import type { ApiKeyRow } from './api-key.repository';

/** A key as the API shows it: never its secret nor its hash. */
export function presentApiKey(row: ApiKeyRow): ApiKeyDto {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    prefix: row.prefix,
    grants: row.grants,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    allowedAddresses: row.allowedAddresses,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedAddress: row.lastUsedAddress,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedBy: row.revokedBy,
  };
}
