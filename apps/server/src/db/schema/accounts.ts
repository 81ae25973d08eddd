import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { userAccountState } from './enums';
import { comPartnerAccounts, comPartners } from './partners';
import { userAccountTypes } from './reference';
import { users } from './users';

/**
 * A business account: one per login user, typed by role, arranged in a tree by parentId
 * (super user -> backoffice -> chain admins -> operators -> customers). Scope queries walk
 * this tree, hence the parent index.
 */
export const userAccounts = pgTable(
  'user_account',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    state: userAccountState('state').notNull().default('ACTIVE'),
    maxIotRequestPerMonth: integer('max_iot_request_per_month').notNull().default(1_000_000),
    // Seconds between two status polls of this account's devices.
    iotStatusFrequency: integer('iot_status_frequency').notNull().default(3600),
    // Last status poll; the poller picks accounts whose time + frequency × slowdown has passed.
    iotStatusTime: timestamptz('iot_status_time'),
    // Set by the quota guard (≥ 1): the polling slows down so the month's quota lasts (decision 024).
    iotStatusSlowdown: doublePrecision('iot_status_slowdown').notNull().default(1),
    // Opted in to the monthly energy report mail (decision 024).
    monthlyReport: boolean('monthly_report').notNull().default(false),
    userId: integer('user_id').references(() => users.id),
    typeId: integer('type_id').references(() => userAccountTypes.id),
    parentId: integer('parent_id').references((): AnyPgColumn => userAccounts.id),
    comPartnerId: integer('com_partner_id').references(() => comPartners.id),
    comPartnerAccountId: integer('com_partner_account_id').references(() => comPartnerAccounts.id),
  },
  (t) => [
    uniqueIndex('user_account_uuid_idx').on(t.uuid),
    uniqueIndex('user_account_user_id_idx').on(t.userId),
    index('user_account_parent_id_idx').on(t.parentId),
    index('user_account_type_id_idx').on(t.typeId),
    index('user_account_state_idx').on(t.state),
    index('user_account_com_partner_id_idx').on(t.comPartnerId),
    index('user_account_com_partner_account_id_idx').on(t.comPartnerAccountId),
  ],
);

/**
 * The account tree as a closure table: one row per (ancestor, descendant) pair, the account itself
 * at depth 0. Kept by triggers on user_account in the writing statement itself (migration 0007,
 * docs/decisions/029), so a subtree is one index range instead of a recursive walk per query.
 */
export const userAccountTree = pgTable(
  'user_account_tree',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => userAccounts.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('user_account_tree_descendant_id_idx').on(t.descendantId),
  ],
);
