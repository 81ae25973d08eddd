import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';

/** Login users (JHipster's jhi_user). Keys are stored only as hashes, like passwords. */
export const users = pgTable(
  'jhi_user',
  {
    id: id(),
    login: varchar('login', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 50 }),
    lastName: varchar('last_name', { length: 50 }),
    email: varchar('email', { length: 254 }),
    imageUrl: varchar('image_url', { length: 256 }),
    activated: boolean('activated').notNull().default(false),
    langKey: varchar('lang_key', { length: 10 }).notNull().default('it'),
    activationKeyHash: text('activation_key_hash'),
    activationKeyDate: timestamptz('activation_key_date'),
    resetKeyHash: text('reset_key_hash'),
    resetKeyDate: timestamptz('reset_key_date'),
    createdBy: varchar('created_by', { length: 50 }).notNull().default('system'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    lastModifiedBy: varchar('last_modified_by', { length: 50 }),
    lastModifiedDate: timestamptz('last_modified_date'),
    // Bumped whenever a change must end the user's sessions (delete, deactivate, demote, password):
    // a token carries the version it was issued with and is refused once they differ.
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('jhi_user_login_idx').on(t.login),
    uniqueIndex('jhi_user_email_idx').on(t.email),
    index('jhi_user_activation_key_hash_idx').on(t.activationKeyHash),
    index('jhi_user_reset_key_hash_idx').on(t.resetKeyHash),
    index('jhi_user_created_date_idx').on(t.createdDate),
    // Uniqueness is case-insensitive only if every writer lower-cases; the database makes sure.
    check('jhi_user_login_lower_chk', sql`${t.login} = lower(${t.login})`),
    check('jhi_user_email_lower_chk', sql`${t.email} = lower(${t.email})`),
  ],
);

export const authorities = pgTable('authority', {
  name: varchar('name', { length: 50 }).primaryKey(),
});

export const userAuthorities = pgTable(
  'user_authority',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorityName: varchar('authority_name', { length: 50 })
      .notNull()
      .references(() => authorities.name),
  },
  // The primary key (user_id, authority_name) already serves lookups by user.
  (t) => [
    primaryKey({ columns: [t.userId, t.authorityName] }),
    index('user_authority_authority_name_idx').on(t.authorityName),
  ],
);

/**
 * A sign-in session (docs/decisions/012): its id is the token's `sid`. A token opens a session only
 * while its row is here and unexpired; ending a session deletes its row.
 */
export const userSessions = pgTable(
  'user_session',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's token version it was opened with: a revoking change (a bump) ends it too. */
    tokenVersion: integer('token_version').notNull(),
    createdDate: timestamptz('created_date').notNull(),
    lastSeenDate: timestamptz('last_seen_date').notNull(),
    expiresDate: timestamptz('expires_date').notNull(),
    userAgent: varchar('user_agent', { length: 512 }),
    ipAddress: varchar('ip_address', { length: 64 }),
  },
  (t) => [index('user_session_user_idx').on(t.userId, t.expiresDate)],
);
