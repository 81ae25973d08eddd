import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ApiKeyGrant } from '@app/contracts';
import { id, timestamptz } from './columns';
import { userAccounts } from './accounts';
import { users } from './users';

/**
 * API keys for machines (docs/decisions/046): a key acts for its account with the creator's
 * permissions narrowed to its grants. Only the SHA-256 of the secret is kept (hex).
 */
export const apiKeys = pgTable(
  'api_key',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    /** The user who made it: the key never does more than this user may do at the time of the call. */
    creatorUserId: integer('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    prefix: varchar('prefix', { length: 32 }).notNull(),
    grants: jsonb('grants').$type<ApiKeyGrant[]>().notNull(),
    allowedAddresses: jsonb('allowed_addresses').$type<string[]>().notNull(),
    expiresAt: timestamptz('expires_at'),
    createdBy: varchar('created_by', { length: 254 }),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    lastUsedAddress: varchar('last_used_address', { length: 64 }),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: varchar('revoked_by', { length: 254 }),
  },
  (t) => [
    index('api_key_account_idx').on(t.accountId),
    uniqueIndex('api_key_secret_hash_uq').on(t.secretHash),
  ],
);
