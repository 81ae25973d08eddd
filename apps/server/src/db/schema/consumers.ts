import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { userAccounts } from './accounts';

/**
 * What a consumer accepted and when (docs/decisions/023): the privacy notice version of its latest
 * registration, and the two optional marketing consents, each with the time it last changed.
 * Goes with the consumer's account.
 */
export const consumerConsents = pgTable('consumer_consent', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => userAccounts.id, { onDelete: 'cascade' }),
  privacyVersion: text('privacy_version').notNull(),
  privacyAcceptedAt: timestamptz('privacy_accepted_at').notNull(),
  marketing: boolean('marketing').notNull().default(false),
  marketingChangedAt: timestamptz('marketing_changed_at'),
  partners: boolean('partners').notNull().default(false),
  partnersChangedAt: timestamptz('partners_changed_at'),
});
