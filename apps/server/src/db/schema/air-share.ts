import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { comPartnerAddrs } from './partners';
import { users } from './users';

/**
 * Share links of a site's live air screen (docs/decisions/050): a random token handed out once,
 * only its SHA-256 kept. Revoked links stay (revoked_at) so the managers' list shows them.
 */
export const airShareLinks = pgTable(
  'air_share_link',
  {
    id: id(),
    addressId: integer('address_id')
      .notNull()
      .references(() => comPartnerAddrs.id, { onDelete: 'cascade' }),
    // base64url of SHA-256(token): 43 characters.
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamptz('last_viewed_at'),
  },
  (t) => [
    uniqueIndex('air_share_link_token_hash_idx').on(t.tokenHash),
    index('air_share_link_address_idx').on(t.addressId),
  ],
);
